import { SplitCountSchema, addMonthsClamped, splitCountsFor, splitProblem, splitSchedule } from './billSplit';

describe('bill split (bill_split_apply)', () => {
  it('splits only a simply owed rent bill of at least 1,000 yuan, and says why not otherwise', () => {
    const rent = { kind: 'rent' as const, status: 'unpaid' as const, amountFen: 900_000 };
    expect(splitProblem(rent)).toBeNull();
    expect(splitProblem({ ...rent, kind: 'utility' })).toBe('仅租金账单可以申请分期');
    expect(splitProblem({ ...rent, status: 'overdue' })).toBe('账单已逾期，请先缴清后再申请分期');
    expect(splitProblem({ ...rent, status: 'split' })).toBe('该账单已分期');
    expect(splitProblem({ ...rent, status: 'transfer_confirming' })).toBe('该账单当前状态不可申请分期');
    expect(splitProblem({ ...rent, amountFen: 99_999 })).toBe('账单金额满1000元才可申请分期');
  });

  it('offers the counts whose instalments stay at least 500 yuan', () => {
    expect(splitCountsFor(100_000)).toEqual([2]);
    expect(splitCountsFor(299_999)).toEqual([2, 3]);
    expect(splitCountsFor(300_000)).toEqual([2, 3, 6]);
    expect(SplitCountSchema.safeParse(4).success).toBe(false);
  });

  it('schedules monthly instalments summing to the bill, the odd fen on the first, month ends clamped', () => {
    const schedule = splitSchedule(1_000_001, '2026-01-31', 3);
    expect(schedule).toEqual([
      { index: 1, dueDate: '2026-01-31', amountFen: 333_335 },
      { index: 2, dueDate: '2026-02-28', amountFen: 333_333 },
      { index: 3, dueDate: '2026-03-31', amountFen: 333_333 },
    ]);
    for (const amount of [100_000, 123_457, 9_999_999]) {
      for (const count of [2, 3, 6] as const) expect(splitSchedule(amount, '2026-11-15', count).reduce((sum, part) => sum + part.amountFen, 0)).toBe(amount);
    }
    expect(addMonthsClamped('2027-12-15', 2)).toBe('2028-02-15');
    expect(addMonthsClamped('2028-01-30', 1)).toBe('2028-02-29');
  });
});
