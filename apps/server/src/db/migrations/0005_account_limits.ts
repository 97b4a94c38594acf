import type { Migration } from '../migrate';

/**
 * What the account limits count (issue 16 items 5 and 13): accounts made by mini-program logins, per device (a
 * hash of its openId, kept after the account is cancelled, so cancelling and logging in again is still counted)
 * and per client IP; and phone-change checks (check-phone) per tenant and per IP. Released: never edited.
 */
export const accountLimits: Migration = {
  version: 5,
  name: 'account creations and phone checks for the abuse limits',
  sql: `
    CREATE TABLE account_creations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_hash TEXT NOT NULL,
      ip TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX account_creations_by_device ON account_creations (device_hash);
    CREATE INDEX account_creations_by_ip ON account_creations (ip, created_at);
    CREATE TABLE phone_checks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      ip TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX phone_checks_by_user ON phone_checks (user_id, created_at);
    CREATE INDEX phone_checks_by_ip ON phone_checks (ip, created_at);
  `,
};
