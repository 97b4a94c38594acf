import { AlipayAuthResultSchema, LoginResultSchema, MiniProgramSessionSchema, OauthTokenLoginResultSchema, REQUEST_HEADERS, authEndpoints, userEndpoints } from '@aster/core-api';
import { demoPartner, demoUsers } from './seed';
import { DEMO_TENANT_LOGIN_CODE } from './miniProgram';
import { hashSecret } from './secrets';
import path from 'node:path';
import { ManualClock, removeDir, startTestServer, tempDir, type TestServer } from '../testing/testServer';

const MINUTE = 60 * 1000;
const tenant = demoUsers.tenant.mobile;

async function captcha(server: TestServer): Promise<{ captchaId: string; answer: string }> {
  const image = await server.call<{ captchaId: string; image: string }>('GET', '/tapp/v1/verify-code/code-image');
  const data = authEndpoints.codeImage.response.parse(image.body.data);
  const revealed = await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId: data.captchaId } });
  return { captchaId: data.captchaId, answer: revealed.body.data?.code ?? '' };
}

async function requestSms(server: TestServer, mobile: string, headers: Record<string, string> = {}) {
  const { captchaId, answer } = await captcha(server);
  return server.call('GET', '/tapp/v1/verify-code/verify-send-code', {
    query: { mobile, code: answer, companyId: '0', type: 0, uniqueId: captchaId },
    headers: { [REQUEST_HEADERS.proofOfWork]: await server.proofOfWork(), ...headers },
  });
}

/** An anonymous H5 call that sends an SMS carries a solved proof of work (auth/smsGuard.ts). */
const proof = async (server: TestServer) => ({ [REQUEST_HEADERS.proofOfWork]: await server.proofOfWork() });

async function smsCode(server: TestServer, mobile: string): Promise<string> {
  const result = await server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } });
  return result.body.data?.code ?? '';
}

const login = (server: TestServer, body: Record<string, unknown>) => server.call<{ token: string; userId: string; openId?: string | null }>('POST', '/common/v2/login', { body });

