import {
  ASK_PAY_DEFAULT_HOURS,
  CreateBillRulesSchema,
  DEFAULT_CREATE_BILL_RULES,
  DEFAULT_SPLIT_RULES,
  DEFAULT_WALLET_RULES,
  SplitRulesSchema,
  WalletRulesSchema,
  type CreateBillRules,
  type SplitRules,
  type WalletRules,
} from '@aster/core-domain';
import { z } from 'zod';

/**
 * The server's configuration: every limit and every setting that differs between the demo and a production start,
 * with safe defaults. main.ts reads it from the environment (`serverConfigFromEnv`); tests pass parts of it to
 * buildServer.
 */

const count = z.number().int().positive();
const millis = z.number().int().positive();

/** Abuse limits on what one tenant, device or address may hold or create. */
export const LimitsSchema = z.object({
  /** Reservations awaiting payment one tenant may hold at once (each holds a house away from everyone else). */
  unpaidReservationsPerTenant: count.default(2),
  /** Reservations awaiting payment held at once by all accounts of one client IP (a home or office shares one). */
  unpaidReservationsPerIp: count.default(6),
  /** Reservations all accounts of one client IP may make per day. */
  reservationsPerIpDaily: count.default(10),
  /** Reservations awaiting payment held at once by all accounts of one mini-program device (its openId). */
  unpaidReservationsPerDevice: count.default(2),
  /** Reservations all accounts of one mini-program device may make per day. */
  reservationsPerDeviceDaily: count.default(5),
  /** Booked viewings (not yet over) one tenant may hold at once, across all houses. */
  bookedViewingsPerTenant: count.default(5),
  /** Accounts one mini-program device (its openId) may create. */
  accountsPerDevice: count.default(3),
  /** Accounts one client IP may create per day. */
  accountsPerIpDaily: count.default(20),
  /** Phone-change checks (check-phone: is a phone taken?) one tenant may make per hour. */
  phoneChecksPerTenantHourly: count.default(10),
  /** Phone-change checks one client IP may make per hour, all tenants together. */
  phoneChecksPerIpHourly: count.default(30),
  /** Largest photo one upload may carry (ID cards, licences; the app compresses to well under this). */
  uploadPhotoMaxBytes: count.default(2 * 1024 * 1024),
  /** Photos one tenant may upload per day (each is kept in the database). */
  uploadPhotosPerTenantDaily: count.default(60),
  /** Wrong share-link or paper-bill codes one client IP may try per hour (then every try is refused for the hour). */
  wrongCodesPerIpHourly: count.default(20),
  /** Wrong share-link or paper-bill codes one account may try per hour. */
  wrongCodesPerAccountHourly: count.default(10),
  /** Wrong share-link or paper-bill codes the accounts of one mini-program device may try per hour. */
  wrongCodesPerDeviceHourly: count.default(10),
  /** How often temporary passwords whose maker lost the lock are ended at it, and unconfirmed ends sent again (ms). */
  tempPasswordSweepMs: count.default(60_000),
  /** 二要素 checks and face scans one tenant may ask of the identity provider per day (each is paid, and answers whether a name is an ID number's holder). */
  realNameChecksPerTenantDaily: count.default(5),
  /** Hours a bill's share link (请人代付) stays open. */
  askPayShareHours: count.max(24 * 30).default(ASK_PAY_DEFAULT_HOURS),
  /** Most pixels (width x height, read from the header) a photo may declare: a small file must not decode into gigabytes. */
  uploadPhotoMaxPixels: count.default(40_000_000),
  /** Longest side in pixels a photo may declare. */
  uploadPhotoMaxSide: count.default(16_384),
  /** Minutes a hand-off link (login/auth-token) lives at most, whatever the caller asks for. */
  handoffMaxMinutes: count.max(24 * 60).default(10),
  /** Days between an account log-out request (SMS checked) and the erasure, during which the tenant may undo it. */
  accountCancelCoolingOffDays: count.max(30).default(7),
  /** How often requests whose cooling-off has passed are carried out for tenants who do not come back (ms). */
  accountCancelSweepMs: count.default(10 * 60_000),
  /** Codes one tenant may have sent to a bank card's reserved phone (not their own) per day. */
  bankCardCodesPerTenantDaily: count.default(5),
});
export type Limits = z.infer<typeof LimitsSchema>;

