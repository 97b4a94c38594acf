import type { ViewingSlotDay } from '@aster/core-domain';
import { addCalendarDays, chinaDate, chinaInstant, isoWeekday } from '@aster/core-domain';

/** Viewings are offered for this many days, today included. */
export const VIEWING_DAYS = 7;
/** Hourly slots from 10:00 to 18:00 every day; on weekdays also 19:00-20:00, after office hours. */
const DAY_HOURS = [10, 11, 12, 13, 14, 15, 16, 17];
const WEEKDAY_EVENING_HOURS = [19];

const hh = (hour: number) => String(hour).padStart(2, '0');
const slotText = (hour: number) => `${hh(hour)}:00-${hh(hour + 1)}:00`;

export function slotsOf(date: string): string[] {
  const hours = isoWeekday(date) <= 5 ? [...DAY_HOURS, ...WEEKDAY_EVENING_HOURS] : DAY_HOURS;
  return hours.map(slotText);
}

/** The instant a slot ("10:00-11:00") starts or ends on a date. */
export function slotStart(date: string, slot: string): number {
  return chinaInstant(date, slot.slice(0, 5));
}

export function slotEnd(date: string, slot: string): number {
  return chinaInstant(date, slot.slice(6, 11));
}

/**
 * The offered days and slots: a slot is available when it starts in the future and nobody has it booked.
 * `booked` holds "date time" keys.
 */
export function viewingSlotDays(now: number, booked: ReadonlySet<string>): ViewingSlotDay[] {
  const today = chinaDate(now);
  return Array.from({ length: VIEWING_DAYS }, (_unused, offset) => {
    const date = addCalendarDays(today, offset);
    return {
      date,
      slots: slotsOf(date).map((time) => ({ time, available: slotStart(date, time) > now && !booked.has(`${date} ${time}`) })),
    };
  });
}

/** Whether the day and slot are among those offered (any state): a slot not offered can never be booked. */
export function isOfferedSlot(now: number, date: string, slot: string): boolean {
  const today = chinaDate(now);
  const last = addCalendarDays(today, VIEWING_DAYS - 1);
  return date >= today && date <= last && slotsOf(date).includes(slot);
}
