import { chinaInstant, type ContractStatus } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';
import { insertContract } from './contractStore';

/** The demo tenant's identity on their contracts: the real-name check passes once person info holds the same. */
export const DEMO_CONTRACT_TENANT = { name: demoUsers.tenant.userName, idNumber: '11010519491231002X' } as const;

interface DemoContract {
  no: string;
  status: ContractStatus;
  startDate: string;
  leaseMonths: number;
  /** Deposit and rent bills ending by this date are paid (signed contracts only). */
  paidThrough?: string;
  /** A checkout application on this date: applied, or settled for the final statuses. */
  checkout?: string;
  bound?: boolean;
}

const DEMO_CONTRACTS: readonly DemoContract[] = [
  { no: 'HTDEMO01', status: 'pre_created', startDate: '2026-12-15', leaseMonths: 12 },
  { no: 'HTDEMO02', status: 'awaiting_sign', startDate: '2026-12-10', leaseMonths: 12 },
  { no: 'HTDEMO03', status: 'awaiting_payment', startDate: '2026-12-05', leaseMonths: 6 },
  { no: 'HTDEMO04', status: 'to_move_in', startDate: '2027-01-01', leaseMonths: 12, paidThrough: '2027-03-31' },
  { no: 'HTDEMO05', status: 'renting', startDate: '2026-06-01', leaseMonths: 12, paidThrough: '2026-11-30' },
  { no: 'HTDEMO06', status: 'checkout_applied', startDate: '2026-03-01', leaseMonths: 12, paidThrough: '2026-11-30', checkout: '2026-12-31' },
  { no: 'HTDEMO07', status: 'checked_out', startDate: '2025-01-01', leaseMonths: 12, paidThrough: '2025-12-31', checkout: '2025-12-31' },
  { no: 'HTDEMO08', status: 'terminated', startDate: '2025-06-01', leaseMonths: 12, paidThrough: '2026-02-28', checkout: '2026-02-15' },
  { no: 'HTDEMO09', status: 'cancelled', startDate: '2026-12-01', leaseMonths: 12 },
  // Made by the manager for the demo tenant's phone and not bound yet (unBindCount).
  { no: 'HTDEMO10', status: 'pre_created', startDate: '2027-01-10', leaseMonths: 12, bound: false },
];

/**
 * The demo tenant's contracts, one in every status, each with its lock id and bills (deposit, rent periods, and
 * utilities on the current lease) where the bills feature will link. Rented houses of the seed, so no listing changes.
 * Dates as written for the demo's days, moved by its calendar (demoCalendar.ts).
 */
export function seedContracts(db: Db): void {
  if (db.prepare("SELECT 1 FROM contracts WHERE contract_no LIKE 'HTDEMO%'").get()) return;
  const houses = db
    .prepare("SELECT id, rent_fen AS rentFen, deposit_months AS depositMonths, pay_months AS payMonths FROM houses WHERE availability = 'rented' ORDER BY id LIMIT ?")
    .all(DEMO_CONTRACTS.length) as { id: string; rentFen: number; depositMonths: number; payMonths: number }[];
  if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(demoUsers.tenant.id) || houses.length < DEMO_CONTRACTS.length) return;
  const signed = db.prepare('UPDATE contracts SET status = ?, signed_at = ?, cert_checked_at = ?, company = ?, email = ?, occupation = ? WHERE id = ?');
  const pay = db.prepare("UPDATE contract_bills SET paid_at = ? WHERE contract_id = ? AND (kind = 'deposit' OR (kind = 'rent' AND period_end <= ?))");
  const utility = db.prepare("INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen, paid_at) VALUES (?, 'utility', ?, ?, ?, ?, ?, ?)");
  const checkout = db.prepare('INSERT INTO checkout_applications (contract_id, user_id, expect_checkout_date, status, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?)');
  const record = db.prepare('INSERT INTO contract_records (contract_id, at, title, detail) VALUES (?, ?, ?, ?)');
  const calendar = demoCalendar(db);
  const seededAt = calendar.at('2026-11-20', '10:00');
  const lastSigning = calendar.at('2026-11-18', '10:00');
  db.transaction(() => {
    DEMO_CONTRACTS.forEach((demo, index) => {
      const startDate = calendar.date(demo.startDate);
      const house = houses[index];
      if (!house) return;
      const id = insertContract(db, {
        contractNo: demo.no,
        userId: demo.bound === false ? null : demoUsers.tenant.id,
        tenantPhone: demoUsers.tenant.mobile,
        tenantName: DEMO_CONTRACT_TENANT.name,
        tenantIdNumber: DEMO_CONTRACT_TENANT.idNumber,
        houseId: house.id,
        reservationId: null,
        status: 'pre_created',
        startDate,
        leaseMonths: demo.leaseMonths,
        rentFen: house.rentFen,
        depositMonths: house.depositMonths,
        payMonths: house.payMonths,
        reservationCreditFen: 0,
        lockId: `LK${house.id}`,
        coTenants: demo.status === 'renting' ? [{ name: '李娜', phone: '13912345678', relation: '配偶' }] : [],
        createdAt: seededAt,
      });
      if (demo.status === 'pre_created') return;
      // Signed 20 days before the lease starts, and never after the seed's days (a paid bill never says a date to come).
      const signedAt = demo.status === 'awaiting_sign' || demo.status === 'cancelled' ? null : Math.min(chinaInstant(startDate, '10:00') - 20 * 24 * 3600 * 1000, lastSigning);
      signed.run(demo.status, signedAt, signedAt, '上海某科技有限公司', 'zhangsan@example.com', '工程师', id);
      record.run(id, seededAt, '演示数据', `合同状态：${demo.status}`);
      if (demo.paidThrough !== undefined) pay.run(signedAt, id, calendar.date(demo.paidThrough));
      if (demo.status === 'renting') {
        const [from, to] = [calendar.date('2026-10-01'), calendar.date('2026-10-31')];
        utility.run(id, `电费（${from.slice(0, 7)}）`, from, to, calendar.date('2026-11-10'), 15_630, seededAt);
        utility.run(id, `水费（${from.slice(0, 7)}）`, from, to, calendar.date('2026-11-25'), 8_650, null);
      }
      if (demo.checkout !== undefined) {
        const settled = demo.status === 'checked_out' || demo.status === 'terminated';
        checkout.run(id, demoUsers.tenant.id, calendar.date(demo.checkout), settled ? 'settled' : 'applied', seededAt, settled ? seededAt : null);
      }
    });
  })();
}
