import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { dropResetTicket, heldResetTicket, holdResetTicket } from '@screens/features/walletSettings/resetTicket';
import { walletSummary } from '@screens/features/walletSettings/testing';
import { navigation } from '@screens/platform/navigation';
import { shownUi } from '@screens/platform/ui';
import { openScreen } from '@screens/testing/openScreen';
import SetPwdStepsPage from './SetPwdStepsPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const TICKET = 'ticket_ABCDEFGHIJKLMNOPQRSTUVWX';
const sentBody = (page: Awaited<ReturnType<typeof openScreen>>) => page.sent('wallet/password').map((request) => JSON.parse(String(request.data)) as unknown);

describe('set_pwd_steps', () => {
  afterEach(() => dropResetTicket());

  it('refuses a trivial password, starts over on a mismatch, then sets the first one with the SMS ticket and goes back where the tenant came from', async () => {
    holdResetTicket({ resetTicket: TICKET, expiresAt: Date.now() + 600_000 });
    await navigation.reLaunch('/pages/wallet/wallet/index');
    await navigation.navigateTo('/pages/wallet/set_pwd/index');
    await navigation.navigateTo('/pages/wallet/set_pwd_steps/index');
    const page = await openScreen(SetPwdStepsPage, { answers: { 'wallet/summary': () => okAnswer(walletSummary()), 'wallet/password': () => okAnswer({ ok: true }) } });
    await page.type('ws-pwd-first', '12345');
    await page.tap('ws-pwd-next');
    expect(page.text()).toContain('支付密码为6位数字');
    expect(page.byTestId('ws-pwd-second')).toBeUndefined();
    await page.type('ws-pwd-first', '123456');
    await page.tap('ws-pwd-next');
    expect(page.text()).toContain('支付密码不能是重复或连续的数字');
    expect(page.value('ws-pwd-first')).toBe('');
    await page.type('ws-pwd-first', '111111');
    await page.tap('ws-pwd-next');
    expect(page.text()).toContain('支付密码不能是重复或连续的数字');

    await page.type('ws-pwd-first', '135790');
    await page.tap('ws-pwd-next');
    await page.type('ws-pwd-second', '135791');
    await page.tap('ws-pwd-confirm');
    expect(page.text()).toContain('两次输入的密码不一致，请重新设置');
    expect(page.value('ws-pwd-first')).toBe('');
    expect(page.sent('wallet/password')).toHaveLength(0);

    await page.type('ws-pwd-first', '135790');
    await page.tap('ws-pwd-next');
    await page.type('ws-pwd-second', '135790');
    await page.tap('ws-pwd-confirm');
    expect(sentBody(page)).toEqual([{ password: '135790', resetTicket: TICKET }]);
    expect(heldResetTicket()).toBeUndefined();
    expect(shownUi).toContainEqual({ kind: 'toast', text: '支付密码设置成功' });
    expect(String(page.currentPage())).toContain('pages/wallet/set_pwd/index');
    page.unmount();
  });

  it('sends the held SMS ticket to change a set password, and forgets it after', async () => {
    holdResetTicket({ resetTicket: TICKET, expiresAt: Date.now() + 600_000 });
    const page = await openScreen(SetPwdStepsPage, {
      answers: { 'wallet/summary': () => okAnswer(walletSummary({ hasPassword: true })), 'wallet/password': () => okAnswer({ ok: true }) },
      openedFrom: '/pages/wallet/set_pwd/index',
    });
    await page.type('ws-pwd-first', '246801');
    await page.tap('ws-pwd-next');
    await page.type('ws-pwd-second', '246801');
    await page.tap('ws-pwd-confirm');
    expect(sentBody(page)).toEqual([{ password: '246801', resetTicket: TICKET }]);
    expect(heldResetTicket()).toBeUndefined();
    expect(page.sent('wallet/password')[0]?.url).not.toContain(TICKET);
    page.unmount();
  });

  it('asks for the SMS check before a first password or a change without a ticket, and after a refused one', async () => {
    const first = await openScreen(SetPwdStepsPage, { answers: { 'wallet/summary': () => okAnswer(walletSummary()) }, openedFrom: '/pages/wallet/set_pwd/index' });
    expect(first.text()).toContain('设置支付密码前需先验证手机号');
    expect(first.byTestId('ws-pwd-first')).toBeUndefined();
    first.unmount();
    const page = await openScreen(SetPwdStepsPage, { answers: { 'wallet/summary': () => okAnswer(walletSummary({ hasPassword: true })) }, openedFrom: '/pages/wallet/set_pwd/index' });
    expect(page.text()).toContain('修改支付密码前需先验证手机号');
    await page.tap('ws-steps-verify');
    expect(String(page.currentPage())).toContain('pages/wallet/set_pwd_verify/index');
    page.unmount();

    holdResetTicket({ resetTicket: TICKET, expiresAt: Date.now() + 600_000 });
    const refused = await openScreen(SetPwdStepsPage, {
      answers: { 'wallet/summary': () => okAnswer(walletSummary({ hasPassword: true })), 'wallet/password': () => businessErrorAnswer('WALLET_RESET_EXPIRED', '验证已过期，请重新获取短信验证码') },
      openedFrom: '/pages/wallet/set_pwd/index',
    });
    await refused.type('ws-pwd-first', '246801');
    await refused.tap('ws-pwd-next');
    await refused.type('ws-pwd-second', '246801');
    await refused.tap('ws-pwd-confirm');
    expect(heldResetTicket()).toBeUndefined();
    expect(refused.text()).toContain('修改支付密码前需先验证手机号');
    refused.unmount();
  });
});
