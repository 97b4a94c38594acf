import type { Migration } from '../migrate';

/**
 * Who may open a lock beyond its tenants (issue 14, the lock-access feature over 0017's lock_auths):
 * - lock_shares: a tenant's share of a lock with a family member's phone (shareId + the short link's code), what it
 *   gives (auth type 1 password or 2 bluetooth), for how long once accepted (7 or 30 days, null: while the sharer's
 *   lease lasts), when the link runs out, who accepted it and when, or when the sharer cancelled it.
 * - lock_shared_auths: the authorisation an accepted share made (lock_auths row), with its end.
 * - lock_nfc_keys: a phone's NFC key on a lock (lock_auths type 90) and the card id the lock took.
 * - lock_nfc_logs: the NFC activation's steps and failures as the phone reported them (save-nfc-log,
 *   report-nfc-active-fail), for support.
 * TTLocks need no table: device_locks.ttlock_data carries what the app's adapter reads.
 */
export const lockAccessSchema: Migration = {
  version: 30,
  name: 'lock access: shares with family members, shared authorisations, NFC keys and their log',
  sql: `
    CREATE TABLE lock_shares (
      id TEXT PRIMARY KEY,
      short_link TEXT NOT NULL,
      lock_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      from_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      phone TEXT NOT NULL,
      auth_type INTEGER NOT NULL CHECK (auth_type IN (1, 2)),
      days INTEGER CHECK (days IN (7, 30)),
      link_expires_at INTEGER NOT NULL,
      accepted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      accepted_at INTEGER,
      cancelled_at INTEGER,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX lock_shares_by_lock ON lock_shares (lock_id, created_at);
    CREATE TABLE lock_shared_auths (
      auth_id INTEGER PRIMARY KEY REFERENCES lock_auths(id) ON DELETE CASCADE,
      share_id TEXT NOT NULL UNIQUE REFERENCES lock_shares(id) ON DELETE CASCADE,
      valid_to INTEGER
    );
    CREATE TABLE lock_nfc_keys (
      auth_id INTEGER PRIMARY KEY REFERENCES lock_auths(id) ON DELETE CASCADE,
      nfc_id TEXT NOT NULL,
      activated_at INTEGER NOT NULL
    );
    CREATE TABLE lock_nfc_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lock_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      nfc_id TEXT,
      event TEXT NOT NULL,
      detail TEXT,
      at INTEGER NOT NULL
    );
    CREATE INDEX lock_nfc_logs_by_lock ON lock_nfc_logs (lock_id, at);
  `,
};
