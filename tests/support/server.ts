import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildServer, isApiPath } from '../../apps/server/src';
import type { SmsLimits } from '../../apps/server/src/config';
import { TEST_POW_SETTINGS, solveProofOfWork } from '../../apps/server/src/testing/proofOfWorkSolver';
import { builtAppDir } from './dist';

export const DEMO_TENANT_MOBILE = '13800138000';
/** The mini-program login code the reference server maps to the demo tenant (server README). */
export const DEMO_TENANT_LOGIN_CODE = 'demo-tenant';

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** GET a dev or API route of the server (the envelope's data; a business error throws, naming the route). */
  getData<T>(pathAndQuery: string, headers?: Record<string, string>): Promise<T>;
  /** POST a JSON body to an API route (the envelope's data; a business error throws, naming the route). */
  postData<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  /** The last SMS code the server sent to a phone (dev route). */
  smsCode(mobile: string): Promise<string>;
  /** The answer of a picture captcha (dev route). */
  captchaCode(captchaId: string): Promise<string>;
  /** The id of the picture captcha the server handed out last (to any client). */
  lastCaptchaId(): string;
  /** A one-time handoff token of a session (login/auth-token), what a partner puts in an /oauth link. */
  handoffToken(sessionToken: string): Promise<string>;
  /** A challenge fetched and solved: the proofOfWork header of an anonymous H5 request for an SMS code. */
  proofOfWork(): Promise<string>;
  /** Every API call the server received ("GET /tapp/v1/home/config"), in order, path without query; dev routes left out. */
  apiCalls(): string[];
  /** Logs a phone in over HTTP (proof of work, SMS code, /common/v2/login; the captcha if the server steps up), for tests that start logged in. */
  loginByPhone(mobile: string): Promise<{ token: string; userId: string }>;
  /** Sets a tenant's payment password over HTTP as set_pwd_verify and set_pwd_steps do: the SMS check, then its ticket. */
  setWalletPassword(token: string, mobile: string, password: string): Promise<void>;
  /** Binds a bank card over HTTP as bill_bank_add_new does: the code sent to the reserved phone, then the card with it. */
  addBankCard(token: string, cardNumber: string, reservedMobile: string): Promise<void>;
  close(): Promise<void>;
}

interface Envelope<T> {
  errorCode: string | number;
  data?: T;
  message?: string;
}

/**
 * The journeys log dozens of tenants in from one address: the captcha's step-up (issue 39) is out of their way. Its
 * own tests are apps/server's auth/proofOfWork.test.ts and the step-up journey h5/loginStepUp.test.ts.
 */
const NO_STEP_UP = { stepUpRequestsPerIpHourly: 10_000, stepUpIpsPerPhoneHourly: 10_000, stepUpWrongCodesHourly: 10_000 };
export type StepUpThresholds = Partial<typeof NO_STEP_UP>;

/**
 * One reference server per test file: a fresh in-memory database with the demo seed, the dev flags on (codes
 * readable, x-aster-fault honoured), a free loopback port, and the built H5 under /aster/ when asked for. Proof-of-work
 * challenges are easy (the browser still solves them with the app's solver); `stepUp` sets the captcha's step-up.
 */
