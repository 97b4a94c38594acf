import { okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openPage, tenantSession } from '@screens/features/identity/testing/openPage';
import WebviewPage from '../../pages/webview/WebviewPage';
import { appPageOfH5Url, handoffUrl } from './webHandoff';

// The WeChat mini-program's web-view page.
let mockQuery: Record<string, string> = {};
jest.mock('@screens/platform/clientPlatform', () => ({ clientPlatform: 'weapp' }));
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button', WebView: 'web-view' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('../../pages/webview/WebviewPage.css', () => ({}));

const domains = { pmsDomain: 'https://pms.example.com', tappDomain: 'https://rent.example.com', staticDomain: 'https://static.example.com' };
const H5_PAGE = 'https://rent.example.com/aster/pages/bill/bill_list/index?status=1';

describe('the web-view hand-off (login/auth-token)', () => {
  it("knows the app's own H5 pages by tappDomain and /aster", () => {
    expect(appPageOfH5Url(H5_PAGE, domains)).toBe('/pages/bill/bill_list/index?status=1');
    expect(appPageOfH5Url('https://RENT.example.com/aster/pages/index/index#top', domains)).toBe('/pages/index/index');
    expect(appPageOfH5Url('https://rent.example.com/other/pages/index/index', domains)).toBeNull();
    expect(appPageOfH5Url('https://static.example.com/aster/pages/index/index', domains)).toBeNull();
    expect(appPageOfH5Url('https://rent.example.com.evil.cn/aster/pages/index/index', domains)).toBeNull();
  });

  it('puts the token in the fragment, which no request carries, and the page in redirectUrl', () => {
    const url = handoffUrl('https://rent.example.com', '/pages/bill/bill_list/index?status=1', 'one-time');
    expect(url).toBe(`https://rent.example.com/aster/pages/oauth-token-login/index?redirectUrl=${encodeURIComponent('/pages/bill/bill_list/index?status=1')}#token=one-time`);
    expect(url.split('#')[0]).not.toContain('one-time');
  });

  it("opens a page of the app's H5 as the tenant with a 5-minute token of login/auth-token, never the session's", async () => {
    mockQuery = { url: H5_PAGE };
    const page = await openPage(
      WebviewPage,
      { 'settings/domain': () => okAnswer(domains), 'login/auth-token': () => okAnswer({ token: 'one-time', expiredMinutes: 5 }) },
      tenantSession(),
    );
    await page.settle();
    const [asked] = page.sent('login/auth-token');
    expect(new URL(asked?.url ?? '').searchParams.get('expiredMinutes')).toBe('5');
    const src = String(page.root.findByType('web-view' as never).props.src);
    expect(src).toBe(handoffUrl('https://rent.example.com', '/pages/bill/bill_list/index?status=1', 'one-time'));
    expect(src).not.toContain(String(tenantSession().token));
    page.unmount();
  });

  it('opens other addresses, and any address for a guest, as they are', async () => {
    mockQuery = { url: 'https://static.example.com/notice.html' };
    const tenant = await openPage(WebviewPage, { 'settings/domain': () => okAnswer(domains) }, tenantSession());
    expect(tenant.root.findByType('web-view' as never).props.src).toBe('https://static.example.com/notice.html');
    expect(tenant.sent('login/auth-token')).toHaveLength(0);
    tenant.unmount();
    mockQuery = { url: H5_PAGE };
    const guest = await openPage(WebviewPage, { 'settings/domain': () => okAnswer(domains) }, { ...initialSessionState });
    expect(guest.root.findByType('web-view' as never).props.src).toBe(H5_PAGE);
    expect(guest.sent('login/auth-token')).toHaveLength(0);
    guest.unmount();
  });
});