describe('phone login: captcha, SMS code, session', () => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = new ManualClock();
    server = await startTestServer({ clock, sessionTtlMs: 60 * MINUTE });
  });
  afterEach(() => server.close());

  it('logs in, calls an authed endpoint, logs out, then gets 401', async () => {
    expect((await requestSms(server, tenant)).body).toMatchObject({ errorCode: '0' });
    const result = await login(server, { mobile: tenant, code: await smsCode(server, tenant), companyId: '0', type: 0 });
    const session = LoginResultSchema.parse(result.body.data);
    expect(session.userId).toBe(String(demoUsers.tenant.id));

    const me = await server.call('GET', '/common/v1/user-setting/user-info', { token: session.token });
    expect(userEndpoints.userInfo.response.parse(me.body.data)).toMatchObject({ mobile: tenant, userName: '张三', truth: 1, authBinding: 1 });

    expect((await server.call('POST', '/common/v2/logout', { token: session.token })).body.errorCode).toBe('0');
    const after = await server.call('GET', '/common/v1/user-setting/user-info', { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ errorCode: '401', data: null, message: '您还未登录，请先登录' });
  });

  it('answers 401 to a needsAuth call without a token or with a made-up one', async () => {
    expect((await server.call('GET', '/common/v1/user-setting/user-info')).status).toBe(401);
    expect((await server.call('GET', '/common/v1/user-setting/user-info', { token: 'forged' })).status).toBe(401);
  });

  it('expires the session after its TTL', async () => {
    const token = await server.loginByPhone(tenant);
    clock.advance(59 * MINUTE);
    expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).status).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await server.call('GET', '/common/v1/user-setting/user-info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('401');
  });

  it('gives a captcha as a PNG data URL and accepts each answer once', async () => {
    const image = await server.call<{ image: string }>('GET', '/tapp/v1/verify-code/code-image');
    expect(image.headers.get('cache-control')).toBe('no-store');
    const png = Buffer.from((image.body.data?.image ?? '').replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');

    const { captchaId, answer } = await captcha(server);
    const query = { mobile: tenant, companyId: '0', type: 0, uniqueId: captchaId };
    const wrong = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { ...query, code: answer === 'AAAA' ? 'BBBB' : 'AAAA' }, headers: await proof(server) });
    expect(wrong.body).toMatchObject({ errorCode: 'CAPTCHA_WRONG', message: '图形验证码错误，请重新输入' });
    // One attempt per captcha: the right answer after a wrong one no longer works.
    const retry = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { ...query, code: answer }, headers: await proof(server) });
    expect(retry.body.errorCode).toBe('CAPTCHA_EXPIRED');
  });

  it('accepts the captcha answer in lower case, and refuses it after 5 minutes', async () => {
    const first = await captcha(server);
    const ok = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', {
      query: { mobile: tenant, companyId: '0', uniqueId: first.captchaId, code: first.answer.toLowerCase() },
      headers: await proof(server),
    });
    expect(ok.body.errorCode).toBe('0');
    const late = await captcha(server);
    clock.advance(5 * MINUTE + 1);
    const expired = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', {
      query: { mobile: demoUsers.unverified.mobile, companyId: '0', uniqueId: late.captchaId, code: late.answer },
      headers: await proof(server),
    });
    expect(expired.body.errorCode).toBe('CAPTCHA_EXPIRED');
  });

  it('lets an SMS code work for 10 minutes and only once', async () => {
    await requestSms(server, tenant);
    const code = await smsCode(server, tenant);
    clock.advance(10 * MINUTE - 1000);
    expect((await login(server, { mobile: tenant, code })).body.errorCode).toBe('0');
    const again = await login(server, { mobile: tenant, code });
    expect(again.body).toMatchObject({ errorCode: 'SMS_CODE_WRONG', message: '短信验证码错误或已失效，请重新获取' });
  });

  it('refuses an SMS code older than 10 minutes', async () => {
    await requestSms(server, tenant);
    const code = await smsCode(server, tenant);
    clock.advance(10 * MINUTE + 1);
    expect((await login(server, { mobile: tenant, code })).body.errorCode).toBe('SMS_CODE_WRONG');
  });

  it('kills a code after 5 wrong answers and keeps only the newest code alive', async () => {
    await requestSms(server, tenant);
    const code = await smsCode(server, tenant);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await login(server, { mobile: tenant, code: wrong })).body.errorCode).toBe('SMS_CODE_WRONG');
    expect((await login(server, { mobile: tenant, code })).body.errorCode).toBe('SMS_CODE_WRONG');

    clock.advance(MINUTE);
    await requestSms(server, tenant);
    const older = await smsCode(server, tenant);
    clock.advance(MINUTE);
    await requestSms(server, tenant);
    const newest = await smsCode(server, tenant);
    if (older !== newest) expect((await login(server, { mobile: tenant, code: older })).body.errorCode).toBe('SMS_CODE_WRONG');
    expect((await login(server, { mobile: tenant, code: newest })).body.errorCode).toBe('0');
  });

  it('limits codes per phone: one a minute, five an hour, ten a day', async () => {
    expect((await requestSms(server, tenant)).body.errorCode).toBe('0');
    clock.advance(30 * 1000);
    const tooSoon = await requestSms(server, tenant);
    expect(tooSoon.body).toMatchObject({ errorCode: 'SMS_TOO_FREQUENT', message: '验证码发送过于频繁，请30秒后再试' });
    for (let i = 1; i < 5; i += 1) {
      clock.advance(61 * 1000);
      expect((await requestSms(server, tenant)).body.errorCode).toBe('0');
    }
    clock.advance(61 * 1000);
    // 335 s after the first of the hour's five: it leaves the hour in 54 minutes and 25 seconds.
    expect((await requestSms(server, tenant)).body).toMatchObject({ errorCode: 'SMS_HOURLY_LIMIT', message: '验证码发送过于频繁，请55分钟后再试' });
    clock.advance(60 * MINUTE);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(61 * 1000);
      expect((await requestSms(server, tenant)).body.errorCode).toBe('0');
    }
    clock.advance(60 * MINUTE);
    expect((await requestSms(server, tenant)).body).toMatchObject({ errorCode: 'SMS_DAILY_LIMIT', message: '今日验证码发送次数已达上限，请明天再试' });
    clock.advance(24 * 60 * MINUTE);
    expect((await requestSms(server, tenant)).body.errorCode).toBe('0');
  });

  it('resends without a captcha only after a captcha-checked request or when logged in', async () => {
    const query = { mobile: tenant, companyId: '0' };
    const cold = await server.call('GET', '/tapp/v1/verify-code/send-code', { query });
    expect(cold.body.errorCode).toBe('CAPTCHA_REQUIRED');
    await requestSms(server, tenant);
    clock.advance(61 * 1000);
    expect((await server.call('GET', '/tapp/v1/verify-code/send-code', { query, headers: await proof(server) })).body.errorCode).toBe('0');
  });

  it('shows the ALERT modal code for a frozen account', async () => {
    const frozen = demoUsers.frozen.mobile;
    await requestSms(server, frozen);
    const result = await login(server, { mobile: frozen, code: await smsCode(server, frozen) });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ errorCode: 'ALERT_ACCOUNT_FROZEN', data: null, message: '您的账号已被冻结，如有疑问请联系客服' });
  });

  it('creates the account of a phone on its first login', async () => {
    const token = await server.loginByPhone('13700001111');
    const me = await server.call<{ mobile: string; userName: string; truth: number }>('GET', '/common/v1/user-setting/user-info', { token });
    expect(me.body.data).toMatchObject({ mobile: '13700001111', userName: '用户1111', truth: 0 });
  });

  it('refuses login input that is neither a phone login nor a mini-program login', async () => {
    const empty = await login(server, {});
    expect(empty.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请输入手机号和短信验证码' });
    const badPhone = await login(server, { mobile: '2380013800', code: '123456' });
    expect(badPhone.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请输入正确的手机号' });
  });

  it('cancels the account on account log-out: sessions end, the phone is free again', async () => {
    const token = await server.loginByPhone(demoUsers.unverified.mobile);
    const second = await login(server, { openIdCode: 'unused', clientType: 1, loginScene: 1 });
    expect(second.body.errorCode).toBe('0');
    expect((await server.cancelAccount(token, demoUsers.unverified.mobile)).errorCode).toBe('0');
    expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).status).toBe(401);
    const row = server.db.prepare('SELECT mobile, user_name, status FROM users WHERE id = ?').get(demoUsers.unverified.id);
    expect(row).toEqual({ mobile: null, user_name: '已注销用户', status: 'cancelled' });

    clock.advance(2 * MINUTE);
    const again = await server.loginByPhone(demoUsers.unverified.mobile);
    const me = await server.call<{ userId: string }>('GET', '/common/v1/user-setting/user-info', { token: again });
    expect(me.body.data?.userId).not.toBe(String(demoUsers.unverified.id));
  });
});

