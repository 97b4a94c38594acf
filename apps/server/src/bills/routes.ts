import { billEndpoints, orderEndpoints, REQUEST_HEADERS, serverKey } from '@aster/core-api';
import { type Bill, chinaIso, fenToYuanString, isPayable } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { PayOrderRow } from '../pay/payService';
import type { Services } from '../services';
import { billIdOfBiz, type BillPayments } from './billPayments';
import { BILL_BIZ, type BillStore } from './billStore';
import type { BillTransfers } from './billTransfers';

const PLATFORM_HEADER = serverKey(REQUEST_HEADERS.platform);
/** The orders a tenant's list shows at most (newest first). */
const ORDER_LIST_LIMIT = 200;

/** What the tenant reads for each refund reason the pay module writes. */
const REFUND_REASON_TEXT: Readonly<Record<string, string>> = {
  paid_by_other_attempt: '重复支付，款项已原路退回',
  order_closed: '订单已关闭，款项已原路退回',
  cancelled: '订单已取消，款项已原路退回',
};

export function billRoutes(store: BillStore, payments: BillPayments, transfers: BillTransfers): ApiRoute[] {
  const e = billEndpoints;
  const platformOf = (headers: Readonly<Record<string, unknown>>) => {
    const value = headers[PLATFORM_HEADER];
    return typeof value === 'string' ? value : 'h5';
  };
  /** Owed first (overdue, then by due date), then the rest, newest first. */
  const inTenantOrder = (bills: Bill[]) => {
    const owed = bills.filter((bill) => isPayable(bill.status)).sort((a, b) => Number(b.status === 'overdue') - Number(a.status === 'overdue') || a.dueDate.localeCompare(b.dueDate));
    return [...owed, ...bills.filter((bill) => !isPayable(bill.status))];
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
    implement(e.detail, (context) => {
      const row = store.own(loggedInUser(context), context.params.id ?? '');
      return { ...store.detail(row), transfer: transfers.latestOf(row.id) };
    }),
    implement(e.payOptions, (context) => payments.payOptions(loggedInUser(context), context.params.id ?? '', platformOf(context.request.headers))),
    implement(e.pay, (context) => payments.payBill(loggedInUser(context), context.params.id ?? '', context.input.way, platformOf(context.request.headers), context.input.couponId)),
    implement(e.transferInfo, (context) => transfers.info(loggedInUser(context), context.params.id ?? '')),
    implement(e.submitTransfer, (context) => transfers.submit(loggedInUser(context), context.params.id ?? '', context.input, payments.mustBePayable)),
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

