import { Writable } from 'node:stream';
import { parseServerConfig } from '../config';
import { providersFromEnv } from '../outside/fromEnv';
import { devFlagsFor, productionProblems } from '../production';
import { startFakeWechatLogin, type FakeWechatLogin } from '../testing/fakeWechatLogin';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';
import { DEMO_TENANT_LOGIN_CODE } from './miniProgram';
import { demoUsers } from './seed';
import { WechatLoginSettingsSchema, wechatLoginExchange } from './wechatLogin';

jest.setTimeout(60_000);

const MINUTE = 60 * 1000;

describe('WeChat mini-program login through jscode2session (a fake of WeChat)', () => {
  let fake: FakeWechatLogin;
  let server: TestServer;
  let clock: ManualClock;
  let logged: string;
  const start = async (demoLogins = true) => {
    const wechatLogin = wechatLoginExchange(WechatLoginSettingsSchema.parse({ appId: fake.appId, appSecret: fake.appSecret, apiBase: fake.apiBase }));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString('utf8');
        done();
      },
    });
    return startTestServer({ clock, providers: { wechatLogin }, logger: { level: 'info', stream }, devFlags: { exposeCodes: true, faultHeader: false, demoLogins } });
  };
  const login = (code: string) =>
    server.call<{ token: string; userId: string; openId: string | null }>('POST', '/common/v2/login', { body: { openIdCode: code, clientType: 1, loginScene: 1, appId: 'wx-app' } });

  beforeEach(async () => {
    fake = await startFakeWechatLogin();
    clock = new ManualClock();
    logged = '';
    server = await start();
  });
  afterEach(async () => {
    await server.close();
    await fake.close();
  });

  it('logs in with the openid WeChat gives, keeps the session key on the server and never answers or logs it', async () => {
    const code = fake.issueCode('oWxTenant0001', 'oUnion0001');
    const first = await login(code);
    expect(first.body).toMatchObject({ errorCode: '0', data: { openId: 'oWxTenant0001' } });
    const sessionKey = fake.sessionKeys[0] ?? '';
    expect(server.db.prepare('SELECT platform, session_key FROM mini_program_session_keys WHERE open_id = ?').get('oWxTenant0001')).toEqual({ platform: 'wechat', session_key: sessionKey });
    const asked = await server.call('GET', '/tapp/v1/login/third-part/mini-program-session-key', { query: { jsCode: code, companyId: '0' } });
    expect(asked.body.data).toEqual({ openId: 'oWxTenant0001', mobile: null });
    for (const text of [JSON.stringify(first.body), JSON.stringify(asked.body), logged]) {
      expect(text).not.toContain(sessionKey);
      expect(text).not.toMatch(/session_?key/i);
    }
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(fake.appSecret);
    // An account log-out drops the binding, and the session key with it.
    server.db.prepare('DELETE FROM open_ids WHERE open_id = ?').run('oWxTenant0001');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM mini_program_session_keys').get()).toEqual({ n: 0 });
  });

  it('refuses a code WeChat does not know, and one WeChat already used once its answer has expired', async () => {
    expect((await login('made-up-code')).body).toMatchObject({ errorCode: 'OPENID_CODE_INVALID', message: '登录凭证无效，请重新进入小程序' });
    const code = fake.issueCode('oWxTenant0002');
    expect((await login(code)).body.errorCode).toBe('0');
    clock.advance(5 * MINUTE + 1);
    expect((await login(code)).body.errorCode).toBe('OPENID_CODE_INVALID');
    expect(fake.exchangesOf(code)).toBe(2);
  });

  it('answers a retry of the same code with the same account, one exchange at WeChat, also for requests at the same time', async () => {
    const code = fake.issueCode('oWxTenant0003');
    fake.delayAnswers(300);
    const together = await Promise.all([login(code), login(code), login(code)]);
    const first = together[0]?.body.data;
    for (const answer of together) expect(answer.body).toMatchObject({ errorCode: '0', data: { userId: first?.userId, openId: 'oWxTenant0003' } });
    clock.advance(4 * MINUTE);
    expect((await login(code)).body.data?.userId).toBe(first?.userId);
    expect(fake.exchangesOf(code)).toBe(1);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM open_ids WHERE open_id = ?').get('oWxTenant0003')).toEqual({ n: 1 });
    // Only a hash of the code is kept.
    const kept = server.db.prepare('SELECT code_hash FROM login_code_answers').all() as { code_hash: string }[];
    expect(kept.map((row) => row.code_hash)).not.toContain(code);
  });

  it('says the login is unavailable when WeChat is busy or cannot be reached', async () => {
    fake.outage(true);
    const code = fake.issueCode('oWxTenant0004');
    expect((await login(code)).body).toMatchObject({ errorCode: 'LOGIN_UNAVAILABLE', message: '登录服务暂时不可用，请稍后再试' });
    fake.outage(false);
    expect((await login(code)).body.errorCode).toBe('0');
    await fake.close();
    expect((await login(fake.issueCode('oWxTenant0005'))).body.errorCode).toBe('LOGIN_UNAVAILABLE');
    expect(logged).toContain('login exchange failed');
  });

  it('keeps demo-tenant a demo-only login that never reaches WeChat', async () => {
    const demo = await login(DEMO_TENANT_LOGIN_CODE);
    expect(demo.body.data?.userId).toBe(String(demoUsers.tenant.id));
    await server.close();
    server = await start(false);
    expect((await login(DEMO_TENANT_LOGIN_CODE)).body.errorCode).toBe('OPENID_CODE_INVALID');
    expect(fake.exchangesOf(DEMO_TENANT_LOGIN_CODE)).toBe(0);
  });
});

describe('WeChat login settings', () => {
  it('builds the exchange from the environment and names what is missing or malformed', () => {
    expect(providersFromEnv({}).providers.wechatLogin).toBeUndefined();
    const built = providersFromEnv({ ASTER_WECHAT_MINI_APPID: 'wx0123456789abcdef', ASTER_WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef' });
    expect(built.problems).toEqual([]);
    expect(built.providers.wechatLogin).toMatchObject({ name: 'wechat-login', simulated: false, platform: 'wechat' });
    expect(providersFromEnv({ ASTER_WECHAT_MINI_APPID: 'demo', ASTER_WECHAT_API_BASE: 'ftp://example.com' }).problems).toEqual([
      'ASTER_WECHAT_MINI_APPID must be the mini-program AppID (wx and 16 hex digits)',
      'ASTER_WECHAT_APP_SECRET is required',
      expect.stringMatching(/^ASTER_WECHAT_API_BASE /),
    ]);
  });

  it('refuses a production start that reaches WeChat or the SMS gateway over plain http', () => {
    const env = { ASTER_WECHAT_API_BASE: 'http://127.0.0.1:9000', ASTER_SMS_ENDPOINT: 'http://sms.tencentcloudapi.test:9001' };
    const problems = productionProblems({ env, config: parseServerConfig({}), devFlags: devFlagsFor('production', {}), providers: {} });
    expect(problems).toEqual(
      expect.arrayContaining([
        'ASTER_SMS_ENDPOINT must not be http in production (got http://sms.tencentcloudapi.test:9001)',
        'ASTER_WECHAT_API_BASE must not be http in production (got http://127.0.0.1:9000)',
      ]),
    );
  });
});
