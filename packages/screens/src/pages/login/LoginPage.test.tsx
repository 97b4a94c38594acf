import { initialSessionState } from '@aster/core-domain';
import { openPage } from '@screens/features/identity/testing/openPage';
import { navigation } from '@screens/platform/navigation';
import LoginPage from './LoginPage';

let mockQuery: Record<string, string> = {};
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));

const guest = { ...initialSessionState };

describe('login (the landing)', () => {
  it('asks for the agreement first, then goes to phone login keeping the redirect target', async () => {
    mockQuery = { redirectUrl: '/pages/user/user_safety/index' };
    const page = await openPage(LoginPage, {}, guest);
    // No mini-program account in this build (the plain platform is the browser's): no one-tap button.
    expect(page.byTestId('login-one-tap')).toBeUndefined();
    await page.tap('login-phone');
    expect(page.text()).toContain('请先阅读并同意《用户协议》和《隐私政策》');
    await page.tap('login-landing-agree');
    await page.tap('login-phone');
    expect(navigation.currentPage()).toBe(`/pages/login_by_phone/index?redirectUrl=${encodeURIComponent('/pages/user/user_safety/index')}`);
  });

  it('drops a redirect target outside the app (home instead)', async () => {
    mockQuery = { redirectUrl: 'https://evil.example.com/phish' };
    const page = await openPage(LoginPage, {}, guest);
    await page.tap('login-landing-agree');
    await page.tap('login-phone');
    expect(navigation.currentPage()).toBe(`/pages/login_by_phone/index?redirectUrl=${encodeURIComponent('/pages/index/index')}`);
  });

  it('opens 《用户协议》 and 《隐私政策》 from their links without ticking the box', async () => {
    mockQuery = {};
    const page = await openPage(LoginPage, {}, guest);
    await page.tap('login-landing-agree-user');
    expect(navigation.currentPage()).toBe('/pages/agreement/index?kind=user');
    await page.tap('login-landing-agree-privacy');
    expect(navigation.currentPage()).toBe('/pages/agreement/index?kind=privacy');
    await page.tap('login-phone');
    expect(page.text()).toContain('请先阅读并同意《用户协议》和《隐私政策》');
  });
});
