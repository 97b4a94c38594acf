import crypto from 'node:crypto';
import fs from 'node:fs';
import { chinaIso, type PrepayParams } from '@aster/core-domain';
import { isAxiosError } from 'axios';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import { OutsideSystemError, type SettingsFromEnv, type ValidateOptions } from '../outside/outsideSystem';
import type { OfficialAccountOauth, PayScene, PrepayRequest, PrepayResult, ProviderPayment, RawNotify, WechatPayGateway } from './gateway';

const NAME = 'wechat-pay';
/** WeChat Pay refuses a notify or an answer signed further than this from now (seconds). */
const CLOCK_WINDOW_S = 300;

/** WeChat Pay API v3 in public-key mode (new merchants): what the adapter is built from. */
export interface WechatPaySettings {
  /** The mini-program's appid (JSAPI in the mini-program). */
  miniAppId: string;
  /** The official account's appid and AppSecret: JSAPI in WeChat's browser and its snsapi_base authorisation. */
  officialAccount?: { appId: string; secret: string };
  mchId: string;
  /** The serial number of the merchant's API certificate (the Authorization header's serial_no). */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** The APIv3 key: decrypts the notifies' resource (32 bytes). */
  apiV3Key: string;
  /** WeChat Pay's public key and its id (PUB_KEY_ID_...): verifies answers and notifies; sent as Wechatpay-Serial. */
  publicKeyId: string;
  publicKey: string;
  baseUrl: string;
  /** WeChat's own API (the official account's code exchange) and its authorise page. */
  wechatApiBaseUrl: string;
  oauthAuthorizeUrl: string;
  timeoutMs: number;
}

/** The environment variables of the settings. */
export const WECHAT_PAY_ENV = {
  miniAppId: 'ASTER_WECHAT_MINI_APPID',
  mpAppId: 'ASTER_WECHAT_MP_APPID',
  mpSecret: 'ASTER_WECHAT_MP_SECRET',
  mchId: 'ASTER_WECHATPAY_MCHID',
  merchantSerial: 'ASTER_WECHATPAY_MERCHANT_SERIAL',
  privateKeyFile: 'ASTER_WECHATPAY_PRIVATE_KEY_FILE',
  apiV3Key: 'ASTER_WECHATPAY_APIV3_KEY',
  publicKeyId: 'ASTER_WECHATPAY_PUBLIC_KEY_ID',
  publicKeyFile: 'ASTER_WECHATPAY_PUBLIC_KEY_FILE',
  baseUrl: 'ASTER_WECHATPAY_BASE_URL',
  wechatApiBaseUrl: 'ASTER_WECHAT_API_BASE',
  oauthAuthorizeUrl: 'ASTER_WECHAT_OAUTH_AUTHORIZE_URL',
  timeoutMs: 'ASTER_WECHATPAY_TIMEOUT_MS',
} as const;

export const WECHAT_PAY_DEFAULTS = {
  baseUrl: 'https://api.mch.weixin.qq.com',
  wechatApiBaseUrl: 'https://api.weixin.qq.com',
  oauthAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  timeoutMs: 10_000,
} as const;

/** Every problem of the settings, one line each naming its environment variable; empty when the adapter can start. */
export const validateWechatPayOptions: ValidateOptions<Partial<WechatPaySettings>> = (settings) => {
  const problems: string[] = [];
  const missing = (variable: string, what: string) => problems.push(`${variable} is required for WeChat Pay (${what})`);
  if (!settings.miniAppId) missing(WECHAT_PAY_ENV.miniAppId, "the mini-program's appid");
  if (!settings.mchId) missing(WECHAT_PAY_ENV.mchId, 'the merchant id, 商户号');
  if (!settings.merchantSerial) missing(WECHAT_PAY_ENV.merchantSerial, "the serial number of the merchant's API certificate");
  if (!settings.merchantPrivateKey) missing(WECHAT_PAY_ENV.privateKeyFile, "a file holding the merchant's API private key, apiclient_key.pem");
  else if (!isKey(settings.merchantPrivateKey, 'private')) problems.push(`${WECHAT_PAY_ENV.privateKeyFile} does not hold an RSA private key in PEM`);
  if (!settings.apiV3Key) missing(WECHAT_PAY_ENV.apiV3Key, 'the APIv3 key, 32 characters');
  else if (Buffer.byteLength(settings.apiV3Key) !== 32) problems.push(`${WECHAT_PAY_ENV.apiV3Key} must be 32 bytes (got ${Buffer.byteLength(settings.apiV3Key)})`);
  if (!settings.publicKeyId) missing(WECHAT_PAY_ENV.publicKeyId, "WeChat Pay's public key id, PUB_KEY_ID_...");
  if (!settings.publicKey) missing(WECHAT_PAY_ENV.publicKeyFile, "a file holding WeChat Pay's public key, pub_key.pem");
  else if (!isKey(settings.publicKey, 'public')) problems.push(`${WECHAT_PAY_ENV.publicKeyFile} does not hold a public key in PEM`);
  if (settings.officialAccount && !settings.officialAccount.secret) missing(WECHAT_PAY_ENV.mpSecret, "the official account's AppSecret, for its authorisation in WeChat's browser");
  for (const [key, variable] of [['baseUrl', WECHAT_PAY_ENV.baseUrl], ['wechatApiBaseUrl', WECHAT_PAY_ENV.wechatApiBaseUrl], ['oauthAuthorizeUrl', WECHAT_PAY_ENV.oauthAuthorizeUrl]] as const) {
    const url = settings[key];
    if (url !== undefined && !/^https?:\/\/[^\s/]+/.test(url)) problems.push(`${variable} must be an http(s) URL (got ${url})`);
  }
  if (settings.timeoutMs !== undefined && !(Number.isInteger(settings.timeoutMs) && settings.timeoutMs > 0)) problems.push(`${WECHAT_PAY_ENV.timeoutMs} must be a whole number of milliseconds`);
  return problems;
};

