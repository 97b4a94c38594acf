import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrepayParamsSchema } from '@aster/core-domain';
import { validateAlipayOptions } from '../outside/alipay';
import { startFakeAlipay, type FakeAlipay } from '../testing/fakeAlipay';
import { alipayPayGateway } from './alipayGateway';
import { providersFromEnv } from '../outside/fromEnv';
import type { PayGateway, PrepayRequest, ProviderPayment } from './gateway';

const BUYER_OPEN_ID = '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5';
const PAID_AT = Date.UTC(2026, 10, 28, 2, 30, 5);

describe('Alipay payments (alipay-sdk) against a fake open platform gateway', () => {
  let fake: FakeAlipay;
  let gateway: PayGateway;
  /** This server's notify endpoint: the raw form body to verifyNotify, its answer as Alipay reads it. */
  let notifyServer: http.Server;
  let notifyUrl: string;
  const verified: (ProviderPayment | null)[] = [];

  beforeAll(async () => {
    fake = await startFakeAlipay();
    gateway = alipayPayGateway(fake.settings);
    notifyServer = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
        void gateway.verifyNotify({ body: Buffer.concat(chunks).toString('utf8'), headers, contentType: request.headers['content-type'] }).then((payment) => {
          verified.push(payment);
          const answer = gateway.notifyAnswer(payment !== null);
          response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
        });
      });
    });
    await new Promise<void>((resolve) => notifyServer.listen(0, '127.0.0.1', resolve));
    notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/tapp/v1/pay/notify/alipay`;
  });
  afterAll(async () => {
    notifyServer.closeAllConnections();
    await new Promise<void>((resolve) => notifyServer.close(() => resolve()));
    await fake.close();
  });

  const request = (outTradeNo: string, changes: Partial<PrepayRequest> = {}): PrepayRequest => ({
    outTradeNo,
    amountFen: 150_001,
    subject: '房租（2026-12）',
    scene: 'mini-program',
    payerOpenId: BUYER_OPEN_ID,
    clientIp: '203.0.113.9',
    expiresAt: PAID_AT + 3600_000,
    notifyUrl,
    ...changes,
  });

  /** What Alipay's notify leaves at our endpoint: the answer Alipay reads and what verifyNotify made of it. */
  const deliver = async (fields: Record<string, string>) => {
    const answer = await fake.postNotify(notifyUrl, fields);
    return { answer, payment: verified[verified.length - 1] };
  };

  it('creates a JSAPI_PAY trade for my.tradePay with the buyer and the amount in yuan, signed both ways', async () => {
    const prepaid = await gateway.prepay(request('AT2026112800001'));
    const trade = fake.trades.get('AT2026112800001');
    expect(trade).toMatchObject({ totalFen: 150_001, productCode: 'JSAPI_PAY', buyer: BUYER_OPEN_ID, notifyUrl, status: 'WAIT_BUYER_PAY' });
    expect(prepaid).toEqual({ providerRef: trade?.tradeNo, params: { channel: 'alipay', tradeNO: trade?.tradeNo }, appId: fake.settings.appId, merchantId: fake.settings.sellerId });
    expect(PrepayParamsSchema.parse(prepaid.params)).toEqual(prepaid.params);
    const created = fake.calls.find((call) => call.method === 'alipay.trade.create');
    expect(created?.biz).toMatchObject({ out_trade_no: 'AT2026112800001', total_amount: '1500.01', op_app_id: fake.settings.appId, time_expire: '2026-11-28 11:30:05' });
    // An old app's buyer is a 2088 user id.
    await gateway.prepay(request('AT2026112800002', { payerOpenId: '2088102146225135' }));
    expect(fake.calls[fake.calls.length - 1]?.biz).toMatchObject({ buyer_id: '2088102146225135' });
  });

  it('builds the WAP cashier as a signed GET link that returns to the app and notifies us', async () => {
    const returnUrl = 'https://rent.example.com/aster/pages/pay/result/index?orderNo=PO1';
    const prepaid = await gateway.prepay(request('AT2026112800003', { scene: 'phone-browser', payerOpenId: undefined, returnUrl }));
    // A provider page (pay-page answers its payUrl), not the mini-program's parameters.
    expect(prepaid.params).toEqual({ channel: 'alipay', payUrl: expect.any(String) });
    const payUrl = (prepaid.params as { payUrl: string }).payUrl;
    expect(payUrl.startsWith(fake.gateway)).toBe(true);
    const page = await fetch(payUrl);
    expect(await page.text()).toContain('支付宝收银台');
    expect(fake.trades.get('AT2026112800003')).toMatchObject({ totalFen: 150_001, productCode: 'QUICK_WAP_WAY', returnUrl, notifyUrl });
    // Signed: a link with its amount changed is refused by the gateway.
    const forged = new URL(payUrl);
    forged.searchParams.set('biz_content', (forged.searchParams.get('biz_content') ?? '').replace('1500.01', '0.01'));
    expect(await (await fetch(forged)).text()).toContain('isv.invalid-signature');
  });

  it('believes a notify only when Alipay signed it for our app: forged, tampered and wrong-app ones are refused', async () => {
    await gateway.prepay(request('AT2026112800004'));
    const trade = fake.pay('AT2026112800004', PAID_AT);
    const good = await deliver(fake.notifyFields('AT2026112800004'));
    expect(good.answer).toEqual({ status: 200, body: 'success' });
    expect(good.payment).toEqual({
      outTradeNo: 'AT2026112800004',
      state: 'paid',
      amountFen: 150_001,
      appId: fake.settings.appId,
      merchantId: fake.settings.sellerId,
      transactionId: trade.tradeNo,
      paidAt: PAID_AT,
    });

    const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = fake.signNotify({ ...fake.notifyFields('AT2026112800004'), total_amount: '9999.00' }, forger.privateKey);
    expect(await deliver(forged)).toEqual({ answer: { status: 200, body: 'failure' }, payment: null });

    const tampered = { ...fake.notifyFields('AT2026112800004'), total_amount: '1.00' };
    expect(await deliver(tampered)).toEqual({ answer: { status: 200, body: 'failure' }, payment: null });

    const otherApp = fake.notifyFields('AT2026112800004', { app_id: '2021000000009999', auth_app_id: '2021000000009999' });
    expect((await deliver(otherApp)).payment).toBeNull();
    const otherSeller = fake.notifyFields('AT2026112800004', { seller_id: '2088000000009999' });
    expect((await deliver(otherSeller)).payment).toBeNull();

    const unsigned: Record<string, string> = { ...fake.notifyFields('AT2026112800004') };
    delete unsigned.sign;
    expect((await deliver(unsigned)).payment).toBeNull();
  });

  it('queries a trade whose notify never came, and closes one left unpaid', async () => {
    await gateway.prepay(request('AT2026112800005'));
    expect(await gateway.query('AT2026112800005')).toMatchObject({ state: 'unpaid', amountFen: 150_001 });
    const trade = fake.pay('AT2026112800005', PAID_AT);
    expect(await gateway.query('AT2026112800005')).toEqual({
      outTradeNo: 'AT2026112800005',
      state: 'paid',
      amountFen: 150_001,
      appId: fake.settings.appId,
      merchantId: fake.settings.sellerId,
      transactionId: trade.tradeNo,
      paidAt: PAID_AT,
    });
    expect(await gateway.query('AT-NEVER-OPENED')).toMatchObject({ state: 'unpaid', amountFen: 0 });

    await gateway.prepay(request('AT2026112800006'));
    await gateway.close('AT2026112800006');
    expect(fake.trades.get('AT2026112800006')?.status).toBe('TRADE_CLOSED');
    expect(await gateway.query('AT2026112800006')).toMatchObject({ state: 'closed' });
    await expect(gateway.close('AT-NEVER-OPENED')).resolves.toBeUndefined();
    // A paid trade cannot be closed: the caller hears it, with Alipay's code.
    await expect(gateway.close('AT2026112800005')).rejects.toMatchObject({ name: 'OutsideSystemError', providerCode: 'ACQ.TRADE_STATUS_ERROR' });
    // "No such trade" counts only in the method's signed answer, not in an error_response anyone could have written.
    fake.asGatewayError.add('alipay.trade.close');
    fake.asGatewayError.add('alipay.trade.query');
    try {
      await expect(gateway.close('AT-NEVER-OPENED')).rejects.toMatchObject({ name: 'OutsideSystemError', providerCode: 'ACQ.TRADE_NOT_EXIST' });
      await expect(gateway.query('AT-NEVER-OPENED')).rejects.toMatchObject({ name: 'OutsideSystemError' });
    } finally {
      fake.asGatewayError.clear();
    }
  });

  it('refunds with out_request_no, so the same refund number refunds once', async () => {
    await gateway.prepay(request('AT2026112800007'));
    fake.pay('AT2026112800007', PAID_AT);
    const refund = { outTradeNo: 'AT2026112800007', refundNo: 'RF2026112800001', amountFen: 50_000, totalFen: 150_001, reason: '退租退款' };
    expect(await gateway.refund(refund)).toEqual({ state: 'success' });
    expect(await gateway.refund(refund)).toEqual({ state: 'success' });
    expect(fake.trades.get('AT2026112800007')?.refundedFen).toBe(50_000);
    expect(fake.calls.filter((call) => call.method === 'alipay.trade.refund').map((call) => call.biz)).toEqual([
      expect.objectContaining({ out_request_no: 'RF2026112800001', refund_amount: '500.00' }),
      expect.objectContaining({ out_request_no: 'RF2026112800001', refund_amount: '500.00' }),
    ]);
    expect(await gateway.refund({ ...refund, refundNo: 'RF2026112800002', amountFen: 150_001 })).toEqual({ state: 'failed' });
    expect(await gateway.refund({ ...refund, refundNo: 'RF2026112800003', amountFen: 100_001 })).toEqual({ state: 'success' });
    expect(await gateway.query('AT2026112800007')).toMatchObject({ state: 'closed' });
    fake.failing.add('alipay.trade.refund');
    try {
      expect(await gateway.refund({ ...refund, refundNo: 'RF2026112800004' })).toEqual({ state: 'processing' });
    } finally {
      fake.failing.delete('alipay.trade.refund');
    }
  });

  it('refuses an answer not signed by Alipay, and an unreachable gateway, as an OutsideSystemError', async () => {
    const impostor = alipayPayGateway({ ...fake.settings, alipayPublicKey: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString().trim() });
    await expect(impostor.prepay(request('AT2026112800008'))).rejects.toMatchObject({ name: 'OutsideSystemError', system: 'alipay-pay' });
    const away = alipayPayGateway({ ...fake.settings, gateway: 'http://127.0.0.1:9/gateway.do', timeoutMs: 2_000 });
    await expect(away.query('AT2026112800001')).rejects.toMatchObject({ name: 'OutsideSystemError' });
  });

  it('is built from ASTER_ALIPAY_* (keys from files), and names each missing setting', () => {
    expect(providersFromEnv({}).providers.alipayPay).toBeUndefined();
    const built = providersFromEnv(fake.env());
    expect(built.problems).toEqual([]);
    expect(built.providers.alipayPay).toMatchObject({ channel: 'alipay', simulated: false, scenes: ['mini-program', 'phone-browser'] });
    expect(validateAlipayOptions({ ASTER_ALIPAY_APP_ID: fake.settings.appId, ASTER_ALIPAY_GATEWAY: 'http://openapi.example.com/gateway.do' })).toEqual([
      'ASTER_ALIPAY_SELLER_ID is required: the merchant\'s partner id (PID, 2088 and 12 digits)',
      "ASTER_ALIPAY_PRIVATE_KEY_FILE is required: the path of the app's RSA2 private key (应用私钥)",
      "ASTER_ALIPAY_PUBLIC_KEY_FILE is required: the path of Alipay's public key (支付宝公钥) of the app",
      'ASTER_ALIPAY_GATEWAY must be https (got http://openapi.example.com/gateway.do)',
    ]);
    expect(validateAlipayOptions({ ...fake.env(), ASTER_ALIPAY_PUBLIC_KEY_FILE: '/nonexistent/alipay.pem' })).toEqual([
      'ASTER_ALIPAY_PUBLIC_KEY_FILE: /nonexistent/alipay.pem is not a readable RSA public key (PEM or the key tool\'s base64)',
    ]);
  });
});
