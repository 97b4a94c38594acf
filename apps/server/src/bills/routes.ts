import { billEndpoints, orderEndpoints, REQUEST_HEADERS, serverKey } from '@aster/core-api';
import { type Bill, PAY_WAY_TEXT, chinaIso, fenToYuanString, isPayable, payWaysOf } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { payErrors, type PayOrderRow } from '../pay/payService';
import type { Services } from '../services';
import { BILL_BIZ, billErrors, type BillRow, type BillStore } from './billStore';

const PLATFORM_HEADER = serverKey(REQUEST_HEADERS.platform);
/** The orders a tenant's list shows at most (newest first). */
const ORDER_LIST_LIMIT = 200;

/** What the tenant reads for each refund reason the pay module writes. */
const REFUND_REASON_TEXT: Readonly<Record<string, string>> = {
  paid_by_other_attempt: '重复支付，款项已原路退回',
  order_closed: '订单已关闭，款项已原路退回',
  cancelled: '订单已取消，款项已原路退回',
};

const billIdOfBiz = (bizId: string) => bizId.split('@')[0] ?? '';

/**
 * The bills' pay business: a bill's order is for one China day's amount (the bill and that day's late fee). An order
 * of another day, or of a bill paid meanwhile or closed, is closed before it can charge; a charge that still reaches
 * a bill paid by another order is refunded, so a bill is never paid twice.
 */
export function registerBillPayments(services: Services, store: BillStore): void {
  const { db, pay } = services;
  const q = {
    orderOfBiz: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id = ?"),
    paid: db.prepare('UPDATE contract_bills SET paid_at = ?, order_no = ?, late_fee_paid_fen = ? WHERE id = ? AND paid_at IS NULL'),
  };
  const orderOf = (bizId: string) => (q.orderOfBiz.get(bizId) as { order_no: string } | undefined)?.order_no ?? null;
  pay.registerBiz(BILL_BIZ, {
    refresh(bizId) {
      const bill = store.byId(Number(billIdOfBiz(bizId)));
      const orderNo = orderOf(bizId);
      if (orderNo === null) return;
      const stale = bill === null || !isPayable(store.status(bill)) || store.notPayableReason(bill) !== null || bizId !== `${bill.id}@${store.today()}`;
      if (stale) pay.closeOrder(orderNo);
    },
    onPaid(bizId, paidAt) {
      const orderNo = orderOf(bizId);
      const order = orderNo === null ? null : pay.byNo(orderNo);
      const bill = store.byId(Number(billIdOfBiz(bizId)));
      if (order === null || bill === null) return;
      const lateFee = order.amount_fen - bill.amount_fen;
      if (q.paid.run(paidAt, order.order_no, Math.max(lateFee, 0), bill.id).changes !== 1) pay.markRefunded(order.order_no);
    },
  });
}

