import type { Db } from '../db/database';
import { ledgerProblems } from '../ledger/ledger';
import { askPayProblems } from '../askPay/askPayStore';
import { couponProblems } from '../coupons/couponStore';
import { balanceTopUpProblems } from '../meters/balanceTopUp';
import { meterZeroingProblems } from '../meters/zeroBalance';
import { tenantPaymentProblems } from '../tenantPayments/problems';
import { walletProblems } from '../wallet/walletStore';

/**
 * The money invariants, read from the database (pay_ledger and the orders), for tests, the crash test and the bench.
 * Once reconciliation has run: per order, charged minus refunded is what the order holds (its amount when paid and
 * not refunded, else nothing); every charge the provider took is on the ledger and confirmed; no order is "paying";
 * a reservation is paid exactly when its 定金's order holds the money; the double-entry ledger agrees with all of it
 * (ledgerProblems); a bill paid by someone else is held by the order that paid it, and by no other (askPayProblems);
 * a meter zeroed at move-out is refunded to the wallet once, at what it refunded (meterZeroingProblems); a meter
 * top-up paid from the balance took its amount from the wallet once (balanceTopUpProblems).
 * Answers one line per broken invariant.
 */
export function moneyInvariantProblems(db: Db): string[] {
  const problems: string[] = [];
  const balances = db
    .prepare(`SELECT o.order_no AS orderNo, o.status, o.amount_fen AS amount, o.refunded_at AS refundedAt,
        COALESCE(SUM(CASE l.kind WHEN 'charge' THEN l.amount_fen ELSE 0 END), 0) AS charged,
        COALESCE(SUM(CASE l.kind WHEN 'refund' THEN l.amount_fen ELSE 0 END), 0) AS refunded
      FROM pay_orders o LEFT JOIN pay_ledger l ON l.order_no = o.order_no GROUP BY o.order_no`)
    .all() as { orderNo: string; status: string; amount: number; refundedAt: number | null; charged: number; refunded: number }[];
  for (const row of balances) {
    const held = row.status === 'paid' && row.refundedAt === null ? row.amount : 0;
    if (row.charged - row.refunded !== held) {
      problems.push(`order ${row.orderNo} (${row.status}): charged ${row.charged} - refunded ${row.refunded} fen, but it holds ${held}`);
    }
    if (row.status === 'paying') problems.push(`order ${row.orderNo} is still paying`);
  }
  const unledgered = db
    .prepare(`SELECT a.id, a.order_no AS orderNo FROM pay_attempts a
      WHERE a.charged_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pay_ledger l WHERE l.attempt_id = a.id AND l.kind = 'charge')`)
    .all() as { id: number; orderNo: string }[];
  for (const row of unledgered) problems.push(`attempt ${row.id} of order ${row.orderNo} was charged with no ledger entry`);
  const unconfirmed = db.prepare("SELECT id, order_no AS orderNo FROM pay_attempts WHERE status = 'charged' AND notified_at IS NULL").all() as { id: number; orderNo: string }[];
  for (const row of unconfirmed) problems.push(`attempt ${row.id} of order ${row.orderNo} is charged and never confirmed`);
  const reservations = db
    .prepare(`SELECT r.reservation_no AS no, r.status, o.status AS orderStatus, o.refunded_at AS refundedAt FROM reservations r
      JOIN pay_orders o ON o.order_no = r.order_no`)
    .all() as { no: string; status: string; orderStatus: string; refundedAt: number | null }[];
  for (const row of reservations) {
    const holds = row.orderStatus === 'paid' && row.refundedAt === null;
    const paid = row.status === 'paid' || row.status === 'converted';
    if (holds !== paid) problems.push(`reservation ${row.no} is ${row.status} but its order is ${row.orderStatus}${row.refundedAt === null ? '' : ' (refunded)'}`);
  }
  // A settled checkout that gives money back has exactly its net paid out, once (checkout_refund payouts); a server
  // built without the contracts feature has no checkouts.
  const hasCheckouts = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'checkout_applications'").get() !== undefined;
  const checkouts = !hasCheckouts ? [] : db
    .prepare(`SELECT c.id, c.net_fen AS net, COALESCE(SUM(l.amount_fen), 0) AS paidOut, COUNT(l.id) AS payouts FROM checkout_applications c
      LEFT JOIN pay_ledger l ON l.kind = 'payout' AND l.biz_type = 'checkout_refund' AND l.biz_id = CAST(c.id AS TEXT)
      WHERE c.status = 'settled' GROUP BY c.id`)
    .all() as { id: number; net: number | null; paidOut: number; payouts: number }[];
  for (const row of checkouts) {
    const expected = row.net !== null && row.net > 0 ? row.net : 0;
    if (row.paidOut !== expected || row.payouts > 1) problems.push(`checkout ${row.id} settled at ${row.net ?? 0} fen, but ${row.paidOut} fen was paid out in ${row.payouts}`);
  }
  // The wallets, coupons, splits and the tenant's own payments (a server built without their features has none), and
  // the same money on the double-entry ledger.
  const hasTable = (name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
  const hasColumn = (table: string, column: string) => hasTable(table) && db.prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?').get(table, column) !== undefined;
  return [
    ...problems,
    ...(hasTable('wallet_accounts') ? walletProblems(db) : []),
    ...(hasTable('coupon_redemptions') ? couponProblems(db) : []),
    ...(hasTable('bill_splits') ? tenantPaymentProblems(db) : []),
    ...(hasTable('bill_other_payments') ? askPayProblems(db) : []),
    ...(hasTable('meter_zeroings') ? meterZeroingProblems(db) : []),
    ...(hasColumn('meter_topups', 'paid_by') ? balanceTopUpProblems(db) : []),
    ...ledgerProblems(db),
  ];
}