describe('on a database file', () => {
  it('keeps sessions across a restart and ends them at logout', async () => {
    const dir = tempDir();
    const dbPath = path.join(dir, 'aster.db');
    try {
      const first = await startTestServer({ dbPath });
      const token = await first.loginByPhone(tenant);
      await first.close();
      const second = await startTestServer({ dbPath });
      try {
        expect((await second.call('GET', '/common/v1/user-setting/user-info', { token })).status).toBe(200);
        // The database holds digests only: the token itself is nowhere in it.
        const stored = (value: string) => second.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?').get(value);
        expect(stored(token)).toEqual({ n: 0 });
        expect(stored(hashSecret(token))).toEqual({ n: 1 });
        await second.call('POST', '/common/v2/logout', { token });
        expect((await second.call('GET', '/common/v1/user-setting/user-info', { token })).status).toBe(401);
        expect(stored(hashSecret(token))).toEqual({ n: 0 });
      } finally {
        await second.close();
      }
    } finally {
      removeDir(dir);
    }
  });
});

describe('SMS limits per IP', () => {
  it('stops an IP that asks for too many codes, not the others', async () => {
    const server = await startTestServer({ trustProxy: true, smsLimits: { ipHourlyMax: 3 } });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (const mobile of ['13700000001', '13700000002', '13700000003']) {
        expect((await requestSms(server, mobile, from('203.0.113.7'))).body.errorCode).toBe('0');
      }
      expect((await requestSms(server, '13700000004', from('203.0.113.7'))).body.errorCode).toBe('SMS_IP_LIMIT');
      expect((await requestSms(server, '13700000004', from('203.0.113.8'))).body.errorCode).toBe('0');
    } finally {
      await server.close();
    }
  });
});

