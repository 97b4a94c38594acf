import crypto from 'node:crypto';
import fs from 'node:fs';
import type * as AlipaySdkModule from 'alipay-sdk';
import { z } from 'zod';
import { OutsideSystemError, type SettingsFromEnv, type ValidateOptions } from './outsideSystem';

/**
 * The Alipay open platform app the server acts as (public-key mode, RSA2): the mini-program's app, whose products
 * (JSAPI and WAP payments, the mini-program login, the identity services) are signed for on the open platform.
 */
export interface AlipaySettings {
  appId: string;
  /** The app's private key, PKCS#8 PEM (the open platform holds its public half). */
  privateKey: string;
  /** Alipay's public key (支付宝公钥), SPKI PEM: verifies Alipay's answers and notifies. */
  alipayPublicKey: string;
  /** The merchant's partner id (2088...): the seller_id every payment of ours carries. */
  sellerId: string;
  /** The open platform's gateway (a test points it at its fake). */
  gateway: string;
  /** How long one call to the gateway may take. */
  timeoutMs: number;
  /** The face scan's product (biz_code of face.certify.initialize), as signed for on the open platform. */
  faceBizCode: string;
}

export const ALIPAY_ENV = {
  appId: 'ASTER_ALIPAY_APP_ID',
  privateKeyFile: 'ASTER_ALIPAY_PRIVATE_KEY_FILE',
  publicKeyFile: 'ASTER_ALIPAY_PUBLIC_KEY_FILE',
  sellerId: 'ASTER_ALIPAY_SELLER_ID',
  gateway: 'ASTER_ALIPAY_GATEWAY',
  timeoutMs: 'ASTER_ALIPAY_TIMEOUT_MS',
  faceBizCode: 'ASTER_ALIPAY_FACE_BIZ_CODE',
} as const;

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const ALIPAY_DEFAULT_TIMEOUT_MS = 5_000;
const ALIPAY_DEFAULT_FACE_BIZ_CODE = 'FUTURE_TECH_BIZ_FACE_SDK';

