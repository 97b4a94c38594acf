import type { ScryptOptions } from 'node:crypto';
import type { CreateBillRules, SplitRules, WalletRules } from '@aster/core-domain';
import { createCaptchaService, type CaptchaOptions, type CaptchaService } from './auth/captcha';
import { createSessionService, type SessionService } from './auth/sessions';
import { createSmsService, type SmsLog, type SmsService } from './auth/sms';
import { createUserRepository, type UserRepository } from './auth/users';
import type { ServerClock } from './clock';
import type { Limits, LoginSettings, PaySettings, SmsLimits } from './config';
import type { ServerFeature } from './serverFeature';
import type { Db } from './db/database';
import type { DevFlags } from './devFlags';
import type { AsterEnv } from './env';
import type { Providers } from './outside/providers';
import { createPayService, type PayService } from './pay/payService';

/** Everything the features use, built once per server over one database. */
export interface Services {
  /** The start's mode (src/env.ts): what may be simulated, seeded or served for development. */
  mode: AsterEnv;
  /** The outside systems, each through its port: real adapters in production, simulators elsewhere. */
  providers: Providers;
  db: Db;
  clock: ServerClock;
  captcha: CaptchaService;
  sms: SmsService;
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
  /** The features this server runs: account log-out asks each of them (ServerFeature.accountCancel). */
  features: readonly ServerFeature[];
}

export interface ServiceOptions {
  mode: AsterEnv;
  providers: Providers;
  smsLimits: SmsLimits;
  loginSettings: LoginSettings;
  log: SmsLog;
  captcha: CaptchaOptions;
  sessionTtlMs: number;
  imSecret: string;
  /** Signs the simulated provider's notifies; from the configuration, stable across restarts (pending notifies outlive one). */
  merchantKey: string;
  paySettings: PaySettings;
  walletRules: WalletRules;
  splitRules: SplitRules;
  createBillRules: CreateBillRules;
  devFlags: DevFlags;
  publicOrigin?: string;
  limits: Limits;
  features?: readonly ServerFeature[];
}

export function createServices(db: Db, clock: ServerClock, options: ServiceOptions): Services {
  return {
    mode: options.mode,
    providers: options.providers,
    db,
    clock,
    captcha: createCaptchaService(db, clock, options.captcha),
    sms: createSmsService(db, clock, options.providers.sms, options.smsLimits, options.log),
    sessions: createSessionService(db, clock, options.sessionTtlMs),
    users: createUserRepository(db, clock),
    pay: createPayService(db, clock, options.merchantKey),
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
    features: options.features ?? [],
  };
}
