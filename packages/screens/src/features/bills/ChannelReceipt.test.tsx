import { okAnswer } from '@aster/core-api/testing';
import type { OrderDetail } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import OrderAliPage from '@screens/pages/order/ali/OrderAliPage';
import OrderWechatPage from '@screens/pages/order/wechat/OrderWechatPage';

jest.mock('remax', () => ({ useQuery: () => ({ orderNo: 'PO9' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const PAID: OrderDetail = {
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
};

describe('order receipts by channel', () => {
  it('shows a WeChat-paid order as its 微信支付 receipt', async () => {
    const page = await openScreen(OrderWechatPage, { answers: { '/order/detail/PO9': () => okAnswer(PAID) } });
    expect(page.text()).toContain('微信支付已支付');
    expect(page.text()).toContain('¥9,000.00');
    expect(page.text()).toContain('2026-11-20 10:01:00');
    page.unmount();
  });

  it('does not call an order paid with WeChat an Alipay payment', async () => {
    const page = await openScreen(OrderAliPage, { answers: { '/order/detail/PO9': () => okAnswer(PAID) } });
    expect(page.text()).toContain('该订单未通过支付宝完成支付');
    expect(page.byTestId('receipt-amount')).toBeUndefined();
    page.unmount();
  });
});
