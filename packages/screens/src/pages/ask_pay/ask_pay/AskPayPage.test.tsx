import { okAnswer } from '@aster/core-api/testing';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { billDetailOf } from '@screens/features/bills/testing';
import { SHARE_CODE, sharedBillOf } from '@screens/features/askPay/testing';
import { openScreen } from '@screens/testing/openScreen';
import AskPayPage from './AskPayPage';

const mockParams: { code?: string; billId?: string } = {};
const mockPageEvents: Record<string, () => unknown> = {};
jest.mock('remax', () => ({ useQuery: () => mockParams }));
jest.mock('remax/macro', () => ({ usePageEvent: (name: string, handler: () => unknown) => (mockPageEvents[name] = handler) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('请人代付', () => {
  beforeEach(() => {
    delete mockParams.code;
    delete mockParams.billId;
    recordedHouseActions.length = 0;
  });

  it("the tenant's card: the link to copy or send as a card, and 取消代付 back to the bill", async () => {
    mockParams.billId = '41';
    const page = await openScreen(AskPayPage, {
      answers: {
        '/bill/41/ask-pay/cancel': () => okAnswer({ share: null, paidBy: null }),
        '/bill/41/ask-pay': () => okAnswer({ share: { code: SHARE_CODE, expiresAt: '2026-11-22T09:00:00+08:00' }, paidBy: null }),
        '/bill/41': () => okAnswer(billDetailOf()),
      },
      openedFrom: '/pages/bill/bill_detail/index?id=41',
    });
    const link = page.byTestId('ask-pay-link')?.children.join('') ?? '';
    expect(link).toBe(`pages/ask_pay/ask_pay/index?code=${SHARE_CODE}`);
    expect(page.text()).toContain('链接有效期至 2026-11-22 09:00');
    await page.tap('ask-pay-copy');
    expect(recordedHouseActions.map((action) => action.args[0])).toEqual([link]);
    expect(mockPageEvents.onShareAppMessage?.()).toMatchObject({ path: `/pages/ask_pay/ask_pay/index?code=${SHARE_CODE}` });
    await page.tap('ask-pay-cancel');
    expect(page.sent('/bill/41/ask-pay/cancel')).toHaveLength(1);
    expect(String(page.currentPage())).toContain('pages/bill/bill_detail/index?id=41');
    page.unmount();
  });

  it("the friend's view: the bill masked, the code sent in the body only, 帮TA付款 to 代付详情", async () => {
    mockParams.code = SHARE_CODE;
    const page = await openScreen(AskPayPage, { answers: { '/ask-pay/shared': () => okAnswer(sharedBillOf()) } });
    expect(page.text()).toContain('您的好友 张* 请您帮忙代付一笔账单');
    expect(page.byTestId('ask-pay-bill-amount')?.children.join('')).toBe('¥43.20');
    const [request] = page.sent('/ask-pay/shared');
    expect(JSON.parse(String(request?.data))).toEqual({ code: SHARE_CODE });
    expect(request?.url).not.toContain(SHARE_CODE);
    await page.tap('ask-pay-go');
    expect(String(page.currentPage())).toContain(`pages/ask_pay/ask_pay_detail/index?code=${SHARE_CODE}`);
    page.unmount();
  });

  it('a link already paid, cancelled, expired or one\u2019s own goes to 代付失败 with the reason', async () => {
    mockParams.code = SHARE_CODE;
    for (const problem of ['paid', 'cancelled', 'expired', 'own'] as const) {
      const page = await openScreen(AskPayPage, { answers: { '/ask-pay/shared': () => okAnswer(sharedBillOf({ problem, ways: [] })) } });
      expect(String(page.currentPage())).toContain(`pages/ask_pay/ask_pay_failed/index?reason=${problem}`);
      expect(page.byTestId('ask-pay-go')).toBeUndefined();
      page.unmount();
    }
  });
});
