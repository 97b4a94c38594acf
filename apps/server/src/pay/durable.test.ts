import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { PayOrder, PayOrderState, PrepayParams, Reservation } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { availableHouse, BOOKING_TEST_START, expectOk, MINUTE, requestId, VALID_ID_CARD } from '../bookings/testing/bookingWorld';
import { ManualClock, removeDir, startTestServer, tempDir, type TestServer } from '../testing/testServer';
import { moneyInvariantProblems } from './ledger';
import { PENDING_NOTIFY_DELAY_MS } from './simulatedGateway';

/** Payments across a restart of the server on the same SQLite file (issue 16 item 1). */
describe('durable payments across a restart', () => {
  let dir: string;
  let file: string;
  const clock = new ManualClock(BOOKING_TEST_START);
  const servers: TestServer[] = [];
  const start = async () => {
    const server = await startTestServer({ dbPath: file, clock, sessionTtlMs: 365 * 24 * 60 * MINUTE, logger: { level: 'error' } });
    servers.push(server);
    return server;
  };
  beforeEach(() => {
    dir = tempDir();
    file = path.join(dir, 'aster.db');
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close().catch(() => undefined);
    removeDir(dir);
  });

  const alipayPending = async (server: TestServer, token: string, orderNo: string) => {
    const params = expectOk(await server.call<PrepayParams>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token, body: { channel: 'alipay', attemptKey: requestId() } }));
    const tradeNO = params.channel === 'alipay' ? params.tradeNO : '';
    const pay = (outcome: string) => server.call('POST', '/provider/alipay/pay', { body: { tradeNO, outcome } }).then((result) => result.body as unknown);
    // Charged; its notify is due PENDING_NOTIFY_DELAY_MS later, and the server stops before that.
    expect(await pay('pending')).toEqual({ charged: true });
  };
  const orderState = async (server: TestServer, token: string, orderNo: string) =>
    expectOk(await server.call<PayOrderState>('GET', `/tapp/v1/pay/orders/${orderNo}`, { token }));

  it('delivers a notify still pending when the server stopped, after it starts again, and the order is paid', async () => {
    const first = await start();
    const token = await first.loginByPhone(demoUsers.tenant.mobile);
    const { orderNo } = expectOk(await first.call<{ orderNo: string }>('POST', '/dev/pay/orders', { body: { userId: demoUsers.tenant.id, amount: '66.60' } }));
    await alipayPending(first, token, orderNo);
    await first.close();

    const second = await start();
    expect((await orderState(second, token, orderNo)).status).toBe('paid');
    // The provider's own notify still goes out and is acknowledged as a duplicate.
    const delivered = () => second.db.prepare('SELECT delivered_at IS NOT NULL AS done FROM pay_notify_outbox').get() as { done: number };
    for (let waited = 0; delivered().done === 0 && waited < PENDING_NOTIFY_DELAY_MS + 8000; waited += 100) await delay(100);
    expect(delivered()).toEqual({ done: 1 });
    expect(moneyInvariantProblems(second.db)).toEqual([]);
  });

  it('refunds through the ledger a 定金 charged before a stop whose reservation lapsed while the server was down', async () => {
    const first = await start();
    const token = await first.loginByPhone(demoUsers.tenant.mobile);
    const house = availableHouse(first);
    const reservation = expectOk(await first.call<Reservation>('POST', '/tapp/v2/aster/reservations', {
      token,
      body: { houseId: house.id, checkInDate: house.checkInDate, leaseMonths: 12, requestId: requestId() },
    }));
    expectOk(await first.call('POST', '/tapp/v2/aster/person-info', { token, body: { name: '张三', idType: 'id_card', idNumber: VALID_ID_CARD } }));
    const order = expectOk(await first.call<PayOrder>('POST', `/tapp/v2/aster/reservations/${reservation.id}/sign`, { token, body: { agreed: true } }));
    await alipayPending(first, token, order.orderNo);
    await first.close();

    clock.advance(31 * MINUTE);
    const second = await start();
    const state = await orderState(second, token, order.orderNo);
    expect(state.status).toBe('closed');
    expect(expectOk(await second.call<Reservation>('GET', `/tapp/v2/aster/reservations/${reservation.id}`, { token })).status).toBe('cancelled');
    expect(second.db.prepare('SELECT kind, amount_fen AS amount, reason FROM pay_ledger WHERE order_no = ? ORDER BY id').all(order.orderNo)).toEqual([
      { kind: 'charge', amount: house.depositFen, reason: 'charge' },
      { kind: 'refund', amount: house.depositFen, reason: 'order_closed' },
    ]);
    expect(moneyInvariantProblems(second.db)).toEqual([]);
  });
});
