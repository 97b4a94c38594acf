import { z } from 'zod';
import { addCalendarDays, chinaInstant } from '../format/chinaTime';
import type { ContractBillKind, ContractStatus } from './contract';

/**
 * A bill's status, as the server gives it (issue 12):
 * unpaid -> overdue (the due date passed) -> paid; unpaid | overdue -> partly_paid (a split's first instalment) ->
 * paid; unpaid | overdue -> transfer_confirming (a bank transfer awaits the operator) -> paid | back; unpaid | overdue
 * -> split (replaced by instalments); paid -> refunded; unpaid | overdue -> closed (the lease ended without it).
 */
export const BillStatusSchema = z.enum(['unpaid', 'partly_paid', 'paid', 'overdue', 'transfer_confirming', 'split', 'refunded', 'closed']);
export type BillStatus = z.infer<typeof BillStatusSchema>;

/** Every move a bill may make, once: the server refuses any other (billTransition). */
const BILL_TRANSITIONS: Readonly<Record<BillStatus, readonly BillStatus[]>> = {
  unpaid: ['overdue', 'paid', 'partly_paid', 'transfer_confirming', 'split', 'closed'],
  overdue: ['paid', 'partly_paid', 'transfer_confirming', 'split', 'closed'],
  partly_paid: ['paid', 'overdue'],
  transfer_confirming: ['paid', 'unpaid', 'overdue'],
  split: [],
  paid: ['refunded'],
  refunded: [],
  closed: [],
};

export function billTransition(from: BillStatus, to: BillStatus): boolean {
  return BILL_TRANSITIONS[from].includes(to);
}

/** The statuses a tenant can still pay. */
export function isPayable(status: BillStatus): boolean {
  return status === 'unpaid' || status === 'overdue' || status === 'partly_paid';
}

export const BILL_STATUS_TEXT: Readonly<Record<BillStatus, string>> = {
  unpaid: '待支付',
  partly_paid: '部分支付',
  paid: '已支付',
  overdue: '已逾期',
  transfer_confirming: '转账确认中',
  split: '已分期',
  refunded: '已退款',
  closed: '已关闭',
};

export const BILL_KIND_TEXT: Readonly<Record<ContractBillKind, string>> = {
  deposit: '押金',
  rent: '租金',
  utility: '水电费',
};

/**
 * Late fee (滞纳金), our rule where the spec is silent, as the leading operators write it into their leases: after a
 * 3-day grace period from the due date, 0.05% of the unpaid rent per day, capped at 10% of that rent. Only rent
 * bills carry it (deposit and utilities are not charged late fees). In fen, rounded half up.
 */
export const LATE_FEE_RULE = { graceDays: 3, perDayBasisPoints: 5, capPercent: 10 } as const;

const DAY_MS = 24 * 3600 * 1000;

/** Whole China days from `from` to `to` (yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((chinaInstant(to, '00:00') - chinaInstant(from, '00:00')) / DAY_MS);
}

export function lateFeeFen(bill: { kind: ContractBillKind; amountFen: number; dueDate: string }, today: string): number {
  if (bill.kind !== 'rent') return 0;
  const lateDays = daysBetween(bill.dueDate, today) - LATE_FEE_RULE.graceDays;
  if (lateDays <= 0) return 0;
  const fee = Math.round((bill.amountFen * LATE_FEE_RULE.perDayBasisPoints * lateDays) / 10_000);
  return Math.min(fee, Math.round((bill.amountFen * LATE_FEE_RULE.capPercent) / 100));
}

/**
 * A bill is issued (出账) this many days before it is due, as the operators' monthly billing runs: the lease schedules
 * every rent period from signing, but 我的账单 owes only what has been issued; later ones stay on the contract.
 */
export const BILL_ISSUE_DAYS = 30;

export function isIssued(dueDate: string, today: string): boolean {
  return daysBetween(today, dueDate) <= BILL_ISSUE_DAYS;
}

/** The day a bill is issued. */
export function issueDateOf(dueDate: string): string {
  return addCalendarDays(dueDate, -BILL_ISSUE_DAYS);
}

/** The status of a bill the tenant has not settled otherwise: overdue once its due date has passed. */
export function openBillStatus(dueDate: string, today: string): 'unpaid' | 'overdue' {
  return daysBetween(dueDate, today) > 0 ? 'overdue' : 'unpaid';
}

/**
 * What is known of one bill, wherever it is shown (bill centre, contract, checkout, account cancellation): every page
 * derives status and amounts from these facts through billStanding, so no two pages disagree.
 */
export interface BillFacts {
  kind: ContractBillKind;
  amountFen: number;
  dueDate: string;
  /** When it was paid (epoch ms), or null. */
  paidAt: number | null;
  /** The late fee charged with the payment (0 before it is paid). */
  lateFeePaidFen: number;
  /** Its payment was refunded. */
  refunded: boolean;
  /** Replaced by instalments: owed through them, never itself. */
  split: boolean;
  /** The lease ended (checked out, terminated, cancelled): the checkout settles what is left, not the bill pages. */
  leaseEnded: boolean;
  /** A bank transfer for it waits for the operator's confirmation. */
  transferWaiting: boolean;
}

export interface BillStanding {
  status: BillStatus;
  /** The late fee as of today (unpaid) or as charged (paid). */
  lateFeeFen: number;
  /** The bill with its late fee: what it costs today, or what it cost when paid. */
  totalFen: number;
  /** What the tenant owes on it today through the app: the total while it is payable, otherwise 0. */
  owedFen: number;
}

/** Leases whose unpaid bills are no longer owed through the app: the checkout settles what is left. */
export const LEASE_ENDED_STATUSES: readonly ContractStatus[] = ['checked_out', 'terminated', 'cancelled'];

/** The one rule for a bill's status and amounts (issue 46: one truth for money). */
export function billStanding(facts: BillFacts, today: string): BillStanding {
  const status: BillStatus =
    facts.paidAt !== null
      ? facts.refunded
        ? 'refunded'
        : 'paid'
      : facts.split
        ? 'split'
        : facts.leaseEnded
          ? 'closed'
          : facts.transferWaiting
            ? 'transfer_confirming'
            : openBillStatus(facts.dueDate, today);
  const lateFee = facts.paidAt !== null ? facts.lateFeePaidFen : lateFeeFen(facts, today);
  const totalFen = facts.amountFen + lateFee;
  return { status, lateFeeFen: lateFee, totalFen, owedFen: isPayable(status) ? totalFen : 0 };
}

/** How a bill is paid; which one a platform offers is payWaysOf. */
export const BillPayWaySchema = z.enum(['wechat', 'alipay', 'card']);
export type BillPayWay = z.infer<typeof BillPayWaySchema>;

export const PAY_WAY_TEXT: Readonly<Record<BillPayWay, string>> = {
  wechat: '微信支付',
  alipay: '支付宝',
  card: '银行卡支付',
};

/**
 * The pay ways of a shell (spec: platform header weapp / aliapp, anything else a browser): WeChat Pay inside WeChat,
 * Alipay inside Alipay, the card page (order/pay-baofoo) in a browser. Bank transfer and the wallet join when their
 * pages land.
 */
export function payWaysOf(platform: string): BillPayWay[] {
  if (platform === 'weapp') return ['wechat'];
  if (platform === 'aliapp') return ['alipay'];
  return ['card'];
}
