import type { Migration } from '../migrate';

/**
 * The double-entry ledger (issue 12) under every money movement:
 * - ledger_accounts: one row per account code (`provider:wechat`, `orders:bill`, `payouts:checkout_refund`,
 *   `operator:bank`...), with its kind (asset, liability, income, expense); created on first use.
 * - ledger_movements: one business event (a charge, a refund, a payout, later a transfer or a wallet movement), with
 *   what it belongs to and an idempotency key: the same event posted twice is one movement.
 * - ledger_entries: the movement's lines, amounts signed (debit positive, credit negative); a movement's lines sum to
 *   zero (the one posting function refuses anything else; ledgerProblems checks it over the whole ledger).
 * The pay module's earlier charges, refunds and payouts (pay_ledger) are posted here as they were made.
 */
export const doubleEntryLedger: Migration = {
  version: 19,
  name: 'double-entry ledger: accounts, movements, entries (pay_ledger posted)',
  sql: `
    CREATE TABLE ledger_accounts (
      code TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('asset', 'liability', 'income', 'expense')),
      created_at INTEGER NOT NULL
    );
    CREATE TABLE ledger_movements (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      biz_type TEXT NOT NULL,
      biz_id TEXT NOT NULL,
      idem_key TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX ledger_movements_by_biz ON ledger_movements (biz_type, biz_id);
    CREATE TABLE ledger_entries (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      movement_id INTEGER NOT NULL REFERENCES ledger_movements(id),
      account TEXT NOT NULL REFERENCES ledger_accounts(code),
      amount_fen INTEGER NOT NULL CHECK (amount_fen <> 0)
    );
    CREATE INDEX ledger_entries_by_movement ON ledger_entries (movement_id);
    CREATE INDEX ledger_entries_by_account ON ledger_entries (account);

    INSERT INTO ledger_accounts (code, kind, created_at)
      SELECT DISTINCT 'provider:' || a.channel, 'asset', 0 FROM pay_ledger l JOIN pay_attempts a ON a.id = l.attempt_id WHERE l.kind IN ('charge', 'refund');
    INSERT OR IGNORE INTO ledger_accounts (code, kind, created_at)
      SELECT DISTINCT 'orders:' || o.biz_type, 'liability', 0 FROM pay_ledger l JOIN pay_orders o ON o.order_no = l.order_no WHERE l.kind IN ('charge', 'refund');
    INSERT OR IGNORE INTO ledger_accounts (code, kind, created_at)
      SELECT DISTINCT 'payouts:' || l.biz_type, 'expense', 0 FROM pay_ledger l WHERE l.kind = 'payout';
    INSERT OR IGNORE INTO ledger_accounts (code, kind, created_at)
      SELECT 'operator:bank', 'asset', 0 WHERE EXISTS (SELECT 1 FROM pay_ledger WHERE kind = 'payout');

    INSERT INTO ledger_movements (kind, biz_type, biz_id, idem_key, created_at)
      SELECT l.kind, CASE l.kind WHEN 'payout' THEN l.biz_type ELSE 'pay_order' END, CASE l.kind WHEN 'payout' THEN l.biz_id ELSE l.order_no END,
        'pay_ledger:' || l.id, l.created_at
      FROM pay_ledger l ORDER BY l.id;
    INSERT INTO ledger_entries (movement_id, account, amount_fen)
      SELECT m.id, 'provider:' || a.channel, CASE l.kind WHEN 'charge' THEN l.amount_fen ELSE -l.amount_fen END
      FROM pay_ledger l JOIN pay_attempts a ON a.id = l.attempt_id JOIN ledger_movements m ON m.idem_key = 'pay_ledger:' || l.id
      WHERE l.kind IN ('charge', 'refund');
    INSERT INTO ledger_entries (movement_id, account, amount_fen)
      SELECT m.id, 'orders:' || o.biz_type, CASE l.kind WHEN 'charge' THEN -l.amount_fen ELSE l.amount_fen END
      FROM pay_ledger l JOIN pay_orders o ON o.order_no = l.order_no JOIN ledger_movements m ON m.idem_key = 'pay_ledger:' || l.id
      WHERE l.kind IN ('charge', 'refund');
    INSERT INTO ledger_entries (movement_id, account, amount_fen)
      SELECT m.id, 'payouts:' || l.biz_type, l.amount_fen FROM pay_ledger l JOIN ledger_movements m ON m.idem_key = 'pay_ledger:' || l.id WHERE l.kind = 'payout';
    INSERT INTO ledger_entries (movement_id, account, amount_fen)
      SELECT m.id, 'operator:bank', -l.amount_fen FROM pay_ledger l JOIN ledger_movements m ON m.idem_key = 'pay_ledger:' || l.id WHERE l.kind = 'payout';
  `,
};
