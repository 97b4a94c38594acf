import type { Migration } from '../migrate';

/**
 * Ending and renewing a lease (issue 11): checkout_applications records who settled it; renewal_applications are the
 * tenant's requests to renew, one open per contract.
 */
export const checkoutSettlementAndRenewal: Migration = {
  version: 14,
  name: 'checkout settlement and renewal applications',
  sql: `
    ALTER TABLE checkout_applications ADD COLUMN settled_by TEXT CHECK (settled_by IN ('tenant', 'operator'));

    CREATE TABLE renewal_applications (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      lease_months INTEGER NOT NULL CHECK (lease_months > 0),
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      rent_fen INTEGER NOT NULL CHECK (rent_fen > 0),
      remark TEXT,
      status TEXT NOT NULL CHECK (status IN ('applied', 'approved', 'rejected', 'closed')),
      reply TEXT,
      created_at INTEGER NOT NULL,
      decided_at INTEGER,
      closed_at INTEGER,
      new_contract_id INTEGER REFERENCES contracts(id)
    );
    CREATE UNIQUE INDEX renewal_applications_one_open ON renewal_applications (contract_id) WHERE status = 'applied';
    CREATE INDEX renewal_applications_by_user ON renewal_applications (user_id, created_at);
  `,
};
