import { addCalendarDays, addMonthsClamped, chinaDate, chinaInstant } from '@aster/core-domain';
import { demoUsers } from './auth/seed';
import type { Db } from './db/database';

/**
 * The demo seed is written as the demo tenant's world around 2026-11-28 (the tests' day, tests/README.md), and reads
 * right for a "today" from the 20th of November to the 14th of December 2026: a lease about to begin, rent due, a
 * coupon to use. A database first seeded on another day gets every seeded date moved by whole months, so `npm start`
 * shows that world on any day. Whole months keep what the dates mean: month ends, a bill's month, rent periods.
 */
export interface DemoCalendar {
  /** Whole months the seed's dates move by (0 on the days the seed is written for). */
  readonly months: number;
  /** A seed date (yyyy-MM-dd) in this database's calendar; a month's last day stays its month's last. */
  date(seedDate: string): string;
  /** The instant of a China wall-clock time ("HH:mm") on a seed date. */
  at(seedDate: string, time: string): number;
}

/** The months to move a seed written for 2026-11-20..2026-12-14 by, for a database first seeded on `seedDay`. */
export function demoMonthsFor(seedDay: string): number {
  const [year = 2026, month = 11, day = 28] = seedDay.split('-').map(Number);
  const fromNovember = (year - 2026) * 12 + (month - 11);
  // The 20th to the month's end reads as November's; the 1st to the 19th as December's (the 15th-19th a few days past).
  return day >= 20 ? fromNovember : fromNovember - 1;
}

export function demoCalendarOf(months: number): DemoCalendar {
  const date = (seedDate: string): string => {
    const next = addCalendarDays(seedDate, 1);
    // A month's last day stays its month's last: move the 1st after it, then step back a day.
    return next.endsWith('-01') ? addCalendarDays(addMonthsClamped(next, months), -1) : addMonthsClamped(seedDate, months);
  };
  return { months, date, at: (seedDate, time) => chinaInstant(date(seedDate), time) };
}

/** The calendar of this database's seed: the day the demo accounts were made (auth's seed runs first), else today. */
export function demoCalendar(db: Db): DemoCalendar {
  const tenant = db.prepare('SELECT created_at AS createdAt FROM users WHERE id = ?').get(demoUsers.tenant.id) as { createdAt: number } | undefined;
  return demoCalendarOf(demoMonthsFor(chinaDate(tenant?.createdAt ?? Date.now())));
}