describe('mini-program login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('logs the seeded WeChat and Alipay identities into the demo tenant', async () => {
    for (const clientType of [1, 5]) {
      const result = await login(server, { openIdCode: DEMO_TENANT_LOGIN_CODE, clientType, loginScene: 1, appId: 'wx-demo' });
      const session = LoginResultSchema.parse(result.body.data);
      expect(session.userId).toBe(String(demoUsers.tenant.id));
      expect(session.openId).toMatch(clientType === 1 ? /^wx_/ : /^ali_/);
    }
  });

  it('maps one code to one openId and creates the account once', async () => {
    const first = await login(server, { openIdCode: 'harness-42', clientType: 1, loginScene: 7 });
    const second = await login(server, { openIdCode: 'harness-42', clientType: 1, loginScene: 1 });
    expect(first.body.data?.openId).toBe(second.body.data?.openId);
    expect(first.body.data?.userId).toBe(second.body.data?.userId);
    expect(first.body.data?.token).not.toBe(second.body.data?.token);
    const me = await server.call<{ userName: string; mobile: string | null }>('GET', '/common/v1/user-setting/user-info', { token: first.body.data?.token });
    expect(me.body.data).toMatchObject({ userName: '微信用户', mobile: null });
    const alipay = await login(server, { openIdCode: 'harness-42', clientType: 5, loginScene: 1 });
    expect(alipay.body.data?.userId).not.toBe(first.body.data?.userId);
    const alipayMe = await server.call<{ userName: string }>('GET', '/common/v1/user-setting/user-info', { token: alipay.body.data?.token });
    expect(alipayMe.body.data?.userName).toBe('支付宝用户');
  });

  it('refuses an invalid code, a missing client type and an unknown scene', async () => {
    expect((await login(server, { openIdCode: 'invalid-expired', clientType: 1, loginScene: 1 })).body.errorCode).toBe('OPENID_CODE_INVALID');
    expect((await login(server, { openIdCode: 'x', loginScene: 1 })).body.errorCode).toBe('PARAM_INVALID');
    expect((await login(server, { openIdCode: 'x', clientType: 3, loginScene: 1 })).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：客户端类型格式不正确' });
    expect((await login(server, { openIdCode: 'x', clientType: 1, loginScene: 2 })).body.errorCode).toBe('PARAM_INVALID');
  });

  it("tells a jsCode's WeChat account which phone it logs into, masked, or none yet", async () => {
    const wechat = await server.call('GET', '/tapp/v1/login/third-part/mini-program-session-key', { query: { jsCode: DEMO_TENANT_LOGIN_CODE, companyId: '0' } });
    const known = MiniProgramSessionSchema.parse(wechat.body.data);
    expect(known.openId).toMatch(/^wx_/);
    expect(known.mobile).toBe('138****8000');
    expect(JSON.stringify(wechat.body)).not.toContain(tenant);
    const fresh = await server.call('GET', '/tapp/v1/login/third-part/mini-program-session-key', { query: { jsCode: 'never-seen-wechat', companyId: '0' } });
    expect(MiniProgramSessionSchema.parse(fresh.body.data).mobile).toBeNull();
    const refused = await server.call('GET', '/tapp/v1/login/third-part/mini-program-session-key', { query: { jsCode: 'invalid-expired', companyId: '0' } });
    expect(refused.body.errorCode).toBe('OPENID_CODE_INVALID');
  });

  it('logs in with an Alipay auth code through alipay-auth/authToken, as clientType 5 does', async () => {
    const alipay = await server.call('GET', '/tapp/v1/alipay-auth/authToken', { query: { authCode: DEMO_TENANT_LOGIN_CODE, bizType: 'login' } });
    const result = AlipayAuthResultSchema.parse(alipay.body.data);
    expect(result.openId).toMatch(/^ali_/);
    expect(result.userId).toBe(String(demoUsers.tenant.id));
    const me = await server.call<{ mobile: string }>('GET', '/common/v1/user-setting/user-info', { token: result.token });
    expect(me.body.data?.mobile).toBe(tenant);
    // The same account as the silent login with that code.
    expect((await login(server, { openIdCode: DEMO_TENANT_LOGIN_CODE, clientType: 5, loginScene: 1 })).body.data?.userId).toBe(result.userId);
    const newcomer = await server.call('GET', '/tapp/v1/alipay-auth/authToken', { query: { authCode: 'alipay-newcomer', bizType: 'login' } });
    expect(AlipayAuthResultSchema.parse(newcomer.body.data).userId).not.toBe(result.userId);
    const otherUse = await server.call('GET', '/tapp/v1/alipay-auth/authToken', { query: { authCode: 'alipay-newcomer', bizType: 'pay' } });
    expect(otherUse.body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    expect((await server.call('GET', '/tapp/v1/alipay-auth/authToken', { query: { authCode: 'invalid-expired', bizType: 'login' } })).body.errorCode).toBe('OPENID_CODE_INVALID');
  });
});

