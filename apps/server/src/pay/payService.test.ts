import { openDatabase } from '../db/database';
import { serverFeatures } from '../features';
import { demoUsers } from '../auth/seed';
import { prepayNow } from '../testing/simulatedProvider';
import { ManualClock } from '../testing/testServer';
import { moneyInvariantProblems } from './ledger';
import { createPayService, type PayNotice } from './payService';
import { simulatedNoticeSigner } from './simulatedGateway';

describe('pay service: the notify path marks an order paid once', () => {
  const setUp = () => {
    const db = openDatabase(':memory:', serverFeatures);
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 1, 0, 0));
    const pay = createPayService(db, clock);
    const paid: string[] = [];
    pay.registerBiz('test', { refresh: () => undefined, onPaid: (bizId) => paid.push(bizId) });
    const order = pay.createOrder({ userId: demoUsers.tenant.id, amountFen: 12_345, subject: '测试', bizType: 'test', bizId: 'b1' });
    const charge = (attemptKey: string): PayNotice => {
      const params = prepayNow(pay, { userId: demoUsers.tenant.id, orderNo: order.order_no, channel: 'alipay', attemptKey, origin: 'http://localhost' });
      const ref = params.channel === 'alipay' ? params.tradeNO : '';
      expect(pay.charge(ref, 'success').charged).toBe(true);
      const outTradeNo = pay.attemptByRef(ref)?.out_trade_no ?? '';
      return { channel: 'alipay', providerRef: ref, outTradeNo, orderNo: order.order_no, amount: '123.45', chargedAt: '2026-11-21T09:00:00+08:00' };
    };
    return { db, pay, order, paid, charge };
  };

  it('answers a repeated notify as a duplicate and runs the business once', () => {
    const { db, pay, order, paid, charge } = setUp();
    const notice = charge('attempt-0001');
    expect(pay.applyNotice(notice)).toBe('paid');
    expect(pay.applyNotice(notice)).toBe('duplicate');
    expect(paid).toEqual(['b1']);
    expect(pay.byNo(order.order_no)?.status).toBe('paid');
    // The same business asks for its order again: the first order comes back.
    expect(pay.createOrder({ userId: demoUsers.tenant.id, amountFen: 1, subject: 'x', bizType: 'test', bizId: 'b1' }).order_no).toBe(order.order_no);
    db.close();
  });

  it('refuses a notice whose amount differs from the order, and one for an attempt never charged', () => {
    const { db, pay, order, charge } = setUp();
    const notice = charge('attempt-0002');
    expect(() => pay.applyNotice({ ...notice, amount: '0.01' })).toThrow('支付金额与订单金额不符');
    expect(() => pay.applyNotice({ ...notice, providerRef: 'unknown' })).toThrow('订单不存在');
    expect(pay.byNo(order.order_no)?.status).toBe('paying');
    db.close();
  });

  it('gives the money back when the order was closed between the charge and the notify', () => {
    const { db, pay, order, paid, charge } = setUp();
    const notice = charge('attempt-0003');
    pay.closeOrder(order.order_no);
    expect(pay.applyNotice(notice)).toBe('refunded');
    expect(paid).toEqual([]);
    expect(pay.byNo(order.order_no)?.status).toBe('closed');
    db.close();
  });

  it('signs the simulated notifies with the merchant key: any change to a field breaks the signature', () => {
    const signer = simulatedNoticeSigner('merchant-key-for-tests');
    const fields = { orderNo: 'PO1', amount: '1.00' };
    const signature = signer.sign(fields);
    expect(signer.verify(fields, signature)).toBe(true);
    expect(signer.verify({ ...fields, amount: '1.01' }, signature)).toBe(false);
    expect(signer.verify(fields, 'zz')).toBe(false);
    expect(simulatedNoticeSigner('another-key').verify(fields, signature)).toBe(false);
  });
});

