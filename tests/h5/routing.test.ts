import type { Page } from 'playwright-core';
import { saveScreenshot, type Tab, useH5Browser, waitForPath } from '../support/browser';
import { aliases, HOME_PAGE, LOGIN_PAGE, routeOf } from '../support/routes';

// Spec section 2: short routes (/repair), the page-not-found rule (insert /aster, house_detail_building ->
// house_detail) and what happens to the pages this build does not have yet, seen from the address bar.
const h5 = useH5Browser();
let tab: Tab;

beforeAll(async () => {
  tab = await h5.sharedTab();
});

beforeEach(() => {
  tab.visitedUrls.length = 0;
  tab.pageErrors.length = 0;
});

/** Opens a URL and waits until the app shows `pagePath` (the address and the page's title). */
async function expectLandsOn(page: Page, url: string, pagePath: string): Promise<void> {
  await page.goto(url);
  await waitForPath(page, `/aster/${pagePath}`);
  const title = routeOf(pagePath).title;
  await page.waitForFunction((expected) => document.title === expected, title);
  // Nothing moves on afterwards (a redirect loop would).
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe(`/aster/${pagePath}`);
  expect(tab.pageErrors).toEqual([]);
}

/**
 * The paths the tab showed since the test began. An alias outside /aster is sent on by the server to the same alias
 * under /aster, where the app resolves it: seeing that step shows both addresses of an alias lead to its page.
 */
const pathsShown = () => tab.visitedUrls.map((url) => new URL(url).pathname);

const all = aliases();
const builtAliases = all.filter((entry) => entry.built);

describe('short routes', () => {
  it('covers the built pages and the spec’s examples, every short route a built page', () => {
    expect(all.filter((entry) => !entry.built).map((entry) => entry.alias)).toEqual([]);
    expect(builtAliases.map((entry) => entry.alias)).toEqual(expect.arrayContaining(['/index', '/login_by_phone', '/oauth']));
    expect(builtAliases.map((entry) => entry.alias)).toContain('/bill_list');
  });

  it.each(builtAliases.filter((entry) => !entry.route.needsLogin).map((entry) => [entry.alias, entry.route.path] as const))(
    '%s ends at /aster/%s',
    async (alias, pagePath) => {
      await expectLandsOn(tab.page, alias, pagePath);
      expect(pathsShown()).toContain(`/aster${alias}`);
    },
  );

  it.each(builtAliases.filter((entry) => entry.route.needsLogin).map((entry) => [entry.alias, entry.route.path] as const))(
    '%s asks a guest to log in first, then returns to /aster/%s',
    async (alias, pagePath) => {
      await expectLandsOn(tab.page, alias, LOGIN_PAGE);
      expect(pathsShown()).toContain(`/aster${alias}`);
      expect(new URL(tab.page.url()).searchParams.get('redirectUrl')).toBe(`/${pagePath}`);
    },
  );

  it('keeps the query through the redirects (c=digits still picks the company)', async () => {
    await expectLandsOn(tab.page, '/index?c=1001', HOME_PAGE);
    expect(new URL(tab.page.url()).searchParams.get('c')).toBe('1001');
    await tab.page.locator('.home-icon-name', { hasText: '床位' }).waitFor();
  });
});

describe('the page-not-found rule', () => {
  it('inserts /aster into a page path that lacks it', async () => {
    await expectLandsOn(tab.page, '/pages/login_by_phone/index', 'pages/login_by_phone/index');
    await expectLandsOn(tab.page, '/pages/error/index?message=x', 'pages/error/index');
    expect(new URL(tab.page.url()).searchParams.get('message')).toBe('x');
  });

  it('rewrites house_detail_building to house_detail with the query kept: an old link opens the house', async () => {
    for (const url of ['/house_detail_building?houseId=h000001', '/aster/house_detail_building?houseId=h000001']) {
      tab.visitedUrls.length = 0;
      await expectLandsOn(tab.page, url, 'pages/house_detail/index');
      await tab.page.getByText('Aster寓', { exact: false }).first().waitFor();
      const paths = tab.visitedUrls.map((visited) => {
        const parsed = new URL(visited);
        return `${parsed.pathname}${parsed.search}`;
      });
      expect(paths).toContain('/aster/pages/house_detail/index?houseId=h000001');
      expect(paths.some((visited) => visited.includes('house_detail_building') && visited.startsWith('/aster/pages'))).toBe(false);
    }
  });

  it('opens the home page for an unknown page under /aster', async () => {
    await expectLandsOn(tab.page, '/aster/no_such_page', HOME_PAGE);
    await expectLandsOn(tab.page, '/aster/pages/no/such/page', HOME_PAGE);
  });

  it('answers 404 for an unknown path outside /aster (not every URL of the host is the app)', async () => {
    const response = await tab.page.goto('/no_such_page');
    expect(response?.status()).toBe(404);
  });

  it('shows the pages reached by alias as a tenant sees them', async () => {
    await expectLandsOn(tab.page, '/login_by_phone', 'pages/login_by_phone/index');
    await tab.page.getByLabel('手机号').waitFor();
    await saveScreenshot(tab.page, 'h5-login-by-phone');
    await expectLandsOn(tab.page, '/oauth', 'pages/oauth-token-login/index');
    await saveScreenshot(tab.page, 'h5-oauth-token-login-no-token');
  });
});
