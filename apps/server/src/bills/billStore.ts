import {
  BILL_KIND_TEXT,
  DEFAULT_SPLIT_RULES,
  type Bill,
  type BillDetail,
  type BillFacts,
  type BillPaidWay,
  type BillStanding,
  type BillStatus,
  LEASE_ENDED_STATUSES,
  billStanding,
  type ContractStatus,
  chinaDate,
  chinaIso,
  fenToYuanString,
  isIssued,
  isPayable,
  issueDateOf,
  splitProblem,
  type SplitRules,
} from '@aster/core-domain';
import type { BillRow as ContractBillRow } from '../contracts/contractStore';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';

/** The pay module's business type of a bill's orders; their biz_id is '<bill id>@<China day>'. */
export const BILL_BIZ = 'bill';

/** A bill as the bill pages read it: the contract's bill row with its payment and its contract's facts. */
export interface BillRow extends ContractBillRow {
  order_no: string | null;
  late_fee_paid_fen: number;
  /** How it was paid and how much (migration 0042); null on bills paid before, or by the contract's first payment. */
  paid_by?: BillPaidWay | null;
  paid_fen?: number | null;
  /** Set by the splits (migration 0028): an instalment's original bill and number. */
  split_of?: number | null;
  instalment?: number | null;
  contract_no: string;
  contract_status: ContractStatus;
  user_id: number;
  house_title: string;
}

export const billErrors = {
  notFound: () => new BusinessError('BILL_NOT_FOUND', '账单不存在'),
  paid: () => new BusinessError('BILL_PAID', '该账单已支付，无需重复支付'),
  closed: () => new BusinessError('BILL_CLOSED', '该账单已关闭，无需支付'),
  notPayable: (reason: string) => new BusinessError('BILL_NOT_PAYABLE', reason),
  wayUnavailable: () => new BusinessError('PAY_WAY_UNAVAILABLE', '当前环境不支持该支付方式，请换一种方式支付'),
};

const ENDED: ReadonlySet<ContractStatus> = new Set(LEASE_ENDED_STATUSES);
/** The first payment of a contract (deposit and first rent) is paid as one on contract_pay. */
const FIRST_PAYMENT_PENDING: ReadonlySet<ContractStatus> = new Set(['awaiting_payment']);
const FIRST_PAYMENT_TEXT = '首期账单请在合同支付页支付';

/** Bills of signed contracts only: an unsigned or voided draft has no bills the tenant owes. */
const BILL_SELECT = `SELECT b.*, c.contract_no, c.status AS contract_status, c.user_id, h.title AS house_title
  FROM contract_bills b JOIN contracts c ON c.id = b.contract_id JOIN houses h ON h.id = c.house_id
  WHERE c.signed_at IS NOT NULL`;

export interface BillStore {
  today(): string;
  /** The caller's bill, issued or not (a contract links its whole schedule); anyone else's is "not found". */
  own(userId: number, billId: string): BillRow;
  byId(billId: number): BillRow | null;
  /** The caller's issued bills (due within BILL_ISSUE_DAYS), the instalments of their splits and every settled one. */
  ofUser(userId: number): BillRow[];
  /** Status and amounts by core-domain's one rule (billStanding). */
  standing(row: BillRow): BillStanding;
  status(row: BillRow): BillStatus;
  /** What is due now (the bill and its late fee), in fen. */
  dueNowFen(row: BillRow): { amountFen: number; lateFeeFen: number };
  /** Why a bill that is still owed cannot be paid from the bill pages; null when it can (or is not owed). */
  notPayableReason(row: BillRow): string | null;
  view(row: BillRow): Bill;
  detail(row: BillRow): BillDetail;
  /** Why the bill cannot be split today under the rules, in the tenant's words; null when it can. */
  splitProblem(row: BillRow): string | null;
  /**
   * Marks a bill paid, once: how and how much (migration 0042), with the late fee charged and the order if one paid it.
   * False when it was paid meanwhile (the caller gives that payment back).
   */
  markPaid(billId: number, payment: { paidAt: number; paidBy: BillPaidWay; paidFen: number; lateFeeFen: number; orderNo?: string }): boolean;
}

