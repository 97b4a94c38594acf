import type { Db } from '../db/database';
import type { ServerClock } from '../clock';
import { errors } from '../http/errors';
import { hashSecret, maskMobile, randomDigits } from './secrets';

export interface SmsLimits {
  /** How long a code works. */
  codeTtlMs: number;
  /** Minimum gap between two codes to one phone. */
  phoneIntervalMs: number;
  /** Codes per phone in a rolling 24 hours. */
  phoneDailyMax: number;
  /** Codes per client IP in a rolling hour. */
  ipHourlyMax: number;
  /** Wrong answers a code survives; the next one kills it, so guessing 6 digits does not pay. */
  maxFailedAttempts: number;
}

export const defaultSmsLimits: SmsLimits = {
  codeTtlMs: 10 * 60 * 1000,
  phoneIntervalMs: 60 * 1000,
  phoneDailyMax: 10,
  ipHourlyMax: 30,
  maxFailedAttempts: 5,
};

/** Where a sent code goes: this server has no SMS gateway, so the log plays the phone. */
export interface SmsOutbox {
  deliver(mobile: string, code: string): void;
}

export interface SmsService {
  send(mobile: string, ip: string): void;
  /** True when mobile asked for a code recently (within one code lifetime): a resend needs no new captcha. */
  hasRecentRequest(mobile: string): boolean;
  /** Uses the code up; throws SMS_CODE_WRONG for a wrong, expired or already used code. */
  consume(mobile: string, code: string): void;
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export function createSmsService(db: Db, clock: ServerClock, outbox: SmsOutbox, limits: SmsLimits = defaultSmsLimits): SmsService {
  const lastForPhone = db.prepare('SELECT MAX(created_at) AS last FROM sms_codes WHERE mobile = ?');
  const countForPhone = db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND created_at > ?');
  const countForIp = db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE ip = ? AND created_at > ?');
  const retireOlder = db.prepare('UPDATE sms_codes SET used_at = ? WHERE mobile = ? AND used_at IS NULL');
  const insert = db.prepare('INSERT INTO sms_codes (mobile, ip, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const latestLive = db.prepare(`SELECT id, code_hash, failed_attempts FROM sms_codes
    WHERE mobile = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 1`);
  const markUsed = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?');
  const markFailed = db.prepare('UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?');
  const purge = db.prepare('DELETE FROM sms_codes WHERE created_at < ?');

  const send = db.transaction((mobile: string, ip: string): string => {
    const now = clock.now();
    purge.run(now - 2 * DAY);
    const { last } = lastForPhone.get(mobile) as { last: number | null };
    if (last !== null && now - last < limits.phoneIntervalMs) {
      throw errors.smsTooFrequent(Math.ceil((limits.phoneIntervalMs - (now - last)) / 1000));
    }
    if ((countForPhone.get(mobile, now - DAY) as { n: number }).n >= limits.phoneDailyMax) throw errors.smsDailyLimit();
    if ((countForIp.get(ip, now - HOUR) as { n: number }).n >= limits.ipHourlyMax) throw errors.smsIpLimit();
    const code = randomDigits(6);
    retireOlder.run(now, mobile);
    insert.run(mobile, ip, hashSecret(code), now, now + limits.codeTtlMs);
    return code;
  });

  return {
    send(mobile, ip) {
      outbox.deliver(mobile, send(mobile, ip));
    },
    hasRecentRequest(mobile) {
      return (countForPhone.get(mobile, clock.now() - limits.codeTtlMs) as { n: number }).n > 0;
    },
    consume(mobile, code) {
      const now = clock.now();
      const row = latestLive.get(mobile, now) as { id: number; code_hash: string; failed_attempts: number } | undefined;
      if (!row) throw errors.smsCodeWrong();
      if (row.code_hash !== hashSecret(code)) {
        if (row.failed_attempts + 1 >= limits.maxFailedAttempts) markUsed.run(now, row.id);
        else markFailed.run(row.id);
        throw errors.smsCodeWrong();
      }
      markUsed.run(now, row.id);
    },
  };
}

/** Writes the code to the server log with the phone masked, and hands it to `reveal` (dev flag only). */
export function createLogOutbox(log: (message: string) => void, reveal?: (mobile: string, code: string) => void): SmsOutbox {
  return {
    deliver(mobile, code) {
      log(`短信验证码 ${code} 已发送至 ${maskMobile(mobile)}（10 分钟内有效）`);
      reveal?.(mobile, code);
    },
  };
}
