import { type ReservationRequest, ReservationRequestSchema, addCalendarDays, chinaDate, isCalendarDate } from '@aster/core-domain';

/** How far ahead a tenant may move in when reserving, in days from today (today included). */
export const CHECK_IN_WINDOW_DAYS = 60;
export const LEASE_MONTHS_MIN = 1;
export const LEASE_MONTHS_MAX = 36;
export const LEASE_MONTHS_DEFAULT = 12;

export interface ReservationFormValues {
  checkInDate: string;
  leaseMonths: number;
  agreed: boolean;
}

export type ReservationFormErrors = Partial<Record<keyof ReservationFormValues, string>>;

export const reservationMessages = {
  checkInDate: '请选择入住日期',
  checkInWindow: `入住日期需在今天起${CHECK_IN_WINDOW_DAYS}天内`,
  notYetFree: '该房源此日期尚不可入住，请重新选择',
  leaseMonths: `租期需为${LEASE_MONTHS_MIN}-${LEASE_MONTHS_MAX}个月`,
  agreed: '请先阅读并同意预订须知',
} as const;

/**
 * The dates a tenant can pick (yyyy-MM-dd): today in China (the operator's and the server's calendar, whatever
 * the phone's zone) through today + 60 days, and not before the house is free (availableFrom; the server
 * refuses earlier dates). yyyy-MM-dd texts compare as dates.
 */
export function checkInDates(now: number, availableFrom?: string): string[] {
  const today = chinaDate(now);
  const window = Array.from({ length: CHECK_IN_WINDOW_DAYS + 1 }, (_, offset) => addCalendarDays(today, offset));
  return availableFrom === undefined ? window : window.filter((date) => date >= availableFrom);
}

/** The first date the tenant may move in: today, or the house's availableFrom when that is later. */
export function defaultCheckInDate(now: number, availableFrom: string | undefined): string {
  return checkInDates(now, availableFrom)[0] ?? '';
}

/** Keeps a stepped lease length inside 1-36 months. */
export function clampLeaseMonths(months: number): number {
  if (!Number.isFinite(months)) return LEASE_MONTHS_DEFAULT;
  return Math.min(LEASE_MONTHS_MAX, Math.max(LEASE_MONTHS_MIN, Math.round(months)));
}

/** Inline errors for "提交预订", checked against today (the page may have stayed open past midnight). */
export function reservationFormErrors(values: ReservationFormValues, now: number, availableFrom?: string): ReservationFormErrors {
  const errors: ReservationFormErrors = {};
  if (!isCalendarDate(values.checkInDate)) errors.checkInDate = reservationMessages.checkInDate;
  else if (!checkInDates(now).includes(values.checkInDate)) errors.checkInDate = reservationMessages.checkInWindow;
  else if (availableFrom !== undefined && values.checkInDate < availableFrom) errors.checkInDate = reservationMessages.notYetFree;
  if (!Number.isInteger(values.leaseMonths) || values.leaseMonths < LEASE_MONTHS_MIN || values.leaseMonths > LEASE_MONTHS_MAX) {
    errors.leaseMonths = reservationMessages.leaseMonths;
  }
  if (!values.agreed) errors.agreed = reservationMessages.agreed;
  return errors;
}

export function reservationRequestOf(values: ReservationFormValues, houseId: string, requestId: string): ReservationRequest {
  return ReservationRequestSchema.parse({ houseId, checkInDate: values.checkInDate, leaseMonths: values.leaseMonths, requestId });
}
