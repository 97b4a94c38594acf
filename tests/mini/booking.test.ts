import type { HarnessNode, MiniProgram, Platform } from '../../packages/mp-harness/src';
import { classes, launchBuilt, pathOf, platforms, testIdOf, waitFor } from '../support/mini';
import { orderStateOf, paymentApis } from '../support/pay';
import { DEMO_TENANT_MOBILE, startServer, type RunningServer } from '../support/server';

// Viewings and reservations in the built WeChat and Alipay bundles: the demo tenant books a viewing and cancels
// it, then reserves h000001, fills in the details, signs, pays the 定金 in the (faked) payment sheet and sees the
// reservation held. Each platform gets a fresh server: the same tenant and house for both, each from the start.
const HOUSE = 'h000001';
/** The demo tenant's verified ID number (the seed's). */
const VERIFIED_ID_NUMBER = '11010519491231002X';

const storedJson = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
const shows = (app: MiniProgram, text: string) => app.currentPage().text().includes(text);
const posts = (app: MiniProgram, path: RegExp) => app.requests.filter((request) => request.method === 'POST' && path.test(pathOf(request.sentUrl)));

const onPage = (app: MiniProgram, route: string) => waitFor(app, route, () => app.currentPage().route === route);
const byTestIdPrefix = (app: MiniProgram, prefix: string) => app.currentPage().findAll((node) => testIdOf(node).startsWith(prefix));

