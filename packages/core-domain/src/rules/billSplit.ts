import { z } from 'zod';
import { type ContractBillKind } from './contract';
import { type BillStatus } from './bill';

/**
 * Splitting a large bill into instalments (bill_split_apply; bill_split_origin shows the original). The spec names the
 * pages only. As 自如's 月付 and 泊寓's 分期 do for a quarter's or a year's rent: a rent bill that is still simply
 * owed (not overdue, not part-paid, not waiting on a transfer) of at least 1,000 yuan splits into 2, 3 or 6 monthly
 * instalments of at least 500 yuan each, without a fee (the operator carries it). The first instalment is due on the
 * bill's own due date, the others a month apart on the same day (the month's last day when it has no such day); the
 * fen that do not divide evenly go on the first one. The rule is the same on the app and the server.
 */
export const SPLIT_MIN_BILL_FEN = 100_000;
export const SPLIT_MIN_INSTALMENT_FEN = 50_000;
export const SPLIT_COUNTS = [2, 3, 6] as const;
export type SplitCount = (typeof SPLIT_COUNTS)[number];

export const SplitCountSchema = z.union([z.literal(2), z.literal(3), z.literal(6)], { error: '请选择分期期数' });

export interface SplitInstalment {
  index: number;
  dueDate: string;
  amountFen: number;
}

/** Why a bill cannot be split, said to the tenant, or null. */
export function splitProblem(bill: { kind: ContractBillKind; status: BillStatus; amountFen: number }): string | null {
  if (bill.kind !== 'rent') return '仅租金账单可以申请分期';
  if (bill.status === 'split') return '该账单已分期';
  if (bill.status === 'overdue') return '账单已逾期，请先缴清后再申请分期';
  if (bill.status !== 'unpaid') return '该账单当前状态不可申请分期';
  if (bill.amountFen < SPLIT_MIN_BILL_FEN) return `账单金额满${SPLIT_MIN_BILL_FEN / 100}元才可申请分期`;
  return null;
}

/** The counts a bill of this amount may split into (each instalment at least the minimum). */
export function splitCountsFor(amountFen: number): SplitCount[] {
  return SPLIT_COUNTS.filter((count) => Math.floor(amountFen / count) >= SPLIT_MIN_INSTALMENT_FEN);
}

/** The same day `months` later, or that month's last day (yyyy-MM-dd in, yyyy-MM-dd out). */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The instalments of a split: amounts summing to the bill exactly, the remainder fen on the first. */
export function splitSchedule(amountFen: number, dueDate: string, count: SplitCount): SplitInstalment[] {
  const base = Math.floor(amountFen / count);
  const remainder = amountFen - base * count;
  return Array.from({ length: count }, (_unused, index) => ({
    index: index + 1,
    dueDate: addMonthsClamped(dueDate, index),
    amountFen: base + (index === 0 ? remainder : 0),
  }));
}
