import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { SHARE_CODE, sharedBillOf } from '@screens/features/askPay/testing';
import { openScreen } from '@screens/testing/openScreen';
import AskPayDetailPage from './AskPayDetailPage';

const mockParams = { code: SHARE_CODE };
jest.mock('remax', () => ({ useQuery: () => mockParams }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const PREPAY = { channel: 'wechat', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' };

describe('代付详情', () => {
  it('立即代付 asks for an order of the payer with the way of this shell, then pays it once', async () => {
    const page = await openScreen(AskPayDetailPage, {
      answers: {
        '/ask-pay/shared/pay': () => okAnswer({ orderNo: 'PO7', amount: '43.20', paySubChannel: 'wechat', subAccountType: 'utility' }),
        '/ask-pay/shared': () => okAnswer(sharedBillOf()),
        '/prepay': () => okAnswer(PREPAY),
      },
    });
    expect(page.byTestId('ask-pay-way')).toBeDefined();
    expect(page.text()).toContain('微信支付');
    await page.tap('ask-pay-pay');
    expect(page.sent('/ask-pay/shared/pay').map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([{ code: SHARE_CODE, way: 'wechat' }]);
    expect(page.sent('/pay/orders/PO7/prepay')).toHaveLength(1);
    page.unmount();
  });

  it('paid by someone else meanwhile: 代付失败 says so, and nothing is charged', async () => {
    const page = await openScreen(AskPayDetailPage, {
      answers: { '/ask-pay/shared/pay': () => businessErrorAnswer('ASK_PAY_PAID', '该账单已支付，无需再付'), '/ask-pay/shared': () => okAnswer(sharedBillOf()) },
    });
    await page.tap('ask-pay-pay');
    expect(page.sent('/prepay')).toHaveLength(0);
    expect(String(page.currentPage())).toContain('pages/ask_pay/ask_pay_failed/index?reason=paid');
    page.unmount();
  });
});
