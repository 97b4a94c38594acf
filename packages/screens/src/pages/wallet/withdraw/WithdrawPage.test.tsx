import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { walletCard, walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import WithdrawPage from './WithdrawPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const ready = walletSummary({ hasPassword: true, infoComplete: true, withdrawCard: walletCard() });
const withdrawal = { id: '7', amountFen: 100_000, feeFen: 100, arrivalFen: 99_900, status: 'applied', bankName: '工商银行', lastFour: '0128', appliedAt: 0, expectedBy: 0, paidAt: null, failReason: null };

describe('withdraw', () => {
  it('says what is missing first and cannot be confirmed until it is there', async () => {
    const page = await openScreen(WithdrawPage, { answers: { 'wallet/summary': () => okAnswer(walletSummary({ hasPassword: true })) } });
    expect(page.text()).toContain('首次提现前，请补充职业和常住地址');
    await page.type('withdraw-amount', '100');
    expect(page.byTestId('withdraw-confirm')?.props['aria-disabled']).toBe(true);
    page.unmount();
  });

  it('checks the amount as typed, shows the fee before the password, and keeps the sheet open on a wrong password', async () => {
    let tries = 0;
    const page = await openScreen(WithdrawPage, {
      answers: {
        'wallet/withdrawals': () => {
          tries += 1;
          return tries === 1 ? businessErrorAnswer('WALLET_PASSWORD_WRONG', '支付密码错误，还可输入4次') : okAnswer(withdrawal);
        },
        'wallet/summary': () => okAnswer(ready),
      },
    });
    await page.type('withdraw-amount', '5');
    expect(page.text()).toContain('单笔提现金额不能低于¥10.00');
    await page.type('withdraw-amount', '2000');
    expect(page.text()).toContain('提现金额超过可提现余额');
    await page.type('withdraw-amount', '1000');
    expect(page.text()).toContain('手续费 ¥1.00，实际到账 ¥999.00');
    await page.tap('withdraw-confirm');
    await page.type('wallet-password', '000001');
    await page.settle();
    expect(page.text()).toContain('支付密码错误，还可输入4次');
    expect(page.byTestId('wallet-password')?.props.value).toBe('');
    await page.type('wallet-password', '135790');
    await page.settle();
    const sent = page.sent('wallet/withdrawals').map((call) => JSON.parse(String(call.data)) as { amountFen: number; requestKey: string });
    expect(sent.map((body) => body.amountFen)).toEqual([100_000, 100_000]);
    expect(String(page.currentPage())).toContain('pages/wallet/withdraw_success/index?id=7');
    page.unmount();
  });
});
