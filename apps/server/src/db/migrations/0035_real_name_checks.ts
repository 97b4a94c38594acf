import type { Migration } from '../migrate';

/**
 * Each question a tenant made the identity provider ask (二要素, a face scan started): counted against the daily limit
 * (limits.realNameChecksPerTenantDaily), since each is paid and each says whether a name is an ID number's holder.
 * No name or number is kept; rows older than a day are deleted as new ones come.
 */
export const realNameChecksSchema: Migration = {
  version: 35,
  name: 'real-name checks asked of the identity provider, per tenant',
  sql: `
    CREATE TABLE real_name_checks (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX real_name_checks_by_user ON real_name_checks (user_id, created_at);
  `,
};
