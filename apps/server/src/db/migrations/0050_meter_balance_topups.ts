import type { Migration } from '../migrate';

/**
 * Meter top-ups paid from the wallet balance (issue 46):
 * - meter_topups.paid_by: 'order' (the pay module's order, as before) or 'balance' (the wallet paid it in the
 *   transaction that made it); request_key: the tap's identity of a balance payment, one top-up per tenant and key,
 *   so a retried tap answers the first payment and never pays twice.
 * - wallet_movements gains the kind 'meter_top_up' (the money leaving the balance for a meter). SQLite cannot change a
 *   CHECK in place: the table is rebuilt with its rows, ids and indexes as they were.
 */
export const meterBalanceTopUpsSchema: Migration = {
  version: 50,
  name: 'meter top-ups paid from the wallet balance',
  sql: `
    ALTER TABLE meter_topups ADD COLUMN paid_by TEXT NOT NULL DEFAULT 'order' CHECK (paid_by IN ('order', 'balance'));
    ALTER TABLE meter_topups ADD COLUMN request_key TEXT;
    CREATE UNIQUE INDEX meter_topups_one_per_request ON meter_topups (user_id, request_key) WHERE request_key IS NOT NULL;

    CREATE TABLE wallet_movements_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('top_up', 'refund', 'bill_payment', 'meter_top_up', 'withdrawal', 'withdrawal_returned')),
      title TEXT NOT NULL,
      amount_fen INTEGER NOT NULL CHECK (amount_fen <> 0),
      balance_after_fen INTEGER NOT NULL CHECK (balance_after_fen >= 0),
      bill_id INTEGER,
      withdrawal_id INTEGER,
      order_no TEXT,
      idem_key TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
    INSERT INTO wallet_movements_new (id, user_id, kind, title, amount_fen, balance_after_fen, bill_id, withdrawal_id, order_no, idem_key, created_at)
      SELECT id, user_id, kind, title, amount_fen, balance_after_fen, bill_id, withdrawal_id, order_no, idem_key, created_at FROM wallet_movements;
    DROP TABLE wallet_movements;
    ALTER TABLE wallet_movements_new RENAME TO wallet_movements;
    CREATE INDEX wallet_movements_of_user ON wallet_movements (user_id, id);
    CREATE UNIQUE INDEX wallet_movements_one_bill_payment ON wallet_movements (bill_id) WHERE kind = 'bill_payment';
  `,
};
