import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { REFRESH_DEBOUNCE_MS, type ContractSummary } from '@aster/core-domain';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ContractListPage from './ContractListPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
const mockPageEvents: Record<string, () => void> = {};
jest.mock('remax/macro', () => ({ usePageEvent: (name: string, handler: () => void) => (mockPageEvents[name] = handler) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/lease/lease.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const summary = (over: Partial<ContractSummary>): ContractSummary => {
  const { id, contractNo, status, statusText, onlineContractStatus, house, startDate, endDate, leaseMonths, rent } = rentingContract();
  return { id, contractNo, status, statusText, onlineContractStatus, house, startDate, endDate, leaseMonths, rent, reservationId: null, bound: true, ...over };
};
const renting = summary({});
const signing = summary({ id: '2', contractNo: 'HTDEMO02', status: 'awaiting_sign', statusText: '待签约' });
const unbound = summary({ id: '10', contractNo: 'HTDEMO10', status: 'pre_created', statusText: '待完善信息', bound: false });

describe('contract_list', () => {
  it('shows the counts, the contracts by tab, and opens one', async () => {
    // The page's clock stands still until the test moves it: a slow machine must not make "at once" a second late.
    const opened = Date.now();
    const now = jest.spyOn(clock, 'now').mockReturnValue(opened);
    const page = await openLeasePage(ContractListPage, [
      ['contract/list', () => okAnswer([renting, signing])],
      ['contract/contract-count', () => okAnswer({ activeCount: 1, unBindCount: 0 })],
    ]);
    expect(page.byTestId('contract-active-count')?.children.join('')).toBe('1');
    expect(page.byTestId('contract-HTDEMO05')).toBeDefined();
    expect(page.byTestId('contract-HTDEMO02')).toBeDefined();
    await page.tap('contract-tab-signing');
    expect(page.byTestId('contract-HTDEMO05')).toBeUndefined();
    expect(page.byTestId('contract-status-HTDEMO02')?.children.join('')).toBe('待签约');
    await page.tap('contract-tab-ended');
    expect(page.text()).toContain('暂无已结束的合同');
    await page.tap('contract-tab-all');
    // Shown again at once (the page opened a moment ago): not asked again; the debounce is the spec's second.
    mockPageEvents.onShow?.();
    await page.settle();
    expect(page.sent('contract/list')).toHaveLength(1);
    // A second later it is.
    now.mockReturnValue(opened + REFRESH_DEBOUNCE_MS + 1);
    mockPageEvents.onShow?.();
    await page.settle();
    now.mockRestore();
    expect(page.sent('contract/list')).toHaveLength(2);
    expect(page.sent('contract/contract-count')).toHaveLength(2);
    await page.tap('contract-HTDEMO05');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/contract_detail/index?contractId=5');
    page.unmount();
  });

  it('says 您还没有合同 when there is none', async () => {
    const page = await openLeasePage(ContractListPage, [
      ['contract/list', () => okAnswer([])],
      ['contract/contract-count', () => okAnswer({ activeCount: 0, unBindCount: 0 })],
    ]);
    expect(page.byTestId('contract-empty')).toBeDefined();
    expect(page.text()).toContain('您还没有合同');
    page.unmount();
  });

  it('binds a contract made for the phone after the tenant agrees, and sends a refused one to phone_different', async () => {
    let refuse = false;
    const page = await openLeasePage(ContractListPage, [
      // contract/list lists it after the caller's own, not bound yet.
      ['contract/list', () => okAnswer([unbound])],
      ['contract/contract-count', () => okAnswer({ activeCount: 0, unBindCount: 1 })],
      ['contract/banding/10', () => (refuse ? businessErrorAnswer('CONTRACT_PHONE_DIFFERENT', '该合同登记的手机号与您当前登录的手机号不一致') : okAnswer(unbound))],
    ]);
    expect(page.byTestId('contract-unbound')).toBeDefined();
    expect(page.byTestId('contract-unbind-count')?.children.join('')).toBe('1');
    expect(page.text()).not.toContain('您还没有合同');
    // Not among the tenant's own contracts until bound, and no invented endpoint asked.
    expect(page.text()).toContain('绑定后，合同将显示在这里');
    expect(page.sent('contract/unbound')).toHaveLength(0);
    await page.tap('contract-bind-HTDEMO10');
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('HTDEMO10'))).toBe(true);
    expect(page.sent('contract/banding/10')).toHaveLength(1);
    expect(navigation.currentPage()).toBe('/pages/contract/pages/contract_detail/index?contractId=10');

    refuse = true;
    await page.tap('contract-bind-HTDEMO10');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/phone_different/index?contractId=10');
    page.unmount();
  });
});
