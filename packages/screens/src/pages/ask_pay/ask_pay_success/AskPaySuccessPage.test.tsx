import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import AskPaySuccessPage from './AskPaySuccessPage';

const mockParams = { orderNo: 'PO7' };
jest.mock('remax', () => ({ useQuery: () => mockParams }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const orderState = (over: object) => ({ orderNo: 'PO7', amount: '43.20', status: 'paid', subject: '代付：燃气费（2026-10）', bizType: 'ask_pay', bizId: '3@2026-11-21@10003', paidAt: '2026-11-21T09:00:00+08:00', refunded: false, ...over });

describe('代付成功', () => {
  it('says the friend\u2019s bill is paid, with the amount the server has', async () => {
    const page = await openScreen(AskPaySuccessPage, { answers: { '/pay/orders/PO7': () => okAnswer(orderState({})) } });
    expect(page.text()).toContain('代付成功');
    expect(page.byTestId('ask-pay-success-amount')).toBeDefined();
    expect(page.text()).toContain('¥43.20');
    page.unmount();
  });

  it('a payment given back (the bill was paid first) goes to 代付失败', async () => {
    const page = await openScreen(AskPaySuccessPage, { answers: { '/pay/orders/PO7': () => okAnswer(orderState({ refunded: true })) } });
    expect(String(page.currentPage())).toContain('pages/ask_pay/ask_pay_failed/index?reason=refunded');
    page.unmount();
  });
});
