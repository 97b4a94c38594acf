import type { Migration } from '../migrate';

/**
 * Ending and renewing a lease (issue 11). pay_ledger takes a third kind of movement, `payout`: money sent to a tenant
 * that no charge of an order holds (a settled checkout's refund of the deposit and unlived rent), one per business
 * object (a unique index: settling twice pays once); the table is rebuilt because SQLite cannot loosen a NOT NULL or a
 * CHECK in place, every row and id kept. checkout_applications records who settled it; renewal_applications are the
 * tenant's requests to renew, one open per contract.
 */
export const leaseEndingAndRenewal: Migration = {
  version: 9,
  name: 'ledger payouts, checkout settlement and renewal applications',
  sql: `
    CREATE TABLE pay_ledger_next (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT REFERENCES pay_orders(order_no),
      attempt_id INTEGER REFERENCES pay_attempts(id),
      kind TEXT NOT NULL CHECK (kind IN ('charge', 'refund', 'payout')),
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      reason TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      user_id INTEGER,
      biz_type TEXT,
      biz_id TEXT,
      UNIQUE (attempt_id, kind),
      CHECK (kind = 'payout' OR (order_no IS NOT NULL AND attempt_id IS NOT NULL)),
      CHECK (kind <> 'payout' OR (attempt_id IS NULL AND user_id IS NOT NULL AND biz_type IS NOT NULL AND biz_id IS NOT NULL))
    );
    INSERT INTO pay_ledger_next (id, order_no, attempt_id, kind, amount_fen, reason, created_at)
      SELECT id, order_no, attempt_id, kind, amount_fen, reason, created_at FROM pay_ledger;
    DROP TABLE pay_ledger;
    ALTER TABLE pay_ledger_next RENAME TO pay_ledger;
    CREATE INDEX pay_ledger_by_order ON pay_ledger (order_no);
    CREATE UNIQUE INDEX pay_ledger_one_payout ON pay_ledger (biz_type, biz_id) WHERE kind = 'payout';

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
