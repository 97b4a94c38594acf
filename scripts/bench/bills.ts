// Bills (issue 12): the server's p50/p99 of the bill list with 500 bills on the tenant's lease and of a payment's
// confirmation (the provider's charge, which waits for the notify path to confirm the order), over real HTTP on the
// reference server; and bill_list in the built WeChat and Alipay bundles with those 500 bills: setData bytes and the
// time to the first cards. Figures only.
import { performance } from 'node:perf_hooks';
import { REQUEST_HEADERS } from '../../packages/core-api/src';
import { pageLink, type PrepayParams } from '../../packages/core-domain/src';
import { launchMiniProgram } from '../../packages/mp-harness/src';
import { startBookingWorld } from '../../apps/server/src/bookings/testing/bookingWorld';
import { builtMiniPrograms, ms, percentile, quietConsole } from './support';

const BILLS = 500;
const LIST_REQUESTS = 200;
const PAYMENTS = 60;
const inWechat = { [REQUEST_HEADERS.platform]: 'weapp' };


async function main() {
  const world = await startBookingWorld();
  try {
    const { db } = world.server;
    const lease = db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { id: number };
    const bill = db.prepare("INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen, paid_at) VALUES (?, 'utility', ?, ?, ?, ?, ?, ?)");
    const dayOf = (back: number) => new Date(Date.UTC(2026, 10, 20) - back * 86_400_000).toISOString().slice(0, 10);
    db.transaction(() => {
      // A long tenancy's water, electricity and gas: the last PAYMENTS owed, the rest paid.
      for (let i = 0; i < BILLS; i += 1) bill.run(lease.id, `水电燃气（${dayOf(i)}）`, dayOf(i + 30), dayOf(i), dayOf(i), 1_000 + (i % 90) * 37, i < PAYMENTS ? null : 1);
    })();
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) => world.server.call(method, path, { token: world.tenant, headers: inWechat, ...(body === undefined ? {} : { body }) });

    const listTimes: number[] = [];
    let listed = 0;
    for (let i = 0; i < LIST_REQUESTS; i += 1) {
      const started = performance.now();
      const answer = await call('GET', '/tapp/v1/bill/list');
      listTimes.push(performance.now() - started);
      listed = (answer.body.data as { bills: unknown[] }).bills.length;
    }
    console.log(`bill/list over HTTP with ${listed} bills, ${LIST_REQUESTS} requests: p50 ${ms(percentile(listTimes, 50))}, p99 ${ms(percentile(listTimes, 99))}`);

    const owed = (db.prepare('SELECT id FROM contract_bills WHERE contract_id = ? AND paid_at IS NULL ORDER BY id DESC LIMIT ?').all(lease.id, PAYMENTS) as { id: number }[]).map((row) => row.id);
    const confirmTimes: number[] = [];
    for (const id of owed) {
      const order = (await call('POST', `/tapp/v1/bill/${id}/pay`, { way: 'wechat' })).body.data as { orderNo?: string } | undefined;
      if (order?.orderNo === undefined) continue;
      const prepay = (await call('POST', `/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'wechat', attemptKey: `bench-${id}` })).body.data as PrepayParams;
      const prepayId = prepay.channel === 'wechat' ? prepay.package.replace('prepay_id=', '') : '';
      const started = performance.now();
      await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId, outcome: 'success' } });
      confirmTimes.push(performance.now() - started);
    }
    console.log(`payment confirmation (the provider's charge through the notify path) over HTTP, ${confirmTimes.length} bills: p50 ${ms(percentile(confirmTimes, 50))}, p99 ${ms(percentile(confirmTimes, 99))}`);

    for (const { platform, app, distDir } of builtMiniPrograms()) {
      const started = performance.now();
      const mini = await launchMiniProgram({
        platform,
        distDir,
        apiBase: world.server.baseUrl,
        console: quietConsole,
        storage: { token: JSON.stringify(world.tenant), userId: JSON.stringify('10001') },
        entry: pageLink('pages/bill/bill_list/index', {}),
      });
      const page = mini.currentPage();
      const cards = () => page.findAll((node) => /^bill-\d+$/.test(String(node.props['data-testid'] ?? ''))).length;
      for (let waited = 0; cards() === 0 && waited < 500; waited += 1) await mini.wait(20);
      await mini.settle();
      const bytes = page.setDataLog.reduce((sum, record) => sum + record.bytes, 0);
      console.log(`${app} bill_list with ${cards()} bills: ${bytes} B in ${page.setDataLog.length} setData calls, ${(performance.now() - started).toFixed(0)} ms from launch`);
      mini.close();
    }
  } finally {
    await world.server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
