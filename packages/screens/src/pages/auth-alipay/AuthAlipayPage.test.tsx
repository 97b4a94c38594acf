import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { initialSessionState, selectToken } from '@aster/core-domain';
import { openPage } from '@screens/features/identity/testing/openPage';
import AuthAlipayPage from './AuthAlipayPage';

// The Alipay mini-program build: its platform and my.getAuthCode (the login port) giving one code per call.
let mockCodes = 0;
jest.mock('@screens/platform/clientPlatform', () => ({ clientPlatform: 'aliapp' }));
jest.mock('@screens/platform/loginCode', () => ({ loginCode: { getCode: () => Promise.resolve(`ali-auth-${++mockCodes}`) } }));
jest.mock('remax', () => ({ useQuery: () => ({ redirectUrl: '/pages/user/user_safety/index' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://fake.invalid').searchParams);

describe('auth-alipay', () => {
  it('logs in through alipay-auth/authToken with the auth code and bizType login, not /common/v2/login', async () => {
    const page = await openPage(
      AuthAlipayPage,
      {
        'alipay-auth/authToken': () => okAnswer({ token: 'alipay-session', userId: 10001, openId: 'ali_1' }),
        'user-setting/user-info': () => okAnswer({ userId: '10001', userName: '张三', mobile: '13800138000', truth: 0, authBinding: 0 }),
      },
      { ...initialSessionState },
    );
    await page.tap('auth-alipay-go');
    const [sent] = page.sent('alipay-auth/authToken');
    expect(query(sent?.url)).toEqual({ authCode: 'ali-auth-1', bizType: 'login' });
    expect(page.sent('/common/v2/login')).toHaveLength(0);
    expect(selectToken(page.store.getState())).toBe('alipay-session');
    expect(page.currentPage()).toBe('/pages/user/user_safety/index');
    page.unmount();
  });

  it('says so when Alipay refuses, and stays a guest', async () => {
    const page = await openPage(AuthAlipayPage, { 'alipay-auth/authToken': () => businessErrorAnswer('OPENID_CODE_INVALID', '授权已失效') }, { ...initialSessionState });
    await page.tap('auth-alipay-go');
    expect(page.text()).toContain('支付宝授权失败，请重试或使用手机号登录');
    expect(selectToken(page.store.getState())).toBeNull();
    page.unmount();
  });
});
