import { type BillPayWay, type PayOrder, PAY_WAY_TEXT, fenToYuanString, isPayable, payWaysOf } from '@aster/core-domain';
import { createCouponStore } from '../coupons/couponStore';
import { payErrors } from '../pay/payService';
import type { Services } from '../services';
import { BILL_BIZ, billErrors, type BillRow, type BillStore } from './billStore';

/** The bill a bill order pays: its biz_id is '<bill id>@<China day>', and '@c<coupon id>' when a coupon takes part. */
export const billIdOfBiz = (bizId: string) => bizId.split('@')[0] ?? '';
const dayOfBiz = (bizId: string) => bizId.split('@')[1] ?? '';

/** A held coupon that cannot be spent when its order is paid: the payment is given back. */
class CouponGoneError extends Error {}

export interface BillPayments {
  /** What the bill costs now and the ways the caller's shell (its platform header) can pay it. */
  payOptions(userId: number, billId: string, platform: string): { billId: string; title: string; amount: string; lateFee: string; ways: { way: BillPayWay; label: string }[] };
  /**
   * Today's pay order of the caller's bill, for the pay module to take (asked again the same day: the same order),
   * less a coupon of the caller's when one is chosen (the order holds it until paid).
   */
  payBill(userId: number, billId: string, way: BillPayWay, platform: string, couponId?: string): PayOrder;
  /** Refuses a bill that is not owed now, or owed elsewhere, with the reason (the bill errors). */
  mustBePayable(row: BillRow): void;
}

/** Refuses a bill that is not owed, or owed elsewhere (the contract's first payment, a period not issued yet). */
export function billPayability(store: BillStore): (row: BillRow) => void {
  return (row) => {
    const status = store.status(row);
    if (status === 'paid' || status === 'refunded') throw billErrors.paid();
    if (status === 'transfer_confirming') throw billErrors.notPayable('该账单有转账待确认，请等待确认结果');
    if (!isPayable(status)) throw billErrors.closed();
    const reason = store.notPayableReason(row);
    if (reason !== null) throw billErrors.notPayable(reason);
  };
}

/**
 * Paying bills through the pay module. A bill's order is for one China day's amount (the bill and that day's late
 * fee). An order of another day, or of a bill paid meanwhile or closed, is closed before it can charge; a charge that
 * still reaches a bill paid by another order is refunded, so a bill is never paid twice.
 */
export function createBillPayments(services: Pick<Services, 'db' | 'pay' | 'clock'>, store: BillStore): BillPayments {
  const { db, pay } = services;
  const coupons = createCouponStore(db, services.clock);
  const q = {
    orderOfBiz: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id = ?"),
    otherOrders: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id LIKE ? AND biz_id <> ? AND status IN ('unpaid', 'paying')"),
  };
  const orderOf = (bizId: string) => (q.orderOfBiz.get(bizId) as { order_no: string } | undefined)?.order_no ?? null;

  pay.registerBiz(BILL_BIZ, {
    refresh(bizId) {
      const orderNo = orderOf(bizId);
      if (orderNo === null) return;
      const bill = store.byId(Number(billIdOfBiz(bizId)));
      const held = coupons.heldOf(orderNo);
      const stale =
        bill === null || !isPayable(store.status(bill)) || store.notPayableReason(bill) !== null || dayOfBiz(bizId) !== store.today() || (held !== null && !coupons.stillHeld(held));
      if (stale) {
        pay.closeOrder(orderNo);
        coupons.release(orderNo);
      }
    },
    onPaid(bizId, paidAt) {
      const orderNo = orderOf(bizId);
      const order = orderNo === null ? null : pay.byNo(orderNo);
      const bill = store.byId(Number(billIdOfBiz(bizId)));
      if (order === null || bill === null) return;
      const held = coupons.heldOf(order.order_no);
      const lateFee = Math.max(order.amount_fen + (held?.discount_fen ?? 0) - bill.amount_fen, 0);
      // Paid by another order meanwhile, or its coupon spent elsewhere meanwhile: this one's money goes back (the
      // savepoint undoes the bill's change when the coupon cannot be had).
      const took = db.transaction(() => {
        if (!store.markPaid(bill.id, { paidAt, paidBy: 'order', paidFen: order.amount_fen, lateFeeFen: lateFee, orderNo: order.order_no })) return false;
        if (held !== null && !coupons.settleHeld(held, paidAt)) throw new CouponGoneError();
        return true;
      });
      let paid: boolean;
      try {
        paid = took();
      } catch (error) {
        if (!(error instanceof CouponGoneError)) throw error;
        paid = false;
      }
      if (!paid) {
        pay.markRefunded(order.order_no);
        coupons.release(order.order_no);
      }
    },
  });

  const mustBePayable = billPayability(store);

  return {
    mustBePayable,
    payOptions(userId, billId, platform) {
      const row = store.own(userId, billId);
      mustBePayable(row);
      const { amountFen, lateFeeFen } = store.dueNowFen(row);
      return {
        billId: String(row.id),
        title: row.title,
        amount: fenToYuanString(amountFen),
        lateFee: fenToYuanString(lateFeeFen),
        ways: payWaysOf(platform).map((way) => ({ way, label: PAY_WAY_TEXT[way] })),
      };
    },
    payBill(userId, billId, way, platform, couponId) {
      const row = store.own(userId, billId);
      mustBePayable(row);
      if (!payWaysOf(platform).includes(way)) throw billErrors.wayUnavailable();
      const bizId = couponId === undefined ? `${row.id}@${store.today()}` : `${row.id}@${store.today()}@c${couponId}`;
      // An order of an earlier day asked a smaller late fee: closed, so only today's can charge (a charge already on
      // its way to a closed order is refunded by the pay module).
      for (const other of q.otherOrders.all(`${row.id}@%`, bizId) as { order_no: string }[]) {
        pay.closeOrder(other.order_no);
        coupons.release(other.order_no);
      }
      const { amountFen } = store.dueNowFen(row);
      const discountFen = couponId === undefined ? 0 : coupons.discountFor(userId, couponId, { kind: row.kind, amountFen });
      const order = pay.createOrder({ userId, amountFen: amountFen - discountFen, subject: `${row.title}（${row.contract_no}）`, bizType: BILL_BIZ, bizId });
      if (order.status === 'paid') throw payErrors.orderPaid();
      if (couponId !== undefined) coupons.hold(userId, couponId, row.id, order.order_no, discountFen);
      return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), paySubChannel: way, subAccountType: row.kind };
    },
  };
}
