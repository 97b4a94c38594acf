import { createCaptchaService, type CaptchaOptions, type CaptchaService } from './auth/captcha';
import { createSessionService, type SessionService } from './auth/sessions';
import { createSmsService, type SmsLimits, type SmsOutbox, type SmsService } from './auth/sms';
import { createUserRepository, type UserRepository } from './auth/users';
import type { ServerClock } from './clock';
import type { Db } from './db/database';

/** Everything the route handlers use, built once per server over one database. */
export interface Services {
  db: Db;
  clock: ServerClock;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
  users: UserRepository;
  /** Signs IM user signatures; random per process, so signatures do not outlive a restart. */
  imSecret: string;
}

export interface ServiceOptions {
  outbox: SmsOutbox;
  smsLimits: SmsLimits;
  captcha: CaptchaOptions;
  sessionTtlMs: number;
  imSecret: string;
}

export function createServices(db: Db, clock: ServerClock, options: ServiceOptions): Services {
  return {
    db,
    clock,
    captcha: createCaptchaService(db, clock, options.captcha),
    sms: createSmsService(db, clock, options.outbox, options.smsLimits),
    sessions: createSessionService(db, clock, options.sessionTtlMs),
    users: createUserRepository(db, clock),
    imSecret: options.imSecret,
  };
}
