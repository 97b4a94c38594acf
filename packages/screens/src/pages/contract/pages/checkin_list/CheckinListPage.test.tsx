import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import CheckinListPage from './CheckinListPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '4' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/lease/lease.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('checkin_list', () => {
  it('shows the lines by kind with the progress, and leads to answering them', async () => {
    const page = await openLeasePage(CheckinListPage, [
      ['contract/check-in/4', () =>
        okAnswer({
          contractId: '4',
          handedOverOn: '2026-11-20',
          managerName: '王管家',
          complete: false,
          items: [
            { id: '1', category: 'item', name: '衣柜', quantity: 1, condition: '完好', photos: [], state: 'confirmed' },
            { id: '2', category: 'key', name: '门禁卡', quantity: 2, condition: '可正常刷卡', photos: [], state: 'pending' },
          ],
        })],
    ]);
    expect(page.byTestId('checkin-progress')?.children.join('')).toBe('已确认 1/2');
    expect(page.text()).toContain('钥匙及门卡');
    expect(page.text()).toContain('2件');
    await page.tap('checkin-answer');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/property_deliveries/index?contractId=4');
    page.unmount();
  });

  it('says when the handover happens before the manager has recorded it', async () => {
    const page = await openLeasePage(CheckinListPage, [['contract/check-in/4', () => okAnswer(null)]]);
    expect(page.byTestId('checkin-none')).toBeDefined();
    expect(page.text()).toContain('入住当天，管家会与您逐项核对');
    expect(page.byTestId('flow-code-1')).toBeUndefined();
    page.unmount();
  });

  it('shows the tenant\'s 入住码 (contract/qrcode, flowType 1) until the handover is recorded', async () => {
    const page = await openLeasePage(CheckinListPage, [
      ['contract/check-in/4', () => okAnswer(null)],
      ['contract/qrcode/4', () => okAnswer({ contractId: '4', flowType: 1, code: 'ASTER-1-HTDEMO04-X-ABC', image: 'data:image/svg+xml;base64,PHN2Zz4=', expiresAt: '2026-11-21T09:10:00+08:00' })],
    ]);
    expect(page.sent('contract/qrcode/4')[0]?.url).toContain('flowType=1');
    expect(page.byTestId('flow-code-text-1')?.children.join('')).toBe('ASTER-1-HTDEMO04-X-ABC');
    expect(page.text()).toContain('有效期至 09:10');
    page.unmount();
  });

  it('shows no code and no error when the contract has none to show (not yet to be moved into)', async () => {
    const page = await openLeasePage(CheckinListPage, [
      ['contract/check-in/4', () => okAnswer(null)],
      ['contract/qrcode/4', () => businessErrorAnswer('CONTRACT_FLOW_UNAVAILABLE', '该合同尚未签署，暂不能出示入住码')],
    ]);
    expect(page.byTestId('checkin-none')).toBeDefined();
    expect(page.byTestId('flow-code-1')).toBeUndefined();
    expect(page.text()).not.toContain('暂不能出示');
    page.unmount();
  });
});
