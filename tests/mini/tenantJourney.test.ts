import type { HarnessNode, MiniProgram, Platform } from '../../packages/mp-harness/src';
import { classes, launchBuilt, platforms, testIdOf, waitFor } from '../support/mini';
import { paymentApis } from '../support/pay';
import { DEMO_TENANT_LOGIN_CODE, startServer, type RunningServer } from '../support/server';

// Issue 5's "done means" in the built WeChat and Alipay bundles, only by tapping: the tenant (logged in silently
// with the platform's login code) searches from the home page, opens a room, books a viewing, reserves the room,
// pays the 定金 in the (faked) payment sheet and sees the reservation held. The pages' own tests cover the edges.
/** The tenant's phone is in Shanghai (陆家嘴): the home page picks the city from it. */
const SHANGHAI = { latitude: 31.2397, longitude: 121.4998 };

const onPage = (app: MiniProgram, route: string) => waitFor(app, route, () => app.currentPage().route === route);
const has = (app: MiniProgram, testId: string) => app.currentPage().queryByTestId(testId) !== undefined;
const tapTestId = (app: MiniProgram, testId: string) => app.currentPage().tap(app.currentPage().findByTestId(testId));

describe.each(platforms)('a tenant’s journey in the built %s mini-program', (platform: Platform) => {
  let server: RunningServer;
  let app: MiniProgram | undefined;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    app?.close();
    await server?.close();
  });

  it('finds a room from the home page, books a viewing, reserves it and pays the deposit', async () => {
    const fakes = paymentApis(server, 'success');
    const launched = await launchBuilt(platform, server, { loginCode: DEMO_TENANT_LOGIN_CODE, location: SHANGHAI, apis: fakes.apis });
    app = launched;
    fakes.attach(launched);
    await waitFor(launched, 'the home search entry', () => has(launched, 'home-search'));

    // Search: a suggestion as the tenant types, then the rooms of that area.
    await tapTestId(launched, 'home-search');
    await onPage(launched, 'pages/house/search_house/index');
    await launched.currentPage().input('search-input', '北外');
    await waitFor(launched, 'the suggestion', () => launched.currentPage().queryByText('北外滩') !== undefined);
    await launched.currentPage().tap('北外滩');
    await onPage(launched, 'pages/house/house_list/index');
    await waitFor(launched, 'the rooms', () => launched.currentPage().findAllByTestId('house-card').length > 0);
    const places = launched.currentPage().findAllByClass('hl-place');
    expect(places.length).toBeGreaterThan(0);

    // The room, then a viewing at its first free slot.
    await launched.currentPage().tap(launched.currentPage().findAllByTestId('house-card')[0] as HarnessNode);
    await onPage(launched, 'pages/house_detail/index');
    await waitFor(launched, 'the house', () => launched.currentPage().findAllByClass('hd-title').length === 1);
    const houseId = String(launched.currentPage().query.id ?? '');
    expect(houseId).toMatch(/^h\d+$/);
    await launched.currentPage().tap('预约看房');
    await onPage(launched, 'pages/book_room/index');
    const freeSlots = () =>
      launched.currentPage().findAll((node) => testIdOf(node).startsWith('book-slot-') && !classes(node).includes('bk-chip--off'));
    await waitFor(launched, 'a free slot', () => freeSlots().length > 0 && has(launched, 'book-house'));
    await launched.currentPage().tap(freeSlots()[0] as HarnessNode);
    await tapTestId(launched, 'book-submit');
    await onPage(launched, 'pages/book_success/index');

    // Back on the room: reserve it, fill in the details, sign and pay.
    await launched.callApi('navigateBack', { delta: 1 });
    await onPage(launched, 'pages/house_detail/index');
    await launched.currentPage().tap('立即预订');
    await onPage(launched, 'pages/contract/pages/reservation_confirm/index');
    await waitFor(launched, 'the deposit', () => has(launched, 'reserve-deposit'));
    await tapTestId(launched, 'reserve-agree');
    await tapTestId(launched, 'reserve-submit');
    // The demo tenant is verified: their verified identity is on file, so no details to type.
    await onPage(launched, 'pages/contract/pages/reservation_contract_preview/index');
    await waitFor(launched, 'the agreement', () => has(launched, 'preview-sign'));
    await tapTestId(launched, 'preview-sign');
    await onPage(launched, 'pages/contract/pages/reservation_sign/index');
    await waitFor(launched, 'the summary', () => has(launched, 'sign-submit'));
    await tapTestId(launched, 'sign-agree');
    await tapTestId(launched, 'sign-submit');

    // The result page asks the server, then leads to the reservation, held.
    await onPage(launched, 'pages/bill/bill_result/index');
    await waitFor(launched, '支付成功', () => launched.currentPage().text().includes('支付成功'));
    expect(fakes.sheets).toHaveLength(1);
    await tapTestId(launched, 'bill-result-next');
    await onPage(launched, 'pages/contract/pages/online_reservation_success/index');
    await waitFor(launched, 'the way to the reservation', () => has(launched, 'reserve-success-detail'));
    await tapTestId(launched, 'reserve-success-detail');
    await onPage(launched, 'pages/contract/pages/reservation_detail/index');
    await waitFor(launched, '已预订', () => has(launched, 'reservation-detail-status') && launched.currentPage().text().includes('已预订'));

    const house = await server.getData<{ availability: string }>(`/tapp/v2/aster/common/houses/${houseId}`);
    expect(house.availability).toBe('reserved');
    expect(launched.errors).toEqual([]);
  }, 90_000);
});