describe('third-party token logins', () => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  // Each test logs in by phone again: step past the one-code-a-minute limit.
  beforeEach(() => clock.advance(2 * MINUTE));
  afterAll(() => server.close());

  it('hands a one-time token to another page, which exchanges it for a session once', async () => {
    const token = await server.loginByPhone(tenant);
    const handoff = await server.call<{ token: string; expiredMinutes: number }>('GET', '/tapp/v1/login/auth-token', { token, query: { expiredMinutes: 5 } });
    expect(handoff.body.data?.expiredMinutes).toBe(5);
    const exchanged = await server.call('GET', '/tapp/v1/login/access-token', { query: { token: handoff.body.data?.token ?? '' } });
    const result = OauthTokenLoginResultSchema.parse(exchanged.body.data);
    expect(result.id).toBe(String(demoUsers.tenant.id));
    expect(result.user?.mobile).toBe(tenant);
    expect((await server.call('GET', '/common/v1/user-setting/user-info', { token: result.access_token })).status).toBe(200);
    const reused = await server.call('GET', '/tapp/v1/login/access-token', { query: { token: handoff.body.data?.token ?? '' } });
    expect(reused.body.errorCode).toBe('TOKEN_INVALID');
  });

  it('needs a login for auth-token and a positive duration', async () => {
    expect((await server.call('GET', '/tapp/v1/login/auth-token', { query: { expiredMinutes: 5 } })).status).toBe(401);
    const token = await server.loginByPhone(demoUsers.unverified.mobile);
    const bad = await server.call('GET', '/tapp/v1/login/auth-token', { token, query: { expiredMinutes: -1 } });
    expect(bad.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：有效时长超出范围' });
  });

  it('logs a partner user in by their out token', async () => {
    const ok = await server.call('GET', '/tapp/v1/login/auth-token-by-out-token', { query: { outToken: demoPartner.outToken, appId: demoPartner.appId } });
    expect(LoginResultSchema.parse(ok.body.data).userId).toBe(String(demoUsers.tenant.id));
    const wrongApp = await server.call('GET', '/tapp/v1/login/auth-token-by-out-token', { query: { outToken: demoPartner.outToken, appId: 'other' } });
    expect(wrongApp.body.errorCode).toBe('ALERT_OUT_TOKEN_INVALID');
  });

  it('describes an OAuth app and grants it a code for the logged-in tenant', async () => {
    const info = await server.call('GET', '/tapp/v1/oauth2/app-info', { query: { appId: demoPartner.appId } });
    expect(authEndpoints.oauthAppInfo.response.parse(info.body.data)).toMatchObject({ appId: demoPartner.appId, appName: '合作伙伴示例应用' });
    expect((await server.call('GET', '/tapp/v1/oauth2/app-info', { query: { appId: 'nope' } })).body.errorCode).toBe('APP_NOT_FOUND');
    expect((await server.call('GET', '/tapp/v1/oauth2/auth-code', { query: { appId: demoPartner.appId } })).status).toBe(401);
    const token = await server.loginByPhone(tenant);
    const code = await server.call('GET', '/tapp/v1/oauth2/auth-code', { token, query: { appId: demoPartner.appId } });
    expect(authEndpoints.oauthAuthCode.response.parse(code.body.data).authCode.length).toBeGreaterThan(20);
  });
});

