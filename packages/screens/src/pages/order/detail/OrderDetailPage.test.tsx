import { okAnswer } from '@aster/core-api/testing';
import type { OrderDetail } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import OrderDetailPage from './OrderDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ orderNo: 'PO9' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const HERE = '/pages/order/detail/index?orderNo=PO9';

function orderOf(patch: Partial<OrderDetail>): OrderDetail {
  return {
    orderNo: 'PO9',
    subject: '第3期租金',
    amount: '9000.00',
    status: 'paid',
    channel: 'wechat',
    createdAt: '2026-11-20T10:00:00',
    paidAt: '2026-11-20T10:01:00',
    refunded: false,
    bizType: 'bill',
    billId: '41',
    refunds: [],
    ...patch,
  };
}

describe('order detail', () => {
  it('shows the channel, the amount and every refund of a paid order', async () => {
    const refunds = [{ amount: '9000.00', at: '2026-11-20T10:05:00', reason: '账单已支付，重复付款原路退回' }];
    const page = await openScreen(OrderDetailPage, { answers: { '/order/detail/PO9': () => okAnswer(orderOf({ refunded: true, refunds })) }, openedFrom: HERE });
    expect(page.text()).toContain('微信支付');
    expect(page.text()).toContain('已退款');
    expect(page.text()).toContain('重复付款原路退回');
    expect(page.byTestId('order-detail-check')).toBeUndefined();
    page.unmount();
  });

  it('lets the tenant ask again for an order still being paid, through 支付中', async () => {
    const page = await openScreen(OrderDetailPage, { answers: { '/order/detail/PO9': () => okAnswer(orderOf({ status: 'paying', channel: null, paidAt: null })) }, openedFrom: HERE });
    await page.tap('order-detail-check');
    expect(page.currentPage()).toBe('/pages/bill/bill_transitional/index?orderNo=PO9');
    page.unmount();
  });
});

describe('order detail receipt', () => {
  it("leads a WeChat-paid order to its 微信支付 receipt", async () => {
    const page = await openScreen(OrderDetailPage, { answers: { '/order/detail/PO9': () => okAnswer(orderOf({})) }, openedFrom: HERE });
    await page.tap('order-detail-receipt');
    expect(page.currentPage()).toBe('/pages/order/wechat/index?orderNo=PO9');
    page.unmount();
  });
});
