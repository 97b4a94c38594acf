import { classList, type MiniProgram, type Platform } from '../../packages/mp-harness/src';
import { launchBuilt, pathOf, platforms, waitFor } from '../support/mini';
import { createDevPayOrder, openPayAttempt, orderStateOf, paymentApis, type PaymentFakes, type SheetOutcome } from '../support/pay';
import { DEMO_TENANT_MOBILE, startServer, type RunningServer } from '../support/server';

// The pay module in the built WeChat and Alipay bundles: the result page asks the server, the fake payment
// sheets complete, cancel or fail the attempt at the server's provider, and the server confirms through notify.
let server: RunningServer;
let tenant: { token: string; userId: string };
/** Another tenant, whose orders the demo tenant must not see. */
let stranger: { token: string; userId: string };
let running: MiniProgram | undefined;

beforeAll(async () => {
  server = await startServer();
  tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
  stranger = await server.loginByPhone('13700000077');
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  running?.close();
  running = undefined;
});

const RESULT_PAGE = 'pages/bill/bill_result/index';
const resultEntry = (order: { orderNo: string; amount: string }) => `/${RESULT_PAGE}?newOrderNo=${order.orderNo}&amount=${order.amount}`;
const storedJson = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));

/** A call of the app's API as the demo tenant (the envelope's data; a business error throws). */
async function tenantApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { platform: 'weapp', companyId: '0', token: tenant.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { errorCode: string | number; data?: T; message?: string };
  if (String(answer.errorCode) !== '0') throw new Error(`${method} ${path} answered ${String(answer.errorCode)} ${answer.message ?? ''}`);
  return answer.data as T;
}

/** A reservation of an available Shanghai room, signed by the demo tenant: its 定金 order is open. */
async function signedReservation(pick: number): Promise<{ id: string; orderNo: string }> {
  await tenantApi('POST', '/tapp/v2/aster/person-info', { name: '张三', idType: 'id_card', idNumber: '11010519491231002X' });
  const page = await tenantApi<{ list: { id: string; availability: string; availableFrom: string }[] }>('GET', '/tapp/v2/aster/common/houses?cityId=107&pageSize=20');
  const house = page.list.filter((item) => item.availability === 'available')[pick];
  if (house === undefined) throw new Error('no available house in the seed');
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const checkIn = house.availableFrom > soon ? house.availableFrom : soon;
  const reservation = await tenantApi<{ id: string }>('POST', '/tapp/v2/aster/reservations', {
    houseId: house.id,
    checkInDate: checkIn,
    leaseMonths: 12,
    requestId: `pay-test-${pick}-${Date.now()}`,
  });
  const order = await tenantApi<{ orderNo: string }>('POST', `/tapp/v2/aster/reservations/${reservation.id}/sign`, { agreed: true });
  return { id: String(reservation.id), orderNo: order.orderNo };
}

const shows = (app: MiniProgram, text: string) => app.currentPage().queryByText(text) !== undefined;
const prepayRequests = (app: MiniProgram) => app.requests.filter((request) => /\/tapp\/v1\/pay\/orders\/[^/]+\/prepay$/.test(pathOf(request.sentUrl)));
const toastTitles = (app: MiniProgram) => app.toasts.filter((toast) => toast.kind === 'toast').map((toast) => toast.title);

