import Database from 'better-sqlite3';
import { demoUsers } from '../auth/seed';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { serverFeatures } from '../features';
import { migrationsOf } from '../serverFeature';
import { accountBalance, ledgerProblems, postMovement, UnbalancedMovementError } from './ledger';

const migrations = migrationsOf(serverFeatures);
const count = (db: Database.Database, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** An order of `fen` for the demo tenant, with one attempt on `channel` (raw rows, as the pay module writes them). */
function orderWithAttempt(db: Database.Database, orderNo: string, fen: number, channel: string, status: string): number {
  db.prepare("INSERT INTO pay_orders (order_no, user_id, amount_fen, subject, biz_type, biz_id, status, created_at) VALUES (?, ?, ?, '账单', 'bill', ?, ?, 0)").run(
    orderNo,
    demoUsers.tenant.id,
    fen,
    orderNo,
    status,
  );
  return Number(
    db.prepare("INSERT INTO pay_attempts (order_no, attempt_key, channel, provider_ref, params, status, created_at, charged_at, notified_at) VALUES (?, 'k', ?, ?, '{}', 'charged', 0, 0, 0)").run(orderNo, channel, `ref-${orderNo}`)
      .lastInsertRowid,
  );
}

describe('the double-entry ledger', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = openDatabase(':memory:', serverFeatures);
  });
  afterEach(() => db.close());

  const movement = (key: string, entries: { account: string; amountFen: number }[]) => ({ kind: 'transfer', bizType: 'bill', bizId: '1', key, entries });

  it('posts a movement whose lines sum to zero, once per key', () => {
    const lines = [
      { account: 'operator:bank', amountFen: 12_345 },
      { account: 'orders:bill', amountFen: -12_345 },
    ];
    const first = postMovement(db, movement('transfer:1', lines));
    expect(postMovement(db, movement('transfer:1', lines))).toBe(first);
    expect(accountBalance(db, 'operator:bank')).toBe(12_345);
    expect(accountBalance(db, 'orders:bill')).toBe(-12_345);
    expect(db.prepare("SELECT kind FROM ledger_accounts WHERE code = 'orders:bill'").get()).toEqual({ kind: 'liability' });
  });

  it.each([
    ['lines that do not balance', [{ account: 'operator:bank', amountFen: 100 }, { account: 'orders:bill', amountFen: -99 }]],
    ['a single line', [{ account: 'operator:bank', amountFen: 0.5 }]],
    ['a line of 0', [{ account: 'operator:bank', amountFen: 0 }, { account: 'orders:bill', amountFen: 0 }]],
    ['a part of a fen', [{ account: 'operator:bank', amountFen: 0.5 }, { account: 'orders:bill', amountFen: -0.5 }]],
    ['an account nobody defined', [{ account: 'somewhere:else', amountFen: 1 }, { account: 'orders:bill', amountFen: -1 }]],
  ])('refuses %s and writes nothing', (_what, entries) => {
    // The seed's own movements (the demo wallet's refund) are there before.
    const [movements, lines] = [count(db, 'ledger_movements'), count(db, 'ledger_entries')];
    expect(() => postMovement(db, movement('bad', entries))).toThrow(UnbalancedMovementError);
    expect(count(db, 'ledger_movements')).toBe(movements);
    expect(count(db, 'ledger_entries')).toBe(lines);
  });

  it('finds a broken ledger: an unbalanced movement, a charge never posted, a provider or order holding the wrong sum', () => {
    const attempt = orderWithAttempt(db, 'PO-1', 5_000, 'wechat', 'paid');
    db.prepare("UPDATE pay_orders SET paid_attempt_id = ?, paid_at = 0 WHERE order_no = 'PO-1'").run(attempt);
    const ledgerId = Number(db.prepare("INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at) VALUES ('PO-1', ?, 'charge', 5000, 'charge', 0)").run(attempt).lastInsertRowid);
    expect(ledgerProblems(db)).toEqual([
      `pay_ledger ${ledgerId} (charge, 5000 fen) is posted as 0 fen`,
      'provider:wechat holds 0 fen, the provider 5000 fen',
      'order PO-1 (paid) holds 0 fen on the ledger, 5000 fen by its state',
    ]);
    postMovement(db, { kind: 'charge', bizType: 'pay_order', bizId: 'PO-1', key: `pay_ledger:${ledgerId}`, entries: [{ account: 'provider:wechat', amountFen: 5_000 }, { account: 'orders:bill', amountFen: -5_000 }] });
    expect(ledgerProblems(db)).toEqual([]);

    db.prepare("UPDATE ledger_entries SET amount_fen = 4999 WHERE account = 'provider:wechat'").run();
    expect(ledgerProblems(db)).toEqual([
      `movement pay_ledger:${ledgerId} has 2 line(s) summing to -1 fen`,
      `pay_ledger ${ledgerId} (charge, 5000 fen) is posted as 4999 fen`,
      'provider:wechat holds 4999 fen, the provider 5000 fen',
    ]);
  });

  it('posts the money of a database made before it (charges, refunds and payouts of pay_ledger) when it is upgraded', () => {
    const old = new Database(':memory:');
    old.pragma('foreign_keys = ON');
    migrate(old, migrations.filter((step) => step.version < 19));
    old.prepare("INSERT INTO users (id, mobile, created_at) VALUES (?, '13800138000', 0)").run(demoUsers.tenant.id);
    const paid = orderWithAttempt(old, 'PO-A', 3_000, 'alipay', 'paid');
    const refunded = orderWithAttempt(old, 'PO-B', 2_000, 'wechat', 'paid');
    old.prepare("UPDATE pay_orders SET paid_attempt_id = ?, paid_at = 0 WHERE order_no = 'PO-A'").run(paid);
    old.prepare("UPDATE pay_orders SET paid_attempt_id = ?, paid_at = 0, refunded_at = 1 WHERE order_no = 'PO-B'").run(refunded);
    const money = old.prepare('INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at) VALUES (?, ?, ?, ?, ?, 0)');
    money.run('PO-A', paid, 'charge', 3_000, 'charge');
    money.run('PO-B', refunded, 'charge', 2_000, 'charge');
    money.run('PO-B', refunded, 'refund', 2_000, 'cancelled');
    old.prepare("INSERT INTO pay_ledger (kind, user_id, biz_type, biz_id, amount_fen, reason, created_at) VALUES ('payout', ?, 'checkout_refund', '7', 800, 'deposit', 0)").run(demoUsers.tenant.id);

    expect(migrate(old, migrations)).toContain(19);
    expect(count(old, 'ledger_movements')).toBe(4);
    expect(accountBalance(old, 'provider:alipay')).toBe(3_000);
    expect(accountBalance(old, 'provider:wechat')).toBe(0);
    expect(accountBalance(old, 'orders:bill')).toBe(-3_000);
    expect(accountBalance(old, 'payouts:checkout_refund')).toBe(800);
    expect(accountBalance(old, 'operator:bank')).toBe(-800);
    expect(ledgerProblems(old)).toEqual([]);
    old.close();
  });
});
