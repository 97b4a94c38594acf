import fc from 'fast-check';
import { addCalendarDays, chinaDate, chinaInstant, chinaIso, daysInMonth, isCalendarDate, isoWeekday } from './chinaTime';

describe('China business dates', () => {
  it('turns over at midnight in China, not in the machine’s zone', () => {
    expect(chinaDate(Date.parse('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(chinaDate(Date.parse('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(chinaIso(Date.parse('2026-11-21T16:30:00Z'))).toBe('2026-11-22T00:30:00+08:00');
    expect(chinaInstant('2026-11-22', '00:30')).toBe(Date.parse('2026-11-21T16:30:00Z'));
  });

  it('adds days across months and years, and knows real dates and weekdays', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });

  it('counts the days of a month, February of leap years included', () => {
    expect([1, 2, 4, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = `${year}-${String(month).padStart(2, '0')}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
        expect(isCalendarDate(last)).toBe(true);
        expect(addCalendarDays(last, 1).slice(8)).toBe('01');
      }),
    );
  });

  it('round-trips any instant through its China date and time', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') }), (epochMs) => {
        const iso = chinaIso(epochMs);
        expect(iso.slice(0, 10)).toBe(chinaDate(epochMs));
        expect(Math.floor(epochMs / 1000) * 1000 - Date.parse(iso)).toBe(0);
      }),
    );
  });
});
