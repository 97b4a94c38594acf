import { z } from 'zod';
import { ReservationStatusSchema } from '../rules/reservation';
import { addCalendarDays, isCalendarDate } from '../format/chinaTime';
import { DateTextSchema, EntityIdSchema, YuanAmountSchema } from './common';

const idText = EntityIdSchema.transform(String);

/** A reservation of a room, paid with a 定金 through the pay module. */
export const ReservationSchema = z.looseObject({
  id: idText,
  reservationNo: z.string().min(1),
  houseId: idText,
  houseTitle: z.string(),
  coverUrl: z.string().min(1),
  storeName: z.string(),
  address: z.string(),
  rent: YuanAmountSchema,
  depositAmount: YuanAmountSchema,
  checkInDate: DateTextSchema,
  leaseMonths: z.number().int().positive(),
  status: ReservationStatusSchema,
  /** The pay order of the 定金; set once the reservation is signed. */
  orderNo: z.string().nullish(),
  signed: z.boolean(),
  /** When an unpaid reservation lapses (ISO 8601). */
  payBefore: z.string().nullish(),
  createdAt: z.string(),
  paidAt: z.string().nullish(),
  cancelledAt: z.string().nullish(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

export const LEASE_MONTHS_MIN = 1;
export const LEASE_MONTHS_MAX = 36;
/** How far ahead a tenant may move in when reserving, in days from today (today included). */
export const CHECK_IN_WINDOW_DAYS = 60;

const leaseMonthsMessage = `租期需为${LEASE_MONTHS_MIN}-${LEASE_MONTHS_MAX}个月`;

/** What reservation_confirm sends. `requestId` makes a double tap one reservation. */
export const ReservationRequestSchema = z.object({
  houseId: z.string().min(1).max(64),
  // The format only: whether the date can be taken is checkInDateProblem's (it needs today and the house).
  checkInDate: z.string().max(10, '请选择入住日期').regex(/^\d{4}-\d{2}-\d{2}$/, '请选择入住日期'),
  leaseMonths: z.number(leaseMonthsMessage).int(leaseMonthsMessage).min(LEASE_MONTHS_MIN, leaseMonthsMessage).max(LEASE_MONTHS_MAX, leaseMonthsMessage),
  requestId: z.string().min(8).max(64),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;

/**
 * Why a tenant cannot move in on `checkInDate` (yyyy-MM-dd), or null: it must fall within today (China date)
 * and today + 60 days, and not before the house is free (`availableFrom`). yyyy-MM-dd texts compare as dates.
 */
export function checkInDateProblem(checkInDate: string, today: string, availableFrom?: string): string | null {
  if (!isCalendarDate(checkInDate)) return '请选择入住日期';
  if (checkInDate < today || checkInDate > addCalendarDays(today, CHECK_IN_WINDOW_DAYS)) return `入住日期需在今天起${CHECK_IN_WINDOW_DAYS}天内`;
  if (availableFrom !== undefined && checkInDate < availableFrom) return `该房源${availableFrom}起可入住，请重新选择入住日期`;
  return null;
}
