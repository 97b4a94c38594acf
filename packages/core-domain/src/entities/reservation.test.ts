import { ReservationRequestSchema, checkInDateProblem } from './reservation';

describe('checkInDateProblem', () => {
  const today = '2026-11-21';

  it('accepts today through today + 60 days, not before the house is free', () => {
    expect(checkInDateProblem(today, today)).toBeNull();
    expect(checkInDateProblem('2027-01-20', today)).toBeNull();
    expect(checkInDateProblem('2026-12-01', today, '2026-12-01')).toBeNull();
  });

  it('names the problem: no date, outside the window, the house not yet free', () => {
    expect(checkInDateProblem('', today)).toBe('请选择入住日期');
    expect(checkInDateProblem('2026-02-30', today)).toBe('请选择入住日期');
    expect(checkInDateProblem('2026-11-20', today)).toBe('入住日期需在今天起60天内');
    expect(checkInDateProblem('2027-01-21', today)).toBe('入住日期需在今天起60天内');
    expect(checkInDateProblem('2026-11-30', today, '2026-12-01')).toBe('该房源2026-12-01起可入住，请重新选择入住日期');
  });
});

describe('ReservationRequestSchema', () => {
  it('holds the lease to 1-36 whole months with one message', () => {
    const request = { houseId: 'h000001', checkInDate: '2026-11-21', requestId: 'abcdefgh12' };
    expect(ReservationRequestSchema.safeParse({ ...request, leaseMonths: 36 }).success).toBe(true);
    for (const leaseMonths of [0, 37, 1.5]) {
      expect(ReservationRequestSchema.safeParse({ ...request, leaseMonths }).error?.issues[0]?.message).toBe('租期需为1-36个月');
    }
  });
});