/** A key file as the open platform's key tool writes it (bare base64) or as PEM. */
function keyFromText(text: string, kind: 'private' | 'public'): crypto.KeyObject {
  const trimmed = text.trim();
  if (trimmed.includes('-----BEGIN')) return kind === 'private' ? crypto.createPrivateKey(trimmed) : crypto.createPublicKey(trimmed);
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  if (kind === 'public') return crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
  try {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** An RSA key read from its file as PEM, or the problem naming the variable. */
function rsaKeyFile(env: NodeJS.ProcessEnv, variable: string, kind: 'private' | 'public', what: string): { pem?: string; problem?: string } {
  const file = env[variable];
  if (!file) return { problem: `${variable} is required: the path of ${what}` };
  let key: crypto.KeyObject;
  try {
    key = keyFromText(fs.readFileSync(file, 'utf8'), kind);
  } catch {
    return { problem: `${variable}: ${file} is not a readable RSA ${kind} key (PEM or the key tool's base64)` };
  }
  if (key.asymmetricKeyType !== 'rsa') return { problem: `${variable}: ${file} is not an RSA key (Alipay's RSA2 needs one)` };
  // Trimmed: the SDK's key formatting keeps a trailing blank line as part of the key.
  const pem = kind === 'private' ? key.export({ type: 'pkcs8', format: 'pem' }) : key.export({ type: 'spki', format: 'pem' });
  return { pem: pem.toString().trim() };
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The settings as the environment gives them; a key file is read (and checked) here. */
function readAlipaySettings(env: NodeJS.ProcessEnv): SettingsFromEnv<AlipaySettings> {
  const problems: string[] = [];
  const appId = env[ALIPAY_ENV.appId] ?? '';
  if (!/^\d{8,32}$/.test(appId)) problems.push(`${ALIPAY_ENV.appId} is required: the app's APPID on the Alipay open platform (digits)`);
  const sellerId = env[ALIPAY_ENV.sellerId] ?? '';
  if (!/^2088\d{12}$/.test(sellerId)) problems.push(`${ALIPAY_ENV.sellerId} is required: the merchant's partner id (PID, 2088 and 12 digits)`);
  const privateKey = rsaKeyFile(env, ALIPAY_ENV.privateKeyFile, 'private', "the app's RSA2 private key (应用私钥)");
  const alipayPublicKey = rsaKeyFile(env, ALIPAY_ENV.publicKeyFile, 'public', "Alipay's public key (支付宝公钥) of the app");
  for (const key of [privateKey, alipayPublicKey]) if (key.problem !== undefined) problems.push(key.problem);
  const gateway = env[ALIPAY_ENV.gateway] || ALIPAY_DEFAULT_GATEWAY;
  let gatewayUrl: URL | null = null;
  try {
    gatewayUrl = new URL(gateway);
  } catch {
    problems.push(`${ALIPAY_ENV.gateway} is not a URL (got ${gateway})`);
  }
  if (gatewayUrl !== null && gatewayUrl.protocol !== 'https:' && !isLoopback(gatewayUrl)) problems.push(`${ALIPAY_ENV.gateway} must be https (got ${gateway})`);
  const timeoutText = env[ALIPAY_ENV.timeoutMs];
  const timeoutMs = timeoutText ? Number(timeoutText) : ALIPAY_DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) problems.push(`${ALIPAY_ENV.timeoutMs} must be a positive whole number of milliseconds (got ${timeoutText})`);
  const faceBizCode = env[ALIPAY_ENV.faceBizCode] || ALIPAY_DEFAULT_FACE_BIZ_CODE;
  if (!/^[A-Z0-9_]{1,64}$/.test(faceBizCode)) problems.push(`${ALIPAY_ENV.faceBizCode} is not a biz_code (got ${faceBizCode})`);
  if (problems.length > 0 || privateKey.pem === undefined || alipayPublicKey.pem === undefined) return { settings: null, problems };
  return { settings: { appId, privateKey: privateKey.pem, alipayPublicKey: alipayPublicKey.pem, sellerId, gateway, timeoutMs, faceBizCode }, problems };
}

/** Medusa-style validateOptions over the environment: each missing or wrong Alipay setting, by variable. */
export const validateAlipayOptions: ValidateOptions<NodeJS.ProcessEnv> = (env) => readAlipaySettings(env).problems;

/** True when any Alipay setting is given: the adapters are then wanted, and every setting must be right. */
export const alipayConfigured = (env: NodeJS.ProcessEnv): boolean => Object.values(ALIPAY_ENV).some((variable) => Boolean(env[variable]));

/** The Alipay settings of the environment: none when no Alipay variable is set, else the settings or their problems. */
export function alipaySettingsFromEnv(env: NodeJS.ProcessEnv): SettingsFromEnv<AlipaySettings> {
  return alipayConfigured(env) ? readAlipaySettings(env) : { settings: null, problems: [] };
}

/** Loaded on first use: a start without Alipay's settings does not load the SDK and its HTTP client. */
let sdkModule: Promise<typeof AlipaySdkModule> | undefined;
const loadSdk = () => (sdkModule ??= import('alipay-sdk'));

/** The SDK of one app, made at its first use. */
export type AlipayClient = () => Promise<AlipaySdkModule.AlipaySdk>;

/** Alipay's own SDK over the settings (RSA2, answers left in Alipay's snake_case), made at its first use. */
export function alipayClient(settings: AlipaySettings): AlipayClient {
  let client: Promise<AlipaySdkModule.AlipaySdk> | undefined;
  return () =>
    (client ??= loadSdk().then(
      ({ AlipaySdk: Sdk }) =>
        new Sdk({
          appId: settings.appId,
          privateKey: settings.privateKey,
          keyType: 'PKCS8',
          alipayPublicKey: settings.alipayPublicKey,
          signType: 'RSA2',
          gateway: settings.gateway,
          timeout: settings.timeoutMs,
          camelcase: false,
        }),
    ));
}

/** What the gateway answers for one method (its `<method>_response`, or the gateway's `error_response`). */
export const AlipayAnswerSchema = z.looseObject({ code: z.string(), msg: z.string().optional(), sub_code: z.string().optional(), sub_msg: z.string().optional() });
/** An answer; `unverified` marks the gateway's error_response, which only a refusal may be read from. */
export type AlipayAnswer = z.infer<typeof AlipayAnswerSchema> & { unverified?: true };

/** Alipay's code of a call that did what was asked. */
export const ALIPAY_SUCCESS = '10000';

/**
 * One call to the open platform. A `<method>_response` is believed only when Alipay's signature over it verifies
 * (validateSign). A gateway `error_response` (a refused code, a bad argument) is answered unverified: a refusal grants
 * nothing, and the SDK can only check a method's own response. Anything else throws an OutsideSystemError; the
 * SDK's message is not passed on (it may quote the answer, tokens included).
 */
export async function alipayCall(client: AlipayClient, system: string, method: string, params: AlipaySdkModule.IRequestParams): Promise<AlipayAnswer> {
  const [sdk, { AlipayRequestError }] = await Promise.all([client(), loadSdk()]);
  let answer: unknown;
  try {
    answer = await sdk.exec(method, params, { validateSign: true });
  } catch (error) {
    const refusal = error instanceof AlipayRequestError ? gatewayRefusal(error.responseDataRaw) : null;
    if (refusal !== null) return refusal;
    const reason = error instanceof AlipayRequestError ? 'no verified answer' : 'the call failed';
    throw new OutsideSystemError(system, `${method}: ${reason}`, error instanceof AlipayRequestError ? error.code : undefined);
  }
  const parsed = AlipayAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new OutsideSystemError(system, `${method}: the answer has no code`);
  return parsed.data;
}

function gatewayRefusal(raw: string | undefined): AlipayAnswer | null {
  if (raw === undefined) return null;
  try {
    const parsed = AlipayAnswerSchema.safeParse((JSON.parse(raw) as { error_response?: unknown }).error_response);
    return parsed.success && parsed.data.code !== ALIPAY_SUCCESS ? { ...parsed.data, unverified: true } : null;
  } catch {
    return null;
  }
}

/** An answer that is not a success, as the error a port throws (the provider's sub_code kept, nothing of the request). */
export const alipayRefused = (system: string, method: string, answer: AlipayAnswer): OutsideSystemError =>
  new OutsideSystemError(system, `${method} refused: ${answer.code} ${answer.sub_code ?? ''}`.trim(), answer.sub_code ?? answer.code);

/** Fen as Alipay's amount: yuan with two decimals ("12.30"). */
export function yuanOf(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan amount as fen, by its digits (no float); null when it is not an amount. */
export function fenOf(yuan: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** Alipay's "yyyy-MM-dd HH:mm:ss" in China time (UTC+8, no daylight saving). */
export function chinaTimeOf(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" (China time) as epoch ms; undefined when it is not one. */
export function epochOfChinaTime(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const epoch = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(epoch) ? undefined : epoch;
}
