import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { dropResetTicket, heldResetTicket } from '@screens/features/walletSettings/resetTicket';
import { openScreen } from '@screens/testing/openScreen';
import SetPwdVerifyPage from './SetPwdVerifyPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const TICKET = 'ticket_ABCDEFGHIJKLMNOPQRSTUVWX';

describe('set_pwd_verify', () => {
  afterEach(() => dropResetTicket());

  it('sends a code to the masked account phone with a countdown, keeps the ticket in memory and goes on to the steps', async () => {
    let codeRight = false;
    const page = await openScreen(SetPwdVerifyPage, {
      answers: {
        'wallet/password/send-code': () => okAnswer({ mobileMasked: '138****8000' }),
        'wallet/password/check-code': () => (codeRight ? okAnswer({ resetTicket: TICKET, expiresAt: Date.now() + 600_000 }) : businessErrorAnswer('SMS_CODE_WRONG', '验证码错误')),
      },
      openedFrom: '/pages/wallet/set_pwd_verify/index',
    });
    await page.tap('ws-verify-next');
    expect(page.text()).toContain('请输入6位短信验证码');
    expect(page.sent('wallet/password/check-code')).toHaveLength(0);

    await page.tap('ws-verify-send');
    expect(page.text()).toContain('验证码已发送至138****8000');
    expect(page.text()).toMatch(/\d+秒后重发/);
    await page.tap('ws-verify-send');
    expect(page.sent('wallet/password/send-code')).toHaveLength(1);

    await page.type('ws-verify-code', '123455');
    await page.tap('ws-verify-next');
    expect(page.text()).toContain('验证码错误');
    expect(heldResetTicket()).toBeUndefined();

    codeRight = true;
    await page.type('ws-verify-code', '123456');
    await page.tap('ws-verify-next');
    expect(JSON.parse(String(page.sent('wallet/password/check-code')[1]?.data))).toEqual({ code: '123456' });
    expect(heldResetTicket()).toBe(TICKET);
    expect(String(page.currentPage())).toBe('/pages/wallet/set_pwd_steps/index');
    page.unmount();
  });
});
