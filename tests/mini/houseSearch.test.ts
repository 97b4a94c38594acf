import type { MiniProgram, Platform } from '../../packages/mp-harness/src';
import { classList, textContent } from '../../packages/mp-harness/src';
import { launchBuilt, pathOf, platforms, waitFor } from '../support/mini';
import { startServer, type RunningServer } from '../support/server';

// Finding a room in the built WeChat and Alipay bundles: the list and its filters, paging on reaching the bottom
// (a long list sends only its new page to the view), the map with its markers and region changes, and the POI page.
let server: RunningServer;
let running: MiniProgram | undefined;

const LIST_ENTRY = '/pages/house/house_list/index';
const MAP_ENTRY = '/pages/house/map_search_house/index';
const POI_ENTRY = '/pages/house/house_map_poi/index?id=h000001';
/** Listings loaded before the next page is checked (npm run bench measures it with 1,000). */
const LONG_LIST = 100;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  running?.close();
  running = undefined;
});

const cardCount = (app: MiniProgram) => app.currentPage().findAllByTestId('house-card').length;
const rents = (app: MiniProgram) => app.currentPage().findAllByClass('hl-rent').map((node) => Number(textContent(node).replace(/[¥,]/g, '')));
const houseRequests = (app: MiniProgram) => app.requests.filter((request) => pathOf(request.sentUrl) === '/tapp/v2/aster/common/houses');
const markerRequests = (app: MiniProgram) => app.requests.filter((request) => pathOf(request.sentUrl) === '/tapp/v2/aster/common/house-map');

