// The double-entry ledger's check (issue 12): ledgerProblems over 100,000 movements on SQLite, as a server holding a
// year of a building's money would have them (charges, refunds and payouts of pay orders with their pay_ledger rows).
// Figures only.
import { performance } from 'node:perf_hooks';
import { demoUsers } from '../../apps/server/src/auth/seed';
import { openDatabase } from '../../apps/server/src/db/database';
import { serverFeatures } from '../../apps/server/src/features';
import { ledgerProblems, postMovement } from '../../apps/server/src/ledger/ledger';

const MOVEMENTS = 100_000;
const CHANNELS = ['wechat', 'alipay', 'baofoo'] as const;

function main() {
  const db = openDatabase(':memory:', serverFeatures);
  const order = db.prepare("INSERT INTO pay_orders (order_no, user_id, amount_fen, subject, biz_type, biz_id, status, created_at, paid_at, paid_attempt_id) VALUES (?, ?, ?, '账单', 'bill', ?, 'paid', 0, 0, NULL)");
  const attempt = db.prepare("INSERT INTO pay_attempts (order_no, attempt_key, channel, provider_ref, params, status, created_at, charged_at, notified_at) VALUES (?, 'k', ?, ?, '{}', 'charged', 0, 0, 0)");
  const paidBy = db.prepare('UPDATE pay_orders SET paid_attempt_id = ? WHERE order_no = ?');
  const money = db.prepare("INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at) VALUES (?, ?, 'charge', ?, 'charge', 0)");
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < MOVEMENTS; i += 1) {
      const orderNo = `PO${String(i).padStart(8, '0')}`;
      const fen = 1_000 + (i % 5_000) * 7;
      const channel = CHANNELS[i % CHANNELS.length] ?? 'wechat';
      order.run(orderNo, demoUsers.tenant.id, fen, orderNo);
      const attemptId = Number(attempt.run(orderNo, channel, `ref-${orderNo}`).lastInsertRowid);
      paidBy.run(attemptId, orderNo);
      const ledgerId = Number(money.run(orderNo, attemptId, fen).lastInsertRowid);
      postMovement(db, { kind: 'charge', bizType: 'pay_order', bizId: orderNo, key: `pay_ledger:${ledgerId}`, entries: [{ account: `provider:${channel}`, amountFen: fen }, { account: 'orders:bill', amountFen: -fen }] });
    }
  })();
  console.log(`posted ${MOVEMENTS.toLocaleString('en')} paid orders with their movements in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const times: number[] = [];
  let problems: string[] = [];
  for (let run = 0; run < 3; run += 1) {
    const at = performance.now();
    problems = ledgerProblems(db);
    times.push(performance.now() - at);
  }
  console.log(`ledger check over ${MOVEMENTS.toLocaleString('en')} movements: median ${(times.sort((a, b) => a - b)[1] ?? 0).toFixed(0)} ms of 3, ${problems.length} problem(s)`);
  db.close();
}

main();