export function createBillStore(services: Pick<Services, 'db' | 'clock'> & Partial<Pick<Services, 'splitRules'>>): BillStore {
  const { db, clock } = services;
  const splitRules: SplitRules = services.splitRules ?? DEFAULT_SPLIT_RULES;
  const q = {
    own: db.prepare(`${BILL_SELECT} AND b.id = ? AND c.user_id = ?`),
    byId: db.prepare(`${BILL_SELECT} AND b.id = ?`),
    ofUser: db.prepare(`${BILL_SELECT} AND c.user_id = ? ORDER BY b.due_date DESC, b.id DESC`),
    order: db.prepare('SELECT o.order_no, o.amount_fen, o.paid_at, o.refunded_at, a.channel FROM pay_orders o LEFT JOIN pay_attempts a ON a.id = o.paid_attempt_id WHERE o.order_no = ?'),
    transferWaiting: db.prepare("SELECT 1 FROM bill_transfers WHERE bill_id = ? AND status = 'submitted'"),
    discount: db.prepare("SELECT COALESCE(SUM(discount_fen), 0) AS fen FROM coupon_redemptions WHERE bill_id = ? AND status = 'used'"),
    markPaid: db.prepare(`UPDATE contract_bills SET paid_at = @paidAt, order_no = COALESCE(@orderNo, order_no), late_fee_paid_fen = @lateFeeFen,
      paid_by = @paidBy, paid_fen = @paidFen WHERE id = @billId AND paid_at IS NULL`),
  };
  const today = () => chinaDate(clock.now());
  const refunded = (row: BillRow) => {
    if (row.order_no === null) return false;
    const order = q.order.get(row.order_no) as { refunded_at: number | null } | undefined;
    return order?.refunded_at != null;
  };
  const factsOf = (row: BillRow): BillFacts => ({
    kind: row.kind,
    amountFen: row.amount_fen,
    dueDate: row.due_date,
    paidAt: row.paid_at,
    lateFeePaidFen: row.late_fee_paid_fen,
    refunded: row.paid_at !== null && refunded(row),
    split: row.split_at != null,
    leaseEnded: ENDED.has(row.contract_status),
    transferWaiting: row.paid_at === null && q.transferWaiting.get(row.id) !== undefined,
  });

  const store: BillStore = {
    today,
    own(userId, billId) {
      if (!/^\d{1,12}$/.test(billId)) throw billErrors.notFound();
      const row = q.own.get(Number(billId), userId) as BillRow | undefined;
      if (!row) throw billErrors.notFound();
      return row;
    },
    byId: (billId) => (q.byId.get(billId) as BillRow | undefined) ?? null,
    // A split's instalments are owed from the split on (the tenant chose them), whenever they fall due.
    ofUser: (userId) => (q.ofUser.all(userId) as BillRow[]).filter((row) => row.paid_at !== null || row.split_of != null || isIssued(row.due_date, today())),
    standing: (row) => billStanding(factsOf(row), today()),
    status: (row) => store.standing(row).status,
    dueNowFen(row) {
      const { totalFen, lateFeeFen } = store.standing(row);
      return { amountFen: totalFen, lateFeeFen };
    },
    notPayableReason(row) {
      if (!isPayable(store.status(row))) return null;
      if (FIRST_PAYMENT_PENDING.has(row.contract_status)) return FIRST_PAYMENT_TEXT;
      return row.split_of != null || isIssued(row.due_date, today()) ? null : `该账单将于${issueDateOf(row.due_date)}出账，出账后即可支付`;
    },
    view(row) {
      const status = store.status(row);
      const { amountFen, lateFeeFen: lateFee } = store.dueNowFen(row);
      return {
        id: String(row.id),
        contractId: String(row.contract_id),
        contractNo: row.contract_no,
        houseTitle: row.house_title,
        kind: row.kind,
        title: row.title,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        dueDate: row.due_date,
        amount: fenToYuanString(amountFen),
        lateFee: fenToYuanString(lateFee),
        status,
        payable: isPayable(status) && store.notPayableReason(row) === null,
        paidAt: row.paid_at === null ? null : chinaIso(row.paid_at),
      };
    },
    detail(row) {
      const { lateFeeFen: lateFee } = store.dueNowFen(row);
      const order = row.order_no === null ? undefined : (q.order.get(row.order_no) as { order_no: string; amount_fen: number; paid_at: number | null; refunded_at: number | null; channel: 'wechat' | 'alipay' | 'baofoo' | null } | undefined);
      const discountFen = row.paid_at === null ? 0 : (q.discount.get(row.id) as { fen: number }).fen;
      const paidFen = row.paid_fen ?? row.amount_fen + row.late_fee_paid_fen - discountFen;
      return {
        ...store.view(row),
        items: [
          { name: itemName(row), amount: fenToYuanString(row.amount_fen) },
          ...(lateFee > 0 ? [{ name: '滞纳金', amount: fenToYuanString(lateFee) }] : []),
          ...(discountFen > 0 ? [{ name: '优惠券', amount: `-${fenToYuanString(discountFen)}` }] : []),
        ],
        notPayableReason: store.notPayableReason(row),
        splittable: store.splitProblem(row) === null,
        splitOf: row.split_at != null ? String(row.id) : row.split_of == null ? null : String(row.split_of),
        paidOnContractPage: isPayable(store.status(row)) && FIRST_PAYMENT_PENDING.has(row.contract_status),
        discount: discountFen > 0 ? fenToYuanString(discountFen) : null,
        // Every paid bill has its record, whichever way it was paid: what was paid, when, and the order if one paid it.
        payment:
          row.paid_at === null
            ? null
            : {
                orderNo: order?.paid_at != null ? order.order_no : null,
                way: row.paid_by ?? (order?.paid_at != null ? 'order' : null),
                amount: fenToYuanString(paidFen),
                channel: order?.paid_at != null ? order.channel : null,
                paidAt: chinaIso(row.paid_at),
                refunded: order?.refunded_at != null,
              },
      };
    },
    markPaid: (billId, payment) => q.markPaid.run({ ...payment, orderNo: payment.orderNo ?? null, billId }).changes === 1,
    splitProblem(row) {
      if (row.split_of != null) return '分期账单不可再次分期';
      const status = store.status(row);
      const problem = splitProblem({ kind: row.kind, status, amountFen: row.amount_fen, dueDate: row.due_date }, today(), splitRules);
      // A rent period not issued yet may be split ahead; the contract's first payment is paid on contract_pay.
      return problem ?? (FIRST_PAYMENT_PENDING.has(row.contract_status) ? FIRST_PAYMENT_TEXT : null);
    },
  };
  return store;
}

/** A bill's main line: 租金 with its period, 押金, or the utility its title names (电费, 水费...). */
function itemName(row: Pick<BillRow, 'kind' | 'title' | 'period_start' | 'period_end'>): string {
  if (row.kind === 'rent') return `${BILL_KIND_TEXT.rent}（${row.period_start} 至 ${row.period_end}）`;
  if (row.kind === 'deposit') return BILL_KIND_TEXT.deposit;
  return row.title.replace(/（.*）$/, '');
}

