import { REQUEST_HEADERS } from '@aster/core-api';
import { demoPartner, demoUsers } from './seed';
import { DEMO_TENANT_LOGIN_CODE } from './miniProgram';
import path from 'node:path';
import { ManualClock, removeDir, startTestServer, tempDir, type TestServer } from '../testing/testServer';

const login = (server: TestServer, body: Record<string, unknown>) => server.call<{ token: string; userId: string }>('POST', '/common/v2/login', { body });

// Issue 16 item 5: the demo identities outside the demo, and mini-program identities moved between accounts.
describe('demo logins exist only in the demo', () => {
  it('refuses the demo mini-program code and the demo out token without the demo flag', async () => {
    const server = await startTestServer({ devFlags: { exposeCodes: true } });
    try {
      const mini = await login(server, { openIdCode: DEMO_TENANT_LOGIN_CODE, clientType: 1, loginScene: 1 });
      expect(mini.body.errorCode).toBe('OPENID_CODE_INVALID');
      const partner = await server.call('GET', '/tapp/v1/login/auth-token-by-out-token', { query: { outToken: demoPartner.outToken, appId: demoPartner.appId } });
      expect(partner.body.errorCode).toBe('ALERT_OUT_TOKEN_INVALID');
    } finally {
      await server.close();
    }
  });

  it('lets them log in as the demo tenant in the demo', async () => {
    const server = await startTestServer({ devFlags: { demoLogins: true } });
    try {
      expect((await login(server, { openIdCode: DEMO_TENANT_LOGIN_CODE, clientType: 1, loginScene: 1 })).body.data?.userId).toBe(String(demoUsers.tenant.id));
    } finally {
      await server.close();
    }
  });
});

describe('login/auth-and-login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("does not move a mini-program identity from another phone's account to the caller", async () => {
    // An SMS code for the attacker's own phone; the mini-program code is the demo tenant's.
    const captcha = await server.call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
    const captchaId = captcha.body.data?.captchaId ?? '';
    const answer = (await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId } })).body.data?.code ?? '';
    const headers = { [REQUEST_HEADERS.proofOfWork]: await server.proofOfWork() };
    expect((await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { mobile: '13700005555', code: answer, uniqueId: captchaId, companyId: '0' }, headers })).body.errorCode).toBe('0');
    const code = (await server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile: '13700005555' } })).body.data?.code ?? '';
    const taken = await server.call('POST', '/tapp/v1/login/auth-and-login', { body: { mobile: '13700005555', code, jsCode: DEMO_TENANT_LOGIN_CODE } });
    expect(taken.body).toMatchObject({ errorCode: 'OPENID_TAKEN', message: '该微信/支付宝账号已绑定其他手机号' });
    // The SMS code is left for the phone login without the binding.
    const plain = await server.call<{ userId: string }>('POST', '/common/v2/login', { body: { mobile: '13700005555', code, companyId: '0', type: 0 } });
    expect(plain.body.errorCode).toBe('0');
    expect(plain.body.data?.userId).not.toBe(String(demoUsers.tenant.id));
    // The demo tenant's mini-program login still opens the demo tenant's account.
    expect((await login(server, { openIdCode: DEMO_TENANT_LOGIN_CODE, clientType: 1, loginScene: 1 })).body.data?.userId).toBe(String(demoUsers.tenant.id));
  });
});

// Issue 16 item 5: any mini-program login code made an account (300 in 0.5 s).
describe('accounts made by mini-program logins', () => {
  const HOUR = 3600 * 1000;
  const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });
  const miniLogin = (server: TestServer, code: string, ip: string) =>
    server.call<{ token: string; userId: string }>('POST', '/common/v2/login', { body: { openIdCode: code, clientType: 1, loginScene: 1 }, headers: fromIp(ip) });

  it('are limited per client IP per day, while known devices still log in', async () => {
    const clock = new ManualClock();
    const server = await startTestServer({ clock, trustProxy: true, config: { limits: { accountsPerIpDaily: 3 } } });
    try {
      for (const code of ['dev-a', 'dev-b', 'dev-c']) expect((await miniLogin(server, code, '203.0.113.7')).body.errorCode).toBe('0');
      expect((await miniLogin(server, 'dev-d', '203.0.113.7')).body).toMatchObject({ errorCode: 'ACCOUNT_LIMIT', message: '注册过于频繁，请稍后再试' });
      expect((await miniLogin(server, 'dev-a', '203.0.113.7')).body.errorCode).toBe('0');
      expect((await miniLogin(server, 'dev-d', '198.51.100.2')).body.errorCode).toBe('0');
      clock.advance(24 * HOUR);
      expect((await miniLogin(server, 'dev-e', '203.0.113.7')).body.errorCode).toBe('0');
    } finally {
      await server.close();
    }
  });

  it('are limited per device, across cancellations and restarts', async () => {
    const dir = tempDir();
    const dbPath = path.join(dir, 'aster.db');
    const options = { dbPath, trustProxy: true, config: { limits: { accountsPerDevice: 2 } } };
    let server = await startTestServer(options);
    try {
      const cancelAfterLogin = async (ip: string) => {
        const login = await miniLogin(server, 'one-phone', ip);
        expect(login.body.errorCode).toBe('0');
        // A mini-program account has no phone to send the log-out's code to: its request is written as if asked, and
        // carried out at its next call, as once its cooling-off has passed.
        const token = login.body.data?.token ?? '';
        server.db.prepare('INSERT INTO account_cancel_requests (user_id, applied_at, cancel_at) VALUES (?, 0, 0)').run(Number(login.body.data?.userId));
        expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).status).toBe(401);
      };
      await cancelAfterLogin('203.0.113.1');
      await server.close();
      server = await startTestServer(options);
      await cancelAfterLogin('203.0.113.2');
      expect((await miniLogin(server, 'one-phone', '203.0.113.3')).body.errorCode).toBe('ACCOUNT_LIMIT');
    } finally {
      await server.close();
      removeDir(dir);
    }
  });
});
