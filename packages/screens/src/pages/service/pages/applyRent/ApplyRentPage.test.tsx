import { okAnswer } from '@aster/core-api/testing';
import { addCalendarDays } from '@aster/core-domain';
import { shownUi } from '@screens/platform/ui';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract, today } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ApplyRentPage from './ApplyRentPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const contract = rentingContract();
const start = addCalendarDays(contract.endDate, 1);

describe('applyRent', () => {
  it('shows the new term and rent of the chosen term before sending, confirms them, and sends the term', async () => {
    const page = await openLeasePage(ApplyRentPage, [
      ['contract/5', () => okAnswer(contract)],
      ['renewal/v1/list', () => okAnswer([])],
      ['renewal/v1', () => okAnswer({ id: '3', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺', leaseMonths: 6, startDate: start, endDate: '2099-01-01', rent: '3675.00', status: 'applied', statusText: '待管家确认', createdAt: '2026-11-23T10:00:00+08:00' })],
    ]);
    expect(page.byTestId('apply-rent-new-term')?.children.join('')).toContain(start);
    expect(page.text()).toContain('¥3,500.00');
    await page.tap('apply-rent-term-6');
    expect(page.text()).toContain('¥3,675.00');
    expect(page.text()).toContain('不足12个月的续租，月租金上浮5%。');

    await page.tap('apply-rent-submit');
    await page.settle();
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('续租6个月') && shown.text.includes('¥3,675.00'))).toBe(true);
    expect(JSON.parse(String(page.sent('renewal/v1')[0]?.data))).toEqual({ contractId: '5', leaseMonths: 6 });
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyRentDetail/index?id=3');
    page.unmount();
  });

  it('says when the lease cannot be renewed, and sends nothing', async () => {
    const page = await openLeasePage(ApplyRentPage, [
      ['contract/5', () => okAnswer(rentingContract({ endDate: addCalendarDays(today(), 10) }))],
      ['renewal/v1/list', () => okAnswer([])],
    ]);
    expect(page.text()).toContain('续租需在租期结束前30天申请');
    expect(page.byTestId('apply-rent-submit')).toBeUndefined();
    page.unmount();
  });
});
