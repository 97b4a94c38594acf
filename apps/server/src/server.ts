import crypto from 'node:crypto';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { API_PREFIXES, listEndpoints } from '@aster/core-api';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEV_POW_HMAC_KEY } from './auth/proofOfWork';
import { maskMobile } from './auth/secrets';
import { systemClock, type ServerClock } from './clock';
import { parseServerConfig, SmsLimitsSchema, type ServerConfigInput, type SmsLimits } from './config';
import { openDatabase, type Db } from './db/database';
import { DevFlagsSchema, type DevFlags } from './devFlags';
import { seedsDemoData, type ApiMode, type AsterEnv } from './env';
import { simulatedProviders, type Providers } from './outside/providers';
import { serverFeatures } from './features';
import { registerCors } from './http/cors';
import { DevCodeBook } from './http/devCodes';
import { failure } from './http/envelope';
import { BusinessError, errors } from './http/errors';
import { FAULT_HEADER, emptyListsInAnswer, isEmptyPlan, parseFaultHeader, type FaultPlan } from './http/faults';
import { DEV_MERCHANT_KEY } from './pay/simulatedGateway';
import { registerFeatures, type ServedEndpoint, type ServerFeature } from './serverFeature';
import { createServices } from './services';
import { registerH5, webRedirectTarget } from './web/h5';

export const DEFAULT_SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const DEFAULT_H5_DIR = path.resolve(__dirname, '../../h5/dist');

export interface ServerOptions {
  /** The start's mode (src/env.ts); default 'test'. main.ts reads it from ASTER_ENV. */
  mode?: AsterEnv;
  /**
   * Which API it serves (src/env.ts): 'full' (default) or 'spec', spec section 7's calls alone (every extension
   * answers the 404 envelope, home/config lists no extension, the SMS send asks no proof of work). main.ts: ASTER_API.
   */
  api?: ApiMode;
  /** Outside systems to use instead of the simulators (production passes every one; tests pass fakes). */
  providers?: Partial<Providers>;
  /** SQLite file (its folder is created when missing), ':memory:', or a serialised database opened in memory (tests). */
  dbPath: string | Buffer;
  devFlags?: Partial<DevFlags>;
  /** The H5 build served under /aster/ (default apps/h5/dist). */
  h5Dir?: string;
  /** Fastify logger options (false: silent). Query values that are secrets are masked in every request line. */
  logger?: FastifyServerOptions['logger'];
  clock?: ServerClock;
  sessionTtlMs?: number;
  /** Over config.sms. */
  smsLimits?: Partial<SmsLimits>;
  /** Faults applied to every API call, by configuration (no dev flag needed). */
  faults?: FaultPlan;
  /** Limits, timeouts, the public origin and the trusted proxies (src/config.ts; defaults for what is left out). */
  config?: ServerConfigInput;
  /** Tests only: believe X-Forwarded-For from anyone, to act as several IPs (production lists its proxies in config.trustProxy). */
  trustProxy?: boolean;
  /** Same as config.publicOrigin. */
  publicOrigin?: string;
  /** Check every answer against the catalogue (default on: a mismatch is a 500 and a log line). */
  validateResponses?: boolean;
  /** The features to serve (default src/features.ts: all of them). */
  features?: readonly ServerFeature[];
}

export interface AsterServer {
  app: FastifyInstance;
  db: Db;
  /** The catalogue endpoints the features serve, each with its feature (src/features.ts). */
  served: readonly ServedEndpoint[];
  /** Every HTTP route the server answers (HEAD twins of GET routes left out), as registered. */
  routes: readonly HttpRoute[];
}

export interface HttpRoute {
  method: string;
  /** Fastify's pattern (`:id` for a path parameter). */
  url: string;
}

// shareid and shortlink: the two parts of a lock share link (the lock_auth_accept page, share-info), a key to a home;
// state: WeChat's OAuth state (who is being authorised, and where they return).
const SECRET_QUERY_KEYS = new Set(['token', 'outtoken', 'code', 'authcode', 'jscode', 'openidcode', 'idnum', 'name', 'uniqueid', 'shareid', 'shortlink', 'state']);

/** Share codes travel as the path parameter `{code}` of some calls (coupon/shared/{code}): the segments of each such path. */
const SECRET_PATHS = listEndpoints()
  .map(({ def }) => `${def.prefix}/${def.path}`.split('/'))
  .filter((segments) => segments.includes('{code}'));

/** The path with each share code in it replaced. */
function redactPath(pathname: string): string {
  const segments = pathname.split('/');
  const pattern = SECRET_PATHS.find((candidate) => candidate.length === segments.length && candidate.every((part, index) => part.startsWith('{') || part === segments[index]));
  return pattern === undefined ? pathname : segments.map((part, index) => (pattern[index] === '{code}' ? '***' : part)).join('/');
}

