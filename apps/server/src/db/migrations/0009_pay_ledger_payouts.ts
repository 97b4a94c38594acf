import type { Migration } from '../migrate';

/**
 * pay_ledger takes a third kind of movement, `payout`: money sent to a tenant that no charge of an order holds (a
 * settled checkout's refund of the deposit and unlived rent), one per business object (a unique index: settling twice
 * pays once); the table is rebuilt because SQLite cannot loosen a NOT NULL or a CHECK in place, every row and id kept.
 * It goes with the pay tables (the pay service prepares its payout statements whatever features are served).
 */
export const payLedgerPayouts: Migration = {
  version: 9,
  name: 'ledger payouts',
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
  `,
};
