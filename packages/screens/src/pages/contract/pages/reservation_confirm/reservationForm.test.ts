import { checkInDates, clampLeaseMonths, defaultCheckInDate, reservationFormSchema } from './reservationForm';

// 2026-11-21 10:00 local time.
const now = Date.parse('2026-11-21T10:00:00+08:00');
const valid = { checkInDate: '2026-12-01', leaseMonths: 12, agreed: true };
const reservationMessages = {
  checkInDate: '请选择入住日期',
  checkInWindow: '入住日期需在今天起60天内',
  notYetFree: '该房源2026-12-05起可入住，请重新选择入住日期',
  leaseMonths: '租期需为1-36个月',
  agreed: '请先阅读并同意预订须知',
};

/** The first message of each field, as the form hook shows them. */
function reservationFormErrors(values: typeof valid, at: number, availableFrom?: string): Record<string, string> {
  const issues = reservationFormSchema(() => at, availableFrom).safeParse(values).error?.issues ?? [];
  return Object.fromEntries([...issues].reverse().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('check-in window', () => {
  it('runs from today to today + 60 days, across the month and year end', () => {
    const dates = checkInDates(now);
    expect(dates).toHaveLength(61);
    expect(dates[0]).toBe('2026-11-21');
    expect(dates[dates.length - 1]).toBe('2027-01-20');
  });

  it('accepts the first and last day and refuses the day before and after', () => {
    expect(reservationFormErrors({ ...valid, checkInDate: '2026-11-21' }, now)).toEqual({});
    expect(reservationFormErrors({ ...valid, checkInDate: '2027-01-20' }, now)).toEqual({});
    expect(reservationFormErrors({ ...valid, checkInDate: '2026-11-20' }, now).checkInDate).toBe(reservationMessages.checkInWindow);
    expect(reservationFormErrors({ ...valid, checkInDate: '2027-01-21' }, now).checkInDate).toBe(reservationMessages.checkInWindow);
  });

  it('asks for a date when none or a malformed one is set', () => {
    expect(reservationFormErrors({ ...valid, checkInDate: '' }, now).checkInDate).toBe(reservationMessages.checkInDate);
    expect(reservationFormErrors({ ...valid, checkInDate: '2026-13-40' }, now).checkInDate).toBe(reservationMessages.checkInDate);
  });

  it('starts at the house availableFrom when that is later than today', () => {
    const dates = checkInDates(now, '2026-12-05');
    expect(dates[0]).toBe('2026-12-05');
    expect(dates[dates.length - 1]).toBe('2027-01-20');
    expect(checkInDates(now, '2026-01-01')).toHaveLength(61);
    expect(checkInDates(now, '2027-06-01')).toEqual([]);
  });

  it('defaults to the first date that can be picked', () => {
    expect(defaultCheckInDate(now, '2026-12-05')).toBe('2026-12-05');
    expect(defaultCheckInDate(now, '2026-01-01')).toBe('2026-11-21');
    expect(defaultCheckInDate(now, undefined)).toBe('2026-11-21');
    expect(defaultCheckInDate(now, '2027-06-01')).toBe('');
  });

  it('refuses a date before the house is free', () => {
    expect(reservationFormErrors({ ...valid, checkInDate: '2026-12-01' }, now, '2026-12-05').checkInDate).toBe(reservationMessages.notYetFree);
    expect(reservationFormErrors({ ...valid, checkInDate: '2026-12-05' }, now, '2026-12-05').checkInDate).toBeUndefined();
  });
});

describe('lease months', () => {
  it('accepts 1 to 36 whole months only', () => {
    expect(reservationFormErrors({ ...valid, leaseMonths: 1 }, now).leaseMonths).toBeUndefined();
    expect(reservationFormErrors({ ...valid, leaseMonths: 36 }, now).leaseMonths).toBeUndefined();
    for (const months of [0, 37, 6.5, Number.NaN]) {
      expect(reservationFormErrors({ ...valid, leaseMonths: months }, now).leaseMonths).toBe(reservationMessages.leaseMonths);
    }
  });

  it('clamps stepped values into the range', () => {
    expect(clampLeaseMonths(0)).toBe(1);
    expect(clampLeaseMonths(40)).toBe(36);
    expect(clampLeaseMonths(13)).toBe(13);
    expect(clampLeaseMonths(Number.NaN)).toBe(12);
  });
});

describe('agreement and request', () => {
  it('needs the terms agreed', () => {
    expect(reservationFormErrors({ ...valid, agreed: false }, now).agreed).toBe(reservationMessages.agreed);
  });

  it('counts days in China whatever the phone’s zone: just after midnight there it is already the next day', () => {
    const justAfterMidnightInChina = Date.parse('2026-11-21T16:30:00Z');
    expect(checkInDates(justAfterMidnightInChina)[0]).toBe('2026-11-22');
    expect(reservationFormErrors({ ...valid, checkInDate: '2026-11-21' }, justAfterMidnightInChina).checkInDate).toBe(reservationMessages.checkInWindow);
  });
});