describe('pay service: the ledger and reconciliation (issue 16 item 1)', () => {
  const MINUTE = 60_000;
  const setUp = () => {
    const db = openDatabase(':memory:', serverFeatures);
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 1, 0, 0));
    const pay = createPayService(db, clock);
    // The business: its lazy change (a reservation lapsing) closes the order when it is refreshed.
    const lapsed = new Set<string>();
    const paid: string[] = [];
    pay.registerBiz('test', {
      refresh: (bizId) => {
        const order = db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'test' AND biz_id = ?").get(bizId) as { order_no: string };
        if (lapsed.has(bizId)) pay.closeOrder(order.order_no);
      },
      onPaid: (bizId) => paid.push(bizId),
    });
    const order = (bizId: string) => pay.createOrder({ userId: demoUsers.tenant.id, amountFen: 50_000, subject: '定金', bizType: 'test', bizId });
    const open = (orderNo: string, attemptKey = `attempt-${orderNo}-${Math.random()}`) => {
      const params = prepayNow(pay, { userId: demoUsers.tenant.id, orderNo, channel: 'alipay', attemptKey, origin: 'http://localhost' });
      return params.channel === 'alipay' ? params.tradeNO : '';
    };
    const ledger = (orderNo: string) => db.prepare('SELECT kind, amount_fen AS amount, reason FROM pay_ledger WHERE order_no = ? ORDER BY id').all(orderNo);
    const reconcile = () => pay.reconcile({ confirmAfterMs: MINUTE, attemptTtlMs: 30 * MINUTE });
    return { db, clock, pay, lapsed, paid, order, open, ledger, reconcile };
  };

  it('writes a charge with its ledger entry and its pending notify; reconciliation confirms it once it is overdue', () => {
    const { db, clock, pay, paid, order, open, ledger, reconcile } = setUp();
    const { order_no: orderNo } = order('b1');
    const ref = open(orderNo);
    expect(pay.charge(ref, 'success', 1234)).toEqual({ charged: true });
    expect(ledger(orderNo)).toEqual([{ kind: 'charge', amount: 50_000, reason: 'charge' }]);
    expect(db.prepare('SELECT next_try_at AS due, delivered_at AS delivered FROM pay_notify_outbox').all()).toEqual([{ due: 1234, delivered: null }]);
    // The notify is lost (a crash). A young charge is left to its notify; an overdue one is settled.
    expect(reconcile()).toEqual({ confirmed: 0, refunded: 0, expired: 0 });
    expect(pay.byNo(orderNo)?.status).toBe('paying');
    clock.advance(MINUTE);
    expect(reconcile()).toEqual({ confirmed: 1, refunded: 0, expired: 0 });
    expect(pay.byNo(orderNo)?.status).toBe('paid');
    expect(paid).toEqual(['b1']);
    expect(reconcile()).toEqual({ confirmed: 0, refunded: 0, expired: 0 });
    // The notify arriving after all is acknowledged and changes nothing.
    const notice = pay.noticeOf(pay.attemptByRef(ref)?.id ?? 0);
    expect(notice && pay.applyNotice(notice)).toBe('duplicate');
    expect(moneyInvariantProblems(db)).toEqual([]);
    db.close();
  });

  it('refunds through the ledger a charge whose order closed meanwhile (the business lapsed while the server was down)', () => {
    const { db, clock, pay, lapsed, paid, order, open, ledger, reconcile } = setUp();
    const { order_no: orderNo } = order('b2');
    expect(pay.charge(open(orderNo), 'success').charged).toBe(true);
    lapsed.add('b2');
    clock.advance(MINUTE);
    expect(reconcile()).toEqual({ confirmed: 0, refunded: 1, expired: 0 });
    expect(pay.byNo(orderNo)?.status).toBe('closed');
    expect(paid).toEqual([]);
    expect(ledger(orderNo)).toEqual([
      { kind: 'charge', amount: 50_000, reason: 'charge' },
      { kind: 'refund', amount: 50_000, reason: 'order_closed' },
    ]);
    expect(moneyInvariantProblems(db)).toEqual([]);
    db.close();
  });

  it('answers a repeated notify of a refunded charge as a duplicate, so the provider stops sending it', () => {
    const { db, pay, order, open } = setUp();
    const { order_no: orderNo } = order('b3');
    const ref = open(orderNo);
    pay.charge(ref, 'success');
    pay.closeOrder(orderNo);
    const notice = pay.noticeOf(pay.attemptByRef(ref)?.id ?? 0);
    if (notice === null) throw new Error('no notice');
    expect(pay.applyNotice(notice)).toBe('refunded');
    expect(pay.applyNotice(notice)).toBe('duplicate');
    expect(moneyInvariantProblems(db)).toEqual([]);
    db.close();
  });

  it('puts the refund of a paid order (a cancelled reservation) on the ledger', () => {
    const { db, pay, order, open, ledger } = setUp();
    const { order_no: orderNo } = order('b4');
    const ref = open(orderNo);
    pay.charge(ref, 'success');
    const notice = pay.noticeOf(pay.attemptByRef(ref)?.id ?? 0);
    expect(notice && pay.applyNotice(notice)).toBe('paid');
    pay.markRefunded(orderNo);
    pay.markRefunded(orderNo);
    expect(ledger(orderNo)).toEqual([
      { kind: 'charge', amount: 50_000, reason: 'charge' },
      { kind: 'refund', amount: 50_000, reason: 'cancelled' },
    ]);
    expect(moneyInvariantProblems(db)).toEqual([]);
    db.close();
  });

  it('never answers alreadyPaid for an order that is not paid: a second confirm of a charged sheet is "processing"', () => {
    const { db, pay, order, open } = setUp();
    const { order_no: orderNo } = order('b5');
    const ref = open(orderNo);
    expect(pay.charge(ref, 'success')).toEqual({ charged: true });
    expect(pay.charge(ref, 'success')).toEqual({ charged: false, processing: true });
    expect(pay.byNo(orderNo)?.status).toBe('paying');
    expect(db.prepare("SELECT COUNT(*) AS n FROM pay_ledger WHERE kind = 'charge'").get()).toEqual({ n: 1 });
    db.close();
  });

  it('closes sheets left open past their lifetime: no order stays paying', () => {
    const { db, clock, pay, order, open, reconcile } = setUp();
    const { order_no: orderNo } = order('b6');
    const ref = open(orderNo);
    clock.advance(29 * MINUTE);
    expect(reconcile().expired).toBe(0);
    expect(pay.byNo(orderNo)?.status).toBe('paying');
    clock.advance(MINUTE);
    expect(reconcile().expired).toBe(1);
    expect(pay.byNo(orderNo)?.status).toBe('unpaid');
    expect(pay.charge(ref, 'success')).toEqual({ charged: false });
    expect(moneyInvariantProblems(db)).toEqual([]);
    db.close();
  });
});
