import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { LoginResultSchema, REQUEST_HEADERS } from '@aster/core-api';
import { startFakeTencentSms, type FakeTencentSms } from '../testing/fakeTencentSms';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';
import type { ServerOptions } from '../server';
import { demoUsers } from './seed';
import { TencentSmsSettingsSchema, tencentSmsSender, validateTencentSmsOptions } from './tencentSms';
import { providersFromEnv } from '../outside/fromEnv';

jest.setTimeout(60_000);

const MINUTE = 60 * 1000;
const tenant = demoUsers.tenant.mobile;
const credential = { secretId: `AKID${crypto.randomBytes(12).toString('hex')}`, secretKey: crypto.randomBytes(16).toString('hex') };

function senderFor(fake: FakeTencentSms, secretKey = credential.secretKey) {
  const settings = TencentSmsSettingsSchema.parse({ ...credential, secretKey, sdkAppId: '1400006666', signName: '阿斯特公寓', templateId: '1234567', endpoint: fake.endpoint });
  return tencentSmsSender(settings, { agent: fake.agent });
}

/** The server's log lines, parsed (pino's JSON lines). */
function logSink(): { lines: { level: number; msg: string }[]; logger: ServerOptions['logger'] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

async function requestSms(server: TestServer, mobile: string, options: { token?: string; ip?: string } = {}) {
  const image = await server.call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
  const captchaId = image.body.data?.captchaId ?? '';
  const answer = await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId } });
  const sent = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', {
    query: { mobile, code: answer.body.data?.code ?? '', companyId: '0', type: 0, uniqueId: captchaId },
    token: options.token,
    headers: { [REQUEST_HEADERS.proofOfWork]: await server.proofOfWork(), ...(options.ip === undefined ? {} : { 'x-forwarded-for': options.ip }) },
  });
  return sent.body;
}

describe('SMS through Tencent Cloud SMS (a fake of its API, TC3-HMAC-SHA256 checked)', () => {
  let fake: FakeTencentSms;
  let server: TestServer;
  let clock: ManualClock;
  let log: ReturnType<typeof logSink>;
  beforeEach(async () => {
    fake = await startFakeTencentSms(credential);
    clock = new ManualClock();
    log = logSink();
    server = await startTestServer({ clock, providers: { sms: senderFor(fake) }, logger: log.logger });
  });
  afterEach(async () => {
    await server.close();
    await fake.close();
  });

  it('logs a tenant in with the code the SMS carried', async () => {
    expect(await requestSms(server, tenant)).toMatchObject({ errorCode: '0' });
    expect(fake.sent).toEqual([{ phone: `+86${tenant}`, sdkAppId: '1400006666', signName: '阿斯特公寓', templateId: '1234567', params: [expect.stringMatching(/^\d{6}$/), '10'] }]);
    const code = fake.sent[0]?.params[0] ?? '';
    const login = await server.call('POST', '/common/v2/login', { body: { mobile: tenant, code, companyId: '0', type: 0 } });
    expect(LoginResultSchema.parse(login.body.data).userId).toBe(String(demoUsers.tenant.id));
    // The real gateway feeds no dev code book, and the code is in no log line.
    expect((await server.call('GET', '/__dev/sms-code', { query: { mobile: tenant } })).body.errorCode).toBe('NO_SMS_CODE');
    expect(JSON.stringify(log.lines)).not.toContain(code);
  });

  it('answers 短信发送失败 when the gateway refuses or is down, retires the code and lets the phone ask again at once', async () => {
    fake.failSendsWith('LimitExceeded.PhoneNumberDailyLimit');
    expect(await requestSms(server, tenant)).toMatchObject({ errorCode: 'SMS_SEND_FAILED', message: '短信发送失败，请稍后重试' });
    fake.failSendsWith(null);
    fake.goDown(true);
    expect(await requestSms(server, tenant)).toMatchObject({ errorCode: 'SMS_SEND_FAILED', message: '短信发送失败，请稍后重试' });
    const failed = server.db.prepare('SELECT used_at IS NOT NULL AS retired, send_failed_at IS NOT NULL AS failed FROM sms_codes WHERE mobile = ? ORDER BY id').all(tenant);
    expect(failed).toEqual([
      { retired: 1, failed: 1 },
      { retired: 1, failed: 1 },
    ]);
    expect(log.lines.filter((line) => line.msg === 'sms send failed')).toHaveLength(2);
    // Not charged to the phone: no minute to wait after a failed send.
    fake.goDown(false);
    expect(await requestSms(server, tenant)).toMatchObject({ errorCode: '0' });
    expect(fake.sent).toHaveLength(1);
  });

  it('is refused by the API with a wrong secret key, and the tenant told the send failed', async () => {
    await server.close();
    server = await startTestServer({ clock, providers: { sms: senderFor(fake, 'not-the-key') }, logger: false });
    expect(await requestSms(server, tenant)).toMatchObject({ errorCode: 'SMS_SEND_FAILED' });
    expect(fake.refusedSignatures).toBe(1);
    expect(fake.sent).toEqual([]);
  });
});

