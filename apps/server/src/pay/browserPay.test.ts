import { setTimeout as delay } from 'node:timers/promises';
import type { PayOrderState } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { expectOk, requestId } from '../bookings/testing/bookingWorld';
import { startTestServer, type TestServer } from '../testing/testServer';

jest.setTimeout(60_000);

const RETURN_PATH = '/aster/pages/pay/result?orderNo=x';

/** H5 outside the mini-programs, on the simulated providers: the providers' pages and WeChat's authorisation. */
describe('paying from a phone browser and from WeChat’s browser (simulated providers)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.loginByPhone(demoUsers.tenant.mobile);
  });
  afterAll(() => server.close());

  const newOrder = async () => expectOk(await server.call<{ orderNo: string }>('POST', '/dev/pay/orders', { body: { userId: demoUsers.tenant.id, amount: '66.60' } })).orderNo;
  const state = async (orderNo: string) => expectOk(await server.call<PayOrderState>('GET', `/tapp/v1/pay/orders/${orderNo}`, { token }));

  it('offers every channel where each runs', async () => {
    expect(expectOk(await server.call('GET', '/tapp/v1/pay/channels'))).toEqual({ phoneBrowser: ['wechat', 'alipay', 'baofoo'], wechatBrowser: ['wechat', 'baofoo'] });
  });

  it('pays on the provider’s own page (pay-page) and returns to the app', async () => {
    for (const channel of ['alipay', 'wechat'] as const) {
      const orderNo = await newOrder();
      const { payUrl } = expectOk(await server.call<{ payUrl: string }>('POST', `/tapp/v1/pay/orders/${orderNo}/pay-page`, { token, body: { channel, attemptKey: requestId(), returnUrl: RETURN_PATH } }));
      expect(payUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/provider/${channel === 'alipay' ? 'alipay/wap' : 'wechat/h5'}\\?session=`));
      const page = await (await fetch(payUrl)).text();
      for (const text of ['¥66.60', '确认支付', '取消支付']) expect(page).toContain(text);
      expect(page).not.toContain('<script');
      const confirmed = await fetch(payUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=success', redirect: 'manual' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(`${RETURN_PATH}&payResult=success`);
      for (let i = 0; i < 50 && (await state(orderNo)).status !== 'paid'; i += 1) await delay(100);
      expect((await state(orderNo)).status).toBe('paid');
    }
  });

  it('asks WeChat’s browser for the official account’s openid once, then pays by JSAPI with its appId', async () => {
    const orderNo = await newOrder();
    const prepay = () => server.call<Record<string, string>>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token, body: { channel: 'wechat', attemptKey: requestId(), place: 'wechat-browser' } });
    expect((await prepay()).body).toMatchObject({ errorCode: 'WECHAT_OPENID_REQUIRED', message: '请先授权微信' });
    expect((await server.call('POST', '/tapp/v1/pay/wechat-oauth-url', { token, body: { returnUrl: 'https://evil.example/aster/' } })).body.errorCode).toBe('RETURN_URL_INVALID');
    const { url } = expectOk(await server.call<{ url: string }>('POST', '/tapp/v1/pay/wechat-oauth-url', { token, body: { returnUrl: RETURN_PATH } }));
    const authorise = await (await fetch(url)).text();
    expect(authorise).toContain('允许');
    const allow = (/href="([^"]+)"/.exec(authorise)?.[1] ?? '').replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
    const callback = new URL(allow);
    // A state changed on the way (another user, another return path) is refused and keeps nothing.
    const forged = new URL(callback);
    forged.searchParams.set('state', `1${callback.searchParams.get('state') ?? ''}`);
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(400);
    const elsewhere = new URL(callback);
    elsewhere.searchParams.set('returnUrl', '/aster/pages/other');
    expect((await fetch(elsewhere, { redirect: 'manual' })).status).toBe(400);
    expect((await prepay()).body.errorCode).toBe('WECHAT_OPENID_REQUIRED');

    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(RETURN_PATH);
    expect(expectOk(await prepay())).toMatchObject({ channel: 'wechat', appId: expect.any(String), signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
  });
});
