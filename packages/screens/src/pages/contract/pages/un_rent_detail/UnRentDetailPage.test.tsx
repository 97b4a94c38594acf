import { okAnswer } from '@aster/core-api/testing';
import type { CheckoutApplication } from '@aster/core-domain';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { preview } from '@screens/features/leaseEnding/testing/leaseFixtures';
import UnRentDetailPage from './UnRentDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const settled = (money: CheckoutApplication['money'], netAmount: string): CheckoutApplication => ({
  id: '7',
  contractId: '5',
  contractNo: 'HTDEMO05',
  houseTitle: '静安寺 · 精装一居室',
  expectCheckoutDate: '2026-12-31',
  status: 'settled',
  statusText: '已结算',
  createdAt: '2026-11-23T10:00:00+08:00',
  settledAt: '2026-11-23T11:00:00+08:00',
  settledBy: 'tenant',
  netAmount,
  lines: preview().lines,
  money,
});

describe('un_rent_detail', () => {
  it('a balance owed: the settled lines, the step waiting for it and the way to pay it', async () => {
    const page = await openLeasePage(UnRentDetailPage, [
      ['checkout/v1/list', () => okAnswer([settled({ direction: 'collect', amount: '86.50', balanceOrder: { orderNo: 'PO1', amount: '86.50' }, balancePaidAt: null }, '-86.50')])],
    ]);
    expect(page.text()).toContain('待补交¥86.50');
    expect(page.text()).toContain('合计需补交');
    expect(page.byTestId('un-rent-detail-pay')).toBeDefined();
    page.unmount();
  });

  it('a refund: paid out with its date, nothing to pay; no application at all says so', async () => {
    const page = await openLeasePage(UnRentDetailPage, [
      ['checkout/v1/list', () => okAnswer([settled({ direction: 'refund', amount: '5200.00', refundedAt: '2026-11-23T11:00:00+08:00' }, '5200.00')])],
    ]);
    expect(page.text()).toContain('已退款¥5,200.00');
    expect(page.byTestId('un-rent-detail-pay')).toBeUndefined();
    page.unmount();
    const none = await openLeasePage(UnRentDetailPage, [['checkout/v1/list', () => okAnswer([])]]);
    expect(none.text()).toContain('该合同暂无退租申请');
    none.unmount();
  });
});