/** A request URL fit for a log line: share codes in the path and secret query values replaced, phones masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const [key, value] of [...params]) {
    const lower = key.toLowerCase();
    if (SECRET_QUERY_KEYS.has(lower)) params.set(key, '***');
    else if (lower === 'mobile' || lower.endsWith('phone')) params.set(key, maskMobile(value));
  }
  return `${redactPath(url.slice(0, queryStart))}?${params.toString()}`;
}

function loggerOptions(logger: ServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const serializers = {
    req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
  };
  return logger === true ? { serializers } : { ...logger, serializers: { ...logger.serializers, ...serializers } };
}

const catalogueFeatureOf = new Map(listEndpoints().map(({ feature, def }) => [def, feature]));

/** The catalogue features with at least one extension (an entry outside section 7) among the endpoints served. */
export function extensionFeaturesOf(served: readonly ServedEndpoint[]): string[] {
  const features = new Set<string>();
  for (const { def } of served) {
    const feature = def.extension === undefined ? undefined : catalogueFeatureOf.get(def);
    if (feature !== undefined) features.add(feature);
  }
  return [...features].sort();
}

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

export async function buildServer(options: ServerOptions): Promise<AsterServer> {
  const devFlags = DevFlagsSchema.parse(options.devFlags ?? {});
  const clock = options.clock ?? systemClock;
  const config = parseServerConfig({ ...options.config, publicOrigin: options.publicOrigin ?? options.config?.publicOrigin });
  const { http } = config;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Default: trust no proxy, so X-Forwarded-For cannot pick the IP that per-IP limits count.
    trustProxy: options.trustProxy ?? (config.trustProxy.length > 0 ? config.trustProxy : false),
    bodyLimit: http.bodyLimitBytes,
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: { headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs), connectionsCheckingInterval: http.timeoutCheckIntervalMs },
  });
  const features = options.features ?? serverFeatures;
  const routes: HttpRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  const mode = options.mode ?? 'test';
  const api = options.api ?? 'full';
  const db = openDatabase(options.dbPath, features, seedsDemoData(mode));
  app.addHook('onClose', () => {
    db.close();
  });

  const devCodes = devFlags.exposeCodes ? new DevCodeBook() : null;
  const providers: Providers = {
    ...simulatedProviders({
      log: (message) => app.log.info(message),
      revealSms: devCodes ? (mobile, code) => devCodes.recordSms(mobile, code) : undefined,
      merchantKey: config.merchantKey ?? DEV_MERCHANT_KEY,
      db,
    }),
    ...options.providers,
  };
  const services = createServices(db, clock, {
    mode,
    api,
    providers,
    smsLimits: SmsLimitsSchema.parse({ ...config.sms, ...options.smsLimits }),
    loginSettings: config.login,
    log: app.log,
    captcha: { reveal: devCodes ? (captchaId, code) => devCodes.recordCaptcha(captchaId, code) : undefined },
    // The proof-of-work challenge is an extension: a spec-only start asks none (the picture captcha stays the step-up).
    smsGuard: { ...config.smsGuard, hmacKey: config.powHmacKey ?? DEV_POW_HMAC_KEY, proofOfWork: api === 'full' },
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    imSecret: crypto.randomBytes(32).toString('hex'),
    paySettings: config.pay,
    walletRules: config.wallet,
    splitRules: config.split,
    createBillRules: config.createBill,
    devFlags,
    publicOrigin: config.publicOrigin,
    limits: config.limits,
    operatorSettings: config.operator,
    features,
  });

  // An empty JSON body (a POST with nothing to say, e.g. logout) is an empty object, not a parse error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(errors.invalidParams('请求内容不是合法的 JSON'), undefined);
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.code(error.httpStatus).send(failure(error));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(200).send(failure(errors.invalidParams(status === 413 ? '请求内容过大' : '请求格式不正确')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(errors.internal()));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (isApiPath(pathname)) return reply.code(404).send(failure(errors.notFound()));
    const target = request.method === 'GET' || request.method === 'HEAD' ? webRedirectTarget(pathname) : null;
    if (target !== null) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${target}${query}`, 302);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  registerCors(app, isApiPath, { mode, allowedOrigins: config.corsOrigins });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || request.method === 'OPTIONS') return;
    let plan: FaultPlan = options.faults ?? {};
    const header = request.headers[FAULT_HEADER];
    if (devFlags.faultHeader && typeof header === 'string') {
      const fromHeader = parseFaultHeader(header);
      if (fromHeader === null) throw errors.invalidParams(`${FAULT_HEADER} 格式不正确`);
      plan = { ...plan, ...fromHeader };
    }
    if (isEmptyPlan(plan)) return;
    if (plan.emptyLists) emptyListsInAnswer(request);
    if (plan.latencyMs) await delay(plan.latencyMs);
    if (plan.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (plan.unauthorized) throw errors.unauthorized();
    if (plan.status !== undefined) {
      return reply.code(plan.status).send(failure(new BusinessError(String(plan.status), `服务暂时不可用，请稍后再试[${plan.status}]`, plan.status)));
    }
  });

  const served = await registerFeatures(app, services, features, {
    resolveToken: (token) => services.sessions.resolve(token),
    publicOrigin: config.publicOrigin,
    validateResponses: options.validateResponses ?? true,
    api,
  });
  services.extensions.features = extensionFeaturesOf(served);

  devCodes?.register(app);

  await registerH5(app, options.h5Dir ?? DEFAULT_H5_DIR, { sources: config.h5, publicOrigin: config.publicOrigin });
  return { app, db, served, routes };
}
