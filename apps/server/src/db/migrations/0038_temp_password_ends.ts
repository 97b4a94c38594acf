import type { Migration } from '../migrate';

/**
 * Temporary passwords seen and ended (issue 39: a shared lock's passwords outlived the share).
 * - for_whom: who the maker made it for, as they typed it.
 * - share_id, shared_by: the family share the maker reached the lock through (null for a tenant of the house), so
 *   the sharer sees and may end it, and revoking that share ends it.
 * - end_asked_at: 作废 asked (by a tenant, a revoked share or a maker who lost the lock); ended_at: the lock confirmed
 *   through its gateway. Between the two the lock may still take it, and the list says so.
 */
export const tempPasswordEnds: Migration = {
  version: 38,
  name: 'temporary passwords: for whom, the share they were made through, ended at the lock',
  sql: `
    ALTER TABLE lock_temp_passwords ADD COLUMN for_whom TEXT;
    ALTER TABLE lock_temp_passwords ADD COLUMN share_id TEXT;
    ALTER TABLE lock_temp_passwords ADD COLUMN shared_by INTEGER;
    ALTER TABLE lock_temp_passwords ADD COLUMN end_asked_at INTEGER;
    ALTER TABLE lock_temp_passwords ADD COLUMN ended_at INTEGER;
    CREATE INDEX lock_temp_passwords_of_lock ON lock_temp_passwords (lock_id, valid_to);
  `,
};
