import { z } from 'zod';
import { addCalendarDays } from '../format/chinaTime';
import { DateTextSchema, EntityIdSchema } from '../entities/common';

/**
 * Buying a service package (purchase_service): the spec names the page only. As the operators' service shops sell
 * them: 保洁 (a deep clean, by the visit), 宽带 (the room's broadband, by the month) and 搬家 (a van and two movers, by
 * the trip), for one of the tenant's rooms, from tomorrow up to 30 days ahead, a few at a time.
 */
export const ServicePackageKindSchema = z.enum(['cleaning', 'broadband', 'moving']);
export type ServicePackageKind = z.infer<typeof ServicePackageKindSchema>;

export const SERVICE_PACKAGE_KIND_TEXT: Readonly<Record<ServicePackageKind, string>> = {
  cleaning: '保洁',
  broadband: '宽带',
  moving: '搬家',
};

/** The days a service may be booked for: from tomorrow, at most this many days ahead. */
export const SERVICE_DAYS_AHEAD = 30;

/** The first and last day a service may be booked for, today being `today` (yyyy-MM-dd). */
export function serviceDateRange(today: string): { first: string; last: string } {
  return { first: addCalendarDays(today, 1), last: addCalendarDays(today, SERVICE_DAYS_AHEAD) };
}

/** Why a service date is refused, or null. */
export function serviceDateProblem(date: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '请选择服务日期';
  const { first, last } = serviceDateRange(today);
  if (date < first) return '服务日期最早为明天';
  if (date > last) return `服务日期最多可选${SERVICE_DAYS_AHEAD}天内`;
  return null;
}

/** What the tenant sends to buy a package: a request key makes a retried send the same order. */
export const ServiceOrderRequestSchema = z.object({
  packageId: z.string().min(1).max(32),
  contractId: EntityIdSchema.transform(String),
  quantity: z.number().int().min(1, '请选择数量').max(12, '数量最多为12'),
  serviceDate: DateTextSchema,
  requestKey: z.string().min(8).max(64),
});
export type ServiceOrderRequest = z.input<typeof ServiceOrderRequestSchema>;
