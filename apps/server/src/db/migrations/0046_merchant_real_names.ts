import type { Migration } from '../migrate';

/**
 * The real name a brand company's merchant account holds for a tenant (sua-merchants: real-name, replace-real-name,
 * company-self-real-name). The identity itself stays in real_names: the merchant's copy is a digest of it (to tell
 * whether it is still the tenant's verified one) and its masked form, never the name or number whole.
 */
export const merchantRealNamesSchema: Migration = {
  version: 46,
  name: "real names held by brand companies' merchant accounts",
  sql: `
    CREATE TABLE merchant_real_names (
      user_id INTEGER NOT NULL,
      company_id TEXT NOT NULL,
      id_type INTEGER NOT NULL,
      identity_hash TEXT NOT NULL,
      masked_name TEXT NOT NULL,
      masked_id TEXT NOT NULL,
      registered_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, company_id)
    );
  `,
};
