import type { Route } from 'playwright-core';
import { saveScreenshot, storeSession, type Tab, useH5Browser } from '../support/browser';

// Issue 10: zod is a chunk of its own that the home page draws its first frame without (packages/screens/src/platform/
// schemaLibrary.web.ts). Here its chunk is held back, as a slow network would, to see what a tenant meets meanwhile:
// home drawn without the stored city showing, no request sent with the session unread, and then the tenant's own
// city and requests; a login-only page waiting, not sent to login, then drawn for the tenant.
const h5 = useH5Browser();

const ZOD_CHUNK = /\/aster\/zod\.[0-9a-f]+\.js$/;

/** Holds zod's chunk until `release` is called: the app meanwhile runs without it. */
async function holdZod(tab: Tab): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markHeld = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    markHeld = resolve;
  });
  await tab.page.route(ZOD_CHUNK, async (route: Route) => {
    markHeld();
    await released;
    await route.continue();
  });
  return { held, release };
}

/**
 * A returning tenant (a phone of its own per test: session and city stored by an earlier visit) opening `path` with
 * zod's chunk held; resolves once the app has asked for it. The tab's record of requests and history starts there.
 */
async function openWhileZodHeld(mobile: string, path: string): Promise<{ tab: Tab; release: () => void }> {
  const tab = await h5.newTab();
  await storeSession(tab.page, await h5.server.loginByPhone(mobile), { cityId: 107, cityName: '上海' });
  const zod = await holdZod(tab);
  tab.requests.length = 0;
  tab.historyCalls.length = 0;
  // Not "load": the window's load event waits for the held chunk.
  await tab.page.goto(path, { waitUntil: 'commit' });
  await zod.held;
  return { tab, release: zod.release };
}

const homeBaseRequests = (tab: Tab) => tab.apiRequests().filter((request) => new URL(request.url).pathname.endsWith('/home/base'));

describe('the H5 app while zod is on its way', () => {
  it('draws home at once, then the returning tenant’s city and requests, each sent once with the session', async () => {
    const { tab, release } = await openWhileZodHeld('13700000041', '/aster/');
    // The page's frame is there while zod is held: the search entry, the city kept out of sight.
    await tab.page.getByTestId('home-search').waitFor();
    expect(await tab.page.locator('.home-city-name--pending').count()).toBe(1);
    expect(await tab.page.getByText('选择城市', { exact: true }).isVisible()).toBe(false);
    // Nor the guest's invitation to log in, which is not for this tenant.
    expect(await tab.page.getByText('登录后查看合同与活动').count()).toBe(0);
    await saveScreenshot(tab.page, 'h5-home-before-zod');
    // The app asked the server nothing with the session unread (index.html's early script sent its GETs: fetch).
    expect(tab.apiRequests().filter((request) => request.resourceType === 'xhr')).toEqual([]);

    release();
    await tab.page.locator('.home-city-name:not(.home-city-name--pending)').getByText('上海').waitFor();
    await tab.page.locator('.home-icon-grid').waitFor();
    await tab.page.getByText('待签约合同').waitFor();
    expect(await tab.page.getByText('登录后查看合同与活动').count()).toBe(0);
    const base = homeBaseRequests(tab);
    expect(base.map((request) => new URL(request.url).searchParams.get('cityId'))).toEqual(['107']);
    expect(base.every((request) => request.headers.token !== undefined && request.headers.token !== '')).toBe(true);
    expect(tab.apiRequests().some((request) => request.url.includes('ip-city'))).toBe(false);
    expect(tab.pageErrors).toEqual([]);
    await saveScreenshot(tab.page, 'h5-home-after-zod');
  });

  it('holds a login-only page until the session is read, then draws it for the tenant', async () => {
    const { tab, release } = await openWhileZodHeld('13700000042', '/aster/pages/user/user_setting/index');
    await tab.page.getByRole('status').first().waitFor();
    expect(await tab.page.getByRole('button', { name: '退出登录' }).count()).toBe(0);

    release();
    await tab.page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/aster/pages/user/user_setting/index');
    expect(tab.historyCalls.filter((url) => url.includes('login'))).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
  });
});