export function billRoutes(services: Services, store: BillStore): ApiRoute[] {
  const { db, pay } = services;
  const e = billEndpoints;
  const q = {
    otherOrders: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id LIKE ? AND biz_id <> ? AND status IN ('unpaid', 'paying')"),
  };
  const platformOf = (headers: Readonly<Record<string, unknown>>) => {
    const value = headers[PLATFORM_HEADER];
    return typeof value === 'string' ? value : 'h5';
  };
  /** Owed first (overdue, then by due date), then the rest, newest first. */
  const inTenantOrder = (bills: Bill[]) => {
    const owed = bills.filter((bill) => isPayable(bill.status)).sort((a, b) => Number(b.status === 'overdue') - Number(a.status === 'overdue') || a.dueDate.localeCompare(b.dueDate));
    return [...owed, ...bills.filter((bill) => !isPayable(bill.status))];
  };
  const payOptions = (row: BillRow, platform: string) => {
    const { amountFen, lateFeeFen } = store.dueNowFen(row);
    return {
      billId: String(row.id),
      title: row.title,
      amount: fenToYuanString(amountFen),
      lateFee: fenToYuanString(lateFeeFen),
      ways: payWaysOf(platform).map((way) => ({ way, label: PAY_WAY_TEXT[way] })),
    };
  };
  /** Refuses a bill that is not owed, or owed elsewhere (the contract's first payment). */
  const mustBePayable = (row: BillRow) => {
    const status = store.status(row);
    if (status === 'paid' || status === 'refunded') throw billErrors.paid();
    if (!isPayable(status)) throw billErrors.closed();
    const reason = store.notPayableReason(row);
    if (reason !== null) throw billErrors.notPayable(reason);
  };

  return [
    implement(e.list, (context) => {
      const { contractId, kind, month, open } = context.input;
      const rows = store
        .ofUser(loggedInUser(context))
        .filter((row) => contractId === undefined || String(row.contract_id) === String(contractId))
        .filter((row) => kind === undefined || row.kind === kind)
        .filter((row) => month === undefined || row.due_date.startsWith(month))
        .filter((row) => open === undefined || isPayable(store.status(row)));
      const owed = rows.filter((row) => isPayable(store.status(row)));
      const owedFen = owed.reduce((sum, row) => sum + store.dueNowFen(row).amountFen, 0);
      return { bills: inTenantOrder(rows.map(store.view)), unpaidCount: owed.length, unpaidAmount: fenToYuanString(owedFen) };
    }),
    implement(e.detail, (context) => store.detail(store.own(loggedInUser(context), context.params.id ?? ''))),
    implement(e.payOptions, (context) => {
      const row = store.own(loggedInUser(context), context.params.id ?? '');
      mustBePayable(row);
      return payOptions(row, platformOf(context.request.headers));
    }),
    implement(e.pay, (context) => {
      const userId = loggedInUser(context);
      const row = store.own(userId, context.params.id ?? '');
      mustBePayable(row);
      const way = context.input.way;
      if (!payWaysOf(platformOf(context.request.headers)).includes(way)) throw billErrors.wayUnavailable();
      const bizId = `${row.id}@${store.today()}`;
      // An order of an earlier day asked a smaller late fee: closed, so only today's can charge (a charge already on
      // its way to a closed order is refunded by the pay module).
      for (const other of q.otherOrders.all(`${row.id}@%`, bizId) as { order_no: string }[]) pay.closeOrder(other.order_no);
      const { amountFen } = store.dueNowFen(row);
      const order = pay.createOrder({ userId, amountFen, subject: `${row.title}（${row.contract_no}）`, bizType: BILL_BIZ, bizId });
      if (order.status === 'paid') throw payErrors.orderPaid();
      return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), paySubChannel: way, subAccountType: row.kind };
    }),
  ];
}

export function orderRoutes(services: Services): ApiRoute[] {
  const { db, pay } = services;
  const e = orderEndpoints;
  const q = {
    // Closed orders nobody paid (a day's bill order left unpaid) are not the tenant's business; refunded ones are.
    list: db.prepare(`SELECT o.*, a.channel FROM pay_orders o LEFT JOIN pay_attempts a ON a.id = o.paid_attempt_id
      WHERE o.user_id = ? AND (o.status <> 'closed' OR EXISTS (SELECT 1 FROM pay_ledger l WHERE l.order_no = o.order_no))
      ORDER BY o.created_at DESC, o.order_no DESC LIMIT ?`),
    channel: db.prepare('SELECT channel FROM pay_attempts WHERE id = ?'),
    refunds: db.prepare("SELECT amount_fen, reason, created_at FROM pay_ledger WHERE order_no = ? AND kind = 'refund' ORDER BY created_at, id"),
  };
  const view = (order: PayOrderRow & { channel?: string | null }) => ({
    orderNo: order.order_no,
    subject: order.subject,
    amount: fenToYuanString(order.amount_fen),
    status: order.status,
    channel: (order.channel ?? null) as 'wechat' | 'alipay' | 'baofoo' | null,
    createdAt: chinaIso(order.created_at),
    paidAt: order.paid_at === null ? null : chinaIso(order.paid_at),
    refunded: order.refunded_at !== null,
    bizType: order.biz_type,
    billId: order.biz_type === BILL_BIZ ? billIdOfBiz(order.biz_id) : null,
  });
  return [
    implement(e.list, (context) => (q.list.all(loggedInUser(context), ORDER_LIST_LIMIT) as (PayOrderRow & { channel: string | null })[]).map(view)),
    implement(e.detail, (context) => {
      const order = pay.ownOrder(loggedInUser(context), context.params.orderNo ?? '');
      const channel = order.paid_attempt_id === null ? null : ((q.channel.get(order.paid_attempt_id) as { channel: string } | undefined)?.channel ?? null);
      const refunds = (q.refunds.all(order.order_no) as { amount_fen: number; reason: string; created_at: number }[]).map((refund) => ({
        amount: fenToYuanString(refund.amount_fen),
        at: chinaIso(refund.created_at),
        reason: REFUND_REASON_TEXT[refund.reason] ?? '款项已原路退回',
      }));
      return { ...view({ ...order, channel }), refunds };
    }),
  ];
}

