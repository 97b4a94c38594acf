import type { ServerClock } from '../clock';
import type { SmsLimits } from '../config';
import type { Db } from '../db/database';
import { errors } from '../http/errors';
import { OutsideSystemError } from '../outside/outsideSystem';
import { authErrors } from './authErrors';
import { hashSecret, randomDigits } from './secrets';
import type { SmsSender } from './smsSender';

/**
 * What a code is for (issue 46): it is spent only by the same purpose. `login` is the spec's verify-code calls (phone
 * login and the phone change); the others are sent by their features to a logged-in tenant and bound to them.
 */
export type SmsPurpose = 'login' | 'wallet_password' | 'bank_card' | 'account_cancel';

/** What a purpose-bound code also names: the tenant who asked it, and what it allows (a bank card's number). */
export interface SmsBinding {
  purpose: SmsPurpose;
  /** The tenant who asked; null only for a login code. */
  userId: number | null;
  /** What the code allows, hashed before it is stored (a bank card's digits); null when the purpose says it all. */
  subject?: string | null;
}

/** Who asks for a code: the phone it goes to, the client IP, and the caller's account when logged in. */
export interface SmsRequest {
  mobile: string;
  ip: string;
  /** What the code is for; a login code when absent. */
  purpose?: SmsPurpose;
  /** What the code allows (SmsBinding.subject). */
  subject?: string | null;
  /**
   * The caller's session, whose mini-program identity is the device counted (a mini-program logs in by its code
   * before anything else); the H5 page has only the phone and the address to count.
   */
  userId: number | null;
}

