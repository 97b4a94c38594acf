import type { ServerClock } from '../clock';
import type { Limits } from '../config';
import type { Db } from '../db/database';
import { authErrors } from './authErrors';
import { hashSecret } from './secrets';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The account limits of issue 16 (items 5 and 13), counted in the database so a restart does not reset them. */
export interface AccountLimiter {
  /**
   * A mini-program login is about to make a new account: refused (ACCOUNT_LIMIT) when the device (its openId) or
   * the client IP has made its share, recorded otherwise. Run it in the transaction that makes the account.
   */
  admitNewAccount(openId: string, ip: string): void;
  /** A check-phone: refused (CHECK_PHONE_LIMIT) over the hourly limits of the tenant or the IP, counted otherwise. */
  admitPhoneCheck(userId: number, ip: string): void;
}

export function createAccountLimiter(db: Db, clock: ServerClock, limits: Limits): AccountLimiter {
  const q = {
    accountsOfDevice: db.prepare('SELECT COUNT(*) AS n FROM account_creations WHERE device_hash = ?'),
    accountsOfIp: db.prepare('SELECT COUNT(*) AS n FROM account_creations WHERE ip = ? AND created_at > ?'),
    recordAccount: db.prepare('INSERT INTO account_creations (device_hash, ip, created_at) VALUES (?, ?, ?)'),
    checksOfUser: db.prepare('SELECT COUNT(*) AS n FROM phone_checks WHERE user_id = ? AND created_at > ?'),
    checksOfIp: db.prepare('SELECT COUNT(*) AS n FROM phone_checks WHERE ip = ? AND created_at > ?'),
    recordCheck: db.prepare('INSERT INTO phone_checks (user_id, ip, created_at) VALUES (?, ?, ?)'),
    purgeChecks: db.prepare('DELETE FROM phone_checks WHERE created_at <= ?'),
  };
  const n = (row: unknown) => (row as { n: number }).n;

  return {
    admitNewAccount(openId, ip) {
      const now = clock.now();
      // The device count lasts: an account cancelled and made again is still one more account of that device.
      const device = hashSecret(openId);
      if (n(q.accountsOfDevice.get(device)) >= limits.accountsPerDevice) throw authErrors.accountLimit();
      if (n(q.accountsOfIp.get(ip, now - DAY)) >= limits.accountsPerIpDaily) throw authErrors.accountLimit();
      q.recordAccount.run(device, ip, now);
    },
    admitPhoneCheck: db.transaction((userId: number, ip: string) => {
      const now = clock.now();
      q.purgeChecks.run(now - HOUR);
      if (n(q.checksOfUser.get(userId, now - HOUR)) >= limits.phoneChecksPerTenantHourly) throw authErrors.checkPhoneLimit();
      if (n(q.checksOfIp.get(ip, now - HOUR)) >= limits.phoneChecksPerIpHourly) throw authErrors.checkPhoneLimit();
      q.recordCheck.run(userId, ip, now);
    }),
  };
}
