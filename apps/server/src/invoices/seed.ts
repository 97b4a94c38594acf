import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { createInvoiceStore } from './invoiceStore';

const SEED_KEY = 'demo-seed-invoice';

/**
 * The demo tenant's 我的发票 is not empty: one issued invoice (personal title) of the oldest paid rent bill, applied
 * the day after it was paid and issued the day after that. Made through the store like any application, so the bill
 * is held as any invoiced one. Seeded once (its request key).
 */
export function seedInvoices(db: Db): void {
  if (db.prepare('SELECT 1 FROM invoices WHERE user_id = ? AND request_key = ?').get(demoUsers.tenant.id, SEED_KEY) !== undefined) return;
  const bill = db
    .prepare(`SELECT b.id, b.paid_at FROM contract_bills b JOIN contracts c ON c.id = b.contract_id
      WHERE c.user_id = ? AND c.signed_at IS NOT NULL AND b.kind = 'rent' AND b.paid_at IS NOT NULL ORDER BY b.paid_at, b.id LIMIT 1`)
    .get(demoUsers.tenant.id) as { id: number; paid_at: number } | undefined;
  if (bill === undefined) return;
  const day = 24 * 3600_000;
  let at = bill.paid_at + day;
  const store = createInvoiceStore({ db, clock: { now: () => at } });
  const row = store.apply(demoUsers.tenant.id, {
    items: [{ kind: 'bill', id: String(bill.id) }],
    title: { type: 'personal', name: demoUsers.tenant.userName, taxNumber: '', bankLine: '', addressLine: '' },
    email: 'zhangsan@example.com',
    requestKey: SEED_KEY,
  });
  at += day;
  store.issue(row.id);
}