/** SMS codes: what one phone, address or device may ask for, and what the whole server may send in an hour. */
export const SmsLimitsSchema = z
  .object({
    /** How long a code works. */
    codeTtlMs: millis.default(10 * 60_000),
    /** Minimum gap between two codes to one phone. */
    phoneIntervalMs: millis.default(60_000),
    /** Codes per phone in a rolling hour. */
    phoneHourlyMax: count.default(5),
    /** Codes per phone in a rolling 24 hours. */
    phoneDailyMax: count.default(10),
    /** Codes per client IP in a rolling hour. */
    ipHourlyMax: count.default(30),
    /** Codes per device (the caller's mini-program openId) in a rolling 24 hours. */
    deviceDailyMax: count.default(10),
    /** Wrong answers a code survives; the next one kills it, so guessing 6 digits does not pay. */
    maxFailedAttempts: count.default(5),
    /** Codes the whole server sends in a rolling hour before the alert ('sms hourly budget crossed') is logged. */
    hourlyBudget: count.default(500),
    /** Codes the whole server sends in a rolling hour at most; beyond it every send is refused. */
    hourlyCap: count.default(1000),
  })
  .refine((sms) => sms.hourlyBudget <= sms.hourlyCap, { message: 'the hourly budget is above the hourly cap', path: ['hourlyBudget'] });
export type SmsLimits = z.infer<typeof SmsLimitsSchema>;

/** Mini-program logins. */
export const LoginSettingsSchema = z.object({
  /** How long the answer to a login code is kept, so a client's retry of the same code gets it again. */
  codeAnswerMs: millis.default(5 * 60_000),
});
export type LoginSettings = z.infer<typeof LoginSettingsSchema>;

/** How long the server waits for a client, and how much it reads. */
export const HttpLimitsSchema = z.object({
  /** The whole request, headers and body, must arrive within this (a slow body is cut off). */
  requestTimeoutMs: millis.default(30_000),
  /** The request headers must arrive within this. */
  headersTimeoutMs: millis.default(10_000),
  /** A socket with no traffic at all is closed after this. */
  idleTimeoutMs: millis.default(60_000),
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: millis.default(5_000),
  /** How often the timeouts above are checked (a timed-out request is cut within this much more). */
  timeoutCheckIntervalMs: millis.default(1_000),
  /** Largest request body in bytes. */
  bodyLimitBytes: count.default(256 * 1024),
});
export type HttpLimits = z.infer<typeof HttpLimitsSchema>;

/**
 * Who may ask for an SMS code without the picture captcha (auth/proofOfWork.ts, auth/smsStepUp.ts): the proof of work
 * an anonymous H5 call solves first, and the suspicious use after which the picture captcha is asked (step-up).
 */
export const SmsGuardSettingsSchema = z.object({
  /** PBKDF2-SHA-256 iterations of one try of the proof of work. */
  powCost: count.default(500),
  /** The answer is a counter between half of this and this: about that many tries (3/4 of it on average). */
  powMaxNumber: count.default(2000),
  /** How long a challenge may be used (once). */
  powTtlMs: millis.default(5 * 60_000),
  /** SMS requests one client IP may make in an hour before each further one needs the picture captcha. */
  stepUpRequestsPerIpHourly: count.default(5),
  /** Client IPs that may ask for one phone in an hour before a further one needs the picture captcha. */
  stepUpIpsPerPhoneHourly: count.default(3),
  /** Wrong SMS codes from one IP, or for one phone, in an hour before the next SMS needs the picture captcha. */
  stepUpWrongCodesHourly: count.default(5),
});
export type SmsGuardSettings = z.infer<typeof SmsGuardSettingsSchema>;

