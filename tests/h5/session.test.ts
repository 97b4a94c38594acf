import type { Page } from 'playwright-core';
import { saveScreenshot, storeSession, type Tab, useH5Browser, waitForPath } from '../support/browser';
import { DEMO_TENANT_MOBILE } from '../support/server';

// A logged-in tenant whose session ends on the server side: spec section 4 ("on a 401 the logged-in flag and
// token are cleared and after 1 second the user goes to the login page") and section 8 (no toast).
const h5 = useH5Browser();

const LOGIN_PATH = '/aster/pages/login_by_phone/index';
const MINE = '/pages/mine/index';

/** A tab whose storage holds a session, as a tenant's browser does after an earlier visit. */
async function tabWithSession(session: { token: string; userId: string }): Promise<Tab> {
  const tab = await h5.newTab();
  await storeSession(tab.page, session);
  return tab;
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** Every time the app moved the address bar to the login page. */
function loginVisits(tab: Tab): string[] {
  return tab.historyCalls.filter((url) => new URL(url).pathname === LOGIN_PATH);
}

async function expectSentToLogin(tab: Tab, redirectUrl: string): Promise<void> {
  await waitForPath(tab.page, LOGIN_PATH);
  expect(new URL(tab.page.url()).searchParams.get('redirectUrl')).toBe(redirectUrl);
  expect(await storedToken(tab.page)).toBeNull();
  // The login page stays: one redirect, however many requests failed.
  await tab.page.getByLabel('手机号').waitFor();
  await tab.page.waitForTimeout(1500);
  expect(new URL(tab.page.url()).pathname).toBe(LOGIN_PATH);
  expect(loginVisits(tab)).toHaveLength(1);
  // Section 8: a 401 shows no toast.
  expect(await tab.page.getByRole('status').allInnerTexts()).not.toContain('您还未登录，请先登录');
  expect(tab.pageErrors).toEqual([]);
}

describe('a tenant whose session the server no longer accepts', () => {
  it('first sees the page with a valid session (the control case)', async () => {
    const tab = await tabWithSession(await h5.server.loginByPhone(DEMO_TENANT_MOBILE));
    await tab.page.goto(`/aster${MINE}`);
    await tab.page.getByText('138****8000').waitFor();
    await tab.page.waitForTimeout(1500);
    expect(new URL(tab.page.url()).pathname).toBe(`/aster${MINE}`);
    expect(await storedToken(tab.page)).not.toBeNull();
  });

  it('is sent to login with redirectUrl when the server answers 401 (fault header)', async () => {
    const tab = await tabWithSession(await h5.server.loginByPhone('13700000021'));
    // Every call made with the session comes back 401, as if the server had revoked it.
    await tab.page.route(
      (url) => url.origin === h5.server.origin && !url.pathname.startsWith('/aster') && !url.pathname.startsWith('/static/'),
      (route) => {
        const headers = route.request().headers();
        return route.continue({ headers: headers.token ? { ...headers, 'x-aster-fault': '401' } : headers });
      },
    );
    tab.historyCalls.length = 0;
    await tab.page.goto(`/aster${MINE}`);
    await expectSentToLogin(tab, MINE);
    await saveScreenshot(tab.page, 'h5-login-after-401');
  });

  it('is sent to login with redirectUrl when the stored token is no longer valid', async () => {
    const tab = await tabWithSession({ token: 'expired-or-revoked-token', userId: '1' });
    tab.historyCalls.length = 0;
    await tab.page.goto(`/aster${MINE}?tab=settings`);
    await expectSentToLogin(tab, `${MINE}?tab=settings`);
  });

  it('logs out from settings after confirming, and is a guest on the home page', async () => {
    const tab = await tabWithSession(await h5.server.loginByPhone('13700000022'));
    await tab.page.goto('/aster/pages/user/user_setting/index');
    await tab.page.getByRole('button', { name: '退出登录' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByText('确定要退出当前账号吗？').waitFor();
    await saveScreenshot(tab.page, 'h5-settings-logout-confirm');
    await dialog.getByRole('button', { name: '退出' }).click();
    await waitForPath(tab.page, '/aster/pages/index/index');
    await tab.page.getByText('登录后查看合同与活动').waitFor();
    expect(await storedToken(tab.page)).toBeNull();
  });
});
