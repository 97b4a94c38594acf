import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath, type Tab } from '../support/browser';
import { closeHomePopup, iconGridNames } from '../support/h5';

// Finding a room on H5, in Chromium against the reference server: search with suggestions and history, the
// list's filters, sort and paging, its empty and error states, the map without tiles and the places around a house.
const h5 = useH5Browser();

const SEARCH = '/aster/pages/house/search_house/index';
const LIST = '/aster/pages/house/house_list/index';
const MAP = '/aster/pages/house/map_search_house/index';
const POI = '/aster/pages/house/house_map_poi/index';

interface HousePage {
  total: number;
  list: { id: string; rent: string }[];
}

async function open(path: string): Promise<Tab> {
  const tab = await h5.newTab();
  await tab.page.goto(path);
  return tab;
}

/** Waits for a condition on what the test recorded (requests), checking every 100 ms for at most 10 s. */
async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cards = (page: Page) => page.getByTestId('house-card');
/** The monthly rents the cards show, in yuan. */
async function shownRents(page: Page): Promise<number[]> {
  const texts = await page.locator('.hl-rent').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[¥,]/g, '')));
}

/** The rents shown once they pass `check` (a new answer replaces the list a moment after the filter's label). */
async function rentsOnceThey(page: Page, check: (rents: number[]) => boolean, what: string): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rents = await shownRents(page);
    if (rents.length > 0 && check(rents)) return rents;
    await page.waitForTimeout(100);
  }
  throw new Error(`the list never showed ${what}: ${(await shownRents(page)).join(', ')}`);
}

/** A Shanghai store and rental type with two to five pages of rooms: paging can be followed to its end. */
async function fewPagesOfRooms(): Promise<{ storeId: string; rentalType: number; total: number }> {
  for (let store = 1; store <= 12; store += 1) {
    const storeId = `s${String(store).padStart(2, '0')}`;
    for (const rentalType of [1, 2, 4]) {
      const page = await h5.server.getData<HousePage>(`/tapp/v2/aster/common/houses?cityId=107&storeId=${storeId}&rentalType=${rentalType}`);
      if (page.total > 40 && page.total <= 100) return { storeId, rentalType, total: page.total };
    }
  }
  throw new Error('the seed has no store with 41-100 rooms of one rental type in Shanghai');
}