describe('phone change and IM account', () => {
  it('moves the account to a new phone after an SMS code sent to that phone', async () => {
    const clock = new ManualClock();
    const server = await startTestServer({ clock });
    try {
      const token = await server.loginByPhone(tenant);
      const check = (oldPhone: string, newPhone: string) => server.call('POST', '/tapp/v1/user/check-phone', { token, body: { oldPhone, newPhone } });
      expect((await check('13999999999', '13700002222')).body.errorCode).toBe('OLD_PHONE_MISMATCH');
      expect((await check(tenant, demoUsers.unverified.mobile)).body).toMatchObject({ errorCode: 'PHONE_TAKEN', message: '该手机号已被其他账号使用' });
      expect((await check(tenant, '13700002222')).body.errorCode).toBe('0');
      // The code to the new phone needs the picture captcha, logged in or not (issue 16 item 13: phoneChange.test.ts).
      expect((await requestSms(server, '13700002222')).body.errorCode).toBe('0');
      const update = (code: string) => server.call('POST', '/tapp/v1/user/update-phone', { token, body: { oldPhone: tenant, newPhone: '13700002222', code } });
      const code = await smsCode(server, '13700002222');
      expect((await update('12345x')).body.errorCode).toBe('PARAM_INVALID');
      expect((await update(code === '000000' ? '111111' : '000000')).body.errorCode).toBe('SMS_CODE_WRONG');
      expect((await update(code)).body.errorCode).toBe('0');
      const me = await server.call<{ mobile: string }>('GET', '/common/v1/user-setting/user-info', { token });
      expect(me.body.data?.mobile).toBe('13700002222');
    } finally {
      await server.close();
    }
  });

  it('gives the logged-in tenant an IM account signed by the server', async () => {
    const server = await startTestServer();
    try {
      const token = await server.loginByPhone(tenant);
      const im = await server.call('GET', '/tapp/v1/user/im-user-info-c', { token });
      const parsed = authEndpoints.imUserInfo.response.parse(im.body.data);
      expect(parsed.imUserId).toBe(`aster_${demoUsers.tenant.id}`);
      expect(parsed.userSig?.length).toBeGreaterThan(20);
      expect((await server.call('GET', '/tapp/v1/user/im-user-info-c')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('logs', () => {
  it('carry the SMS code with the phone masked, and never a token or a full phone number', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      const token = await server.loginByPhone(tenant);
      const handoff = await server.call<{ token: string }>('GET', '/tapp/v1/login/auth-token', { token, query: { expiredMinutes: 5 } });
      const exchanged = await server.call<{ access_token: string }>('GET', '/tapp/v1/login/access-token', { query: { token: handoff.body.data?.token ?? '' } });
      const log = lines.join('\n');
      expect(log).toMatch(/短信验证码 \d{6} 已发送至 138\*\*\*\*8000/);
      expect(log).toContain('/tapp/v1/login/access-token?token=***');
      for (const secret of [token, handoff.body.data?.token ?? '', exchanged.body.data?.access_token ?? '', tenant]) {
        expect(secret.length).toBeGreaterThan(0);
        expect(log).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });
});