describe('SMS limits (issue 39): per phone, address, device, and the whole server hourly', () => {
  let fake: FakeTencentSms;
  beforeAll(async () => {
    fake = await startFakeTencentSms(credential);
  });
  afterAll(() => fake.close());

  const start = (options: Partial<ServerOptions> = {}) => startTestServer({ providers: { sms: senderFor(fake) }, trustProxy: true, logger: false, ...options });

  it('per phone: one a minute, five an hour, ten a day', async () => {
    const clock = new ManualClock();
    const server = await start({ clock });
    try {
      const mobile = '13700001111';
      expect((await requestSms(server, mobile)).errorCode).toBe('0');
      expect(await requestSms(server, mobile)).toMatchObject({ errorCode: 'SMS_TOO_FREQUENT', message: '验证码发送过于频繁，请60秒后再试' });
      for (let i = 1; i < 5; i += 1) {
        clock.advance(MINUTE);
        expect((await requestSms(server, mobile)).errorCode).toBe('0');
      }
      clock.advance(MINUTE);
      expect(await requestSms(server, mobile)).toMatchObject({ errorCode: 'SMS_HOURLY_LIMIT', message: '验证码发送过于频繁，请55分钟后再试' });
      clock.advance(55 * MINUTE);
      for (let i = 0; i < 5; i += 1) {
        clock.advance(MINUTE);
        expect((await requestSms(server, mobile)).errorCode).toBe('0');
      }
      clock.advance(60 * MINUTE);
      expect(await requestSms(server, mobile)).toMatchObject({ errorCode: 'SMS_DAILY_LIMIT', message: '今日验证码发送次数已达上限，请明天再试' });
      clock.advance(24 * 60 * MINUTE);
      expect((await requestSms(server, mobile)).errorCode).toBe('0');
    } finally {
      await server.close();
    }
  });

  it('per client IP, from the configuration', async () => {
    const server = await start({ config: { sms: { ipHourlyMax: 2 } } });
    try {
      expect((await requestSms(server, '13700002001', { ip: '203.0.113.7' })).errorCode).toBe('0');
      expect((await requestSms(server, '13700002002', { ip: '203.0.113.7' })).errorCode).toBe('0');
      expect(await requestSms(server, '13700002003', { ip: '203.0.113.7' })).toMatchObject({ errorCode: 'SMS_IP_LIMIT', message: '当前网络请求验证码过于频繁，请稍后再试' });
      expect((await requestSms(server, '13700002003', { ip: '203.0.113.8' })).errorCode).toBe('0');
    } finally {
      await server.close();
    }
  });

  it('per device: the mini-program identity of the session asking', async () => {
    const server = await start({ config: { sms: { deviceDailyMax: 2 } } });
    try {
      const device = async (code: string) => {
        const login = await server.call<{ token: string }>('POST', '/common/v2/login', { body: { openIdCode: code, clientType: 1, loginScene: 1 } });
        return login.body.data?.token ?? '';
      };
      const phoneA = await device('device-a');
      const phoneB = await device('device-b');
      // Each request from its own address: only the device is counted here.
      expect((await requestSms(server, '13700003001', { token: phoneA, ip: '198.51.100.1' })).errorCode).toBe('0');
      expect((await requestSms(server, '13700003002', { token: phoneA, ip: '198.51.100.2' })).errorCode).toBe('0');
      expect(await requestSms(server, '13700003003', { token: phoneA, ip: '198.51.100.3' })).toMatchObject({
        errorCode: 'SMS_DEVICE_LIMIT',
        message: '当前设备请求验证码过于频繁，请稍后再试',
      });
      expect((await requestSms(server, '13700003003', { token: phoneB, ip: '198.51.100.3' })).errorCode).toBe('0');
      // The device is kept as a hash, never its openId.
      const devices = server.db.prepare('SELECT device_hash FROM sms_codes WHERE device_hash IS NOT NULL').all() as { device_hash: string }[];
      expect(devices).toHaveLength(3);
      for (const { device_hash } of devices) expect(device_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await server.close();
    }
  });

  it('the whole server: an alert once an hour past the budget, a refusal past the cap', async () => {
    const clock = new ManualClock();
    const log = logSink();
    const server = await start({ clock, logger: log.logger, config: { sms: { hourlyBudget: 2, hourlyCap: 4 } } });
    try {
      const alerts = () => log.lines.filter((line) => line.msg === 'sms hourly budget crossed');
      for (const mobile of ['13700004001', '13700004002']) expect((await requestSms(server, mobile, { ip: `192.0.2.${mobile.slice(-1)}` })).errorCode).toBe('0');
      expect(alerts()).toHaveLength(0);
      for (const mobile of ['13700004003', '13700004004']) expect((await requestSms(server, mobile, { ip: `192.0.2.${mobile.slice(-1)}` })).errorCode).toBe('0');
      expect(alerts()).toHaveLength(1);
      expect(alerts()[0]).toMatchObject({ level: 50, sentThisHour: 3, hourlyBudget: 2, hourlyCap: 4 });
      expect(await requestSms(server, '13700004005', { ip: '192.0.2.5' })).toMatchObject({ errorCode: 'SMS_BUSY', message: '短信服务繁忙，请稍后再试' });
      // An hour on the window is empty again; crossing the budget again alerts again.
      clock.advance(61 * MINUTE);
      for (const mobile of ['13700004005', '13700004006', '13700004007']) expect((await requestSms(server, mobile, { ip: `192.0.2.${mobile.slice(-1)}` })).errorCode).toBe('0');
      expect(alerts()).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('Tencent Cloud SMS settings', () => {
  it('builds the sender from the environment, names each missing or malformed variable, and leaves the slot alone when none is set', () => {
    expect(providersFromEnv({}).providers.sms).toBeUndefined();
    const full = {
      ASTER_SMS_SECRET_ID: 'AKIDexample',
      ASTER_SMS_SECRET_KEY: 'secret',
      ASTER_SMS_SDK_APP_ID: '1400006666',
      ASTER_SMS_SIGN_NAME: '阿斯特公寓',
      ASTER_SMS_TEMPLATE_ID: '1234567',
    };
    const built = providersFromEnv(full);
    expect(built.problems).toEqual([]);
    expect(built.providers.sms).toMatchObject({ name: 'tencent-sms', simulated: false });
    expect(providersFromEnv({ ASTER_SMS_SECRET_ID: 'AKIDexample', ASTER_SMS_SDK_APP_ID: 'app', ASTER_SMS_REGION: 'Guangzhou' }).problems).toEqual([
      'ASTER_SMS_SECRET_KEY is required',
      'ASTER_SMS_SDK_APP_ID must be the SMS application id (digits)',
      'ASTER_SMS_SIGN_NAME is required',
      'ASTER_SMS_TEMPLATE_ID is required',
      'ASTER_SMS_REGION must be a region such as ap-guangzhou',
    ]);
    expect(validateTencentSmsOptions({ ...credential, sdkAppId: '1400006666', signName: 's', templateId: '1', endpoint: 'sms.tencentcloudapi.com' })).toEqual([]);
  });
});