/** Payments: how the provider's notifies are retried and how often charges left unconfirmed are reconciled. */
export const PaySettingsSchema = z.object({
  /** How often reconciliation runs (it also runs once at every start). */
  reconcileIntervalMs: millis.default(60_000),
  /** A charge still unconfirmed this long after it was taken is confirmed (or refunded) by reconciliation. */
  confirmAfterMs: millis.default(60_000),
  /** A payment sheet opened and never answered this long ago is closed, so its order is no longer "paying". */
  attemptTtlMs: millis.default(2 * 3600 * 1000),
  /** First wait before a notify is sent again; it doubles at each try up to notifyRetryMaxMs. */
  notifyRetryBaseMs: millis.default(1_000),
  notifyRetryMaxMs: millis.default(5 * 60_000),
  /** How long WeChat's authorisation (the official account's openid for JSAPI in WeChat's browser) may take. */
  wechatOauthStateTtlMs: millis.default(10 * 60_000),
});
export type PaySettings = z.infer<typeof PaySettingsSchema>;

/** The wallet's limits (withdrawal minimum and fee, top-ups, wrong passwords before a lock), served to the pages too. */
export const WalletSettingsSchema = WalletRulesSchema.partial().transform((given): WalletRules => ({ ...DEFAULT_WALLET_RULES, ...given }));

/** Which bills may be split, into how many instalments, and the fee (none by default), served to 申请分期 too. */
export const SplitSettingsSchema = SplitRulesSchema.partial().transform((given): SplitRules => ({ ...DEFAULT_SPLIT_RULES, ...given }));
/** The amounts a tenant may pay on 自助缴费, served to the page too. */
export const CreateBillSettingsSchema = CreateBillRulesSchema.partial()
  .transform((given): CreateBillRules => ({ ...DEFAULT_CREATE_BILL_RULES, ...given }))
  .refine((rules) => rules.minFen <= rules.maxFen, 'the minimum is above the maximum');

/** The operator API (src/operator): its login, sessions, audit log and lists. */
export const OperatorSettingsSchema = z.object({
  /** Wrong passwords in a row before an operator name is locked (unknown names count too, so locks reveal no name). */
  maxWrongPasswords: count.default(5),
  /** Wrong passwords from one client address, all names together, before that address is locked out. */
  maxWrongPasswordsPerAddress: count.default(20),
  /** How long such a lock lasts. */
  lockMinutes: count.default(15),
  /** How long an operator session lasts from its login. */
  sessionTtlMinutes: count.default(8 * 60),
  /** Largest body one operator call may send. */
  bodyLimitBytes: count.default(16 * 1024),
  /** Characters of an action's body kept in its audit row (longer ones are cut). */
  auditBodyChars: count.default(2000),
  /** Most rows one operator list answers (the audit log, what waits for an action). */
  listMax: count.default(100),
  /** Shortest password the operator CLI accepts. */
  passwordMinLength: count.default(12),
});
export type OperatorSettings = z.infer<typeof OperatorSettingsSchema>;

