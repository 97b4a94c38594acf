import { billCodeOf } from '@aster/core-domain';
import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';

/** The demo's paper bill: its code is printed in the README and the tests (电费 of October on the lease being left). */
export const DEMO_BILL_CODE = 'ASTERPAY26';

/**
 * Codes for the bills the demo tenant still owes, as the operator prints them on paper bills: the October 电费 of
 * the lease being left gets the demo code. Runs once: the demo code marks it done.
 */
export function seedBillCodes(db: Db): void {
  if (db.prepare('SELECT 1 FROM bill_codes WHERE code = ?').get(DEMO_BILL_CODE)) return;
  const owed = db
    .prepare("SELECT b.id, b.title, c.contract_no AS contractNo FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no LIKE 'HTDEMO%' AND b.paid_at IS NULL")
    .all() as { id: number; title: string; contractNo: string }[];
  const october = demoCalendar(db).date('2026-10-01').slice(0, 7);
  const demo = owed.find((bill) => bill.contractNo === 'HTDEMO06' && bill.title === `电费（${october}）`);
  if (demo === undefined) return;
  const insert = db.prepare('INSERT OR IGNORE INTO bill_codes (bill_id, code) VALUES (?, ?)');
  db.transaction(() => {
    insert.run(demo.id, DEMO_BILL_CODE);
    for (const bill of owed) if (bill.id !== demo.id) insert.run(bill.id, billCodeOf(crypto.randomBytes(10)));
  })();
}
