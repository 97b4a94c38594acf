import { z } from 'zod';
import { DateTextSchema, EntityIdSchema, YuanAmountSchema } from '../entities/common';
import { addCalendarDays, isCalendarDate } from '../format/chinaTime';
import { leaseEndDate, type ContractStatus } from './contract';

/**
 * Asking to renew a lease (applyRent). The spec names the pages only; this is what 泊寓 and 冠寓 tenants know:
 * - the new term follows the old one without a gap: it starts the day after the lease's last day;
 * - terms of 6, 12 or 24 months; a 6-month term costs 5% more a month (短租溢价), 12 and 24 months keep the rent;
 * - the tenant asks while 在租中 and at the latest RENEWAL_CLOSES_DAYS_BEFORE_END days before the last day (the
 *   manager needs that time to confirm, or to offer the room to someone else); one open request per lease;
 * - the manager agrees (a new contract to sign, made for the new term) or declines.
 */
export const RENEWAL_TERMS_MONTHS = [6, 12, 24] as const;
export const RENEWAL_CLOSES_DAYS_BEFORE_END = 30;
/** Monthly surcharge of a term shorter than a year, in percent of the rent. */
export const SHORT_RENEWAL_SURCHARGE_PERCENT = 5;

export const RenewalMonthsSchema = z.literal(RENEWAL_TERMS_MONTHS, { error: '请选择续租期限（6个月、12个月或24个月）' });
export type RenewalMonths = (typeof RENEWAL_TERMS_MONTHS)[number];

/** POST renewal/v1: the lease and the new term. */
export const RenewalApplySchema = z.object({
  contractId: EntityIdSchema,
  leaseMonths: RenewalMonthsSchema,
  remark: z.string().max(200, '备注不能超过200字').optional(),
});
export type RenewalApply = z.infer<typeof RenewalApplySchema>;

export interface RenewalLease {
  status: ContractStatus;
  endDate: string;
  rentFen: number;
}

export interface RenewalQuote {
  leaseMonths: RenewalMonths;
  startDate: string;
  endDate: string;
  rentFen: number;
}

/** The new term and rent the tenant is shown before sending, and the server records. */
export function renewalQuote(lease: Pick<RenewalLease, 'endDate' | 'rentFen'>, leaseMonths: RenewalMonths): RenewalQuote {
  const startDate = addCalendarDays(lease.endDate, 1);
  const surcharge = leaseMonths < 12 ? SHORT_RENEWAL_SURCHARGE_PERCENT : 0;
  return { leaseMonths, startDate, endDate: leaseEndDate(startDate, leaseMonths), rentFen: Math.round((lease.rentFen * (100 + surcharge)) / 100) };
}

/** The last day the tenant may ask to renew. */
export function renewalDeadline(endDate: string): string {
  return addCalendarDays(endDate, -RENEWAL_CLOSES_DAYS_BEFORE_END);
}

/** Why this lease cannot be renewed today, or null. */
export function renewalProblem(lease: RenewalLease, today: string): string | null {
  if (lease.status !== 'renting') return '仅在租中的合同可以申请续租';
  if (!isCalendarDate(today) || today > renewalDeadline(lease.endDate)) {
    return `续租需在租期结束前${RENEWAL_CLOSES_DAYS_BEFORE_END}天申请（最晚${renewalDeadline(lease.endDate)}），请联系管家`;
  }
  return null;
}

export const RenewalStatusSchema = z.enum(['applied', 'approved', 'rejected', 'closed']);
export type RenewalStatus = z.infer<typeof RenewalStatusSchema>;

export const renewalStatusText: Readonly<Record<RenewalStatus, string>> = {
  applied: '待管家确认',
  approved: '已同意续租',
  rejected: '未通过',
  closed: '已取消',
};

/** A renewal request (applyRent, applyRentDetail, myApply). */
export const RenewalApplicationSchema = z.looseObject({
  id: EntityIdSchema.transform(String),
  contractId: EntityIdSchema.transform(String),
  contractNo: z.string(),
  houseTitle: z.string(),
  leaseMonths: z.number().int().positive(),
  startDate: DateTextSchema,
  endDate: DateTextSchema,
  /** The new monthly rent, yuan. */
  rent: YuanAmountSchema,
  remark: z.string().nullish(),
  status: RenewalStatusSchema,
  statusText: z.string(),
  /** The manager's word when declining. */
  reply: z.string().nullish(),
  createdAt: z.string(),
  decidedAt: z.string().nullish(),
  closedAt: z.string().nullish(),
  /** The new contract to sign, once agreed. */
  newContractId: z.string().nullish(),
});
export type RenewalApplication = z.infer<typeof RenewalApplicationSchema>;
