import { demoUsers } from './seed';
import { startTestServer, type TestServer } from '../testing/testServer';

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
