import type { ScryptOptions } from 'node:crypto';
import type { CreateBillRules, SplitRules, WalletRules } from '@aster/core-domain';
import { createCaptchaService, type CaptchaOptions, type CaptchaService } from './auth/captcha';
import { createSessionService, type SessionService } from './auth/sessions';
import { createSmsService, type SmsLog, type SmsService } from './auth/sms';
import { createSmsGuard, type SmsGuard, type SmsGuardSettingsWithKey } from './auth/smsGuard';
import { createUserRepository, type UserRepository } from './auth/users';
import type { ServerClock } from './clock';
import type { Limits, LoginSettings, OperatorSettings, PaySettings, SmsLimits } from './config';
import type { ServerFeature } from './serverFeature';
import type { Db } from './db/database';
import type { DevFlags } from './devFlags';
import type { ApiMode, AsterEnv } from './env';
import type { Providers } from './outside/providers';
import { createPayService, type PayService } from './pay/payService';

/** Everything the features use, built once per server over one database. */
export interface Services {
  /** The start's mode (src/env.ts): what may be simulated, seeded or served for development. */
  mode: AsterEnv;
  /** Which API this start serves (src/env.ts): 'full', or 'spec' (spec section 7's calls alone). */
  api: ApiMode;
  /**
   * The catalogue features whose extensions this server serves (home/config's `extensions`): filled once the
   * features' routes are registered (server.ts), empty in a spec-only start.
   */
  extensions: { features: readonly string[] };
  /** The outside systems, each through its port: real adapters in production, simulators elsewhere. */
  providers: Providers;
  db: Db;
  clock: ServerClock;
  captcha: CaptchaService;
  sms: SmsService;
  /** Proof of work and the captcha's step-up before an SMS code (auth/smsGuard.ts). */
  smsGuard: SmsGuard;
  sessions: SessionService;
  users: UserRepository;
  /** Orders and attempts of every payment; a feature that takes money registers its business with it. */
  pay: PayService;
  /** Signs IM user signatures; random per process, so signatures do not outlive a restart. */
  imSecret: string;
  devFlags: DevFlags;
  /** scheme://host:port used in links instead of the request's own host. */
  publicOrigin?: string;
  /** Abuse limits (src/config.ts). */
  limits: Limits;
  /** Mini-program logins (src/config.ts). */
  loginSettings: LoginSettings;
  /** The server's log, for what its features must report (an alert, a provider failing). */
  log: SmsLog;
  /** Notify retries and reconciliation of payments (src/config.ts). */
  paySettings: PaySettings;
  /** The wallet's limits (src/config.ts). */
  walletRules: WalletRules;
  /**
   * scrypt's cost for the wallet's passwords: production's (walletStore.ts) unless a test sets a lower one. Not
   * configuration: a hash only checks at the cost it was made with.
   */
  walletPasswordCost?: ScryptOptions;
  /** Which bills may be split and how (src/config.ts). */
  splitRules: SplitRules;
  /** The amounts of 自助缴费 (src/config.ts). */
  createBillRules: CreateBillRules;
  /** The operator API's login, sessions, audit and lists (src/config.ts). */
  operatorSettings: OperatorSettings;
  /** The features this server runs: account log-out asks each of them (ServerFeature.accountCancel). */
  features: readonly ServerFeature[];
}

export interface ServiceOptions {
  mode: AsterEnv;
  /** Default 'full'. */
  api?: ApiMode;
  providers: Providers;
  smsLimits: SmsLimits;
  loginSettings: LoginSettings;
  log: SmsLog;
  captcha: CaptchaOptions;
  smsGuard: SmsGuardSettingsWithKey;
  sessionTtlMs: number;
  imSecret: string;
  paySettings: PaySettings;
  walletRules: WalletRules;
  splitRules: SplitRules;
  createBillRules: CreateBillRules;
  devFlags: DevFlags;
  publicOrigin?: string;
  limits: Limits;
  operatorSettings: OperatorSettings;
  features?: readonly ServerFeature[];
}

export function createServices(db: Db, clock: ServerClock, options: ServiceOptions): Services {
  const captcha = createCaptchaService(db, clock, options.captcha);
  const users = createUserRepository(db, clock);
  return {
    mode: options.mode,
    api: options.api ?? 'full',
    extensions: { features: [] },
    providers: options.providers,
    db,
    clock,
    captcha,
    sms: createSmsService(db, clock, options.providers.sms, options.smsLimits, options.log),
    smsGuard: createSmsGuard(db, clock, options.smsGuard, { captcha, users }),
    sessions: createSessionService(db, clock, options.sessionTtlMs),
    users,
    pay: createPayService(db, clock),
    imSecret: options.imSecret,
    devFlags: options.devFlags,
    publicOrigin: options.publicOrigin,
    limits: options.limits,
    loginSettings: options.loginSettings,
    log: options.log,
    paySettings: options.paySettings,
    walletRules: options.walletRules,
    splitRules: options.splitRules,
    createBillRules: options.createBillRules,
    operatorSettings: options.operatorSettings,
    features: options.features ?? [],
  };
}
