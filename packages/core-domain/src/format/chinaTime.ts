// The operator's business dates (viewing days, check-in dates) are China Standard Time, whatever the zone of
// the server or of the phone: China has no daylight saving, so a fixed +08:00 offset is exact.
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** yyyy-MM-dd in China of an instant. */
export function chinaDate(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a China wall-clock time ("HH:mm") on a date. */
export function chinaInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+08:00`);
}

/** The date `days` after a yyyy-MM-dd date. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 (Monday) .. 7 (Sunday) of a yyyy-MM-dd date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** How many days `month` (1-12) of `year` has: 28-31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === date;
}

/** ISO 8601 with the China offset ("2026-01-05T17:30:00+08:00"): what answers carry. */
export function chinaIso(epochMs: number): string {
  return `${new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
