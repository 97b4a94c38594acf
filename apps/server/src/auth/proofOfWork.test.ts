import { REQUEST_HEADERS, authEndpoints, type ProofOfWork } from '@aster/core-api';
import type { SmsGuardSettings } from '../config';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';
import { demoUsers } from './seed';

const MINUTE = 60 * 1000;
const POW = REQUEST_HEADERS.proofOfWork;
const CHINESE = /[\u4e00-\u9fff]/;

async function startServer(clock: ManualClock, smsGuard: Partial<SmsGuardSettings> = {}): Promise<TestServer> {
  return startTestServer({ clock, trustProxy: true, config: { smsGuard } });
}

/** verify-send-code as login_by_phone sends it before any step-up: no picture captcha. */
function askCode(server: TestServer, mobile: string, headers: Record<string, string>, captcha = { code: '', uniqueId: '' }) {
  return server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { mobile, companyId: '0', type: 0, ...captcha }, headers });
}

async function pictureCaptcha(server: TestServer): Promise<{ code: string; uniqueId: string }> {
  const image = await server.call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
  const uniqueId = image.body.data?.captchaId ?? '';
  const answer = await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId: uniqueId } });
  return { code: answer.body.data?.code ?? '', uniqueId };
}

async function smsCode(server: TestServer, mobile: string): Promise<string | undefined> {
  return (await server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code;
}

function expectRefused(body: { errorCode: string; message: string }, errorCode: string): void {
  expect(body.errorCode).toBe(errorCode);
  expect(body.message).toMatch(CHINESE);
}

describe('the proof of work before an anonymous H5 SMS code (issue 39)', () => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = new ManualClock();
    server = await startServer(clock);
  });
  afterEach(() => server.close());

  it('serves a signed challenge that is never cached', async () => {
    const answer = await server.call('GET', '/tapp/v1/verify-code/pow-challenge');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const challenge = authEndpoints.proofOfWorkChallenge.response.parse(answer.body.data);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the SMS for a solved challenge without any picture captcha, and the code logs in', async () => {
    const mobile = '13700001111';
    expect((await askCode(server, mobile, { [POW]: await server.proofOfWork() })).body.errorCode).toBe('0');
    const login = await server.call<{ token: string }>('POST', '/common/v2/login', { body: { mobile, code: await smsCode(server, mobile), companyId: '0', type: 0 } });
    expect(login.body.data?.token).toEqual(expect.any(String));
  });

  it('refuses no solution, a wrong one, a tampered challenge, an expired one and a reused one, in Chinese', async () => {
    const mobile = '13700002222';
    expectRefused((await askCode(server, mobile, {})).body, 'POW_REQUIRED');
    expectRefused((await askCode(server, mobile, { [POW]: 'not json' })).body, 'POW_INVALID');

    const solved = JSON.parse(await server.proofOfWork()) as ProofOfWork;
    const flipped = `${solved.solution.derivedKey.startsWith('0') ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`;
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: flipped } };
    expectRefused((await askCode(server, mobile, { [POW]: JSON.stringify(wrongKey) })).body, 'POW_INVALID');
    const easier = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 2 } } };
    expectRefused((await askCode(server, mobile, { [POW]: JSON.stringify(easier) })).body, 'POW_INVALID');

    const late = await server.proofOfWork();
    clock.advance(5 * MINUTE + 1);
    expectRefused((await askCode(server, mobile, { [POW]: late })).body, 'POW_EXPIRED');

    const once = await server.proofOfWork();
    expect((await askCode(server, mobile, { [POW]: once })).body.errorCode).toBe('0');
    expectRefused((await askCode(server, '13700003333', { [POW]: once })).body, 'POW_USED');
    expect(await smsCode(server, '13700003333')).toBeUndefined();
  });

  it('asks no proof of work from the mini-programs (limited per openid) nor from a logged-in tenant', async () => {
    expect((await askCode(server, '13700004444', { [REQUEST_HEADERS.platform]: 'weapp' })).body.errorCode).toBe('0');
    expect((await askCode(server, '13700005555', { [REQUEST_HEADERS.platform]: 'aliapp' })).body.errorCode).toBe('0');
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    clock.advance(2 * MINUTE);
    const own = await server.call('GET', '/tapp/v1/verify-code/send-code', { token, query: { mobile: demoUsers.tenant.mobile, companyId: '0' } });
    expect(own.body.errorCode).toBe('0');
  });

  it('asks a resend of an anonymous H5 page (send-code) for its proof of work too', async () => {
    const mobile = '13700006666';
    expect((await askCode(server, mobile, { [POW]: await server.proofOfWork() })).body.errorCode).toBe('0');
    clock.advance(2 * MINUTE);
    const resend = (headers: Record<string, string>) => server.call('GET', '/tapp/v1/verify-code/send-code', { query: { mobile, companyId: '0' }, headers });
    expectRefused((await resend({})).body, 'POW_REQUIRED');
    expect((await resend({ [POW]: await server.proofOfWork() })).body.errorCode).toBe('0');
  });
});

