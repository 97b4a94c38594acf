import { type BillPayWay, type PayOrder, PAY_WAY_TEXT, fenToYuanString, isPayable, payWaysOf } from '@aster/core-domain';
import { payErrors } from '../pay/payService';
import type { Services } from '../services';
import { BILL_BIZ, billErrors, type BillRow, type BillStore } from './billStore';

/** The bill a bill order pays: its biz_id is '<bill id>@<China day>'. */
export const billIdOfBiz = (bizId: string) => bizId.split('@')[0] ?? '';

export interface BillPayments {
  /** What the bill costs now and the ways the caller's shell (its platform header) can pay it. */
  payOptions(userId: number, billId: string, platform: string): { billId: string; title: string; amount: string; lateFee: string; ways: { way: BillPayWay; label: string }[] };
  /** Today's pay order of the caller's bill, for the pay module to take (asked again the same day: the same order). */
  payBill(userId: number, billId: string, way: BillPayWay, platform: string): PayOrder;
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
export function createBillPayments(services: Pick<Services, 'db' | 'pay'>, store: BillStore): BillPayments {
  const { db, pay } = services;
  const q = {
    orderOfBiz: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id = ?"),
    otherOrders: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id LIKE ? AND biz_id <> ? AND status IN ('unpaid', 'paying')"),
    paid: db.prepare('UPDATE contract_bills SET paid_at = ?, order_no = ?, late_fee_paid_fen = ? WHERE id = ? AND paid_at IS NULL'),
  };
  const orderOf = (bizId: string) => (q.orderOfBiz.get(bizId) as { order_no: string } | undefined)?.order_no ?? null;

  pay.registerBiz(BILL_BIZ, {
    refresh(bizId) {
      const orderNo = orderOf(bizId);
      if (orderNo === null) return;
      const bill = store.byId(Number(billIdOfBiz(bizId)));
      const stale = bill === null || !isPayable(store.status(bill)) || store.notPayableReason(bill) !== null || bizId !== `${bill.id}@${store.today()}`;
      if (stale) pay.closeOrder(orderNo);
    },
    onPaid(bizId, paidAt) {
      const orderNo = orderOf(bizId);
      const order = orderNo === null ? null : pay.byNo(orderNo);
      const bill = store.byId(Number(billIdOfBiz(bizId)));
      if (order === null || bill === null) return;
      const lateFee = Math.max(order.amount_fen - bill.amount_fen, 0);
      // Paid by another order meanwhile: this one's money goes back.
      if (q.paid.run(paidAt, order.order_no, lateFee, bill.id).changes !== 1) pay.markRefunded(order.order_no);
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
    payBill(userId, billId, way, platform) {
      const row = store.own(userId, billId);
      mustBePayable(row);
      if (!payWaysOf(platform).includes(way)) throw billErrors.wayUnavailable();
      const bizId = `${row.id}@${store.today()}`;
      // An order of an earlier day asked a smaller late fee: closed, so only today's can charge (a charge already on
      // its way to a closed order is refunded by the pay module).
      for (const other of q.otherOrders.all(`${row.id}@%`, bizId) as { order_no: string }[]) pay.closeOrder(other.order_no);
      const { amountFen } = store.dueNowFen(row);
      const order = pay.createOrder({ userId, amountFen, subject: `${row.title}（${row.contract_no}）`, bizType: BILL_BIZ, bizId });
      if (order.status === 'paid') throw payErrors.orderPaid();
      return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), paySubChannel: way, subAccountType: row.kind };
    },
  };
}
