import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { PayOrderState } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { expectOk, requestId } from '../bookings/testing/bookingWorld';
import { FAKE_WECHAT, startFakeWechatPay, type FakeWechatPay } from '../testing/fakeWechatPay';
import { devFlagsFor } from '../production';
import { startTestServer, type TestServer } from '../testing/testServer';
import { moneyInvariantProblems } from './ledger';
import { validateWechatPayOptions, wechatPayGateway, wechatPaySettingsFromEnv } from './wechatPayGateway';

jest.setTimeout(60_000);

const RETURN_PATH = '/aster/pages/pay/result?orderNo=x';
const PAID = { trade_state: 'SUCCESS', transaction_id: '4200000000000001', success_time: '2026-11-28T10:00:00+08:00' } as const;

describe('WeChat Pay API v3 against a fake of its API (issue 39)', () => {
  let fake: FakeWechatPay;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeWechatPay();
    // The reconciliation runs often here, so a missing notify is found within the test.
    server = await startTestServer({ providers: { wechatPay: wechatPayGateway(fake.settings()) }, config: { pay: { reconcileIntervalMs: 250, confirmAfterMs: 1 } } });
    token = await server.loginByPhone(demoUsers.tenant.mobile);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const newOrder = async (amount = '88.80') => expectOk(await server.call<{ orderNo: string }>('POST', '/dev/pay/orders', { body: { userId: demoUsers.tenant.id, amount } })).orderNo;
  const prepay = (orderNo: string, attemptKey = requestId(), place = 'mini-program') =>
    server.call<Record<string, string>>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token, body: { channel: 'wechat', attemptKey, place } });
  const state = async (orderNo: string) => expectOk(await server.call<PayOrderState>('GET', `/tapp/v1/pay/orders/${orderNo}`, { token }));
  const outTradeNoOf = (orderNo: string) => server.db.prepare('SELECT out_trade_no FROM pay_attempts WHERE order_no = ? ORDER BY id DESC LIMIT 1').pluck().get(orderNo) as string;
  const charges = (orderNo: string) => server.db.prepare("SELECT kind FROM pay_ledger WHERE order_no = ? ORDER BY id").pluck().all(orderNo) as string[];
  // Orders of other cases are still paying (their sheets are open): every other invariant holds at any time.
  const moneyProblems = () => moneyInvariantProblems(server.db).filter((problem) => !problem.endsWith('is still paying'));
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 80 && !(await check()); i += 1) await delay(100);
  };

  it('pays a mini-program order: JSAPI prepay signed for wx.requestPayment, and its notify pays the order once', async () => {
    const orderNo = await newOrder();
    const params = expectOk(await prepay(orderNo));
    expect(params).toMatchObject({ channel: 'wechat', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx[0-9a-f]{28}$/) });
    // paySign: RSA-SHA256 by the merchant key over appId, timeStamp, nonceStr, package (the mini-program's appid).
    const message = `${FAKE_WECHAT.miniAppId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(crypto.createVerify('RSA-SHA256').update(message).verify(fake.keys.merchant.publicKey, params.paySign ?? '', 'base64')).toBe(true);
    const outTradeNo = outTradeNoOf(orderNo);
    expect(fake.transactions.get(outTradeNo)).toMatchObject({ appid: FAKE_WECHAT.miniAppId, amount: { total: 8880 }, payer: { openid: expect.any(String) } });
    expect(fake.transactions.get(outTradeNo)?.notify_url).toMatch(/\/tapp\/v1\/pay\/notify\/wechat$/);

    fake.pay(outTradeNo);
    expect(await fake.notify(outTradeNo)).toBe(204);
    expect(await state(orderNo)).toMatchObject({ status: 'paid' });
    // WeChat sends a notify again until it is answered: acknowledged, nothing moves twice.
    expect(await fake.notify(outTradeNo)).toBe(204);
    expect(charges(orderNo)).toEqual(['charge']);
    expect((await prepay(orderNo)).body).toMatchObject({ errorCode: 'ORDER_PAID' });
    expect(moneyProblems()).toEqual([]);
    expect(fake.refused).toEqual([]);
  });

  it('answers a repeated attemptKey with the same parameters, and gives each attempt its own out_trade_no', async () => {
    const orderNo = await newOrder('12.00');
    const key = requestId();
    const first = expectOk(await prepay(orderNo, key));
    expect(expectOk(await prepay(orderNo, key))).toEqual(first);
    const firstNo = outTradeNoOf(orderNo);
    expectOk(await prepay(orderNo));
    const secondNo = outTradeNoOf(orderNo);
    expect(secondNo).not.toBe(firstNo);
    // The new attempt closed the first one at WeChat too.
    await until(async () => fake.transactions.get(firstNo)?.trade_state === 'CLOSED');
    expect(fake.transactions.get(firstNo)?.trade_state).toBe('CLOSED');
  });

  it('refuses a forged, a replayed, a tampered and a wrongly serialled notify, and changes nothing', async () => {
    const orderNo = await newOrder('20.00');
    expectOk(await prepay(orderNo));
    const outTradeNo = outTradeNoOf(orderNo);
    // The notifies say paid; WeChat itself does not (else the reconciliation would rightly believe it).
    const transaction = PAID;
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(await fake.notify(outTradeNo, { transaction, signWith: stranger.privateKey })).toBe(400);
    expect(await fake.notify(outTradeNo, { transaction, timestamp: Math.floor(Date.now() / 1000) - 301 })).toBe(400);
    expect(await fake.notify(outTradeNo, { transaction, tamper: (body) => body.replace('"summary":"支付成功"', '"summary":"支付成功!"') })).toBe(400);
    expect(await fake.notify(outTradeNo, { transaction, serial: 'PUB_KEY_ID_SOMEONE_ELSE' })).toBe(400);
    expect((await state(orderNo)).status).toBe('paying');
    expect(charges(orderNo)).toEqual([]);
  });

  it('refuses a genuine notify whose amount or appid is not the order’s', async () => {
    const orderNo = await newOrder('30.00');
    expectOk(await prepay(orderNo));
    const outTradeNo = outTradeNoOf(orderNo);
    expect(await fake.notify(outTradeNo, { transaction: { ...PAID, amount: { total: 1, currency: 'CNY' } } })).toBe(400);
    expect(await fake.notify(outTradeNo, { transaction: { ...PAID, appid: 'wxsomeoneelse00001' } })).toBe(400);
    expect(await fake.notify(outTradeNo, { transaction: { ...PAID, mchid: '1900000999' } })).toBe(400);
    expect((await state(orderNo)).status).toBe('paying');
    expect(charges(orderNo)).toEqual([]);
  });

  it('finds a payment whose notify never came by asking WeChat (reconciliation)', async () => {
    const orderNo = await newOrder('40.00');
    expectOk(await prepay(orderNo));
    fake.pay(outTradeNoOf(orderNo));
    await until(async () => (await state(orderNo)).status === 'paid');
    expect((await state(orderNo)).status).toBe('paid');
    expect(charges(orderNo)).toEqual(['charge']);
    expect(moneyProblems()).toEqual([]);
  });

  it('refunds at WeChat a second payment of an order already paid, under a durable refund number', async () => {
    const orderNo = await newOrder('50.00');
    expectOk(await prepay(orderNo));
    const first = outTradeNoOf(orderNo);
    // The tenant paid the first sheet just before tapping again: WeChat refuses to close it.
    fake.pay(first);
    expectOk(await prepay(orderNo));
    const second = outTradeNoOf(orderNo);
    fake.pay(second);
    expect(await fake.notify(second)).toBe(204);
    expect((await state(orderNo)).status).toBe('paid');
    expect(await fake.notify(first)).toBe(204);
    // Whichever payment WeChat's word reached second (the notify, or the reconciliation asking first) goes back.
    await until(async () => fake.refunds.size > 0 && server.db.prepare("SELECT COUNT(*) FROM pay_refunds WHERE status = 'success'").pluck().get() === 1);
    const [refund] = [...fake.refunds.values()];
    expect([first, second]).toContain(refund?.out_trade_no);
    expect(refund).toMatchObject({ out_refund_no: `R${refund?.out_trade_no ?? ''}`, amount: { refund: 5000, total: 5000, currency: 'CNY' } });
    expect(server.db.prepare('SELECT status FROM pay_refunds WHERE refund_no = ?').pluck().get(refund?.out_refund_no)).toBe('success');
    expect(charges(orderNo)).toEqual(['charge', 'charge', 'refund']);
    expect(moneyProblems()).toEqual([]);
  });

  it('answers pay-page with WeChat’s H5 page, returning to the app', async () => {
    const orderNo = await newOrder('9.90');
    const page = expectOk(
      await server.call<{ payUrl: string }>('POST', `/tapp/v1/pay/orders/${orderNo}/pay-page`, { token, body: { channel: 'wechat', attemptKey: requestId(), returnUrl: RETURN_PATH } }),
    );
    const returnUrl = `${server.baseUrl.replace(/\/$/, '')}${RETURN_PATH}`;
    expect(page.payUrl).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx[0-9a-f]{28}&package=\d+&redirect_url=/);
    expect(new URL(page.payUrl).searchParams.get('redirect_url')).toBe(returnUrl);
    expect(fake.transactions.get(outTradeNoOf(orderNo))).toMatchObject({ appid: FAKE_WECHAT.mpAppId, scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } } });
    const leaving = await server.call('POST', `/tapp/v1/pay/orders/${orderNo}/pay-page`, { token, body: { channel: 'wechat', attemptKey: requestId(), returnUrl: 'https://evil.example/aster/' } });
    expect(leaving.body.errorCode).toBe('RETURN_URL_INVALID');
  });

  it('asks for the official account’s openid before JSAPI in WeChat’s browser', async () => {
    const orderNo = await newOrder('5.00');
    expect((await prepay(orderNo, requestId(), 'wechat-browser')).body).toMatchObject({ errorCode: 'WECHAT_OPENID_REQUIRED', message: '请先授权微信' });
    const { url } = expectOk(await server.call<{ url: string }>('POST', '/tapp/v1/pay/wechat-oauth-url', { token, body: { returnUrl: RETURN_PATH } }));
    const authorise = new URL(url);
    expect(authorise.searchParams.get('appid')).toBe(FAKE_WECHAT.mpAppId);
    expect(authorise.searchParams.get('scope')).toBe('snsapi_base');
    expect(authorise.hash).toBe('#wechat_redirect');
    expect(expectOk(await server.call('GET', '/tapp/v1/pay/channels'))).toEqual({ phoneBrowser: ['wechat', 'alipay', 'baofoo'], wechatBrowser: ['wechat', 'baofoo'] });
  });
});

describe('WeChat Pay attempts past their lifetime', () => {
  it('are closed at WeChat by the reconciliation, and their order is no longer paying', async () => {
    const fake = await startFakeWechatPay();
    const server = await startTestServer({
      providers: { wechatPay: wechatPayGateway(fake.settings()) },
      config: { pay: { reconcileIntervalMs: 250, confirmAfterMs: 1, attemptTtlMs: 1500 } },
    });
    try {
      const token = await server.loginByPhone(demoUsers.tenant.mobile);
      const { orderNo } = expectOk(await server.call<{ orderNo: string }>('POST', '/dev/pay/orders', { body: { userId: demoUsers.tenant.id, amount: '7.00' } }));
      expectOk(await server.call('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token, body: { channel: 'wechat', attemptKey: requestId() } }));
      const outTradeNo = server.db.prepare('SELECT out_trade_no FROM pay_attempts WHERE order_no = ?').pluck().get(orderNo) as string;
      const closedHere = () => server.db.prepare('SELECT provider_closed_at FROM pay_attempts WHERE out_trade_no = ?').pluck().get(outTradeNo) !== null;
      for (let i = 0; i < 150 && !closedHere(); i += 1) await delay(100);
      expect(fake.transactions.get(outTradeNo)?.trade_state).toBe('CLOSED');
      expect(closedHere()).toBe(true);
      expect(expectOk(await server.call<PayOrderState>('GET', `/tapp/v1/pay/orders/${orderNo}`, { token })).status).toBe('unpaid');
    } finally {
      await server.close();
      await fake.close();
    }
  });
});

describe('a production server with the real WeChat Pay', () => {
  it('serves no simulated provider page and offers only the real channels (no card page)', async () => {
    const fake = await startFakeWechatPay();
    const server = await startTestServer({ mode: 'production', dbPath: ':memory:', devFlags: devFlagsFor('production', {}), providers: { wechatPay: wechatPayGateway(fake.settings()) } });
    try {
      expect(server.routes.filter((route) => route.url.startsWith('/provider') || route.url.startsWith('/dev/'))).toEqual([]);
      expect(server.routes).toEqual(expect.arrayContaining([{ method: 'POST', url: '/tapp/v1/pay/notify/:channel' }]));
      expect((await fetch(`${server.baseUrl}/provider/baofoo/checkout?session=x`)).status).toBe(404);
      expect(expectOk(await server.call('GET', '/tapp/v1/pay/channels'))).toEqual({ phoneBrowser: ['wechat'], wechatBrowser: ['wechat'] });
      // The simulated card gateway's notifies are not even read.
      expect((await fetch(`${server.baseUrl}/tapp/v1/pay/notify/baofoo`, { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await server.close();
      await fake.close();
    }
  });
});

describe('WeChat Pay settings (validateOptions)', () => {
  it('names every missing setting by its environment variable, and builds nothing from a partial one', () => {
    expect(wechatPaySettingsFromEnv({})).toEqual({ settings: null, problems: [] });
    const partial = wechatPaySettingsFromEnv({ ASTER_WECHATPAY_MCHID: '1900000109', ASTER_WECHATPAY_APIV3_KEY: 'short', ASTER_WECHAT_MP_APPID: 'wxmp' });
    expect(partial.settings).toBeNull();
    for (const variable of [
      'ASTER_WECHAT_MINI_APPID',
      'ASTER_WECHATPAY_MERCHANT_SERIAL',
      'ASTER_WECHATPAY_PRIVATE_KEY_FILE',
      'ASTER_WECHATPAY_APIV3_KEY must be 32 bytes',
      'ASTER_WECHATPAY_PUBLIC_KEY_ID',
      'ASTER_WECHATPAY_PUBLIC_KEY_FILE',
      'ASTER_WECHAT_MP_SECRET',
    ]) {
      expect(partial.problems.some((problem) => problem.startsWith(variable))).toBe(true);
    }
    expect(wechatPaySettingsFromEnv({ ASTER_WECHATPAY_PRIVATE_KEY_FILE: '/nowhere/apiclient_key.pem' }).problems).toContain('ASTER_WECHATPAY_PRIVATE_KEY_FILE names a file that cannot be read (/nowhere/apiclient_key.pem)');
    expect(validateWechatPayOptions({ merchantPrivateKey: 'not a key', publicKey: 'not a key either' })).toEqual(
      expect.arrayContaining(['ASTER_WECHATPAY_PRIVATE_KEY_FILE does not hold an RSA private key in PEM', 'ASTER_WECHATPAY_PUBLIC_KEY_FILE does not hold a public key in PEM']),
    );
  });
});