describe.each(platforms)('viewings and reservations in the built %s mini-program', (platform: Platform) => {
  let server: RunningServer;
  let tenant: { token: string; userId: string };
  let running: MiniProgram | undefined;

  beforeAll(async () => {
    server = await startServer();
    tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    running?.close();
    running = undefined;
  });

  const launchAt = async (entry: string, apis: Record<string, (...args: unknown[]) => unknown> = {}) => {
    const app = await launchBuilt(platform, server, { storage: storedJson({ token: tenant.token, userId: tenant.userId }), entry, apis });
    running = app;
    return app;
  };

  it('books a viewing once (double tap), lists it as 待看房 and cancels it after a confirm', async () => {
    const app = await launchAt(`/pages/book_room/index?houseId=${HOUSE}`);
    const freeSlots = () => byTestIdPrefix(app, 'book-slot-').filter((node) => !classes(node).includes('bk-chip--off'));
    await waitFor(app, 'a free slot', () => freeSlots().length > 0 && app.currentPage().queryByTestId('book-house') !== undefined);
    const page = app.currentPage();
    expect(page.findInput('book-contact-phone').props.value).toBe(DEMO_TENANT_MOBILE);

    await page.input('book-contact-name', '');
    await page.tap(page.findByTestId('book-submit'));
    expect(shows(app, '请填写联系人')).toBe(true);
    expect(posts(app, /\/aster\/viewings$/)).toEqual([]);

    await page.input('book-contact-name', '王女士');
    await page.input('book-note', '工作日晚上😀可以');
    expect(page.findInput('book-note').props.value).toBe('工作日晚上可以');
    const slot = freeSlots()[0] as HarnessNode;
    const slotTime = testIdOf(slot).replace('book-slot-', '');
    await page.tap(slot);
    // A second tap before the answer: the button is disabled at once (its handler gone), so it does nothing.
    page.dispatch(page.findByTestId('book-submit'), 'tap', { x: 0, y: 0 });
    expect(classes(page.findByTestId('book-submit'))).toContain('ak-button--disabled');
    expect(() => page.dispatch(page.findByTestId('book-submit'), 'tap', { x: 0, y: 0 })).toThrow(/not on the page instance|No tap handler/);
    await app.settle();
    await onPage(app, 'pages/book_success/index');
    await waitFor(app, 'the booked slot', () => shows(app, slotTime) && app.currentPage().queryByTestId('book-success-address') !== undefined);
    expect(posts(app, /\/aster\/viewings$/)).toHaveLength(1);
    expect(app.navigations.filter((nav) => nav.type === 'redirectTo').at(-1)?.url).toMatch(/^\/pages\/book_success\/index\?id=/);

    await app.currentPage().tap(app.currentPage().findByTestId('book-success-mine'));
    await onPage(app, 'pages/mine_book/index');
    await waitFor(app, '待看房', () => shows(app, '待看房'));
    const cancel = byTestIdPrefix(app, 'viewing-cancel-')[0] as HarnessNode;
    await app.currentPage().tap(cancel);
    await waitFor(app, '已取消', () => shows(app, '已取消'));
    expect(app.modals.at(-1)?.title).toBe('取消预约');
    // A pull-down reloads the list.
    const before = app.requests.length;
    await app.currentPage().trigger('onPullDownRefresh');
    await waitFor(app, 'the reload', () => app.requests.slice(before).some((request) => request.method === 'GET' && /\/aster\/viewings$/.test(pathOf(request.sentUrl))));
  });

  it('reserves h000001: person info (bad ID refused, nothing lost), agreement, sign, pay in the sheet, 已预订', async () => {
    const fakes = paymentApis(server, 'success');
    const app = await launchAt(`/pages/contract/pages/reservation_confirm/index?houseId=${HOUSE}`, fakes.apis);
    fakes.attach(app);
    await waitFor(app, 'the deposit', () => app.currentPage().queryByTestId('reserve-deposit') !== undefined);
    let page = app.currentPage();
    await page.tap(page.findByTestId('reserve-submit'));
    expect(shows(app, '请先阅读并同意预订须知')).toBe(true);
    await page.tap(page.findByTestId('reserve-check-in'));
    const days = byTestIdPrefix(app, 'calendar-');
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(61);
    await page.tap(days[Math.min(5, days.length - 1)] as HarnessNode);
    await page.tap(page.findByTestId('reserve-agree'));
    await page.tap(page.findByTestId('reserve-submit'));

    // The demo tenant is verified: their verified identity is the details on file, straight to the agreement (person_info's
    // form and its checks are for a tenant not yet verified: its own tests). The ID number is in no URL and no storage.
    await onPage(app, 'pages/contract/pages/reservation_contract_preview/index');
    expect(posts(app, /\/aster\/person-info$/)).toEqual([]);
    for (const request of app.requests) expect(request.sentUrl).not.toContain(VERIFIED_ID_NUMBER);
    for (const nav of app.navigations) expect(nav.url ?? '').not.toContain(VERIFIED_ID_NUMBER);
    expect(JSON.stringify(app.storageSnapshot())).not.toContain(VERIFIED_ID_NUMBER);

    await waitFor(app, 'the agreement', () => app.currentPage().queryByTestId('agreement') !== undefined);
    await app.currentPage().tap(app.currentPage().findByTestId('preview-sign'));
    await onPage(app, 'pages/contract/pages/reservation_sign/index');
    await waitFor(app, 'the summary', () => app.currentPage().queryByTestId('sign-submit') !== undefined);
    page = app.currentPage();
    await page.tap(page.findByTestId('sign-agree'));
    await page.tap(page.findByTestId('sign-submit'));

    await onPage(app, 'pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows(app, '支付成功'));
    expect(fakes.sheets).toHaveLength(1);
    expect(fakes.sheets[0]?.provider).toEqual({ charged: true });
    await app.currentPage().tap(app.currentPage().findByTestId('bill-result-next'));
    await onPage(app, 'pages/contract/pages/online_reservation_success/index');
    await waitFor(app, '已付定金', () => shows(app, '已付定金'));
    await app.currentPage().tap(app.currentPage().findByTestId('reserve-success-detail'));
    await onPage(app, 'pages/contract/pages/reservation_detail/index');
    await waitFor(app, '已预订', () => app.currentPage().queryByTestId('reservation-detail-status') !== undefined && shows(app, '已预订'));
    expect(app.currentPage().queryByTestId('reservation-pay')).toBeUndefined();

    const detailUrl = app.navigations.at(-1)?.url ?? '';
    const reservationId = new URLSearchParams(detailUrl.split('?')[1] ?? '').get('id') ?? '';
    const reservation = await server.getData<{ orderNo: string }>(`/tapp/v2/aster/reservations/${reservationId}`, { token: tenant.token, userId: tenant.userId });
    expect((await orderStateOf(server, tenant.token, reservation.orderNo)).status).toBe('paid');

    // Cancel after the confirm that says the 定金 goes back.
    await app.currentPage().tap(app.currentPage().findByTestId('reservation-cancel'));
    await waitFor(app, '已退款', () => shows(app, '已退款'));
    expect(app.modals.at(-1)?.content).toContain('定金将原路退回');
  });
});
