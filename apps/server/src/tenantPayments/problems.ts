import type { Db } from '../db/database';

/**
 * The money invariants of splits, created bills and service orders (moneyInvariantProblems): a split bill is never
 * paid itself, no order of it holds money, and its instalments (as many as the split says) sum to it and its fee
 * exactly; a created bill or service order is paid exactly when its pay order holds its amount. One line per problem.
 */
export function tenantPaymentProblems(db: Db): string[] {
  const problems: string[] = [];
  const splits = db
    .prepare(`SELECT s.bill_id AS id, s.instalments AS count, s.fee_fen AS fee, b.amount_fen AS amount, b.paid_at AS paidAt, b.split_at AS splitAt,
        (SELECT COUNT(*) FROM contract_bills i WHERE i.split_of = b.id) AS parts,
        (SELECT COALESCE(SUM(i.amount_fen), 0) FROM contract_bills i WHERE i.split_of = b.id) AS partsFen,
        (SELECT COUNT(*) FROM pay_orders o WHERE o.biz_type = 'bill' AND o.biz_id LIKE CAST(b.id AS TEXT) || '@%' AND o.status = 'paid' AND o.refunded_at IS NULL) AS paidOrders
      FROM bill_splits s JOIN contract_bills b ON b.id = s.bill_id`)
    .all() as { id: number; count: number; fee: number; amount: number; paidAt: number | null; splitAt: number | null; parts: number; partsFen: number; paidOrders: number }[];
  for (const row of splits) {
    if (row.splitAt === null || row.paidAt !== null || row.paidOrders > 0) problems.push(`split bill ${row.id} is paid or not marked split`);
    if (row.parts !== row.count || row.partsFen !== row.amount + row.fee) problems.push(`split bill ${row.id} (${row.amount} + ${row.fee} fen in ${row.count}) has ${row.parts} instalments of ${row.partsFen} fen`);
  }
  const orphans = db.prepare('SELECT id FROM contract_bills b WHERE b.split_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bill_splits s WHERE s.bill_id = b.id)').all() as { id: number }[];
  for (const row of orphans) problems.push(`bill ${row.id} is split without a split record`);
  for (const table of ['created_bills', 'service_orders']) {
    const rows = db
      .prepare(`SELECT t.id, t.amount_fen AS amount, t.paid_at AS paidAt, o.status, o.amount_fen AS orderFen, o.refunded_at AS refundedAt FROM ${table} t LEFT JOIN pay_orders o ON o.order_no = t.order_no`)
      .all() as { id: number; amount: number; paidAt: number | null; status: string | null; orderFen: number | null; refundedAt: number | null }[];
    for (const row of rows) {
      if (row.orderFen !== null && row.orderFen !== row.amount) problems.push(`${table} ${row.id} of ${row.amount} fen has an order of ${row.orderFen} fen`);
      if ((row.paidAt !== null) !== (row.status === 'paid')) problems.push(`${table} ${row.id} is ${row.paidAt === null ? 'unpaid' : 'paid'} but its order is ${row.status ?? 'missing'}`);
    }
  }
  return problems;
}