function isKey(pem: string, type: 'private' | 'public'): boolean {
  try {
    if (type === 'private') crypto.createPrivateKey(pem);
    else crypto.createPublicKey(pem);
    return true;
  } catch {
    return false;
  }
}

/**
 * The settings from the environment: null when none of WeChat Pay's own variables is set (the simulator stays),
 * else the settings or every problem of them.
 */
export function wechatPaySettingsFromEnv(env: NodeJS.ProcessEnv): SettingsFromEnv<WechatPaySettings> {
  const given = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const payVariables = [WECHAT_PAY_ENV.mchId, WECHAT_PAY_ENV.merchantSerial, WECHAT_PAY_ENV.privateKeyFile, WECHAT_PAY_ENV.apiV3Key, WECHAT_PAY_ENV.publicKeyId, WECHAT_PAY_ENV.publicKeyFile];
  if (payVariables.every((name) => given(name) === undefined)) return { settings: null, problems: [] };
  const problems: string[] = [];
  const unreadable: string[] = [];
  const readFile = (variable: string): string | undefined => {
    const file = given(variable);
    if (file === undefined) return undefined;
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      unreadable.push(variable);
      problems.push(`${variable} names a file that cannot be read (${file})`);
      return undefined;
    }
  };
  const mpAppId = given(WECHAT_PAY_ENV.mpAppId);
  const timeout = given(WECHAT_PAY_ENV.timeoutMs);
  const settings: Partial<WechatPaySettings> = {
    miniAppId: given(WECHAT_PAY_ENV.miniAppId),
    officialAccount: mpAppId === undefined ? undefined : { appId: mpAppId, secret: given(WECHAT_PAY_ENV.mpSecret) ?? '' },
    mchId: given(WECHAT_PAY_ENV.mchId),
    merchantSerial: given(WECHAT_PAY_ENV.merchantSerial),
    merchantPrivateKey: readFile(WECHAT_PAY_ENV.privateKeyFile),
    apiV3Key: given(WECHAT_PAY_ENV.apiV3Key),
    publicKeyId: given(WECHAT_PAY_ENV.publicKeyId),
    publicKey: readFile(WECHAT_PAY_ENV.publicKeyFile),
    baseUrl: given(WECHAT_PAY_ENV.baseUrl) ?? WECHAT_PAY_DEFAULTS.baseUrl,
    wechatApiBaseUrl: given(WECHAT_PAY_ENV.wechatApiBaseUrl) ?? WECHAT_PAY_DEFAULTS.wechatApiBaseUrl,
    oauthAuthorizeUrl: given(WECHAT_PAY_ENV.oauthAuthorizeUrl) ?? WECHAT_PAY_DEFAULTS.oauthAuthorizeUrl,
    timeoutMs: timeout === undefined ? WECHAT_PAY_DEFAULTS.timeoutMs : Number(timeout),
  };
  problems.push(...validateWechatPayOptions(settings).filter((problem) => !unreadable.some((variable) => problem.startsWith(variable))));
  return problems.length > 0 ? { settings: null, problems } : { settings: settings as WechatPaySettings, problems };
}

const TransactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int() }).optional(),
});
const NotifySchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.string(),
  resource: z.object({ algorithm: z.literal('AEAD_AES_256_GCM'), ciphertext: z.string(), associated_data: z.string().optional(), nonce: z.string() }),
});
const PrepaySchema = z.object({ prepay_id: z.string().min(1) });
const H5Schema = z.object({ h5_url: z.string().regex(/^https:\/\//) });
const RefundSchema = z.object({ status: z.enum(['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL']) });
const OauthTokenSchema = z.object({ openid: z.string().min(1) });
const ErrorSchema = z.object({ code: z.string(), message: z.string().optional() });

const TRADE_STATES: Record<z.infer<typeof TransactionSchema>['trade_state'], ProviderPayment['state']> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'unpaid',
  USERPAYING: 'paying',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

/** WeChat's refusal as an OutsideSystemError with its code (SYSTEM_ERROR, ORDER_NOT_EXIST...); the body never logged whole. */
function asOutsideError(error: unknown): OutsideSystemError {
  if (isAxiosError(error)) {
    const body = ErrorSchema.safeParse(error.response?.data);
    const code = body.success ? body.data.code : error.code;
    return new OutsideSystemError(NAME, `${error.response?.status ?? 'no answer'} ${body.success ? (body.data.message ?? '') : error.message}`.trim(), code);
  }
  return new OutsideSystemError(NAME, error instanceof Error ? error.message : String(error));
}

/**
 * WeChat Pay API v3 through wechatpay-axios-plugin, in public-key mode: requests signed with the merchant's key
 * (WECHATPAY2-SHA256-RSA2048), answers verified with WeChat Pay's public key; JSAPI for the mini-program and
 * WeChat's browser, H5 (MWEB) for other phone browsers; notifies verified on the raw body and decrypted.
 */
export function wechatPayGateway(settings: WechatPaySettings): WechatPayGateway {
  const privateKey = Rsa.from(settings.merchantPrivateKey, Rsa.KEY_TYPE_PRIVATE);
  const publicKey = Rsa.from(settings.publicKey, Rsa.KEY_TYPE_PUBLIC);
  const api = new Wechatpay({
    mchid: settings.mchId,
    serial: settings.merchantSerial,
    privateKey: settings.merchantPrivateKey,
    certs: { [settings.publicKeyId]: settings.publicKey },
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    headers: { 'Wechatpay-Serial': settings.publicKeyId },
  });
  const h5AppId = settings.officialAccount?.appId ?? settings.miniAppId;
  const scenes: PayScene[] = ['mini-program', 'phone-browser', ...(settings.officialAccount ? (['wechat-browser'] as const) : [])];
  const call = async <T>(run: () => Promise<{ data: unknown }>, schema: z.ZodType<T>): Promise<T> => {
    let data: unknown;
    try {
      ({ data } = await run());
    } catch (error) {
      throw asOutsideError(error);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new OutsideSystemError(NAME, 'an answer of an unexpected shape');
    return parsed.data;
  };
  const paymentOf = (transaction: z.infer<typeof TransactionSchema>): ProviderPayment => ({
    outTradeNo: transaction.out_trade_no,
    state: TRADE_STATES[transaction.trade_state],
    amountFen: transaction.amount?.total ?? 0,
    appId: transaction.appid,
    merchantId: transaction.mchid,
    transactionId: transaction.transaction_id,
    paidAt: transaction.success_time === undefined ? undefined : Date.parse(transaction.success_time),
  });
  const order = (request: PrepayRequest, appid: string) => ({
    appid,
    mchid: settings.mchId,
    description: request.subject.slice(0, 127),
    out_trade_no: request.outTradeNo,
    time_expire: chinaIso(request.expiresAt),
    notify_url: request.notifyUrl,
    amount: { total: request.amountFen, currency: 'CNY' },
  });
  /** What wx.requestPayment and WeixinJSBridge take: paySign is RSA-SHA256 over appId, timeStamp, nonceStr, package. */
  const sheet = (appId: string, prepayId: string, withAppId: boolean): PrepayParams => {
    const timeStamp = String(Formatter.timestamp());
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = Rsa.sign(Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg), privateKey);
    return { channel: 'wechat', ...(withAppId ? { appId } : {}), timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  };

  const officialAccount: OfficialAccountOauth | null = settings.officialAccount
    ? {
        appId: settings.officialAccount.appId,
        authorizeUrl(redirectUri, state) {
          const query = new URLSearchParams({ appid: settings.officialAccount?.appId ?? '', redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state });
          return `${settings.oauthAuthorizeUrl}?${query.toString()}#wechat_redirect`;
        },
        async openIdOf(code) {
          const query = new URLSearchParams({ appid: settings.officialAccount?.appId ?? '', secret: settings.officialAccount?.secret ?? '', code, grant_type: 'authorization_code' });
          const answer = await fetch(`${settings.wechatApiBaseUrl}/sns/oauth2/access_token?${query.toString()}`, { signal: AbortSignal.timeout(settings.timeoutMs) });
          const body: unknown = await answer.json();
          const parsed = OauthTokenSchema.safeParse(body);
          if (!parsed.success) throw new OutsideSystemError('wechat-oauth', 'the code was refused', String((body as { errcode?: unknown } | null)?.errcode ?? answer.status));
          return parsed.data.openid;
        },
      }
    : null;

  return {
    name: NAME,
    simulated: false,
    channel: 'wechat',
    scenes,
    officialAccount,
    async prepay(request): Promise<PrepayResult> {
      if (request.scene === 'phone-browser') {
        const body = { ...order(request, h5AppId), scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } };
        const { h5_url: h5Url } = await call(() => api.chain('v3/pay/transactions/h5').post(body), H5Schema);
        // WeChat's page returns the tenant to redirect_url once the payment is done (or given up).
        const payUrl = request.returnUrl === undefined ? h5Url : `${h5Url}&redirect_url=${encodeURIComponent(request.returnUrl)}`;
        const providerRef = new URL(h5Url).searchParams.get('prepay_id') ?? `h5-${request.outTradeNo}`;
        return { providerRef, params: { channel: 'wechat', payUrl }, appId: h5AppId, merchantId: settings.mchId };
      }
      const appId = request.scene === 'wechat-browser' ? settings.officialAccount?.appId : request.scene === 'mini-program' ? settings.miniAppId : undefined;
      if (appId === undefined) throw new OutsideSystemError(NAME, `the scene ${request.scene} is not served`);
      if (!request.payerOpenId) throw new OutsideSystemError(NAME, 'JSAPI needs the payer openid');
      const body = { ...order(request, appId), payer: { openid: request.payerOpenId } };
      const { prepay_id: prepayId } = await call(() => api.chain('v3/pay/transactions/jsapi').post(body), PrepaySchema);
      return { providerRef: prepayId, params: sheet(appId, prepayId, request.scene === 'wechat-browser'), appId, merchantId: settings.mchId };
    },
    verifyNotify(notify: RawNotify): Promise<ProviderPayment | null> {
      const { headers } = notify;
      const timestamp = headers['wechatpay-timestamp'] ?? '';
      const nonce = headers['wechatpay-nonce'] ?? '';
      const signature = headers['wechatpay-signature'] ?? '';
      if (headers['wechatpay-serial'] !== settings.publicKeyId || !/^\d{1,12}$/.test(timestamp) || nonce === '' || signature === '') return Promise.resolve(null);
      if (Math.abs(Formatter.timestamp() - Number(timestamp)) > CLOCK_WINDOW_S) return Promise.resolve(null);
      try {
        if (!Rsa.verify(Formatter.response(timestamp, nonce, notify.body), signature, publicKey)) return Promise.resolve(null);
        const envelope = NotifySchema.safeParse(JSON.parse(notify.body));
        if (!envelope.success || envelope.data.event_type !== 'TRANSACTION.SUCCESS') return Promise.resolve(null);
        const { ciphertext, nonce: iv, associated_data: aad } = envelope.data.resource;
        const transaction = TransactionSchema.safeParse(JSON.parse(Aes.AesGcm.decrypt(ciphertext, settings.apiV3Key, iv, aad ?? '')));
        return Promise.resolve(transaction.success ? paymentOf(transaction.data) : null);
      } catch {
        // A body that is not JSON, a ciphertext that does not decrypt under our key: not WeChat's.
        return Promise.resolve(null);
      }
    },
    notifyAnswer(accepted) {
      return accepted
        ? { status: 204, contentType: 'application/json; charset=utf-8', body: '' }
        : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '通知未被接受' }) };
    },
    async query(outTradeNo) {
      try {
        return paymentOf(await call(() => api.chain(`v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`).get({ params: { mchid: settings.mchId } }), TransactionSchema));
      } catch (error) {
        // Never made at WeChat (its prepay failed before reaching it): nothing there can take money.
        if (error instanceof OutsideSystemError && error.providerCode === 'ORDER_NOT_EXIST') {
          return { outTradeNo, state: 'closed', amountFen: 0, appId: '', merchantId: settings.mchId };
        }
        throw error;
      }
    },
    async close(outTradeNo) {
      try {
        await api.chain(`v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`).post({ mchid: settings.mchId });
      } catch (error) {
        throw asOutsideError(error);
      }
    },
    async refund(request) {
      const body = {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      };
      const { status } = await call(() => api.chain('v3/refund/domestic/refunds').post(body), RefundSchema);
      return { state: status === 'SUCCESS' ? 'success' : status === 'PROCESSING' ? 'processing' : 'failed' };
    },
  };
}