describe('the picture captcha as a step-up after suspicious use (issue 39)', () => {
  let server: TestServer;
  let clock: ManualClock;
  afterEach(() => server.close());

  const from = async (ip: string) => ({ 'x-forwarded-for': ip, [POW]: await server.proofOfWork() });

  it('asks for the captcha once one address has asked for N codes in the hour, and lets it go an hour later', async () => {
    clock = new ManualClock();
    server = await startServer(clock, { stepUpRequestsPerIpHourly: 2 });
    expect((await askCode(server, '13600000001', await from('203.0.113.7'))).body.errorCode).toBe('0');
    expect((await askCode(server, '13600000002', await from('203.0.113.7'))).body.errorCode).toBe('0');
    const third = (await askCode(server, '13600000003', await from('203.0.113.7'))).body;
    expect(third).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', message: '请先完成图形验证码验证' });
    expect(await smsCode(server, '13600000003')).toBeUndefined();
    // Another address is not held back by this one.
    expect((await askCode(server, '13600000004', await from('198.51.100.9'))).body.errorCode).toBe('0');
    // With the picture captcha (and its proof of work) the code is sent; a wrong answer is refused.
    expectRefused((await askCode(server, '13600000003', await from('203.0.113.7'), { ...(await pictureCaptcha(server)), code: '0000' })).body, 'CAPTCHA_WRONG');
    expect((await askCode(server, '13600000003', await from('203.0.113.7'), await pictureCaptcha(server))).body.errorCode).toBe('0');
    // A resend without a captcha (send-code) is held back too while the address is suspicious.
    clock.advance(2 * MINUTE);
    const resend = await server.call('GET', '/tapp/v1/verify-code/send-code', { query: { mobile: '13600000003', companyId: '0' }, headers: await from('203.0.113.7') });
    expect(resend.body.errorCode).toBe('CAPTCHA_REQUIRED');
    clock.advance(61 * MINUTE);
    expect((await askCode(server, '13600000005', await from('203.0.113.7'))).body.errorCode).toBe('0');
  });

  it('asks for the captcha after wrong SMS codes from an address', async () => {
    clock = new ManualClock();
    server = await startServer(clock, { stepUpWrongCodesHourly: 2 });
    const mobile = '13600000011';
    expect((await askCode(server, mobile, await from('203.0.113.20'))).body.errorCode).toBe('0');
    for (let i = 0; i < 2; i += 1) {
      const wrong = await server.call('POST', '/common/v2/login', { body: { mobile, code: '000000', companyId: '0', type: 0 }, headers: { 'x-forwarded-for': '203.0.113.20' } });
      expect(wrong.body.errorCode).toBe('SMS_CODE_WRONG');
    }
    expect((await askCode(server, '13600000012', await from('203.0.113.20'))).body.errorCode).toBe('CAPTCHA_REQUIRED');
    // The phone itself was guessed at: another address asking for it meets the captcha too.
    clock.advance(2 * MINUTE);
    expect((await askCode(server, mobile, await from('198.51.100.20'))).body.errorCode).toBe('CAPTCHA_REQUIRED');
  });

  it('asks for the captcha when one phone is asked for from many addresses', async () => {
    clock = new ManualClock();
    server = await startServer(clock, { stepUpIpsPerPhoneHourly: 2 });
    const mobile = '13600000021';
    for (const ip of ['203.0.113.31', '203.0.113.32']) {
      expect((await askCode(server, mobile, await from(ip))).body.errorCode).toBe('0');
      clock.advance(2 * MINUTE);
    }
    expect((await askCode(server, mobile, await from('203.0.113.33'))).body.errorCode).toBe('CAPTCHA_REQUIRED');
    expect((await askCode(server, mobile, await from('203.0.113.33'), await pictureCaptcha(server))).body.errorCode).toBe('0');
  });

  it('counts mini-program calls too, which then meet the captcha without a proof of work', async () => {
    clock = new ManualClock();
    server = await startServer(clock, { stepUpRequestsPerIpHourly: 1 });
    const weapp = { [REQUEST_HEADERS.platform]: 'weapp', 'x-forwarded-for': '203.0.113.40' };
    expect((await askCode(server, '13600000031', weapp)).body.errorCode).toBe('0');
    expect((await askCode(server, '13600000032', weapp)).body.errorCode).toBe('CAPTCHA_REQUIRED');
    expect((await askCode(server, '13600000032', weapp, await pictureCaptcha(server))).body.errorCode).toBe('0');
  });
});
