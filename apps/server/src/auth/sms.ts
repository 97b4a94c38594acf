import type { ServerClock } from '../clock';
import type { SmsLimits } from '../config';
import type { Db } from '../db/database';
import { errors } from '../http/errors';
import { OutsideSystemError } from '../outside/outsideSystem';
import { authErrors } from './authErrors';
import { hashSecret, randomDigits } from './secrets';
import type { SmsSender } from './smsSender';

/** Who asks for a code: the phone it goes to, the client IP, and the caller's account when logged in. */
export interface SmsRequest {
  mobile: string;
  ip: string;
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
  /** Uses the code up; throws SMS_CODE_WRONG for a wrong, expired or already used code. */
  consume(mobile: string, code: string): void;
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export function createSmsService(db: Db, clock: ServerClock, sender: SmsSender, limits: SmsLimits, log: SmsLog): SmsService {
  // A failed send is charged to the address, the device and nobody's budget, not to the phone's own limits.
  const sentToPhone = 'mobile = ? AND send_failed_at IS NULL';
  const q = {
    lastForPhone: db.prepare(`SELECT MAX(created_at) AS last FROM sms_codes WHERE ${sentToPhone}`),
    oldestForPhoneSince: db.prepare(`SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM sms_codes WHERE ${sentToPhone} AND created_at > ?`),
    countForIp: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?'),
    deviceOfUser: db.prepare('SELECT open_id FROM open_ids WHERE user_id = ? ORDER BY rowid LIMIT 1'),
    countForDevice: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE device_hash = ? AND created_at > ?'),
    countAll: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE created_at > ? AND send_failed_at IS NULL'),
    askedRecently: db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND created_at > ?'),
    insert: db.prepare('INSERT INTO sms_codes (mobile, ip, device_hash, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id'),
    retireOlder: db.prepare('UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND used_at IS NULL AND id < ?'),
    markSendFailed: db.prepare('UPDATE sms_codes SET used_at = ?, send_failed_at = ? WHERE id = ?'),
    latestLive: db.prepare(`SELECT id, code_hash, failed_attempts FROM sms_codes
      WHERE mobile = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 1`),
    markUsed: db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?'),
    markFailed: db.prepare('UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?'),
    purge: db.prepare('DELETE FROM sms_codes WHERE created_at < ?'),
  };
  const n = (row: unknown) => (row as { n: number }).n;
  /** When the budget alert was last logged: once an hour at most, however many codes go past it. */
  let lastAlertAt = -Infinity;

  // Checks and reserves in one transaction, so two requests at once cannot both pass a limit.
  const reserve = db.transaction(({ mobile, ip, userId }: SmsRequest): { id: number; code: string; sentThisHour: number } => {
    const now = clock.now();
    q.purge.run(now - 2 * DAY);
    const { last } = q.lastForPhone.get(mobile) as { last: number | null };
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
    const { id } = q.insert.get(mobile, ip, deviceHash, hashSecret(code), now, now + limits.codeTtlMs) as { id: number };
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
      // The codes sent before stay valid until this one is on its way.
      q.retireOlder.run(clock.now(), request.mobile, id);
    },
    hasRecentRequest(mobile) {
      return n(q.askedRecently.get(mobile, clock.now() - limits.codeTtlMs)) > 0;
    },
    consume(mobile, code) {
      const now = clock.now();
      const row = q.latestLive.get(mobile, now) as { id: number; code_hash: string; failed_attempts: number } | undefined;
      if (!row) throw errors.smsCodeWrong();
      if (row.code_hash !== hashSecret(code)) {
        if (row.failed_attempts + 1 >= limits.maxFailedAttempts) q.markUsed.run(now, row.id);
        else q.markFailed.run(row.id);
        throw errors.smsCodeWrong();
      }
      q.markUsed.run(now, row.id);
    },
  };
}
