import type { Migration } from '../migrate';

/**
 * Renter's insurance of a contract (issue 11): one policy per contract from the simulated insurer, its premium paid
 * through the pay module, and the tenant's confirmations of the risk notice (buying, and again when asked).
 */
export const insurancePolicies: Migration = {
  version: 11,
  name: 'insurance policies of contracts',
  sql: `
    CREATE TABLE insurance_policies (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      policy_no TEXT NOT NULL UNIQUE,
      contract_id INTEGER NOT NULL UNIQUE REFERENCES contracts(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      plan_code TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'active', 'needs_resign')),
      premium_fen INTEGER NOT NULL CHECK (premium_fen > 0),
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      confirmed_at INTEGER,
      resign_reason TEXT,
      created_at INTEGER NOT NULL
    );
  `,
};