export async function startServer(options: { serveH5?: boolean; stepUp?: StepUpThresholds; api?: 'full' | 'spec'; sms?: Partial<SmsLimits> } = {}): Promise<RunningServer> {
  const server = await buildServer({
    // 'spec': the operator's backend as spec section 7 describes it (apps/server README, ASTER_API=spec).
    ...(options.api ? { api: options.api } : {}),
    dbPath: ':memory:',
    devFlags: { exposeCodes: true, faultHeader: true, demoLogins: true },
    // `sms`: a journey that asks several codes of one purpose in a row (set, then reset the payment password) may
    // shorten the minute between them.
    config: { smsGuard: { ...TEST_POW_SETTINGS, ...NO_STEP_UP, ...options.stepUp }, ...(options.sms ? { sms: options.sms } : {}) },
    logger: false,
    ...(options.serveH5 ? { h5Dir: builtAppDir('h5') } : {}),
  });
  // Watches the captcha pictures handed out, so a test can look up the answer of the one its page shows.
  let lastCaptchaId: string | null = null;
  server.app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/tapp/v1/verify-code/code-image')) {
      // The picture is over the size the server compresses from: a browser gets it in brotli or gzip.
      const encoding = reply.getHeader('content-encoding');
      const text =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? (encoding === 'br' ? brotliDecompressSync(payload) : encoding === 'gzip' ? gunzipSync(payload) : payload).toString('utf8')
            : '{}';
      const id = (JSON.parse(text) as Envelope<{ captchaId?: string }>).data?.captchaId;
      if (id) lastCaptchaId = id;
    }
    return payload;
  });
  const apiCalls: string[] = [];
  server.app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (request.method !== 'OPTIONS' && isApiPath(pathname)) apiCalls.push(`${request.method} ${pathname}`);
  });
  const origin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');

  const getData = async <T>(pathAndQuery: string, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${origin}${pathAndQuery}`, { headers: { platform: 'h5', companyId: '0', ...headers } });
    const body = (await response.json()) as Envelope<T>;
    if (String(body.errorCode) !== '0') {
      throw new Error(`GET ${pathAndQuery.split('?', 1)[0]} answered ${String(body.errorCode)} ${body.message ?? ''}`);
    }
    return body.data as T;
  };

  const postData = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { platform: 'h5', companyId: '0', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (String(envelope.errorCode) !== '0') throw new Error(`POST ${path} answered ${String(envelope.errorCode)} ${envelope.message ?? ''}`);
    return envelope.data as T;
  };

  const captchaCode = async (captchaId: string) =>
    (await getData<{ code: string }>(`/__dev/captcha-code?captchaId=${encodeURIComponent(captchaId)}`)).code;
  const smsCode = async (mobile: string) => (await getData<{ code: string }>(`/__dev/sms-code?mobile=${encodeURIComponent(mobile)}`)).code;

  const proofOfWork = async () => solveProofOfWork(await getData<unknown>('/tapp/v1/verify-code/pow-challenge'));
  const sendLoginCode = async (mobile: string, captcha = { code: '', uniqueId: '' }) => {
    const query = new URLSearchParams({ mobile, companyId: '0', type: '0', ...captcha });
    // A spec-only server has no challenge to hand out and asks for no proof.
    const proof: Record<string, string> = options.api === 'spec' ? {} : { proofOfWork: await proofOfWork() };
    const response = await fetch(`${origin}/tapp/v1/verify-code/verify-send-code?${query.toString()}`, {
      headers: { platform: 'h5', companyId: '0', ...proof },
    });
    return (await response.json()) as Envelope<unknown>;
  };
  const loginByPhone = async (mobile: string) => {
    let sent = await sendLoginCode(mobile);
    if (sent.errorCode === 'CAPTCHA_REQUIRED') {
      const { captchaId } = await getData<{ captchaId: string }>('/tapp/v1/verify-code/code-image');
      sent = await sendLoginCode(mobile, { code: await captchaCode(captchaId), uniqueId: captchaId });
    }
    if (String(sent.errorCode) !== '0') throw new Error(`verify-send-code answered ${String(sent.errorCode)} ${sent.message ?? ''}`);
    const response = await fetch(`${origin}/common/v2/login`, {
      method: 'POST',
      headers: { platform: 'h5', companyId: '0', 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, code: await smsCode(mobile), companyId: '0', type: 0 }),
    });
    const body = (await response.json()) as Envelope<{ token: string; userId: string | number }>;
    if (body.data?.token === undefined) throw new Error(`login failed: ${String(body.errorCode)} ${body.message ?? ''}`);
    return { token: body.data.token, userId: String(body.data.userId) };
  };

  const setWalletPassword = async (token: string, mobile: string, password: string) => {
    await postData('/tapp/v1/wallet/password/send-code', {}, { token });
    const { resetTicket } = await postData<{ resetTicket: string }>('/tapp/v1/wallet/password/check-code', { code: await smsCode(mobile) }, { token });
    await postData('/tapp/v1/wallet/password', { password, resetTicket }, { token });
  };
  const addBankCard = async (token: string, cardNumber: string, reservedMobile: string) => {
    await postData('/tapp/v1/bank-card/send-code', { cardNumber, mobile: reservedMobile }, { token });
    await postData('/tapp/v1/bank-card/add', { cardNumber, mobile: reservedMobile, code: await smsCode(reservedMobile) }, { token });
  };

  return {
    origin,
    getData,
    postData,
    proofOfWork,
    loginByPhone,
    setWalletPassword,
    addBankCard,
    apiCalls: () => [...apiCalls],
    handoffToken: async (sessionToken) =>
      (await getData<{ token: string }>('/tapp/v1/login/auth-token?expiredMinutes=5', { token: sessionToken })).token,
    lastCaptchaId: () => {
      if (lastCaptchaId === null) throw new Error('The server has handed out no picture captcha yet');
      return lastCaptchaId;
    },
    smsCode,
    captchaCode,
    close: () => server.app.close(),
  };
}