describe.each(platforms)('paying in the built %s mini-program', (platform: Platform) => {
  /** The demo tenant, logged in, on the result page of a fresh unpaid order, with the sheet doing `outcome`. */
  const openUnpaidOrder = async (outcome: SheetOutcome, amount = '12.50') => {
    const order = await createDevPayOrder(server, tenant.userId, amount, '测试定金');
    const fakes: PaymentFakes = paymentApis(server, outcome);
    const app = await launchBuilt(platform, server, {
      storage: storedJson({ token: tenant.token, userId: tenant.userId }),
      entry: resultEntry(order),
      apis: fakes.apis,
    });
    running = app;
    fakes.attach(app);
    await waitFor(app, '支付未完成', () => shows(app, '支付未完成'));
    expect(app.currentPage().route).toBe(RESULT_PAGE);
    return { app, fakes, order };
  };

  const tapPay = (app: MiniProgram) => app.currentPage().tap(app.currentPage().findByTestId('bill-result-repay'));

  it('pays an order: the sheet succeeds, the server confirms, the result page shows 支付成功 from the server', async () => {
    const { app, fakes, order } = await openUnpaidOrder('success');
    expect(app.currentPage().queryByText('¥12.50')).toBeDefined();
    await tapPay(app);
    await waitFor(app, '支付成功', () => shows(app, '支付成功'));
    expect(app.navigations.filter((nav) => nav.type === 'redirectTo').at(-1)?.url).toBe(resultEntry(order));
    expect(fakes.sheets).toHaveLength(1);
    expect(fakes.sheets[0]?.provider?.charged).toBe(true);
    const state = await orderStateOf(server, tenant.token, order.orderNo);
    expect(state.status).toBe('paid');
    const page = app.currentPage();
    expect(page.queryByText('¥12.50')).toBeDefined();
    expect(page.text()).toContain('测试定金');
    expect(page.queryByText('支付时间')).toBeDefined();
    // A dev order pays for nothing in particular: the way on is home.
    expect(page.findByTestId('bill-result-next').props).toBeDefined();
    expect(page.queryByText('返回首页')).toBeDefined();
    if (platform === 'wechat') {
      expect(app.unknownApiCalls.map((call) => call.api)).not.toContain('requestPayment');
    }
    expect(app.errors).toEqual([]);
  });

  it('stays on the page after a cancel; tapping again opens a new attempt that pays exactly once', async () => {
    const { app, fakes, order } = await openUnpaidOrder('cancel');
    await tapPay(app);
    await waitFor(app, 'the cancel toast', () => toastTitles(app).includes('已取消支付'));
    expect(app.currentPage().route).toBe(RESULT_PAGE);
    expect(app.navigations.filter((nav) => nav.type === 'redirectTo')).toHaveLength(0);
    expect((await orderStateOf(server, tenant.token, order.orderNo)).status).not.toBe('paid');

    fakes.outcome = 'success';
    await tapPay(app);
    await waitFor(app, '支付成功', () => shows(app, '支付成功'));
    expect(fakes.sheets.map((sheet) => sheet.provider?.charged)).toEqual([false, true]);
    // Two taps, two attempt keys: the server issued a fresh attempt for the second.
    const keys = prepayRequests(app).map((request) => (JSON.parse(request.body ?? '{}') as { attemptKey?: string }).attemptKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(fakes.sheets[0]?.ref).not.toBe(fakes.sheets[1]?.ref);
    // The first attempt was closed by the second: confirming it now charges nothing.
    const path = platform === 'wechat' ? '/provider/wechat/pay' : '/provider/alipay/pay';
    const late = await fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(platform === 'wechat' ? { prepayId: fakes.sheets[0]?.ref, outcome: 'success' } : { tradeNO: fakes.sheets[0]?.ref, outcome: 'success' }),
    });
    expect(((await late.json()) as { charged: boolean }).charged).toBe(false);
    expect((await orderStateOf(server, tenant.token, order.orderNo)).status).toBe('paid');
  });

  it('opens one attempt for a double tap', async () => {
    const { app, fakes } = await openUnpaidOrder('success');
    const page = app.currentPage();
    // Both taps reach the app before anything has answered, as a quick double tap does on a phone.
    page.dispatch(page.findByTestId('bill-result-repay'), 'tap');
    page.dispatch(page.findByTestId('bill-result-repay'), 'tap');
    expect(classList(page.findByTestId('bill-result-repay'))).toContain('ak-button--disabled');
    await waitFor(app, '支付成功', () => shows(app, '支付成功'));
    expect(prepayRequests(app)).toHaveLength(1);
    expect(fakes.sheets).toHaveLength(1);
  });

  it('says so and stays when the sheet fails, without charging', async () => {
    const { app, fakes, order } = await openUnpaidOrder(platform === 'ali' ? 'network' : 'fail');
    await tapPay(app);
    const expected = platform === 'ali' ? '网络异常，请检查网络后重试' : '支付失败，请稍后重试';
    await waitFor(app, expected, () => toastTitles(app).includes(expected));
    expect(app.currentPage().route).toBe(RESULT_PAGE);
    expect(shows(app, '支付未完成')).toBe(true);
    expect(fakes.sheets[0]?.provider?.charged ?? false).toBe(false);
    expect((await orderStateOf(server, tenant.token, order.orderNo)).status).not.toBe('paid');
  });

  if (platform === 'ali') {
    it('treats 8000 as unknown: the result page polls until the provider’s delayed notify says paid', async () => {
      const { app, fakes, order } = await openUnpaidOrder('pending');
      await tapPay(app);
      await waitFor(app, '支付确认中', () => shows(app, '支付确认中'), 3000);
      expect(fakes.sheets[0]?.provider?.charged).toBe(true);
      // The notify arrives 1.5 s later; until then the server says the attempt is still open.
      expect((await orderStateOf(server, tenant.token, order.orderNo)).status).not.toBe('paid');
      await waitFor(app, '支付成功', () => shows(app, '支付成功'), 8000);
      const polls = app.requests.filter((request) => pathOf(request.sentUrl) === `/tapp/v1/pay/orders/${order.orderNo}`);
      expect(polls.length).toBeGreaterThanOrEqual(2);
      expect(polls.length).toBeLessThanOrEqual(10 + 2);
    });
  }

  /** The result page of an order whose attempt is open and never completes (the server says paying). */
  const openPayingOrder = async () => {
    const order = await createDevPayOrder(server, tenant.userId, '9.90');
    await openPayAttempt(server, tenant.token, order.orderNo, platform === 'wechat' ? 'wechat' : 'alipay');
    const app = await launchBuilt(platform, server, { storage: storedJson({ token: tenant.token, userId: tenant.userId }), entry: resultEntry(order) });
    running = app;
    const polls = () => app.requests.filter((request) => pathOf(request.sentUrl) === `/tapp/v1/pay/orders/${order.orderNo}`).length;
    return { app, polls };
  };

  if (platform === 'wechat') {
    it('asks the server at most 10 times, then offers 刷新, which asks again', async () => {
      const { app, polls } = await openPayingOrder();
      await waitFor(app, '支付确认中', () => shows(app, '支付确认中'));
      await waitFor(app, '支付结果确认中', () => shows(app, '支付结果确认中'), 20_000);
      expect(polls()).toBe(10);
      await app.wait(2000);
      expect(polls()).toBe(10);
      await app.currentPage().tap(app.currentPage().findByTestId('bill-result-refresh'));
      await waitFor(app, 'a new question', () => polls() === 11);
    }, 40_000);
  } else {
    it('stops asking once the page is gone', async () => {
      const { app, polls } = await openPayingOrder();
      await waitFor(app, 'two questions', () => polls() >= 2);
      app.callApi('reLaunch', { url: '/pages/index/index' });
      await app.settle();
      const asked = polls();
      await app.wait(3200);
      expect(app.currentPage().route).toBe('pages/index/index');
      expect(polls()).toBe(asked);
    });
  }

  it('pays a signed reservation’s 定金 from its detail page and leads on to the reservation, not back into paying', async () => {
    const reservation = await signedReservation(platform === 'wechat' ? 0 : 1);
    const fakes = paymentApis(server, 'success');
    const app = await launchBuilt(platform, server, {
      storage: storedJson({ token: tenant.token, userId: tenant.userId }),
      entry: `/pages/contract/pages/reservation_detail/index?id=${reservation.id}`,
      apis: fakes.apis,
    });
    running = app;
    fakes.attach(app);
    await waitFor(app, 'the pay button', () => app.currentPage().queryByTestId('reservation-pay') !== undefined);
    await app.currentPage().tap(app.currentPage().findByTestId('reservation-pay'));
    await waitFor(app, '支付成功', () => app.currentPage().route === RESULT_PAGE && shows(app, '支付成功'));
    expect(app.currentPage().text()).toContain('预订定金');
    expect(fakes.sheets).toHaveLength(1);
    const next = app.currentPage().findByTestId('bill-result-next');
    expect(app.currentPage().text()).toContain('查看预订');
    await app.currentPage().tap(next);
    expect(app.navigations.at(-1)).toMatchObject({ type: 'redirectTo', url: `/pages/contract/pages/online_reservation_success/index?id=${reservation.id}`, ok: true });
    // Neither the detail page that paid nor the result page is left under it to come back to.
    expect(app.pageStack().map((page) => page.route)).toEqual(['pages/contract/pages/online_reservation_success/index']);
    const after = await tenantApi<{ status: string }>('GET', `/tapp/v2/aster/reservations/${reservation.id}`);
    expect(after.status).toBe('paid');
  });

  it('shows an error, not a crash, for missing or invalid parameters and for someone else’s order', async () => {
    const app = await launchBuilt(platform, server, {
      storage: storedJson({ token: tenant.token, userId: tenant.userId }),
      entry: `/${RESULT_PAGE}?newOrderNo=..%2Fx&amount=abc`,
    });
    running = app;
    await waitFor(app, 'the parameter error', () => shows(app, '支付结果参数有误，请返回后重试'));
    expect(app.requests.filter((request) => pathOf(request.sentUrl).startsWith('/tapp/v1/pay/'))).toHaveLength(0);
    app.close();

    const theirs = await createDevPayOrder(server, stranger.userId, '3.00');
    const mine = await launchBuilt(platform, server, {
      storage: storedJson({ token: tenant.token, userId: tenant.userId }),
      entry: resultEntry(theirs),
    });
    running = mine;
    await waitFor(mine, 'the refusal', () => shows(mine, '订单不存在'));
    expect(mine.currentPage().queryByText('支付成功')).toBeUndefined();
  });
});
