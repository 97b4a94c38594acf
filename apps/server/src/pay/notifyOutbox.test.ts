import path from 'node:path';
import { demoUsers } from '../auth/seed';
import { openDatabase } from '../db/database';
import { serverFeatures } from '../features';
import { prepayNow } from '../testing/simulatedProvider';
import { ManualClock, removeDir, tempDir } from '../testing/testServer';
import { moneyInvariantProblems } from './ledger';
import { createNotifyOutbox } from './notifyOutbox';
import { createPayService, type PayNotice } from './payService';

describe('the notify outbox (issue 16 item 1)', () => {
  it('keeps a refused notify in the database across a crash, retries it with growing waits, and delivers it once', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'aster.db');
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 1, 0, 0));
    let wall = 1_000_000;
    const open = () => {
      const db = openDatabase(file, serverFeatures);
      const pay = createPayService(db, clock);
      pay.registerBiz('test', { refresh: () => undefined, onPaid: () => undefined });
      return { db, pay };
    };
    const outboxOf = (world: ReturnType<typeof open>, send: (notice: PayNotice) => Promise<boolean>) =>
      createNotifyOutbox(world.db, { noticeOf: (id) => world.pay.noticeOf(id), send, retryBaseMs: 1_000, retryMaxMs: 5_000, now: () => wall });
    const due = (world: ReturnType<typeof open>) => world.db.prepare('SELECT tries, next_try_at - ? AS wait, last_error AS error FROM pay_notify_outbox').get(wall);

    // First process: the charge is taken, its notify is refused twice, then the process dies.
    const first = open();
    const order = first.pay.createOrder({ userId: demoUsers.tenant.id, amountFen: 8_880, subject: '房租', bizType: 'test', bizId: 'o1' });
    const params = prepayNow(first.pay, { userId: demoUsers.tenant.id, orderNo: order.order_no, channel: 'wechat', attemptKey: 'attempt-outbox-1', origin: 'http://localhost' });
    const ref = params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '';
    expect(first.pay.charge(ref, 'success', wall).charged).toBe(true);
    const refusing = outboxOf(first, () => Promise.resolve(false));
    expect(await refusing.deliverDue()).toBe(0);
    expect(due(first)).toEqual({ tries: 1, wait: 1_000, error: 'not acknowledged' });
    expect(await refusing.deliverDue()).toBe(0);
    wall += 1_000;
    expect(await outboxOf(first, () => Promise.reject(new Error('connection refused'))).deliverDue()).toBe(0);
    expect(due(first)).toEqual({ tries: 2, wait: 2_000, error: 'connection refused' });
    first.db.close();

    // After the restart the notify is still owed; it goes out when due, and only once.
    const second = open();
    const sent: PayNotice[] = [];
    const outbox = outboxOf(second, (notice) => {
      sent.push(notice);
      second.pay.applyNotice(notice);
      return Promise.resolve(true);
    });
    expect(outbox.pending()).toBe(1);
    expect(await outbox.deliverDue()).toBe(0);
    wall += 2_000;
    expect(await outbox.deliverDue()).toBe(1);
    expect(sent).toEqual([{ channel: 'wechat', providerRef: ref, outTradeNo: expect.stringMatching(/^PA\d{22}$/), orderNo: order.order_no, amount: '88.80', chargedAt: expect.stringMatching(/\+08:00$/) }]);
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outbox.deliver(second.pay.attemptByRef(ref)?.id ?? 0)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(outbox.pending()).toBe(0);
    expect(second.pay.byNo(order.order_no)?.status).toBe('paid');
    expect(moneyInvariantProblems(second.db)).toEqual([]);
    second.db.close();
    removeDir(dir);
  });

  it('waits at most retryMaxMs between tries', async () => {
    const db = openDatabase(':memory:', serverFeatures);
    const pay = createPayService(db, new ManualClock());
    const order = pay.createOrder({ userId: demoUsers.tenant.id, amountFen: 100, subject: 'x', bizType: 'test', bizId: 'o2' });
    const params = prepayNow(pay, { userId: demoUsers.tenant.id, orderNo: order.order_no, channel: 'alipay', attemptKey: 'attempt-outbox-2', origin: 'http://localhost' });
    pay.charge(params.channel === 'alipay' ? params.tradeNO : '', 'success', 0);
    let wall = 0;
    const outbox = createNotifyOutbox(db, { noticeOf: (id) => pay.noticeOf(id), send: () => Promise.resolve(false), retryBaseMs: 1_000, retryMaxMs: 5_000, now: () => wall });
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await outbox.deliverDue();
      const { next } = db.prepare('SELECT next_try_at AS next FROM pay_notify_outbox').get() as { next: number };
      waits.push(next - wall);
      wall = next;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
    db.close();
  });
});
