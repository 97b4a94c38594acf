import type { Migration } from '../migrate';

/**
 * The house's lock-auth setting (issue 38: setting-house-lock-auth), one row per lease holder and house, made by the
 * lease holder for the household: member_temp_passwords, whether the family members they shared the house's locks
 * with may make temporary passwords (1, as before the setting, until they turn it off).
 */
export const houseLockSettings: Migration = {
  version: 44,
  name: "house lock-auth setting: may the lease holder's family members make temporary passwords",
  sql: `
    CREATE TABLE house_lock_settings (
      house_id TEXT NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      member_temp_passwords INTEGER NOT NULL DEFAULT 1 CHECK (member_temp_passwords IN (0, 1)),
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (house_id, user_id)
    );
  `,
};