describe.each(platforms)('finding a room in the built %s mini-program', (platform: Platform) => {
  const launch = async (entry: string) => {
    const app = await launchBuilt(platform, server, { entry, loginCode: null });
    running = app;
    return app;
  };
  /** The platforms name the map's events differently (WeChat bindregionchange, Alipay onRegionChange). */
  const mapEvent = (name: 'regionchange' | 'markertap') =>
    platform === 'wechat' ? name : name === 'regionchange' ? 'regionChange' : 'markerTap';

  it('lists Shanghai rooms, filters by rental type and rent, and loads the next page on reaching the bottom', async () => {
    const app = await launch(LIST_ENTRY);
    await waitFor(app, 'the first page of cards', () => cardCount(app) === 20);
    const page = app.currentPage();
    expect(page.findByText(/^共找到 \d+ 套房源$/)).toBeDefined();

    // 方式: the base config's types (整租 first).
    await page.tap(page.findByTestId('filter-rentalType'));
    await page.tap(page.findAll((node) => classList(node).includes('hl-option') && textContent(node) === '整租')[0]!);
    await waitFor(app, 'the 整租 filter', () => textContent(page.findByTestId('filter-rentalType')) === '整租' && cardCount(app) > 0);
    const typed = houseRequests(app).at(-1)!;
    expect(new URL(typed.sentUrl).searchParams.get('rentalType')).toBe('1');

    // 租金: a custom range.
    await page.tap(page.findByTestId('filter-rent'));
    await page.input(page.findByTestId('rent-min'), '2500');
    await page.input(page.findByTestId('rent-max'), '4000');
    await page.tap(page.findByTestId('rent-apply'));
    await waitFor(app, 'the rent range', () => textContent(page.findByTestId('filter-rent')) === '2500-4000元' && cardCount(app) > 0);
    await app.settle();
    expect(rents(app).every((rent) => rent >= 2500 && rent <= 4000)).toBe(true);

    const before = cardCount(app);
    const requestsBefore = houseRequests(app).length;
    await page.trigger('onReachBottom');
    await waitFor(app, 'the next page', () => cardCount(app) > before);
    expect(houseRequests(app).length).toBe(requestsBefore + 1);
    expect(new URL(houseRequests(app).at(-1)!.sentUrl).searchParams.get('pageNo')).toBe('2');
    expect(app.errors).toEqual([]);
  });

  it(`sends only the new page to the view once ${LONG_LIST} listings are loaded`, async () => {
    const app = await launch(LIST_ENTRY);
    await waitFor(app, 'the first page of cards', () => cardCount(app) === 20);
    const page = app.currentPage();
    while (cardCount(app) < LONG_LIST) {
      const count = cardCount(app);
      await page.trigger('onReachBottom');
      await waitFor(app, `page ${count / 20 + 1}`, () => cardCount(app) > count);
    }
    await app.settle();
    const loadedTitles = page.findAllByClass('hl-title').map((node) => textContent(node));
    const from = page.setDataLog.length;
    await page.trigger('onReachBottom');
    await waitFor(app, 'the page after the long list', () => cardCount(app) > LONG_LIST);
    await app.settle();
    const sent = page.setDataLog.slice(from).map((entry) => JSON.stringify(entry.payload)).join('\n');
    const newTitles = page.findAllByClass('hl-title').map((node) => textContent(node)).slice(LONG_LIST);
    // The list grows by one block: what is already on screen is never sent again (npm run bench has the bytes).
    expect(newTitles.length).toBeGreaterThan(0);
    for (const title of newTitles) expect(sent).toContain(title);
    expect(loadedTitles.filter((title) => !newTitles.includes(title) && sent.includes(title))).toEqual([]);
    expect(app.errors).toEqual([]);
  }, 60_000);

  it('shows the city’s district markers, reloads markers on a region change and zooms into a tapped district', async () => {
    const app = await launch(MAP_ENTRY);
    const page = app.currentPage();
    const map = await waitFor(app, 'the map', () => page.queryByTestId('house-map'));
    const markers = (map.props.markers ?? []) as { latitude: number; longitude: number; callout: { content: string } }[];
    expect(markers.length).toBeGreaterThan(3);
    for (const marker of markers) expect(marker.callout.content).toMatch(/套/);
    expect(page.findAllByTestId('map-row')).toHaveLength(markers.length);

    const calls = markerRequests(app).length;
    const center = markers[0]!;
    const regionDetail =
      platform === 'wechat'
        ? {
            type: 'end',
            causedBy: 'scale',
            scale: 13,
            region: {
              northeast: { latitude: center.latitude + 0.03, longitude: center.longitude + 0.03 },
              southwest: { latitude: center.latitude - 0.03, longitude: center.longitude - 0.03 },
            },
          }
        : { type: 'end', latitude: center.latitude, longitude: center.longitude, scale: 13 };
    // The start of a move asks nothing; its end asks for the new area.
    page.dispatch(page.findByTestId('house-map'), mapEvent('regionchange'), { type: 'begin', scale: 12 });
    await app.settle();
    expect(markerRequests(app)).toHaveLength(calls);
    page.dispatch(page.findByTestId('house-map'), mapEvent('regionchange'), regionDetail);
    await app.settle();
    await waitFor(app, 'the markers of the new region', () => markerRequests(app).length > calls);
    const asked = new URL(markerRequests(app).at(-1)!.sentUrl).searchParams;
    expect(asked.get('zoom')).toBe('13');
    expect(Number(asked.get('minLat'))).toBeLessThan(center.latitude);
    expect(Number(asked.get('maxLat'))).toBeGreaterThan(center.latitude);
    await waitFor(app, 'store clusters in the list', () => page.findAllByText('看房源').length > 0);

    // Tapping a store cluster zooms in to its rooms.
    const storeMarkers = (page.findByTestId('house-map').props.markers ?? []) as unknown[];
    expect(storeMarkers.length).toBeGreaterThan(0);
    const beforeTap = markerRequests(app).length;
    page.dispatch(page.findByTestId('house-map'), mapEvent('markertap'), { markerId: 0 });
    await app.settle();
    await waitFor(app, 'the markers after the tap', () => markerRequests(app).length > beforeTap);
    expect(Number(new URL(markerRequests(app).at(-1)!.sentUrl).searchParams.get('zoom'))).toBeGreaterThanOrEqual(15);
    expect(app.errors).toEqual([]);
  });

  it('shows the places around a house by category with distances', async () => {
    const app = await launch(POI_ENTRY);
    const page = app.currentPage();
    await waitFor(app, 'the transit places', () => page.findAllByTestId('poi-row').length > 0);
    const map = page.findByTestId('poi-map');
    expect(((map.props.markers ?? []) as unknown[]).length).toBe(page.findAllByTestId('poi-row').length + 1);
    await page.tap(page.findByTestId('poi-tab-hospital'));
    await waitFor(app, 'the hospitals', () => app.requests.some((request) => request.sentUrl.includes('category=hospital')) && page.findAllByTestId('poi-row').length > 0);
    for (const node of page.findAllByClass('poi-distance')) expect(textContent(node)).toMatch(/^\d+(\.\d)?(m|km)$/);
    expect(app.errors).toEqual([]);
  });
});
