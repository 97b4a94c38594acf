import { dateOnClock } from '../../packages/mp-harness/src';

/**
 * The day the user-level tests live on. The demo seed (apps/server's seed.ts files) is a world written on 2026-11-20:
 * its contracts, bills, coupons and top-ups have fixed dates, and the journeys assert what those dates mean on the day
 * they run (HTDEMO01 not begun, the claimed 水电燃气券 still valid, HTDEMO05's next quarter the one to split). Every
 * clock of a test file (its server, its Chromium pages, its mini-programs) starts at this instant when the file starts
 * and runs at the real pace, so the suite asserts the same on any real date.
 */
export const TEST_WORLD_STARTS_AT = '2026-11-28T10:00:00+08:00';

/** The test world's time minus the machine's, fixed for a test file (shared by every copy of this module). */
const holder = globalThis as typeof globalThis & { asterTestWorldOffsetMs?: number };

/** Sets Date in the test file's context (its own code and the server it starts in-process) to the test world's day. */
export function installTestWorldClock(): void {
  if (holder.asterTestWorldOffsetMs !== undefined) return;
  const RealDate = Date;
  const offsetMs = RealDate.parse(TEST_WORLD_STARTS_AT) - RealDate.now();
  holder.asterTestWorldOffsetMs = offsetMs;
  globalThis.Date = dateOnClock(RealDate, () => RealDate.now() + offsetMs);
}

/** The machine's real time (epoch ms), for what must move with the real calendar (the accessibility rotation). */
export function machineNow(): number {
  return Date.now() - (holder.asterTestWorldOffsetMs ?? 0);
}

/**
 * A page script (BrowserContext.addInitScript) that sets the page's Date to the test world's day; undefined where
 * the test world clock is not installed (the benches, on the real date with a server on the real date).
 */
export function testWorldClockScript(): string | undefined {
  const offsetMs = holder.asterTestWorldOffsetMs;
  if (offsetMs === undefined) return undefined;
  return `(() => { const RealDate = Date; const offsetMs = ${offsetMs}; window.Date = (${dateOnClock.toString()})(RealDate, () => RealDate.now() + offsetMs); })();`;
}
