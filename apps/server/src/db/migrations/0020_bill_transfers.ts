import type { Migration } from '../migrate';

/**
 * Paying a bill by bank transfer (issue 12): the tenant's receipt (an upload of theirs), the name on the paying account
 * and the amount due when it was sent; the operator confirms (the bill is paid, the money posted on the ledger) or
 * rejects it with a reason. At most one transfer of a bill waits, at most one is confirmed; a retried send (same
 * request key) is the same transfer.
 */
export const billTransfersSchema: Migration = {
  version: 20,
  name: 'bills: bank transfers and their confirmation',
  sql: `
    CREATE TABLE bill_transfers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      bill_id INTEGER NOT NULL REFERENCES contract_bills(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      late_fee_fen INTEGER NOT NULL CHECK (late_fee_fen >= 0),
      payer_name TEXT NOT NULL,
      receipt_upload_id TEXT NOT NULL,
      request_key TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'confirmed', 'rejected')),
      reject_reason TEXT,
      submitted_at INTEGER NOT NULL,
      decided_at INTEGER,
      UNIQUE (user_id, request_key)
    );
    CREATE UNIQUE INDEX bill_transfers_one_waiting ON bill_transfers (bill_id) WHERE status = 'submitted';
    CREATE UNIQUE INDEX bill_transfers_one_confirmed ON bill_transfers (bill_id) WHERE status = 'confirmed';
  `,
};
