import { demoUsers } from './seed';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';

const tenant = demoUsers.tenant.mobile;
const sendCode = (server: TestServer, mobile: string, token?: string) =>
  server.call('GET', '/tapp/v1/verify-code/send-code', { token, query: { mobile, companyId: '0' } });

// Issue 16 item 13: a logged-in user could send SMS codes to any phone without a captcha.
describe('SMS codes for a logged-in tenant', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.loginByPhone(tenant);
  });
  afterAll(() => server.close());

  it('asks for the picture captcha before a code goes to a phone other than their own', async () => {
    expect((await sendCode(server, '13700007777', token)).body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', message: '请先完成图形验证码验证' });
    expect((await server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile: '13700007777' } })).body.data).toBeFalsy();
  });

  it('sends the captcha-checked code to the new phone, and a resend to it needs no new captcha', async () => {
    const image = await server.call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
    const captchaId = image.body.data?.captchaId ?? '';
    const answer = (await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId } })).body.data?.code ?? '';
    const sent = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { token, query: { mobile: '13700008888', code: answer, uniqueId: captchaId, companyId: '0' } });
    expect(sent.body.errorCode).toBe('0');
    // The resend still waits out the 60 s interval: the captcha is not asked again, the rate limit answers.
    expect((await sendCode(server, '13700008888', token)).body.errorCode).toBe('SMS_TOO_FREQUENT');
  });
});

// Issue 16 item 13: check-phone told whether any phone is registered, with no limit.
describe('check-phone', () => {
  it('is limited per tenant and per IP in a rolling hour', async () => {
    const clock = new ManualClock();
    const server = await startTestServer({ clock, trustProxy: true, config: { limits: { phoneChecksPerTenantHourly: 3, phoneChecksPerIpHourly: 5 } } });
    try {
      const tenants = { first: { token: await server.loginByPhone(tenant), mobile: tenant }, second: { token: await server.loginByPhone(demoUsers.unverified.mobile), mobile: demoUsers.unverified.mobile } };
      const check = (who: keyof typeof tenants, newPhone: string, ip = '203.0.113.9') =>
        server.call('POST', '/tapp/v1/user/check-phone', { token: tenants[who].token, body: { oldPhone: tenants[who].mobile, newPhone }, headers: { 'x-forwarded-for': ip } });

      // Taken or free, each answer counts: a sweep of numbers stops at the limit.
      expect((await check('first', demoUsers.unverified.mobile)).body.errorCode).toBe('PHONE_TAKEN');
      expect((await check('first', '13700000001')).body.errorCode).toBe('0');
      expect((await check('first', '13700000002')).body.errorCode).toBe('0');
      expect((await check('first', '13700000003')).body).toMatchObject({ errorCode: 'CHECK_PHONE_LIMIT', message: '操作过于频繁，请稍后再试' });
      // Another tenant on the same address shares the IP's 5.
      expect((await check('second', '13700000004')).body.errorCode).toBe('0');
      expect((await check('second', '13700000005')).body.errorCode).toBe('0');
      expect((await check('second', '13700000006')).body.errorCode).toBe('CHECK_PHONE_LIMIT');
      expect((await check('second', '13700000006', '198.51.100.4')).body.errorCode).toBe('0');
      clock.advance(3600 * 1000);
      expect((await check('first', '13700000003')).body.errorCode).toBe('0');
    } finally {
      await server.close();
    }
  });
});
