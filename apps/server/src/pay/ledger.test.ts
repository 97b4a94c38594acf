import Database from 'better-sqlite3';
import { demoUsers } from '../auth/seed';
import { migrate } from '../db/migrate';
import { serverFeatures } from '../features';
import { migrationsOf } from '../serverFeature';
import { ManualClock } from '../testing/testServer';
import { moneyInvariantProblems } from './ledger';
import { createPayService } from './payService';

describe('migration 0006 on a database that already took money (issue 16 item 1)', () => {
  it('puts its past charges and refunds on the ledger and queues the notifies it never got, then reconciliation settles them', () => {
    const migrations = migrationsOf(serverFeatures);
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations.filter((step) => step.version < 6));
    // The accounts only: the orders belong to the demo tenant.
    for (const feature of serverFeatures.filter(({ name }) => name === 'home' || name === 'auth')) feature.seed?.(db);
    const order = db.prepare("INSERT INTO pay_orders (order_no, user_id, amount_fen, subject, biz_type, biz_id, status, created_at, paid_at, paid_attempt_id, refunded_at) VALUES (?, ?, ?, '定金', 'dev', ?, ?, 1, ?, ?, ?)");
    const attempt = db.prepare("INSERT INTO pay_attempts (id, order_no, attempt_key, channel, provider_ref, params, status, created_at, charged_at, notified_at) VALUES (?, ?, ?, 'wechat', ?, '{}', ?, 1, ?, ?)");
    const user = demoUsers.tenant.id;
    // Paid, then refunded by a cancel; closed with the money refunded on its notify; charged and never notified.
    order.run('PO1', user, 100, 'b1', 'paid', 5, 1, 9);
    attempt.run(1, 'PO1', 'attempt-a', 'wx1', 'charged', 4, 5);
    order.run('PO2', user, 200, 'b2', 'closed', null, null, null);
    attempt.run(2, 'PO2', 'attempt-b', 'wx2', 'refunded', 4, 6);
    order.run('PO3', user, 300, 'b3', 'paying', null, null, null);
    attempt.run(3, 'PO3', 'attempt-c', 'wx3', 'charged', 4, null);
    attempt.run(4, 'PO3', 'attempt-d', 'wx4', 'closed', null, null);

    expect(migrate(db, migrations)).toEqual(migrations.filter((step) => step.version >= 6).map((step) => step.version));
    expect(db.prepare('SELECT order_no AS o, attempt_id AS a, kind, amount_fen AS fen, reason FROM pay_ledger ORDER BY order_no, id').all()).toEqual([
      { o: 'PO1', a: 1, kind: 'charge', fen: 100, reason: 'charge' },
      { o: 'PO1', a: 1, kind: 'refund', fen: 100, reason: 'cancelled' },
      { o: 'PO2', a: 2, kind: 'charge', fen: 200, reason: 'charge' },
      { o: 'PO2', a: 2, kind: 'refund', fen: 200, reason: 'order_unavailable' },
      { o: 'PO3', a: 3, kind: 'charge', fen: 300, reason: 'charge' },
    ]);
    expect(db.prepare('SELECT attempt_id AS a, delivered_at AS done FROM pay_notify_outbox').all()).toEqual([{ a: 3, done: null }]);
    expect(moneyInvariantProblems(db)).toEqual([
      'order PO3 (paying): charged 300 - refunded 0 fen, but it holds 0',
      'order PO3 is still paying',
      'attempt 3 of order PO3 is charged and never confirmed',
    ]);

    createPayService(db, new ManualClock()).reconcile({ confirmAfterMs: 0, attemptTtlMs: 60_000 });
    expect(db.prepare("SELECT status FROM pay_orders WHERE order_no = 'PO3'").get()).toEqual({ status: 'paid' });
    expect(moneyInvariantProblems(db)).toEqual([]);
    db.close();
  });
});
