import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { billDetailOf } from '@screens/features/bills/testing';
import BillPayDetailPage from './BillPayDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '41', way: 'wechat' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const PREPAY = { channel: 'wechat', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' };

describe('bill_pay_detail', () => {
  it("asks the server for the bill's order with the chosen way, then pays that order once", async () => {
    const page = await openScreen(BillPayDetailPage, {
      answers: {
        '/bill/41/pay': () => okAnswer({ orderNo: 'PO9', amount: '9000.00', paySubChannel: 'wechat', subAccountType: 'rent' }),
        '/bill/41': () => okAnswer(billDetailOf()),
        '/prepay': () => okAnswer(PREPAY),
      },
    });
    expect(page.byTestId('pay-detail-way')?.children).toEqual(['微信支付']);
    await page.tap('pay-detail-confirm');
    expect(page.sent('/bill/41/pay').map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([{ way: 'wechat' }]);
    expect(page.sent('/pay/orders/PO9/prepay')).toHaveLength(1);
    page.unmount();
  });

  it("stays with the server's reason when the bill cannot be paid now", async () => {
    const page = await openScreen(BillPayDetailPage, {
      answers: { '/bill/41/pay': () => businessErrorAnswer('BILL_PAID', '该账单已支付，无需重复支付'), '/bill/41': () => okAnswer(billDetailOf()) },
    });
    await page.tap('pay-detail-confirm');
    expect(page.ui.toasts).toContain('该账单已支付，无需重复支付');
    expect(page.sent('/prepay')).toHaveLength(0);
    page.unmount();
  });
});