describe('search_house', () => {
  it('suggests as the tenant types, opens the results, remembers the search and clears the history after a confirm', async () => {
    const { page, pageErrors, apiRequests } = await open(SEARCH);
    // Hot words: the city's keywords in the operator's order.
    const hot = page.getByTestId('hot-words');
    await hot.getByText('陆家嘴', { exact: true }).waitFor();
    expect(await hot.getByRole('button').allInnerTexts()).toEqual(['陆家嘴', '张江', '徐家汇', '虹桥', '五角场']);
    await saveScreenshot(page, 'h5-search-house');

    await page.getByLabel('搜索房源').pressSequentially('张', { delay: 40 });
    const suggestions = page.getByTestId('suggestions');
    await suggestions.getByText('张江', { exact: true }).waitFor();
    // Debounced: one request for the settled text, not one per key.
    const keywordCalls = apiRequests().filter((request) => request.url.includes('/home/keywords') && request.url.includes('searchKey=%E5%BC%A0'));
    expect(keywordCalls).toHaveLength(1);
    await saveScreenshot(page, 'h5-search-house-suggestions');

    await suggestions.getByText('张江', { exact: true }).click();
    await waitForPath(page, LIST);
    expect(new URL(page.url()).searchParams.get('searchKey')).toBe('张江');
    await cards(page).first().waitFor();
    expect(await page.getByTestId('list-search').innerText()).toContain('张江');

    await page.goBack();
    await waitForPath(page, SEARCH);
    await page.getByLabel('搜索房源').fill('');
    const history = page.getByTestId('history');
    await history.getByText('张江', { exact: true }).waitFor();

    // A second search comes first; searching a word again does not repeat it.
    await page.getByLabel('搜索房源').fill('  徐家汇 ');
    await page.getByTestId('search-submit').click();
    await waitForPath(page, LIST);
    await page.goBack();
    await waitForPath(page, SEARCH);
    await page.getByLabel('搜索房源').fill('');
    await history.getByText('徐家汇', { exact: true }).waitFor();
    expect(await history.getByRole('button').allInnerTexts()).toEqual(['徐家汇', '张江']);
    await saveScreenshot(page, 'h5-search-house-history');

    // Clearing asks first: cancelling keeps the history.
    await page.getByTestId('history-clear').click();
    await page.getByRole('dialog').getByText('确定清空搜索历史吗？').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    expect(await history.getByRole('button').count()).toBe(2);
    await page.getByTestId('history-clear').click();
    await page.getByRole('dialog').getByRole('button', { name: '清空' }).click();
    await history.waitFor({ state: 'detached' });

    // The history is stored, and survives a reload of the page.
    await page.getByLabel('搜索房源').fill('虹桥');
    await page.getByTestId('search-submit').click();
    await waitForPath(page, LIST);
    await page.goto(SEARCH);
    await page.getByTestId('history').getByText('虹桥', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('ignores a stored history that is not a list of words', async () => {
    const tab = await h5.newTab();
    await tab.page.addInitScript(() => window.localStorage.setItem('searchHistory:guest', '{"oops":1}'));
    await tab.page.goto(SEARCH);
    await tab.page.getByTestId('hot-words').waitFor();
    expect(await tab.page.getByTestId('history').count()).toBe(0);
    expect(tab.pageErrors).toEqual([]);
  });
});

describe('the home page', () => {
  it('leads to the search page and, from the 整租 icon, to the list of whole units', async () => {
    const { page } = await open('/aster/');
    await iconGridNames(page);
    await closeHomePopup(page);
    await page.getByTestId('home-search').click();
    await waitForPath(page, SEARCH);
    await page.goBack();
    await waitForPath(page, '/aster/pages/index/index');
    await page.locator('.home-icon-name', { hasText: '整租' }).click();
    await waitForPath(page, LIST);
    await cards(page).first().waitFor();
    expect(await page.getByTestId('filter-rentalType').innerText()).toBe('整租');
  });
});

describe('house_list', () => {
  it('filters by rent range and sorts by price, asking the server each time', async () => {
    const { page, pageErrors } = await open(LIST);
    await cards(page).first().waitFor();
    await page.locator('.hl-total').waitFor();
    await saveScreenshot(page, 'h5-house-list');

    await page.getByTestId('filter-rent').click();
    await page.getByTestId('panel-rent').getByText('2000-3000元', { exact: true }).click();
    await page.getByTestId('filter-rent').getByText('2000-3000元').waitFor();
    await rentsOnceThey(page, (rents) => rents.every((rent) => rent >= 2000 && rent <= 3000), 'rents of 2000-3000');

    await page.getByTestId('filter-sort').click();
    await page.getByTestId('panel-sort').getByText('租金从低到高', { exact: true }).click();
    await page.getByTestId('filter-sort').getByText('租金从低到高').waitFor();
    const sorted = await rentsOnceThey(page, (rents) => rents.every((rent, index) => index === 0 || (rents[index - 1] ?? 0) <= rent), 'rising rents');
    expect(sorted.every((rent) => rent >= 2000 && rent <= 3000)).toBe(true);
    await saveScreenshot(page, 'h5-house-list-sorted');

    // A custom range with min above max is refused in place.
    await page.getByTestId('filter-rent').click();
    await page.getByLabel('最低租金').fill('5000');
    await page.getByLabel('最高租金').fill('3000');
    await page.getByTestId('rent-apply').click();
    await page.getByText('最低租金不能高于最高租金').waitFor();
    await saveScreenshot(page, 'h5-house-list-rent-panel');
    await page.getByLabel('最低租金').fill('3500');
    await page.getByLabel('最高租金').fill('');
    await page.getByTestId('rent-apply').click();
    await page.getByTestId('filter-rent').getByText('3500元以上').waitFor();
    await rentsOnceThey(page, (rents) => rents.every((rent) => rent >= 3500), 'rents of 3500 and above');

    // 区域: a district, then one of its areas (any rent).
    await page.getByTestId('filter-rent').click();
    await page.getByTestId('panel-rent').getByText('不限', { exact: true }).click();
    await page.getByTestId('filter-rent').getByText('租金').waitFor();
    await page.getByTestId('filter-district').click();
    const panel = page.getByTestId('panel-district');
    const district = panel.locator('.hl-column--left .hl-option').nth(1);
    const districtName = await district.innerText();
    await district.click();
    const area = panel.locator('.hl-column').nth(1).locator('.hl-option').nth(1);
    const areaName = await area.innerText();
    await saveScreenshot(page, 'h5-house-list-district-panel');
    await area.click();
    await page.getByTestId('filter-district').getByText(areaName).waitFor();
    // Every card shown is in that area (the old list is replaced, not mixed in).
    await page.waitForFunction((prefix) => {
      const places = Array.from(document.querySelectorAll('.hl-place'), (element) => element.textContent ?? '');
      return places.length > 0 && places.every((place) => place.startsWith(prefix));
    }, `${districtName}·${areaName}`);

    // Tapping a card opens its detail page.
    const firstTitle = await page.locator('.hl-title').first().innerText();
    expect(firstTitle.length).toBeGreaterThan(0);
    await cards(page).first().click();
    await waitForPath(page, '/aster/pages/house_detail/index');
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^h\d+$/);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the sort when the location is refused, and sorts by distance when it is given', async () => {
    const refused = await open(LIST);
    await cards(refused.page).first().waitFor();
    await refused.page.getByTestId('filter-sort').click();
    await refused.page.getByTestId('panel-sort').getByText('距离最近', { exact: true }).click();
    await refused.page.getByText('无法获取您的位置，暂不能按距离排序').waitFor();
    expect(await refused.page.getByTestId('filter-sort').innerText()).toBe('排序');

    const tab = await h5.newTab();
    await tab.context.grantPermissions(['geolocation']);
    // People's Square in WGS-84, as a phone's GPS reports it.
    await tab.context.setGeolocation({ latitude: 31.2304, longitude: 121.4737 });
    await tab.page.goto(LIST);
    await cards(tab.page).first().waitFor();
    await tab.page.getByTestId('filter-sort').click();
    await tab.page.getByTestId('panel-sort').getByText('距离最近', { exact: true }).click();
    await tab.page.getByTestId('filter-sort').getByText('距离最近').waitFor();
    await tab.page.waitForLoadState('networkidle');
    const request = tab.apiRequests().filter((r) => r.url.includes('/common/houses?') && r.url.includes('sort=distance')).at(-1);
    expect(request).toBeDefined();
    const sent = new URL(request!.url).searchParams;
    // Converted to GCJ-02 (a few hundred metres east of the GPS point) before it is sent.
    expect(Number(sent.get('lon'))).toBeGreaterThan(121.476);
    const distances = (await tab.page.locator('.hl-place').allInnerTexts()).map((text) => {
      const match = /([\d.]+)(m|km)$/.exec(text);
      if (match === null) throw new Error(`no distance on "${text}"`);
      return Number(match[1]) * (match[2] === 'km' ? 1000 : 1);
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await saveScreenshot(tab.page, 'h5-house-list-distance');
  });

  it('draws a phone screen of cards in the frame that first shows the list, and the rest of the page right after', async () => {
    const tab = await h5.newTab();
    await tab.page.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { __cardCounts: number[] }).__cardCounts = counts;
      new MutationObserver(() => {
        const count = document.querySelectorAll('[data-testid="house-card"]').length;
        if (count !== counts.at(-1)) counts.push(count);
      }).observe(document, { childList: true, subtree: true });
    });
    await tab.page.goto(LIST);
    await cards(tab.page).nth(19).waitFor();
    const counts = await tab.page.evaluate(() => (window as unknown as { __cardCounts: number[] }).__cardCounts);
    expect(counts.filter((count) => count > 0)).toEqual([6, 20]);
    // Only the first page was asked for: its end was not taken for the list's end while it was drawn in part.
    await tab.page.waitForTimeout(500);
    expect(tab.apiRequests().filter((request) => request.url.includes('/common/houses?')).map((request) => new URL(request.url).searchParams.get('pageNo'))).toEqual(['1']);
  });

  it('loads the next page on reaching the bottom, to the end', async () => {
    const target = await fewPagesOfRooms();
    const { page, apiRequests } = await open(`${LIST}?storeId=${target.storeId}&rentalType=${target.rentalType}`);
    // The first screen's cards are drawn first, the rest of the first page right after (firstScreen.web.ts).
    await cards(page).nth(19).waitFor();
    expect(await cards(page).count()).toBe(20);
    const footer = page.getByTestId('list-footer');
    for (let round = 0; round < 10 && !(await footer.innerText()).includes('没有更多了'); round += 1) {
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(300);
    }
    await footer.getByText('没有更多了').waitFor();
    expect(await cards(page).count()).toBe(target.total);
    const pagesAsked = apiRequests()
      .filter((request) => request.url.includes('/common/houses?'))
      .map((request) => new URL(request.url).searchParams.get('pageNo'));
    expect(pagesAsked).toEqual(Array.from({ length: Math.ceil(target.total / 20) }, (_, index) => String(index + 1)));
    await saveScreenshot(page, 'h5-house-list-end');
  });

  it('shows an empty state with a way out, and an error state with retry', async () => {
    const { page } = await open(`${LIST}?searchKey=${encodeURIComponent('不存在的小区名')}`);
    await page.getByText('没有找到“不存在的小区名”相关的房源').waitFor();
    await saveScreenshot(page, 'h5-house-list-empty');
    await page.getByTestId('clear-filters').click();
    await cards(page).first().waitFor();

    const failing = await h5.newTab();
    await failing.page.route('**/tapp/v2/aster/common/houses?**', (route) => route.abort('connectionfailed'));
    await failing.page.goto(LIST);
    await failing.page.getByText('房源加载失败，请检查网络后重试').waitFor();
    await saveScreenshot(failing.page, 'h5-house-list-error');
    await failing.page.unroute('**/tapp/v2/aster/common/houses?**');
    await failing.page.getByRole('button', { name: '重新加载' }).click();
    await cards(failing.page).first().waitFor();
  });
});

describe('map_search_house', () => {
  it('works without a tile source: district bubbles, zooming into stores, the list under the map', async () => {
    const { page, requests, pageErrors } = await open(LIST);
    await cards(page).first().waitFor();
    await page.getByTestId('map-entry').click();
    await waitForPath(page, MAP);
    const bubbles = page.locator('.hm-bubble');
    await bubbles.first().waitFor();
    const districtTexts = await bubbles.allInnerTexts();
    expect(districtTexts.every((text) => /套/.test(text))).toBe(true);
    expect(await page.getByTestId('map-row').count()).toBe(districtTexts.length);
    // No tiles configured: nothing is fetched from a tile server, the bubbles sit on a plain background.
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    expect(requests.filter((request) => !request.url.startsWith(h5.server.origin) && !request.url.startsWith('data:'))).toEqual([]);
    await saveScreenshot(page, 'h5-map-search-house');

    // Tapping a district zooms in on its stores.
    await bubbles.first().click();
    await page.getByTestId('map-row').getByText('看房源').first().waitFor();
    const markerCalls = requests.filter((request) => request.url.includes('/common/house-map?'));
    expect(Number(new URL(markerCalls.at(-1)!.url).searchParams.get('zoom'))).toBeGreaterThanOrEqual(12);
    await saveScreenshot(page, 'h5-map-search-house-stores');

    // Moving the map asks for the markers of the new area.
    const before = markerCalls.length;
    await page.locator('.hm-map').hover();
    await page.mouse.down();
    await page.mouse.move(100, 100, { steps: 5 });
    await page.mouse.up();
    await waitUntil(() => requests.filter((request) => request.url.includes('/common/house-map?')).length > before);

    // A store row opens its rooms in the list.
    await page.getByTestId('map-row').getByText('看房源').first().click();
    await waitForPath(page, LIST);
    expect(new URL(page.url()).searchParams.get('storeId')).toMatch(/^s\d+$/);
    await cards(page).first().waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('house_map_poi', () => {
  it('centres on the house and lists the places around it by category, with distances', async () => {
    const { page, pageErrors } = await open(`${POI}?id=h000001`);
    await page.locator('.hm-bubble--home').waitFor();
    await page.getByTestId('poi-row').first().waitFor();
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('交通');
    await saveScreenshot(page, 'h5-house-map-poi');
    await page.getByRole('tab', { name: '学校' }).click();
    await page.getByRole('tab', { name: '学校', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const distances = await page.locator('.poi-distance').allInnerTexts();
    expect(distances.length).toBeGreaterThan(0);
    for (const text of distances) expect(text).toMatch(/^\d+(\.\d)?(m|km)$/);
    expect(await page.locator('.hm-bubble--poi').count()).toBe(distances.length);
    await saveScreenshot(page, 'h5-house-map-poi-school');
    expect(pageErrors).toEqual([]);
  });

  it('says "位置获取失败" and goes back without a house to place', async () => {
    const { page } = await open(LIST);
    await cards(page).first().waitFor();
    // The toast shows for 2 s from the page's first render: watched from the navigation's commit, not its load
    // event, which a busy machine may fire after the toast is gone.
    await page.goto(POI, { waitUntil: 'commit' });
    await page.getByText('位置获取失败').first().waitFor();
    await waitForPath(page, LIST);
  });
});