/** Where the SMS service reports: pino's signature, so the server's logger fits. */
export interface SmsLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SmsService {
  /** Checks every limit, stores the code (hashed) and sends it through the gateway; a failed send is retired. */
  send(request: SmsRequest): Promise<void>;
  /** True when mobile asked for a code recently (within one code lifetime): a resend needs no new captcha. */
  hasRecentRequest(mobile: string): boolean;
  /**
   * Uses the code up; throws SMS_CODE_WRONG for a wrong, expired or already used code, or one sent for another
   * purpose, tenant or subject. A login code when `binding` is absent.
   */
  consume(mobile: string, code: string, binding?: SmsBinding): void;
  /** Codes of `purpose` this tenant asked for since `since` (sends to phones other than their own are counted). */
  sentBy(userId: number, purpose: SmsPurpose, since: number): number;
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export function createSmsService(db: Db, clock: ServerClock, sender: SmsSender, limits: SmsLimits, log: SmsLog): SmsService {
  // A failed send is charged to the address, the device and nobody's budget, not to the phone's own limits.
  const sentToPhone = 'mobile = ? AND send_failed_at IS NULL';
  const q = {
    // The minute between two codes is per purpose (a login code does not hold up the wallet's a moment later); the
    // hourly and daily counts of a phone take every purpose together.
    lastForPhone: db.prepare(`SELECT MAX(created_at) AS last FROM sms_codes WHERE ${sentToPhone} AND purpose = ?`),
    oldestForPhoneSince: db.prepare(`SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM sms_codes WHERE ${sentToPhone} AND created_at > ?`),
    countForIp: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?'),
    deviceOfUser: db.prepare('SELECT open_id FROM open_ids WHERE user_id = ? ORDER BY rowid LIMIT 1'),
    countForDevice: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE device_hash = ? AND created_at > ?'),
    countAll: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE created_at > ? AND send_failed_at IS NULL'),
    askedRecently: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND created_at > ?'),
    insert: db.prepare(`INSERT INTO sms_codes (mobile, ip, device_hash, code_hash, created_at, expires_at, purpose, user_id, subject_hash)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
    retireOlder: db.prepare('UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND purpose = ? AND used_at IS NULL AND id < ?'),
    markSendFailed: db.prepare('UPDATE sms_codes SET used_at = ?, send_failed_at = ? WHERE id = ?'),
    latestLive: db.prepare(`SELECT id, code_hash, failed_attempts, user_id, subject_hash FROM sms_codes
      WHERE mobile = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 1`),
    sentBy: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE user_id = ? AND purpose = ? AND created_at > ?'),
    markUsed: db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?'),
    markFailed: db.prepare('UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?'),
    purge: db.prepare('DELETE FROM sms_codes WHERE created_at < ?'),
  };
  const n = (row: unknown) => (row as { n: number }).n;
  /** When the budget alert was last logged: once an hour at most, however many codes go past it. */
  let lastAlertAt = -Infinity;

  // Checks and reserves in one transaction, so two requests at once cannot both pass a limit.
  const reserve = db.transaction(({ mobile, ip, userId, purpose = 'login', subject = null }: SmsRequest): { id: number; code: string; sentThisHour: number } => {
    const now = clock.now();
    q.purge.run(now - 2 * DAY);
    const { last } = q.lastForPhone.get(mobile, purpose) as { last: number | null };
    if (last !== null && now - last < limits.phoneIntervalMs) {
      throw errors.smsTooFrequent(Math.ceil((limits.phoneIntervalMs - (now - last)) / 1000));
    }
    const hour = q.oldestForPhoneSince.get(mobile, now - HOUR) as { n: number; oldest: number | null };
    if (hour.n >= limits.phoneHourlyMax) throw authErrors.smsHourlyLimit(Math.max(1, Math.ceil(((hour.oldest ?? now) + HOUR - now) / 60_000)));
    if (n(q.oldestForPhoneSince.get(mobile, now - DAY)) >= limits.phoneDailyMax) throw errors.smsDailyLimit();
    if (n(q.countForIp.get(ip, now - HOUR)) >= limits.ipHourlyMax) throw errors.smsIpLimit();
    const device = userId === null ? undefined : (q.deviceOfUser.get(userId) as { open_id: string } | undefined);
    const deviceHash = device === undefined ? null : hashSecret(device.open_id);
    if (deviceHash !== null && n(q.countForDevice.get(deviceHash, now - DAY)) >= limits.deviceDailyMax) throw authErrors.smsDeviceLimit();
    const sentThisHour = n(q.countAll.get(now - HOUR));
    if (sentThisHour >= limits.hourlyCap) throw authErrors.smsBusy();
    const code = randomDigits(6);
    // A login code is asked before there is a tenant to bind it to (a logged-in caller may log in as another phone).
    const owner = purpose === 'login' ? null : userId;
    const subjectHash = subject === null ? null : hashSecret(subject);
    const { id } = q.insert.get(mobile, ip, deviceHash, hashSecret(code), now, now + limits.codeTtlMs, purpose, owner, subjectHash) as { id: number };
    return { id, code, sentThisHour: sentThisHour + 1 };
  });

  const alertOverBudget = (sentThisHour: number) => {
    const now = clock.now();
    if (sentThisHour <= limits.hourlyBudget || now - lastAlertAt < HOUR) return;
    lastAlertAt = now;
    log.error({ sentThisHour, hourlyBudget: limits.hourlyBudget, hourlyCap: limits.hourlyCap }, 'sms hourly budget crossed');
  };

  return {
    async send(request) {
      const { id, code, sentThisHour } = reserve(request);
      alertOverBudget(sentThisHour);
      try {
        await sender.send({ mobile: request.mobile, code, ttlMinutes: Math.round(limits.codeTtlMs / 60_000) });
      } catch (failure) {
        const now = clock.now();
        q.markSendFailed.run(now, now, id);
        if (!(failure instanceof OutsideSystemError)) throw failure;
        log.warn({ system: failure.system, providerCode: failure.providerCode }, 'sms send failed');
        throw authErrors.smsSendFailed();
      }
      // The codes sent before for the same purpose stay valid until this one is on its way.
      q.retireOlder.run(clock.now(), request.mobile, request.purpose ?? 'login', id);
    },
    hasRecentRequest(mobile) {
      return n(q.askedRecently.get(mobile, clock.now() - limits.codeTtlMs)) > 0;
    },
    consume(mobile, code, binding = { purpose: 'login', userId: null }) {
      const now = clock.now();
      const row = q.latestLive.get(mobile, binding.purpose, now) as
        | { id: number; code_hash: string; failed_attempts: number; user_id: number | null; subject_hash: string | null }
        | undefined;
      if (!row) throw errors.smsCodeWrong();
      const subjectHash = binding.subject === undefined || binding.subject === null ? null : hashSecret(binding.subject);
      const bound = binding.purpose === 'login' || (row.user_id === binding.userId && row.subject_hash === subjectHash);
      // Another tenant's or another card's code counts as a wrong try on it, as a wrong number would.
      if (!bound || row.code_hash !== hashSecret(code)) {
        if (row.failed_attempts + 1 >= limits.maxFailedAttempts) q.markUsed.run(now, row.id);
        else q.markFailed.run(row.id);
        throw errors.smsCodeWrong();
      }
      q.markUsed.run(now, row.id);
    },
    sentBy(userId, purpose, since) {
      return n(q.sentBy.get(userId, purpose, since));
    },
  };
}
