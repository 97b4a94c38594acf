import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { initialSessionState, selectToken } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import LoginByPhonePage from './LoginByPhonePage';

// The WeChat mini-program build: its platform and wx.login (the login port).
let mockCodes = 0;
let mockCodeFails = false;
jest.mock('@screens/platform/clientPlatform', () => ({ clientPlatform: 'weapp' }));
jest.mock('@screens/platform/loginCode', () => ({
  loginCode: { getCode: () => (mockCodeFails ? Promise.reject(new Error('wx.login fail')) : Promise.resolve(`wx-code-${++mockCodes}`)) },
}));
jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('./LoginByPhonePage.css', () => ({}));

const body = (data: unknown) => JSON.parse(String(data)) as Record<string, unknown>;
let mockTaken = false;
const answers = {
  'user-setting/user-info': () => okAnswer({ userId: '10001', userName: '张三', mobile: '13700001111', truth: 0, authBinding: 0 }),
  'login/auth-and-login': () => (mockTaken ? businessErrorAnswer('OPENID_TAKEN', '该微信/支付宝账号已绑定其他手机号') : okAnswer({ token: 'bound-session', userId: '10001', openId: 'wx_1' })),
  '/common/v2/login': () => okAnswer({ token: 'plain-session', userId: '10001', openId: null }),
};

async function logIn() {
  const page = await openScreen(LoginByPhonePage, { session: { ...initialSessionState, companyId: '1001' }, answers });
  await page.type('login-phone', '13700001111');
  await page.type('login-code', '123456');
  await page.tap('login-agree');
  await page.tap('login-submit');
  return page;
}

describe('login_by_phone in a mini-program', () => {
  beforeEach(() => {
    mockCodes = 0;
    mockCodeFails = false;
    mockTaken = false;
  });

  it('logs in through login/auth-and-login with the jsCode, binding the WeChat account to the phone', async () => {
    const page = await logIn();
    const [sent] = page.sent('login/auth-and-login');
    expect(body(sent?.data)).toEqual({ mobile: '13700001111', code: '123456', companyId: '1001', jsCode: 'wx-code-1' });
    expect(page.sent('/common/v2/login')).toHaveLength(0);
    expect(selectToken(page.store.getState())).toBe('bound-session');
    page.unmount();
  });

  it('logs in by phone alone when WeChat gives no code', async () => {
    mockCodeFails = true;
    const page = await logIn();
    expect(page.sent('login/auth-and-login')).toHaveLength(0);
    expect(body(page.sent('/common/v2/login')[0]?.data)).toMatchObject({ mobile: '13700001111', code: '123456' });
    expect(selectToken(page.store.getState())).toBe('plain-session');
    page.unmount();
  });

  it('logs in by phone alone when the WeChat account belongs to another phone (no error shown)', async () => {
    mockTaken = true;
    const page = await logIn();
    expect(page.sent('login/auth-and-login')).toHaveLength(1);
    expect(page.sent('/common/v2/login')).toHaveLength(1);
    expect(selectToken(page.store.getState())).toBe('plain-session');
    expect(page.ui.toasts).not.toContain('该微信/支付宝账号已绑定其他手机号');
    page.unmount();
  });
});
