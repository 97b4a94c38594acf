import { openDatabase } from '../db/database';
import { serverFeatures } from '../features';
import { demoUsers } from '../auth/seed';
import { ManualClock } from '../testing/testServer';
import { createPayService, type PayNotice } from './payService';

describe('pay service: the notify path marks an order paid once', () => {
  const setUp = () => {
    const db = openDatabase(':memory:', serverFeatures);
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 1, 0, 0));
    const pay = createPayService(db, clock, 'merchant-key-for-tests');
    const paid: string[] = [];
    pay.registerBiz('test', { refresh: () => undefined, onPaid: (bizId) => paid.push(bizId) });
    const order = pay.createOrder({ userId: demoUsers.tenant.id, amountFen: 12_345, subject: '测试', bizType: 'test', bizId: 'b1' });
    const charge = (attemptKey: string): PayNotice => {
      const params = pay.prepay({ userId: demoUsers.tenant.id, orderNo: order.order_no, channel: 'alipay', attemptKey, origin: 'http://localhost' });
      const ref = params.channel === 'alipay' ? params.tradeNO : '';
      expect(pay.charge(ref, 'success').charged).toBe(true);
      return { channel: 'alipay', providerRef: ref, orderNo: order.order_no, amount: '123.45', chargedAt: '2026-11-21T09:00:00+08:00' };
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

  it('signs with the merchant key: any change to a field breaks the signature', () => {
    const { db, pay } = setUp();
    const fields = { orderNo: 'PO1', amount: '1.00' };
    const signature = pay.sign(fields);
    expect(pay.verify(fields, signature)).toBe(true);
    expect(pay.verify({ ...fields, amount: '1.01' }, signature)).toBe(false);
    expect(pay.verify(fields, 'zz')).toBe(false);
    db.close();
  });
});
