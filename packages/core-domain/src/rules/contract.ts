import { z } from 'zod';
import { PRE_CREATED_ONLINE_CONTRACT_STATUS } from '../constants';
import { addCalendarDays, daysInMonth, isCalendarDate } from '../format/chinaTime';

/**
 * The life of a lease contract (spec section 4 says only that a contract is pre-created with onlineContractStatus 5):
 *
 *   pre_created --prefilled--> awaiting_sign --signed--> awaiting_payment --firstPaymentConfirmed--> to_move_in
 *        \                          \                                                                  |
 *         \--void--> cancelled <--void                                                             moveIn (start date)
 *                                                                                                       v
 *   checked_out <--checkoutSettled-- checkout_applied <--applyCheckout-- renting <----closeCheckout------/
 *   terminated  <--terminatedEarly--/                  --closeCheckout--> renting
 *
 * A contract made from a paid reservation, or by the manager for the tenant's phone, starts pre_created
 * (onlineContractStatus 5); the tenant adds company, email and occupation (contract/pre), passes the real-name
 * check and signs by hand; the first bill (deposit and the first rent period) makes it 将搬入, and the start date
 * 在租中. Checking out settles the refund preview: 已退租 on or after the end date, 提前解约 before it.
 * An unsigned contract whose reservation was refunded is void (已作废). cancelled, checked_out and terminated are final.
 */
export const ContractStatusSchema = z.enum([
  'pre_created',
  'awaiting_sign',
  'awaiting_payment',
  'to_move_in',
  'renting',
  'checkout_applied',
  'checked_out',
  'terminated',
  'cancelled',
]);
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

export const ContractEventSchema = z.enum([
  'prefilled',
  'signed',
  'firstPaymentConfirmed',
  'moveIn',
  'applyCheckout',
  'closeCheckout',
  'checkoutSettled',
  'terminatedEarly',
  'void',
]);
export type ContractEvent = z.infer<typeof ContractEventSchema>;

const transitions: Readonly<Record<ContractStatus, Partial<Record<ContractEvent, ContractStatus>>>> = {
  pre_created: { prefilled: 'awaiting_sign', void: 'cancelled' },
  awaiting_sign: { signed: 'awaiting_payment', void: 'cancelled' },
  awaiting_payment: { firstPaymentConfirmed: 'to_move_in' },
  to_move_in: { moveIn: 'renting' },
  renting: { applyCheckout: 'checkout_applied' },
  checkout_applied: { closeCheckout: 'renting', checkoutSettled: 'checked_out', terminatedEarly: 'terminated' },
  checked_out: {},
  terminated: {},
  cancelled: {},
};

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextContractStatus(status: ContractStatus, event: ContractEvent): ContractStatus | null {
  return transitions[status][event] ?? null;
}

export function canContractTake(status: ContractStatus, event: ContractEvent): boolean {
  return nextContractStatus(status, event) !== null;
}

export function isContractFinal(status: ContractStatus): boolean {
  return Object.keys(transitions[status]).length === 0;
}

export const contractStatusText: Readonly<Record<ContractStatus, string>> = {
  pre_created: '待完善信息',
  awaiting_sign: '待签约',
  awaiting_payment: '已签约，待支付首期',
  to_move_in: '将搬入',
  renting: '在租中',
  checkout_applied: '退租中',
  checked_out: '已退租',
  terminated: '提前解约',
  cancelled: '已作废',
};

/**
 * onlineContractStatus as the app receives it. Only 5 (pre-created) is the spec's; the other codes are ours, one per
 * status, so a screen written against the number keeps working.
 */
export const onlineContractStatusCode: Readonly<Record<ContractStatus, number>> = {
  pre_created: PRE_CREATED_ONLINE_CONTRACT_STATUS,
  awaiting_sign: 6,
  awaiting_payment: 7,
  to_move_in: 8,
  renting: 9,
  checkout_applied: 10,
  checked_out: 11,
  terminated: 12,
  cancelled: 13,
};

/** Contracts counted as activeCount (contract/contract-count): signed and not over. */
export function isContractActive(status: ContractStatus): boolean {
  return status === 'awaiting_payment' || status === 'to_move_in' || status === 'renting' || status === 'checkout_applied';
}

