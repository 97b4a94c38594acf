import type { Page } from 'playwright-core';
import type { HouseDetail } from '../../packages/core-domain/src';
import { type RecordedRequest, type Tab, saveScreenshot, useH5Browser } from '../support/browser';
import { homeDataOf } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// index.html asks for the first page's answers while the app's code is still on its way (issue 10,
// packages/screens/src/app/earlyRequests.ts). On a slow network, the page's first requests leave before the entry
// bundle has arrived, each is sent once, and the page shows what they answered.
const h5 = useH5Browser();

const HOUSE_ID = 'h000001';
let tenant: { token: string; userId: string };

beforeAll(async () => {
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
});

/** A tab on a phone's network (Lighthouse's mobile preset: 150 ms per request, 1.6 Mbps), so the order of requests shows. */
async function slowNetworkTab(): Promise<Tab> {
  const tab = await h5.newTab();
  const cdp = await tab.context.newCDPSession(tab.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  return tab;
}

/** When each request left, by path, and when the entry bundle (index.*.js) had arrived, from the page's resource timing. */
async function timingOf(page: Page): Promise<{ entryArrived: number; sent: { path: string; startTime: number }[] }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entry = entries.find((timing) => /\/aster\/index\.[0-9a-f]+\.js$/.test(timing.name));
    return {
      entryArrived: entry?.responseEnd ?? Number.NaN,
      sent: entries.map((timing) => ({ path: new URL(timing.name).pathname, startTime: timing.startTime })),
    };
  });
}

/** How many times each API URL (path and query) was requested. */
function countsOf(requests: RecordedRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) {
    const url = new URL(request.url);
    const key = `${url.pathname}${url.search}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('the first page’s answers asked for by index.html', () => {
  it('home: banners, home/ui, the network city and the popup’s picture leave before the app’s code has arrived, once each, and the page shows them', async () => {
    const popup = (await homeDataOf(h5.server)).banners.find((banner) => banner.positionType === 4);
    if (popup === undefined) throw new Error('the seed has no popup banner');
    const tab = await slowNetworkTab();
    await tab.page.goto('/aster/');
    await tab.page.getByRole('dialog').waitFor();
    await tab.page.locator('.home-city-name', { hasText: '上海' }).waitFor();
    const early = ['/tapp/v1/home/banners', '/tapp/v1/home/ui', '/tapp/v1/home/ip-city'];
    const { entryArrived, sent } = await timingOf(tab.page);
    for (const path of [...early, new URL(popup.imageUrl, h5.server.origin).pathname]) {
      const times = sent.filter((request) => request.path === path);
      expect({ path, times: times.length, beforeTheEntry: (times[0]?.startTime ?? Infinity) < entryArrived }).toEqual({ path, times: 1, beforeTheEntry: true });
    }
    // The home page's own chunk is preloaded beside the entry, which would find it only once it has run.
    const homeChunk = sent.filter((request) => /^\/aster\/pages\/index\/index\.[0-9a-f]+\.js$/.test(request.path));
    expect({ times: homeChunk.length, beforeTheEntry: (homeChunk[0]?.startTime ?? Infinity) < entryArrived }).toEqual({ times: 1, beforeTheEntry: true });
    const requests = tab.apiRequests();
    expect(requests.filter((request) => early.includes(new URL(request.url).pathname)).map((request) => request.resourceType)).toEqual(['fetch', 'fetch', 'fetch']);
    expect(Object.values(countsOf(requests)).every((times) => times === 1)).toBe(true);
    await saveScreenshot(tab.page, 'h5-home-early-answers');
    expect(tab.pageErrors).toEqual([]);
  });

  it('house_list and house_detail of a logged-in tenant: the list and the detail are asked for once, with the tenant’s token in a header', async () => {
    const tab = await slowNetworkTab();
    // The session a returning tenant's phone holds, there before the page's first script runs (no earlier visit has
    // cached the app's code in this tab).
    await tab.context.addInitScript(({ token, userId }) => {
      window.localStorage.setItem('token', JSON.stringify(token));
      window.localStorage.setItem('userId', JSON.stringify(userId));
      window.localStorage.setItem('cityId', JSON.stringify(107));
      window.localStorage.setItem('cityName', JSON.stringify('上海'));
    }, tenant);

    await tab.page.goto('/aster/pages/house/house_list/index');
    await tab.page.getByTestId('house-card').first().waitFor();
    const list = tab.apiRequests().filter((request) => new URL(request.url).pathname === '/tapp/v2/aster/common/houses');
    expect(list.map((request) => ({ type: request.resourceType, cityId: new URL(request.url).searchParams.get('cityId'), token: request.headers.token }))).toEqual([
      { type: 'fetch', cityId: '107', token: tenant.token },
    ]);
    expect(list[0]?.url).not.toContain(tenant.token);
    // The first card's photo is on its way before the app's code has arrived, and loaded once.
    const shown = await h5.server.getData<{ list: { coverUrl: string }[] }>('/tapp/v2/aster/common/houses?platform=miniApp&cityId=107&sort=default&pageNo=1&pageSize=20');
    const cover = new URL(shown.list[0]?.coverUrl ?? '', h5.server.origin).pathname;
    const { entryArrived, sent } = await timingOf(tab.page);
    const covers = sent.filter((request) => request.path === cover);
    expect({ times: covers.length, beforeTheEntry: (covers[0]?.startTime ?? Infinity) < entryArrived }).toEqual({ times: 1, beforeTheEntry: true });
    // zod's and axios's chunks, which the list's answer waits for, are preloaded beside the entry too (its run would
    // find them only once it has arrived).
    for (const library of [/^\/aster\/zod\.[0-9a-f]+\.js$/, /^\/aster\/axios\.[0-9a-f]+\.js$/]) {
      const chunk = sent.filter((request) => library.test(request.path));
      expect({ library: library.source, times: chunk.length, beforeTheEntry: (chunk[0]?.startTime ?? Infinity) < entryArrived }).toEqual({
        library: library.source,
        times: 1,
        beforeTheEntry: true,
      });
    }

    const house = await h5.server.getData<HouseDetail>(`/tapp/v2/aster/common/houses/${HOUSE_ID}`);
    const before = tab.apiRequests().length;
    await tab.page.goto(`/aster/pages/house_detail/index?id=${HOUSE_ID}`);
    await tab.page.getByText(house.title, { exact: true }).first().waitFor();
    const detail = tab.apiRequests().slice(before).filter((request) => new URL(request.url).pathname === `/tapp/v2/aster/common/houses/${HOUSE_ID}`);
    expect(detail.map((request) => ({ type: request.resourceType, token: request.headers.token }))).toEqual([{ type: 'fetch', token: tenant.token }]);
    expect(tab.pageErrors).toEqual([]);
  });

  it('a request the early script could not answer is sent by the app itself', async () => {
    const tab = await slowNetworkTab();
    let refused = 0;
    await tab.page.route('**/tapp/v1/home/ui', async (route) => {
      refused += 1;
      if (refused === 1) return route.abort('connectionfailed');
      return route.continue();
    });
    await tab.page.goto('/aster/');
    await tab.page.getByRole('dialog').waitFor();
    const ui = tab.apiRequests().filter((request) => new URL(request.url).pathname === '/tapp/v1/home/ui');
    expect(ui.map((request) => request.resourceType)).toEqual(['fetch', 'xhr']);
    expect(tab.pageErrors).toEqual([]);
  });
});
