import path from 'node:path';
import fc from 'fast-check';
import { demoUsers } from '../auth/seed';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { serverFeatures } from '../features';
import { moneyInvariantProblems } from '../pay/ledger';
import { createPayService, type PayService } from '../pay/payService';
import { quietly, simulatedProvider } from '../testing/simulatedProvider';
import { ManualClock, removeDir, tempDir } from '../testing/testServer';
import { createBillPayments, type BillPayments } from './billPayments';
import { createBillStore } from './billStore';

// Issue 12: randomised journeys of paying one bill, on a real SQLite file, through the bill payments and the pay
// module as the routes and the simulated provider drive them: double taps (a repeated attempt key), retries, sheets
// cancelled or failed, charges whose notify comes late, twice, or never (reconciliation), a day passing between the
// order and the charge (the late fee grows: yesterday's order closes), and two payers of one bill at once. Whatever
// the order of events, a bill is paid at most once and every fen charged is either what paid it or refunded.
const DAY = 24 * 60 * 60 * 1000;
const JOURNEYS = 1000;
const TENANT = demoUsers.tenant.id;

type Step =
  | { kind: 'order'; payer: number; platform: 'weapp' | 'aliapp' }
  | { kind: 'sheet'; payer: number; reuseKey: boolean }
  | { kind: 'charge'; attempt: number; outcome: 'success' | 'cancel' | 'fail' }
  | { kind: 'notify'; charge: number }
  | { kind: 'nextDay' }
  | { kind: 'reconcile' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('order' as const), payer: fc.nat(1), platform: fc.constantFrom('weapp' as const, 'aliapp' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sheet' as const), payer: fc.nat(1), reuseKey: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('charge' as const), attempt: fc.nat(5), outcome: fc.constantFrom('success' as const, 'success' as const, 'cancel' as const, 'fail' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('notify' as const), charge: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'nextDay' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reconcile' as const }) },
);

interface World {
  db: Db;
  clock: ManualClock;
  pay: PayService;
  payments: BillPayments;
  contractId: number;
  dir: string;
}

let world: World;

beforeAll(() => {
  const dir = tempDir();
  const db = openDatabase(path.join(dir, 'aster.db'), serverFeatures);
  const clock = new ManualClock(Date.UTC(2026, 10, 21, 1, 0, 0));
  const pay = createPayService(db, clock);
  const store = createBillStore({ db, clock });
  const payments = createBillPayments({ db, pay, clock }, store);
  const contractId = (db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { id: number }).id;
  world = { db, clock, pay, payments, contractId, dir };
});
afterAll(() => {
  world.db.close();
  removeDir(world.dir);
});

/** A rent bill due yesterday, of a fresh period, so each journey has its own bill (its late fee grows once past grace). */
function newBill(): number {
  const due = new Date(world.clock.now() + 8 * 3600 * 1000 - 6 * DAY).toISOString().slice(0, 10);
  const result = world.db
    .prepare("INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen) VALUES (?, 'rent', '房租（随机）', ?, ?, ?, ?)")
    .run(world.contractId, due, due, due, 100_000 + Math.floor(Math.random() * 90_000));
  return Number(result.lastInsertRowid);
}

/** Runs one journey's steps; the business errors the app would show (paid, processing, closed...) are expected. */
function runJourney(billId: number, steps: Step[]): void {
  const { pay, payments } = world;
  const orders: string[][] = [[], []];
  const keys: string[][] = [[], []];
  const provider = simulatedProvider(pay);
  let keyCounter = 0;
  for (const step of steps) {
    if (step.kind === 'order') {
      quietly(() => orders[step.payer]?.push(payments.payBill(TENANT, String(billId), step.platform === 'weapp' ? 'wechat' : 'alipay', step.platform).orderNo));
    } else if (step.kind === 'sheet') {
      const orderNo = orders[step.payer]?.at(-1);
      if (orderNo === undefined) continue;
      const payerKeys = keys[step.payer] ?? [];
      const key = step.reuseKey && payerKeys.length > 0 ? (payerKeys.at(-1) as string) : `journey-key-${(keyCounter += 1)}-${billId}`;
      payerKeys.push(key);
      provider.openSheet(TENANT, orderNo, key);
    } else if (step.kind === 'charge') {
      provider.charge(step.attempt, step.outcome);
    } else if (step.kind === 'notify') {
      provider.notify(step.charge);
    } else if (step.kind === 'nextDay') {
      world.clock.advance(DAY);
    } else {
      pay.reconcile({ confirmAfterMs: 0, attemptTtlMs: 30 * 60 * 1000 });
    }
  }
  // The provider's notifies that never came are settled by reconciliation; a duplicate one changes nothing.
  provider.notifyAll();
  pay.reconcile({ confirmAfterMs: 0, attemptTtlMs: 0 });
}

describe('paying a bill, randomised', () => {
  it(`pays each bill at most once and loses no fen over ${JOURNEYS} journeys`, () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 6, maxLength: 20 }), (steps) => {
        const billId = newBill();
        runJourney(billId, steps);
        const bill = world.db.prepare('SELECT amount_fen AS amount, paid_at AS paidAt, order_no AS orderNo, late_fee_paid_fen AS lateFee FROM contract_bills WHERE id = ?').get(billId) as {
          amount: number;
          paidAt: number | null;
          orderNo: string | null;
          lateFee: number;
        };
        const money = world.db
          .prepare(`SELECT COALESCE(SUM(CASE l.kind WHEN 'charge' THEN l.amount_fen ELSE -l.amount_fen END), 0) AS held,
              COUNT(DISTINCT CASE WHEN o.status = 'paid' AND o.refunded_at IS NULL THEN o.order_no END) AS paidOrders
            FROM pay_orders o LEFT JOIN pay_ledger l ON l.order_no = o.order_no WHERE o.biz_type = 'bill' AND o.biz_id LIKE ?`)
          .get(`${billId}@%`) as { held: number; paidOrders: number };
        // Paid: exactly one order holds the money, the bill plus the late fee of its day; unpaid: nothing is held.
        expect(money.paidOrders).toBe(bill.paidAt === null ? 0 : 1);
        expect(money.held).toBe(bill.paidAt === null ? 0 : bill.amount + bill.lateFee);
        if (bill.orderNo !== null) expect(world.pay.byNo(bill.orderNo)?.status).toBe('paid');
      }),
      { numRuns: JOURNEYS },
    );
    expect(moneyInvariantProblems(world.db)).toEqual([]);
    // The journeys reached what they are about: bills paid, late fees paid, charges given back.
    const reached = world.db
      .prepare(`SELECT (SELECT COUNT(*) FROM contract_bills WHERE title = '房租（随机）' AND paid_at IS NOT NULL) AS paid,
          (SELECT COUNT(*) FROM contract_bills WHERE title = '房租（随机）' AND late_fee_paid_fen > 0) AS withLateFee,
          (SELECT COUNT(*) FROM pay_ledger l JOIN pay_orders o ON o.order_no = l.order_no WHERE o.biz_type = 'bill' AND l.kind = 'refund') AS refunds`)
      .get() as { paid: number; withLateFee: number; refunds: number };
    expect(reached.paid).toBeGreaterThan(JOURNEYS / 10);
    expect(reached.withLateFee).toBeGreaterThan(0);
    expect(reached.refunds).toBeGreaterThan(0);
  });
});
