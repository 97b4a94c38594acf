import { z } from 'zod';
import { daysInMonth } from '../format/chinaTime';
import { fenToYuanString } from '../format/money';
import { type ContractBillKind } from './contract';
import { type BillStatus, LATE_FEE_RULE, daysBetween } from './bill';

/**
 * Splitting a large bill into instalments (bill_split_apply; bill_split_origin shows the original). The spec names the
 * pages only. As 自如's 月付 and 泊寓's 分期 do for a quarter's or a year's rent: a rent bill that is still owed (not
 * part-paid, not waiting on a transfer, overdue at most maxOverdueDays) of at least minBillFen splits into one of the
 * offered counts of monthly instalments of at least minInstalmentFen each, with a service fee of feeBasisPoints of the
 * bill (none by default: the operator carries it). The first instalment is due on the bill's own due date (today when
 * that has passed), the others a month apart on the same day (the month's last day when it has no such day); the fee
 * and the fen that do not divide evenly go on the first one. The rules are the server's configuration, served to the
 * page, and applied the same way on both sides.
 */
export const SplitCountSchema = z.union([z.literal(2), z.literal(3), z.literal(6)], { error: '请选择分期期数' });
export type SplitCount = z.infer<typeof SplitCountSchema>;

export const SplitRulesSchema = z.object({
  minBillFen: z.number().int().positive(),
  minInstalmentFen: z.number().int().positive(),
  counts: z.array(SplitCountSchema).min(1).max(3),
  /** A bill overdue this many days or fewer may still be split (0: only bills not yet due or due today). */
  maxOverdueDays: z.number().int().min(0).max(90),
  /** The service fee, in basis points of the bill (100 = 1%). */
  feeBasisPoints: z.number().int().min(0).max(2_000),
});
export type SplitRules = z.infer<typeof SplitRulesSchema>;

/** By default a bill may be split until its late fee starts (the grace days): a split never drops a fee owed. */
export const DEFAULT_SPLIT_RULES: SplitRules = { minBillFen: 100_000, minInstalmentFen: 50_000, counts: [2, 3, 6], maxOverdueDays: LATE_FEE_RULE.graceDays, feeBasisPoints: 0 };

export interface SplitInstalment {
  index: number;
  dueDate: string;
  amountFen: number;
}

/** Why a bill cannot be split today, said to the tenant, or null. */
export function splitProblem(bill: { kind: ContractBillKind; status: BillStatus; amountFen: number; dueDate: string }, today: string, rules: SplitRules = DEFAULT_SPLIT_RULES): string | null {
  if (bill.kind !== 'rent') return '仅租金账单可以申请分期';
  if (bill.status === 'split') return '该账单已分期';
  if (bill.status === 'overdue' && daysBetween(bill.dueDate, today) > rules.maxOverdueDays) {
    return rules.maxOverdueDays === 0 ? '账单已逾期，请先缴清后再申请分期' : `账单逾期超过${rules.maxOverdueDays}天，请先缴清后再申请分期`;
  }
  if (bill.status !== 'unpaid' && bill.status !== 'overdue') return '该账单当前状态不可申请分期';
  if (bill.amountFen < rules.minBillFen) return `账单金额满${fenToYuanString(rules.minBillFen).replace(/\.00$/, '')}元才可申请分期`;
  if (splitCountsFor(bill.amountFen, rules).length === 0) return '该账单金额不足以分期';
  return null;
}

/** The service fee of splitting amountFen (rounded half up to the fen). */
export function splitFeeFen(amountFen: number, rules: SplitRules = DEFAULT_SPLIT_RULES): number {
  return Math.round((amountFen * rules.feeBasisPoints) / 10_000);
}

/** The counts a bill of this amount may split into (each instalment at least the minimum). */
export function splitCountsFor(amountFen: number, rules: SplitRules = DEFAULT_SPLIT_RULES): SplitCount[] {
  return rules.counts.filter((count) => Math.floor(amountFen / count) >= rules.minInstalmentFen);
}

/** The same day `months` later, or that month's last day (yyyy-MM-dd in, yyyy-MM-dd out). */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = daysInMonth(first.getUTCFullYear(), first.getUTCMonth() + 1);
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The instalments of a split: amounts summing to the bill and its fee exactly (the remainder fen and the fee on the
 * first), the first due on the bill's due date or today when that has passed, the others a month apart.
 */
export function splitSchedule(amountFen: number, dueDate: string, count: SplitCount, today: string = dueDate, rules: SplitRules = DEFAULT_SPLIT_RULES): SplitInstalment[] {
  const base = Math.floor(amountFen / count);
  const first = base + (amountFen - base * count) + splitFeeFen(amountFen, rules);
  const firstDue = dueDate < today ? today : dueDate;
  return Array.from({ length: count }, (_unused, index) => ({
    index: index + 1,
    dueDate: addMonthsClamped(firstDue, index),
    amountFen: index === 0 ? first : base,
  }));
}
