import { payEndpoints } from '@aster/core-api';
import type { PayOrderState, PrepayParams } from '@aster/core-domain';
import { setTimeout as delay } from 'node:timers/promises';
import { demoUsers } from '../auth/seed';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { startTestServer } from '../testing/testServer';
import { PENDING_NOTIFY_DELAY_MS } from './simulatedGateway';

const RETURN_URL = '/aster/#/pages/bill/bill_result/index?newOrderNo=ORDER&amount=88.80';

describe('the pay module and the simulated provider', () => {
  let world: BookingWorld;
  let orderNo: string;
  beforeEach(async () => {
    world = await startBookingWorld();
    const created = await world.server.call<{ orderNo: string; amount: string }>('POST', '/dev/pay/orders', {
      body: { userId: demoUsers.tenant.id, amount: '88.8', subject: '三月房租' },
    });
    expect(expectOk(created).amount).toBe('88.80');
    orderNo = expectOk(created).orderNo;
  });
  afterEach(() => world.server.close());

  const state = async (token = world.tenant) => payEndpoints.orderState.response.parse(expectOk(await world.server.call<PayOrderState>('GET', `/tapp/v1/pay/orders/${orderNo}`, { token })));
  const prepay = (channel: 'wechat' | 'alipay', attemptKey = requestId()) =>
    world.server.call<PrepayParams>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token: world.tenant, body: { channel, attemptKey } });
  const prepayId = (params: PrepayParams) => (params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '');
  const tradeNo = (params: PrepayParams) => (params.channel === 'alipay' ? params.tradeNO : '');
  const wechatPay = async (id: string, outcome: string) => (await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: id, outcome } })).body as unknown;
  const alipayPay = async (id: string, outcome: string) => (await world.server.call('POST', '/provider/alipay/pay', { body: { tradeNO: id, outcome } })).body as unknown;
  const baofoo = (body: Record<string, unknown>) =>
    world.server.call<{ payUrl: string }>('POST', '/tapp/v1/order/pay-baofoo', {
      token: world.tenant,
      body: { paySubChannel: 'online', subAccountType: 'rent', tradeId: orderNo, amount: '88.80', returnUrl: RETURN_URL, attemptKey: requestId(), ...body },
    });
  const postForm = (url: string, outcome: string) =>
    fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}` });

  it('issues wechat parameters per attempt; the same key answers the same attempt', async () => {
    const key = requestId();
    const first = payEndpoints.prepay.response.parse(expectOk(await prepay('wechat', key)));
    expect(first).toMatchObject({ channel: 'wechat', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx[0-9a-f]{30}$/) });
    expect(expectOk(await prepay('wechat', key))).toEqual(first);
    expect((await prepay('alipay', key)).body.errorCode).toBe('ATTEMPT_KEY_REUSED');
    expect((await state()).status).toBe('paying');
    expect(await wechatPay(prepayId(first), 'success')).toEqual({ charged: true });
    expect(await state()).toMatchObject({ status: 'paid', amount: '88.80', subject: '三月房租', bizType: 'dev' });
    // A second tap on the same sheet, or a new attempt, never charges again.
    expect(await wechatPay(prepayId(first), 'success')).toEqual({ charged: false, alreadyPaid: true });
    expect((await prepay('wechat')).body).toMatchObject({ errorCode: 'ORDER_PAID', message: '订单已支付' });
    expect(world.server.db.prepare("SELECT COUNT(*) AS n FROM pay_attempts WHERE status = 'charged'").get()).toEqual({ n: 1 });
  });

  it('lets only the newest of two concurrent attempts charge', async () => {
    const [a, b] = await Promise.all([prepay('wechat'), prepay('alipay')]);
    const results = await Promise.all([wechatPay(prepayId(expectOk(a)), 'success'), alipayPay(tradeNo(expectOk(b)), 'success')]);
    expect(results).toEqual(expect.arrayContaining([{ charged: true }, { charged: false }]));
    expect((await state()).status).toBe('paid');
    expect(world.server.db.prepare("SELECT COUNT(*) AS n FROM pay_attempts WHERE status = 'charged'").get()).toEqual({ n: 1 });
  });

  it('closes an earlier attempt when a new one starts, and reopens the order on cancel or failure', async () => {
    const old = expectOk(await prepay('wechat'));
    const fresh = expectOk(await prepay('wechat'));
    expect(await wechatPay(prepayId(old), 'success')).toEqual({ charged: false });
    expect(await wechatPay(prepayId(fresh), 'cancel')).toEqual({ charged: false, alreadyPaid: false });
    expect((await state()).status).toBe('unpaid');
    // A cancelled sheet stays cancelled.
    expect(await wechatPay(prepayId(fresh), 'success')).toEqual({ charged: false });
    const third = expectOk(await prepay('alipay'));
    expect(await alipayPay(tradeNo(third), 'fail')).toEqual({ charged: false, alreadyPaid: false });
    expect((await state()).status).toBe('unpaid');
    expect(await wechatPay('wx-unknown', 'success')).toEqual({ message: '支付单不存在' });
    expect((await world.server.call('POST', '/provider/alipay/pay', { body: { tradeNO: tradeNo(third), outcome: 'later' } })).status).toBe(400);
  });

  it("confirms a 'pending' alipay payment later through the notify path; no second attempt meanwhile", async () => {
    const params = expectOk(await prepay('alipay'));
    expect(params).toMatchObject({ channel: 'alipay', tradeNO: expect.stringMatching(/^\d{8}22\d{18}$/) });
    expect(await alipayPay(tradeNo(params), 'pending')).toEqual({ charged: true });
    // Confirmed again before the notify came: not charged twice, and not "already paid" for an order that is not.
    expect(await alipayPay(tradeNo(params), 'success')).toEqual({ charged: false, processing: true });
    expect((await state()).status).toBe('paying');
    expect((await prepay('wechat')).body).toMatchObject({ errorCode: 'PAYMENT_PROCESSING' });
    await delay(PENDING_NOTIFY_DELAY_MS + 600);
    expect((await state()).status).toBe('paid');
  });

  it('refuses a notify with a forged or missing signature', async () => {
    const params = expectOk(await prepay('wechat'));
    const outTradeNo = world.server.db.prepare('SELECT out_trade_no FROM pay_attempts WHERE provider_ref = ?').pluck().get(prepayId(params)) as string;
    const notice = { channel: 'wechat', providerRef: prepayId(params), outTradeNo, orderNo, amount: '88.80', chargedAt: '2026-11-21T09:00:00+08:00' };
    const forged = await world.server.call('POST', '/tapp/v1/pay/notify/wechat', { body: { ...notice, sign: 'a'.repeat(64) } });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'FAIL', message: '通知未被接受' });
    expect((await world.server.call('POST', '/tapp/v1/pay/notify/wechat', { body: notice })).status).toBe(400);
    expect((await state()).status).toBe('paying');
  });

  it('answers orders of the tenant only, and unknown orders as not found', async () => {
    expect((await world.server.call('GET', `/tapp/v1/pay/orders/${orderNo}`, { token: world.other })).body).toMatchObject({ errorCode: 'ORDER_NOT_FOUND', message: '订单不存在' });
    expect((await world.server.call('GET', '/tapp/v1/pay/orders/PO000', { token: world.tenant })).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await world.server.call('GET', `/tapp/v1/pay/orders/${orderNo}`)).status).toBe(401);
    expect((await world.server.call('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token: world.tenant, body: { channel: 'baofoo', attemptKey: requestId() } })).body.errorCode).toBe('PARAM_INVALID');
    expect((await world.server.call('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token: world.tenant, body: { channel: 'wechat', attemptKey: 'short' } })).body.errorCode).toBe('PARAM_INVALID');
  });

  it('pays by card on the H5 checkout page: renders, confirms, 303s to the app and marks the order paid', async () => {
    const { payUrl } = expectOk(await baofoo({}));
    expect(payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/provider\/baofoo\/checkout\?session=[A-Za-z0-9_-]{24}$/);
    const page = await fetch(payUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const text of ['三月房租', '¥88.80', '确认支付', '取消支付', '模拟失败', 'width=device-width']) expect(html).toContain(text);
    expect(html).not.toContain('<script');

    // A double submit of 确认支付: both land on the app as success, one charge.
    const [confirmed, doubled] = await Promise.all([postForm(payUrl, 'success'), postForm(payUrl, 'success')]);
    expect(doubled.headers.get('location')).toBe(`${RETURN_URL}&payResult=success`);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${RETURN_URL}&payResult=success`);
    expect((await state()).status).toBe('paid');
    expect(await (await fetch(payUrl)).text()).toContain('该订单已支付，无需重复支付。');
    const again = await postForm(payUrl, 'success');
    expect(again.headers.get('location')).toBe(`${RETURN_URL}&payResult=success`);
    expect(world.server.db.prepare("SELECT COUNT(*) AS n FROM pay_attempts WHERE status = 'charged'").get()).toEqual({ n: 1 });
  });

  it('returns from the checkout page with cancel or fail and leaves the order unpaid', async () => {
    const { payUrl } = expectOk(await baofoo({ returnUrl: '/aster/pay-done' }));
    const cancelled = await postForm(payUrl, 'cancel');
    expect(cancelled.headers.get('location')).toBe('/aster/pay-done?payResult=cancel');
    expect((await state()).status).toBe('unpaid');
    const second = expectOk(await baofoo({}));
    expect((await postForm(second.payUrl, 'fail')).headers.get('location')).toBe(`${RETURN_URL}&payResult=fail`);
    expect((await state()).status).toBe('unpaid');
    expect((await fetch(`${world.server.baseUrl}/provider/baofoo/checkout?session=nope`)).status).toBe(404);
  });

  it('refuses a foreign returnUrl, a wrong amount and someone else\'s order on pay-baofoo', async () => {
    const foreign = ['https://evil.example/aster/', '//evil.example/aster/x', '/admin', '/aster/../admin', 'javascript:alert(1)', '/aster\\..\\x'];
    for (const returnUrl of foreign) {
      expect((await baofoo({ returnUrl })).body).toMatchObject({ errorCode: 'RETURN_URL_INVALID', message: '支付完成后的返回地址不正确' });
    }
    expect((await baofoo({ returnUrl: `${world.server.baseUrl}/aster/#/x` })).body.errorCode).toBe('0');
    expect((await baofoo({ amount: '0.01' })).body).toMatchObject({ errorCode: 'AMOUNT_MISMATCH' });
    const foreignOrder = await world.server.call('POST', '/tapp/v1/order/pay-baofoo', {
      token: world.other,
      body: { paySubChannel: 'online', subAccountType: 'rent', tradeId: orderNo, amount: '88.80', returnUrl: RETURN_URL, attemptKey: requestId() },
    });
    expect(foreignOrder.body.errorCode).toBe('ORDER_NOT_FOUND');
  });

  it('refuses bad dev orders', async () => {
    expect((await world.server.call('POST', '/dev/pay/orders', { body: { userId: demoUsers.tenant.id, amount: '-1' } })).body.errorCode).toBe('PARAM_INVALID');
    expect((await world.server.call('POST', '/dev/pay/orders', { body: { userId: demoUsers.tenant.id, amount: '0' } })).body.errorCode).toBe('PARAM_INVALID');
    expect((await world.server.call('POST', '/dev/pay/orders', { body: { userId: 999999, amount: '1' } })).body.errorCode).toBe('USER_NOT_FOUND');
  });
});

describe('dev pay orders', () => {
  it('do not exist without the dev flags', async () => {
    const server = await startTestServer({ devFlags: {} });
    const result = await fetch(`${server.baseUrl}/dev/pay/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: demoUsers.tenant.id, amount: '1' }) });
    expect(result.status).toBe(404);
    await server.close();
  });
});
