import type { Migration } from '../migrate';

/**
 * Durable payments (issue 16 item 1). pay_ledger: every money movement, one charge and at most one refund per
 * attempt (per order, charges minus refunds is what the order holds). pay_notify_outbox: the provider's notifies,
 * written with their charge and delivered (with retries) until the server acknowledges them, across restarts.
 * Databases that already took money get their ledger and pending notifies from their attempts. Released: never edited.
 */
export const payLedgerAndOutbox: Migration = {
  version: 6,
  name: 'pay ledger and notify outbox',
  sql: `
    CREATE TABLE pay_ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL REFERENCES pay_orders(order_no),
      attempt_id INTEGER NOT NULL REFERENCES pay_attempts(id),
      kind TEXT NOT NULL CHECK (kind IN ('charge', 'refund')),
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      reason TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (attempt_id, kind)
    );
    CREATE INDEX pay_ledger_by_order ON pay_ledger (order_no);
    CREATE TABLE pay_notify_outbox (
      attempt_id INTEGER PRIMARY KEY REFERENCES pay_attempts(id),
      created_at INTEGER NOT NULL,
      tries INTEGER NOT NULL DEFAULT 0,
      next_try_at INTEGER NOT NULL,
      delivered_at INTEGER,
      last_error TEXT
    );
    CREATE INDEX pay_notify_outbox_due ON pay_notify_outbox (next_try_at) WHERE delivered_at IS NULL;
    CREATE INDEX pay_attempts_unconfirmed ON pay_attempts (charged_at) WHERE status = 'charged' AND notified_at IS NULL;
    CREATE INDEX pay_attempts_open ON pay_attempts (created_at) WHERE status = 'open';
    INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at)
      SELECT a.order_no, a.id, 'charge', o.amount_fen, 'charge', a.charged_at
      FROM pay_attempts a JOIN pay_orders o ON o.order_no = a.order_no WHERE a.charged_at IS NOT NULL;
    INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at)
      SELECT a.order_no, a.id, 'refund', o.amount_fen, 'order_unavailable', a.notified_at
      FROM pay_attempts a JOIN pay_orders o ON o.order_no = a.order_no WHERE a.status = 'refunded' AND a.charged_at IS NOT NULL;
    INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at)
      SELECT o.order_no, o.paid_attempt_id, 'refund', o.amount_fen, 'cancelled', o.refunded_at
      FROM pay_orders o WHERE o.refunded_at IS NOT NULL AND o.paid_attempt_id IS NOT NULL;
    INSERT INTO pay_notify_outbox (attempt_id, created_at, next_try_at)
      SELECT id, charged_at, charged_at FROM pay_attempts WHERE status = 'charged' AND notified_at IS NULL;
  `,
};
