import { okAnswer } from '@aster/core-api/testing';
import { DEFAULT_WALLET_RULES } from '@aster/core-domain';
import { walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import QuestionsPage from './QuestionsPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('wallet questions', () => {
  it('opens and closes each answer, with the limits of the served rules', async () => {
    const page = await openScreen(QuestionsPage, { answers: { 'wallet/summary': () => okAnswer(walletSummary()) } });
    expect(page.text()).toContain('提现多久到账？');
    expect(page.byTestId('ws-faq-answer-fee')).toBeUndefined();
    await page.tap('ws-faq-fee');
    expect(page.text()).toContain('每笔提现收取提现金额的0.1%作为手续费，最低¥1.00；单笔提现金额不能低于¥10.00');
    await page.tap('ws-faq-locked');
    expect(page.text()).toContain('连续输错5次，钱包将锁定180分钟（3小时）');
    await page.tap('ws-faq-fee');
    expect(page.byTestId('ws-faq-answer-fee')).toBeUndefined();
    for (const id of ['balance', 'source', 'arrival', 'daily', 'pay-bills']) await page.tap(`ws-faq-${id}`);
    expect(page.text()).toContain('退款');
    expect(page.text()).toContain('2个工作日');
    expect(page.text()).toContain('每天最多可提现3次');
    expect(page.text()).toContain('余额支付');
    page.unmount();
  });

  it('follows the rules the server serves', async () => {
    const rules = { ...DEFAULT_WALLET_RULES, feePermille: 2, minFeeFen: 200, withdrawMinFen: 5_000, withdrawalsPerDay: 5, maxWrongPasswords: 3, lockMinutes: 45 };
    const page = await openScreen(QuestionsPage, { answers: { 'wallet/summary': () => okAnswer(walletSummary({ rules })) } });
    await page.tap('ws-faq-fee');
    await page.tap('ws-faq-daily');
    await page.tap('ws-faq-locked');
    expect(page.text()).toContain('0.2%作为手续费，最低¥2.00；单笔提现金额不能低于¥50.00');
    expect(page.text()).toContain('每天最多可提现5次');
    expect(page.text()).toContain('连续输错3次，钱包将锁定45分钟');
    page.unmount();
  });
});