const httpsOrigin = z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin);
/** An http(s) URL's origin; a Leaflet template's `{s}` subdomain becomes the wildcard a CSP source allows. */
const sourceOrigin = z
  .string()
  .regex(/^https?:\/\/[^/?#\s]+/)
  .transform((url) => /^https?:\/\/[^/?#\s]+/.exec(url.replace('{s}', '*'))?.[0]?.toLowerCase() ?? '');

/** What the H5 build calls beyond this server, so its Content-Security-Policy allows exactly that (web/h5.ts). */
export const H5SourcesSchema = z.object({
  /** The API base the H5 app was built with (ASTER_API_BASE) when it is another origin than this server. */
  apiOrigin: sourceOrigin.optional(),
  /** The map tile template the H5 app was built with (ASTER_MAP_TILE_URL). */
  mapTileOrigin: sourceOrigin.optional(),
});
export type H5Sources = z.infer<typeof H5SourcesSchema>;

export const ServerConfigSchema = z.object({
  /**
   * scheme://host[:port] of the server as tenants reach it: absolute links (pictures, payUrl) are built from it,
   * never from the request's Host header. Unset: the address the server listens on, read from the socket.
   */
  publicOrigin: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /**
   * Addresses (IPs or CIDR ranges) of the reverse proxies whose X-Forwarded-For is believed; the client IP (per-IP
   * limits) is read from it only when the socket's peer is one of them. Empty: the socket's address, always.
   */
  trustProxy: z.array(z.string().min(1)).default([]),
  /**
   * Signs the provider's notifies (HMAC-SHA256). Required in production (main.ts refuses to start without it);
   * unset in dev and demo starts: a fixed dev key, so notifies written before a restart still verify after it.
   */
  merchantKey: z.string().min(32).optional(),
  /** https origins other than this server's that serve the H5 app and may call the API (CORS); loopback pages only outside production. */
  corsOrigins: z.array(httpsOrigin).default([]),
  h5: H5SourcesSchema.default({}),
  /**
   * Signs the proof-of-work challenges (HMAC-SHA256), shared by every instance behind one address. Required in
   * production; a dev, demo or test start uses a fixed dev key.
   */
  powHmacKey: z.string().min(32).optional(),
  smsGuard: SmsGuardSettingsSchema.default(SmsGuardSettingsSchema.parse({})),
  limits: LimitsSchema.default(LimitsSchema.parse({})),
  sms: SmsLimitsSchema.default(SmsLimitsSchema.parse({})),
  login: LoginSettingsSchema.default(LoginSettingsSchema.parse({})),
  http: HttpLimitsSchema.default(HttpLimitsSchema.parse({})),
  pay: PaySettingsSchema.default(PaySettingsSchema.parse({})),
  wallet: WalletSettingsSchema.default(DEFAULT_WALLET_RULES),
  split: SplitSettingsSchema.default(DEFAULT_SPLIT_RULES),
  createBill: CreateBillSettingsSchema.default(DEFAULT_CREATE_BILL_RULES),
  operator: OperatorSettingsSchema.default(OperatorSettingsSchema.parse({})),
});
export type ServerConfig = z.infer<typeof ServerConfigSchema>;

/** What buildServer takes: any part of the configuration, the rest from the defaults. */
export interface ServerConfigInput {
  publicOrigin?: string;
  trustProxy?: string[];
  limits?: Partial<Limits>;
  sms?: Partial<SmsLimits>;
  login?: Partial<LoginSettings>;
  http?: Partial<HttpLimits>;
  merchantKey?: string;
  corsOrigins?: string[];
  h5?: { apiOrigin?: string; mapTileOrigin?: string };
  powHmacKey?: string;
  smsGuard?: Partial<SmsGuardSettings>;
  pay?: Partial<PaySettings>;
  wallet?: Partial<WalletRules>;
  split?: Partial<SplitRules>;
  createBill?: Partial<CreateBillRules>;
  operator?: Partial<OperatorSettings>;
}

export function parseServerConfig(input: ServerConfigInput = {}): ServerConfig {
  return ServerConfigSchema.parse({
    publicOrigin: input.publicOrigin,
    trustProxy: input.trustProxy,
    limits: LimitsSchema.parse(input.limits ?? {}),
    sms: SmsLimitsSchema.parse(input.sms ?? {}),
    login: LoginSettingsSchema.parse(input.login ?? {}),
    http: HttpLimitsSchema.parse(input.http ?? {}),
    merchantKey: input.merchantKey,
    corsOrigins: input.corsOrigins,
    h5: input.h5,
    powHmacKey: input.powHmacKey,
    smsGuard: SmsGuardSettingsSchema.parse(input.smsGuard ?? {}),
    pay: PaySettingsSchema.parse(input.pay ?? {}),
    wallet: WalletSettingsSchema.parse(input.wallet ?? {}),
    split: SplitSettingsSchema.parse(input.split ?? {}),
    createBill: CreateBillSettingsSchema.parse(input.createBill ?? {}),
    operator: OperatorSettingsSchema.parse(input.operator ?? {}),
  });
}

/** The environment variable of each setting (all optional). */
export const CONFIG_ENV = {
  publicOrigin: 'ASTER_PUBLIC_ORIGIN',
  trustProxy: 'ASTER_TRUST_PROXY',
  merchantKey: 'ASTER_MERCHANT_KEY',
  corsOrigins: 'ASTER_CORS_ORIGINS',
  h5: {
    apiOrigin: 'ASTER_API_BASE',
    mapTileOrigin: 'ASTER_MAP_TILE_URL',
  },
  powHmacKey: 'ASTER_POW_HMAC_KEY',
  smsGuard: {
    powCost: 'ASTER_POW_COST',
    powMaxNumber: 'ASTER_POW_MAX_NUMBER',
    powTtlMs: 'ASTER_POW_TTL_MS',
    stepUpRequestsPerIpHourly: 'ASTER_STEP_UP_SMS_PER_IP_HOURLY',
    stepUpIpsPerPhoneHourly: 'ASTER_STEP_UP_IPS_PER_PHONE_HOURLY',
    stepUpWrongCodesHourly: 'ASTER_STEP_UP_WRONG_CODES_HOURLY',
  },
  limits: {
    unpaidReservationsPerTenant: 'ASTER_LIMIT_UNPAID_RESERVATIONS',
    unpaidReservationsPerIp: 'ASTER_LIMIT_UNPAID_RESERVATIONS_PER_IP',
    reservationsPerIpDaily: 'ASTER_LIMIT_RESERVATIONS_PER_IP_DAILY',
    unpaidReservationsPerDevice: 'ASTER_LIMIT_UNPAID_RESERVATIONS_PER_DEVICE',
    reservationsPerDeviceDaily: 'ASTER_LIMIT_RESERVATIONS_PER_DEVICE_DAILY',
    bookedViewingsPerTenant: 'ASTER_LIMIT_BOOKED_VIEWINGS',
    accountsPerDevice: 'ASTER_LIMIT_ACCOUNTS_PER_DEVICE',
    accountsPerIpDaily: 'ASTER_LIMIT_ACCOUNTS_PER_IP_DAILY',
    phoneChecksPerTenantHourly: 'ASTER_LIMIT_PHONE_CHECKS_PER_TENANT_HOURLY',
    phoneChecksPerIpHourly: 'ASTER_LIMIT_PHONE_CHECKS_PER_IP_HOURLY',
    uploadPhotoMaxBytes: 'ASTER_LIMIT_UPLOAD_PHOTO_BYTES',
    uploadPhotosPerTenantDaily: 'ASTER_LIMIT_UPLOAD_PHOTOS_DAILY',
    wrongCodesPerIpHourly: 'ASTER_LIMIT_WRONG_CODES_PER_IP_HOURLY',
    wrongCodesPerAccountHourly: 'ASTER_LIMIT_WRONG_CODES_PER_ACCOUNT_HOURLY',
    wrongCodesPerDeviceHourly: 'ASTER_LIMIT_WRONG_CODES_PER_DEVICE_HOURLY',
    tempPasswordSweepMs: 'ASTER_TEMP_PASSWORD_SWEEP_MS',
    askPayShareHours: 'ASTER_LIMIT_ASK_PAY_HOURS',
    uploadPhotoMaxPixels: 'ASTER_LIMIT_UPLOAD_PHOTO_PIXELS',
    uploadPhotoMaxSide: 'ASTER_LIMIT_UPLOAD_PHOTO_SIDE',
    handoffMaxMinutes: 'ASTER_LIMIT_HANDOFF_MINUTES',
    accountCancelCoolingOffDays: 'ASTER_ACCOUNT_CANCEL_COOLING_OFF_DAYS',
    accountCancelSweepMs: 'ASTER_ACCOUNT_CANCEL_SWEEP_MS',
    bankCardCodesPerTenantDaily: 'ASTER_LIMIT_BANK_CARD_CODES_DAILY',
    realNameChecksPerTenantDaily: 'ASTER_LIMIT_REAL_NAME_CHECKS_DAILY',
  },
  sms: {
    codeTtlMs: 'ASTER_LIMIT_SMS_CODE_TTL_MS',
    phoneIntervalMs: 'ASTER_LIMIT_SMS_PHONE_INTERVAL_MS',
    phoneHourlyMax: 'ASTER_LIMIT_SMS_PER_PHONE_HOURLY',
    phoneDailyMax: 'ASTER_LIMIT_SMS_PER_PHONE_DAILY',
    ipHourlyMax: 'ASTER_LIMIT_SMS_PER_IP_HOURLY',
    deviceDailyMax: 'ASTER_LIMIT_SMS_PER_DEVICE_DAILY',
    maxFailedAttempts: 'ASTER_LIMIT_SMS_WRONG_CODES',
    hourlyBudget: 'ASTER_SMS_HOURLY_BUDGET',
    hourlyCap: 'ASTER_SMS_HOURLY_CAP',
  },
  login: {
    codeAnswerMs: 'ASTER_LOGIN_CODE_ANSWER_MS',
  },
  http: {
    requestTimeoutMs: 'ASTER_REQUEST_TIMEOUT_MS',
    headersTimeoutMs: 'ASTER_HEADERS_TIMEOUT_MS',
    idleTimeoutMs: 'ASTER_IDLE_TIMEOUT_MS',
    keepAliveTimeoutMs: 'ASTER_KEEP_ALIVE_TIMEOUT_MS',
    timeoutCheckIntervalMs: 'ASTER_TIMEOUT_CHECK_INTERVAL_MS',
    bodyLimitBytes: 'ASTER_BODY_LIMIT_BYTES',
  },
  pay: {
    reconcileIntervalMs: 'ASTER_PAY_RECONCILE_INTERVAL_MS',
    confirmAfterMs: 'ASTER_PAY_CONFIRM_AFTER_MS',
    attemptTtlMs: 'ASTER_PAY_ATTEMPT_TTL_MS',
    notifyRetryBaseMs: 'ASTER_PAY_NOTIFY_RETRY_BASE_MS',
    notifyRetryMaxMs: 'ASTER_PAY_NOTIFY_RETRY_MAX_MS',
    wechatOauthStateTtlMs: 'ASTER_PAY_WECHAT_OAUTH_TTL_MS',
  },
  wallet: {
    withdrawMinFen: 'ASTER_WALLET_WITHDRAW_MIN_FEN',
    withdrawMaxFen: 'ASTER_WALLET_WITHDRAW_MAX_FEN',
    feePermille: 'ASTER_WALLET_FEE_PERMILLE',
    minFeeFen: 'ASTER_WALLET_MIN_FEE_FEN',
    withdrawalsPerDay: 'ASTER_WALLET_WITHDRAWALS_PER_DAY',
    topUpMinFen: 'ASTER_WALLET_TOP_UP_MIN_FEN',
    topUpMaxFen: 'ASTER_WALLET_TOP_UP_MAX_FEN',
    maxWrongPasswords: 'ASTER_WALLET_MAX_WRONG_PASSWORDS',
    lockMinutes: 'ASTER_WALLET_LOCK_MINUTES',
  },
  split: {
    minBillFen: 'ASTER_SPLIT_MIN_BILL_FEN',
    minInstalmentFen: 'ASTER_SPLIT_MIN_INSTALMENT_FEN',
    maxOverdueDays: 'ASTER_SPLIT_MAX_OVERDUE_DAYS',
    feeBasisPoints: 'ASTER_SPLIT_FEE_BASIS_POINTS',
  },
  createBill: {
    minFen: 'ASTER_CREATE_BILL_MIN_FEN',
    maxFen: 'ASTER_CREATE_BILL_MAX_FEN',
  },
  operator: {
    maxWrongPasswords: 'ASTER_OPERATOR_MAX_WRONG_PASSWORDS',
    maxWrongPasswordsPerAddress: 'ASTER_OPERATOR_MAX_WRONG_PER_ADDRESS',
    lockMinutes: 'ASTER_OPERATOR_LOCK_MINUTES',
    sessionTtlMinutes: 'ASTER_OPERATOR_SESSION_TTL_MINUTES',
    bodyLimitBytes: 'ASTER_OPERATOR_BODY_LIMIT_BYTES',
    auditBodyChars: 'ASTER_OPERATOR_AUDIT_BODY_CHARS',
    listMax: 'ASTER_OPERATOR_LIST_MAX',
    passwordMinLength: 'ASTER_OPERATOR_PASSWORD_MIN_LENGTH',
  },
} as const satisfies {
  publicOrigin: string;
  trustProxy: string;
  merchantKey: string;
  corsOrigins: string;
  h5: Record<keyof H5Sources, string>;
  powHmacKey: string;
  smsGuard: Record<keyof SmsGuardSettings, string>;
  limits: Record<keyof Limits, string>;
  sms: Record<keyof SmsLimits, string>;
  login: Record<keyof LoginSettings, string>;
  http: Record<keyof HttpLimits, string>;
  pay: Record<keyof PaySettings, string>;
  wallet: Record<keyof WalletRules, string>;
  /** The counts offered (2, 3, 6) are set in code, not by a number in the environment. */
  split: Record<Exclude<keyof SplitRules, 'counts'>, string>;
  createBill: Record<keyof CreateBillRules, string>;
  operator: Record<keyof OperatorSettings, string>;
};

function numbers<K extends string>(env: NodeJS.ProcessEnv, names: Record<K, string>): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of Object.keys(names) as K[]) {
    const text = env[names[key]];
    if (text !== undefined && text.trim() !== '') out[key] = Number(text);
  }
  return out;
}

/** Reads the configuration from the environment; a malformed value stops the start with the variable's name. */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const list = (name: string) =>
    (env[name] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  const proxies = env[CONFIG_ENV.trustProxy];
  const result = ServerConfigSchema.safeParse({
    publicOrigin: env[CONFIG_ENV.publicOrigin] || undefined,
    trustProxy: proxies === undefined ? [] : proxies.split(',').map((part) => part.trim()).filter((part) => part !== ''),
    limits: numbers(env, CONFIG_ENV.limits),
    sms: numbers(env, CONFIG_ENV.sms),
    login: numbers(env, CONFIG_ENV.login),
    http: numbers(env, CONFIG_ENV.http),
    merchantKey: env[CONFIG_ENV.merchantKey] || undefined,
    corsOrigins: list(CONFIG_ENV.corsOrigins),
    h5: { apiOrigin: env[CONFIG_ENV.h5.apiOrigin] || undefined, mapTileOrigin: env[CONFIG_ENV.h5.mapTileOrigin] || undefined },
    powHmacKey: env[CONFIG_ENV.powHmacKey] || undefined,
    smsGuard: numbers(env, CONFIG_ENV.smsGuard),
    pay: numbers(env, CONFIG_ENV.pay),
    wallet: numbers(env, CONFIG_ENV.wallet),
    split: numbers(env, CONFIG_ENV.split),
    createBill: numbers(env, CONFIG_ENV.createBill),
    operator: numbers(env, CONFIG_ENV.operator),
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const [group, key] = issue.path as string[];
      const table = CONFIG_ENV as unknown as Record<string, string | Record<string, string>>;
      const entry = group === undefined ? undefined : table[group];
      const name = typeof entry === 'string' ? entry : key !== undefined && entry !== undefined ? entry[key] : group;
      return `${name ?? '?'}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * What a production start must be given of the server's own secrets; main.ts refuses to start while any is missing.
 */
export function productionConfigProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (config.powHmacKey === undefined) problems.push(`${CONFIG_ENV.powHmacKey} is required in production (at least 32 random characters, the same on every instance; a dev or demo start uses a fixed dev key)`);
  return problems;
}
