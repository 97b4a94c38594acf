import { okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import OauthTokenLoginPage from './OauthTokenLoginPage';

// Opened by the mini-program's web-view: the token in the fragment (handoffFragment.web.ts), only the target in the query.
jest.mock('@screens/platform/handoffFragment', () => ({ handoffFragment: { take: () => 'from-fragment' } }));
jest.mock('remax', () => ({ useQuery: () => ({ redirectUrl: '/pages/bill/bill_list/index' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Button: 'button' }));
jest.mock('./OauthTokenLoginPage.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('oauth-token-login from the web-view hand-off', () => {
  it("uses the fragment's token, in POST bodies and the exchange only, and goes on to the page", async () => {
    const page = await openScreen(OauthTokenLoginPage, {
      session: { ...initialSessionState },
      answers: {
        'login/access-token/account': () => okAnswer({ mobile: '138****8000', userName: '张*' }),
        'login/access-token': () => okAnswer({ access_token: 'session', id: '10001', user: { userId: '10001', userName: '张三', mobile: '13800138000' } }),
      },
    });
    const [looked] = page.sent('login/access-token/account');
    expect(JSON.parse(String(looked?.data))).toEqual({ token: 'from-fragment' });
    expect(looked?.url).not.toContain('from-fragment');
    expect(page.text()).toContain('138****8000');
    page.unmount();
  });
});