/** The last day of a lease of `months` months starting on `startDate` (both yyyy-MM-dd): the day before the same day `months` later. */
export function leaseEndDate(startDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = startDate.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const endYear = Math.floor(total / 12);
  const endMonth = (total % 12) + 1;
  // A start on the 31st ends before the month's last day + 1 when the month is shorter (2026-01-31 + 1 month -> 2026-02-28).
  const lastDay = daysInMonth(endYear, endMonth);
  const sameDay = `${endYear}-${String(endMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return day > lastDay ? sameDay : addCalendarDays(sameDay, -1);
}

/**
 * Why a tenant cannot ask to move out on `date`, or null: a real date from today (China date) to the lease's last day,
 * not before it starts.
 */
export function checkoutDateProblem(date: string, today: string, lease: { startDate: string; endDate: string }): string | null {
  if (!isCalendarDate(date)) return '请选择退租日期';
  if (date < today) return '退租日期不能早于今天';
  if (date < lease.startDate || date > lease.endDate) return `退租日期需在租期内（${lease.startDate}至${lease.endDate}）`;
  return null;
}

const DAY_MS = 24 * 3600 * 1000;

/** Days from `from` to `to` (yyyy-MM-dd), both counted: 2026-01-01..2026-01-31 is 31. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What breaking the lease early costs (un_rent_rule): a share of one month's rent, in percent (100 = one month). */
export const UnRentRuleSchema = z.object({
  penaltyPercentOfRent: z.number().int().min(0).max(300),
});
export type UnRentRule = z.infer<typeof UnRentRuleSchema>;

export function unRentRuleText(rule: UnRentRule, rentFen: number): string[] {
  const penaltyFen = penaltyOf(rule, rentFen);
  return [
    '租期届满退租的，不收取违约金，押金在结清租金及水电等费用后全额退还。',
    `租期内提前退租的，应支付违约金，金额为月租金的${rule.penaltyPercentOfRent}%（${(penaltyFen / 100).toFixed(2)}元），押金在扣除违约金及未结清费用后退还。`,
    '租金按实际居住天数结算：已支付且未居住天数的租金退还，已居住但未支付的租金补交；水电等费用按账单结清。',
  ];
}

function penaltyOf(rule: UnRentRule, rentFen: number): number {
  return Math.round((rentFen * rule.penaltyPercentOfRent) / 100);
}

export const ContractBillKindSchema = z.enum(['deposit', 'rent', 'utility']);
export type ContractBillKind = z.infer<typeof ContractBillKindSchema>;

/** A bill of the contract as the refund rule reads it (the bills feature owns the bills; amounts in fen). */
export interface RefundBill {
  id: string;
  kind: ContractBillKind;
  title: string;
  /** The days the bill pays for (rent), both included; a deposit or utility bill's dates are read only for rent. */
  periodStart: string;
  periodEnd: string;
  amountFen: number;
  paid: boolean;
}

export interface RefundTerms {
  startDate: string;
  endDate: string;
  rentFen: number;
  unRentRule: UnRentRule;
}

export const RefundLineKindSchema = z.enum(['deposit_back', 'rent_back', 'rent_owed', 'utility_owed', 'penalty']);
export type RefundLineKind = z.infer<typeof RefundLineKindSchema>;

/** One line of the breakdown: positive goes back to the tenant, negative is owed by them (fen). */
export const RefundLineSchema = z.object({
  kind: RefundLineKindSchema,
  label: z.string(),
  amountFen: z.number().int(),
  billId: z.string().nullish(),
});
export type RefundLine = z.infer<typeof RefundLineSchema>;

export const RefundBreakdownSchema = z.object({
  checkoutDate: z.string(),
  early: z.boolean(),
  lines: z.array(RefundLineSchema),
  /** Sum of the lines: positive is refunded to the tenant's card, negative is what they still pay. */
  netFen: z.number().int(),
});
export type RefundBreakdown = z.infer<typeof RefundBreakdownSchema>;

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The refund when the tenant leaves on `checkoutDate` (the last day they live there): the paid deposit back, rent
 * settled by the days lived (each rent bill split by day, rounded to the fen), unpaid utilities, and the early
 * termination penalty of the un_rent_rule when leaving before the lease's last day. The server settles exactly this.
 */
export function refundPreview(terms: RefundTerms, bills: readonly RefundBill[], checkoutDate: string): RefundBreakdown {
  const lines: RefundLine[] = [];
  const depositFen = bills.filter((bill) => bill.kind === 'deposit' && bill.paid).reduce((sum, bill) => sum + bill.amountFen, 0);
  if (depositFen > 0) lines.push({ kind: 'deposit_back', label: '押金退还', amountFen: depositFen, billId: null });
  for (const bill of bills) {
    if (bill.kind === 'rent') {
      const periodDays = daysInclusive(bill.periodStart, bill.periodEnd);
      const livedFrom = later(bill.periodStart, terms.startDate);
      const livedTo = earlier(bill.periodEnd, checkoutDate);
      const livedDays = livedTo < livedFrom ? 0 : daysInclusive(livedFrom, livedTo);
      const costFen = Math.round((bill.amountFen * livedDays) / periodDays);
      const period = `${bill.periodStart}至${bill.periodEnd}`;
      if (bill.paid && bill.amountFen - costFen > 0) {
        lines.push({ kind: 'rent_back', label: `已付租金退还（${period}，未住${periodDays - livedDays}天）`, amountFen: bill.amountFen - costFen, billId: bill.id });
      } else if (!bill.paid && costFen > 0) {
        lines.push({ kind: 'rent_owed', label: `应补租金（${period}，已住${livedDays}天）`, amountFen: -costFen, billId: bill.id });
      }
    } else if (bill.kind === 'utility' && !bill.paid && bill.amountFen > 0) {
      lines.push({ kind: 'utility_owed', label: `未结清：${bill.title}`, amountFen: -bill.amountFen, billId: bill.id });
    }
  }
  const early = checkoutDate < terms.endDate;
  const penaltyFen = early ? penaltyOf(terms.unRentRule, terms.rentFen) : 0;
  if (penaltyFen > 0) lines.push({ kind: 'penalty', label: `提前退租违约金（月租金的${terms.unRentRule.penaltyPercentOfRent}%）`, amountFen: -penaltyFen, billId: null });
  return { checkoutDate, early, lines, netFen: lines.reduce((sum, line) => sum + line.amountFen, 0) };
}
