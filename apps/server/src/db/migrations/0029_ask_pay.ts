import type { Migration } from '../migrate';

/**
 * Paying a bill for someone else (issue 12), in the askPay feature:
 * - bill_shares: a tenant's share link (请人代付) of a bill: its random code, until when it is open, cancelled or
 *   not. One open link per bill (a partial unique index): asking again answers the open one.
 * - bill_codes: the code printed on a paper bill (扫码缴费, minipay), one per bill, unique.
 * - bill_other_payments: who paid a bill that was not its tenant (a pay order of theirs), by a share link or a
 *   code; the order is the pay module's, its money on the ledger. A bill holds one paying order (contract_bills).
 */
export const askPaySchema: Migration = {
  version: 29,
  name: 'bill share links, paper bill codes and payments by others',
  sql: `
    CREATE TABLE bill_shares (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE,
      bill_id INTEGER NOT NULL REFERENCES contract_bills(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      cancelled_at INTEGER
    );
    CREATE UNIQUE INDEX bill_shares_one_open ON bill_shares (bill_id) WHERE cancelled_at IS NULL;
    CREATE TABLE bill_codes (
      bill_id INTEGER PRIMARY KEY REFERENCES contract_bills(id) ON DELETE CASCADE,
      code TEXT NOT NULL UNIQUE
    );
    CREATE TABLE bill_other_payments (
      order_no TEXT PRIMARY KEY REFERENCES pay_orders(order_no),
      bill_id INTEGER NOT NULL REFERENCES contract_bills(id),
      payer_id INTEGER NOT NULL,
      share_id INTEGER REFERENCES bill_shares(id),
      created_at INTEGER NOT NULL
    );
    CREATE INDEX bill_other_payments_of_bill ON bill_other_payments (bill_id);
  `,
};
