import { okAnswer } from '@aster/core-api/testing';
import { chinaInstant } from '@aster/core-domain';
import { walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import SetPwdPage from './SetPwdPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const open = (wallet: ReturnType<typeof walletSummary>) => openScreen(SetPwdPage, { answers: { 'wallet/summary': () => okAnswer(wallet) }, openedFrom: '/pages/wallet/wallet/index' });

describe('set_pwd', () => {
  it('explains the password and leads to setting one through the SMS check when there is none', async () => {
    const page = await open(walletSummary());
    expect(page.text()).toContain('还没有设置支付密码');
    expect(page.text()).toContain('用余额支付账单和提现时需要输入');
    expect(page.text()).toContain('设置前需先验证账户绑定的手机号');
    expect(page.byTestId('ws-pwd-change')).toBeUndefined();
    await page.tap('ws-pwd-set-new');
    expect(String(page.currentPage())).toContain('pages/wallet/set_pwd_verify/index');
    page.unmount();
  });

  it('changes or recovers a set password through the SMS check', async () => {
    const page = await open(walletSummary({ hasPassword: true }));
    expect(page.text()).toContain('修改支付密码');
    expect(page.text()).toContain('忘记支付密码');
    await page.tap('ws-pwd-change');
    expect(String(page.currentPage())).toContain('pages/wallet/set_pwd_verify/index');
    page.unmount();
  });

  it('says until when a locked wallet stays locked, China time, and offers 忘记支付密码', async () => {
    const page = await open(walletSummary({ hasPassword: true, lockedUntil: chinaInstant('2026-11-28', '14:05') }));
    expect(page.text()).toContain('支付密码连续输错5次，钱包已锁定至11-28 14:05（北京时间）');
    expect(page.byTestId('ws-pwd-change')).toBeUndefined();
    await page.tap('ws-pwd-forget');
    expect(String(page.currentPage())).toContain('pages/wallet/set_pwd_verify/index');
    page.unmount();
  });
});
