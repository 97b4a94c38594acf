import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openPage } from '@screens/features/identity/testing/openPage';
import LoginThirdPage from './LoginThirdPage';

// The WeChat mini-program build: its platform and wx.login (the login port) giving one code per call.
let mockCodes = 0;
jest.mock('@screens/platform/clientPlatform', () => ({ clientPlatform: 'weapp' }));
jest.mock('@screens/platform/loginCode', () => ({ loginCode: { getCode: () => Promise.resolve(`wx-code-${++mockCodes}`) } }));
jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('./LoginThirdPage.css', () => ({}));

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://fake.invalid').searchParams);
const guest = { ...initialSessionState, companyId: '1001' };

describe('login_third in WeChat', () => {
  beforeEach(() => {
    mockCodes = 0;
  });

  it("asks mini-program-session-key with a jsCode of its own and names the account the one-tap login opens", async () => {
    const page = await openPage(LoginThirdPage, { 'mini-program-session-key': () => okAnswer({ openId: 'wx_1', mobile: '138****8000' }) }, guest);
    const [asked] = page.sent('login/third-part/mini-program-session-key');
    expect(query(asked?.url)).toEqual({ jsCode: 'wx-code-1', companyId: '1001' });
    expect(page.byTestId('third-account')).toBeDefined();
    expect(page.text()).toContain('将登录手机号为 138****8000 的账号');
    page.unmount();
  });

  it('says a WeChat account without a phone is bound by a phone login, and puts phone login first', async () => {
    const page = await openPage(LoginThirdPage, { 'mini-program-session-key': () => okAnswer({ openId: 'wx_2', mobile: null }) }, guest);
    expect(page.text()).toContain('该微信尚未绑定手机号');
    expect(page.root.findAll((node) => node.props.testId === 'third-phone')[0]?.props.kind).toBe('primary');
    expect(page.root.findAll((node) => node.props.testId === 'third-one-tap')[0]?.props.kind).toBe('default');
    page.unmount();
  });

  it('offers both ways as before when the step fails (no toast: it is silent)', async () => {
    const page = await openPage(LoginThirdPage, { 'mini-program-session-key': () => businessErrorAnswer('LOGIN_UNAVAILABLE', '登录服务暂时不可用，请稍后再试') }, guest);
    expect(page.byTestId('third-account')).toBeUndefined();
    expect(page.text()).toContain('微信一键登录');
    expect(page.ui.toasts).not.toContain('登录服务暂时不可用，请稍后再试');
    page.unmount();
  });
});
