import {
  CHECK_IN_WINDOW_DAYS,
  LEASE_MONTHS_MAX,
  LEASE_MONTHS_MIN,
  ReservationRequestSchema,
  addCalendarDays,
  chinaDate,
  checkInDateProblem,
} from '@aster/core-domain';
import { z } from 'zod';

export const LEASE_MONTHS_DEFAULT = 12;
const AGREE_MESSAGE = '请先阅读并同意预订须知';

/**
 * What reservation_confirm checks: core-domain's reservation request (lease), its check-in rule against today
 * in China (read when checked: the page may stay open past midnight) and the house's availableFrom, and the
 * terms agreed.
 */
export function reservationFormSchema(now: () => number, availableFrom: string | undefined) {
  return ReservationRequestSchema.pick({ checkInDate: true, leaseMonths: true })
    .extend({ agreed: z.boolean().refine((agreed) => agreed, AGREE_MESSAGE) })
    .superRefine(({ checkInDate }, context) => {
      const problem = checkInDateProblem(checkInDate, chinaDate(now()), availableFrom);
      if (problem !== null) context.addIssue({ code: 'custom', path: ['checkInDate'], message: problem });
    });
}

/**
 * The dates a tenant can pick (yyyy-MM-dd): today in China (the operator's and the server's calendar, whatever
 * the phone's zone) through today + 60 days, and not before the house is free (availableFrom).
 */
export function checkInDates(now: number, availableFrom?: string): string[] {
  const today = chinaDate(now);
  const window = Array.from({ length: CHECK_IN_WINDOW_DAYS + 1 }, (_, offset) => addCalendarDays(today, offset));
  return window.filter((date) => checkInDateProblem(date, today, availableFrom) === null);
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
