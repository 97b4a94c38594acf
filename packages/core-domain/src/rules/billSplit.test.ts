import { DEFAULT_SPLIT_RULES, SplitCountSchema, addMonthsClamped, splitCountsFor, splitFeeFen, splitProblem, splitSchedule } from './billSplit';

describe('bill split (bill_split_apply)', () => {
  it('splits only a rent bill of at least 1,000 yuan owed and overdue 3 days at most, and says why not otherwise', () => {
    const today = '2026-11-20';
    const rent = { kind: 'rent' as const, status: 'unpaid' as const, amountFen: 900_000, dueDate: '2026-11-25' };
    expect(splitProblem(rent, today)).toBeNull();
    expect(splitProblem({ ...rent, kind: 'utility' }, today)).toBe('仅租金账单可以申请分期');
    expect(splitProblem({ ...rent, status: 'overdue', dueDate: '2026-11-17' }, today)).toBeNull();
    expect(splitProblem({ ...rent, status: 'overdue', dueDate: '2026-11-16' }, today)).toBe('账单逾期超过3天，请先缴清后再申请分期');
    expect(splitProblem({ ...rent, status: 'overdue', dueDate: '2026-11-19' }, today, { ...DEFAULT_SPLIT_RULES, maxOverdueDays: 0 })).toBe('账单已逾期，请先缴清后再申请分期');
    expect(splitProblem({ ...rent, status: 'split' }, today)).toBe('该账单已分期');
    expect(splitProblem({ ...rent, status: 'transfer_confirming' }, today)).toBe('该账单当前状态不可申请分期');
    expect(splitProblem({ ...rent, amountFen: 99_999 }, today)).toBe('账单金额满1000元才可申请分期');
  });

  it('lets an operator allow a few overdue days, and refuses beyond them', () => {
    const rules = { ...DEFAULT_SPLIT_RULES, maxOverdueDays: 5 };
    const overdue = { kind: 'rent' as const, status: 'overdue' as const, amountFen: 900_000, dueDate: '2026-11-15' };
    expect(splitProblem(overdue, '2026-11-20', rules)).toBeNull();
    expect(splitProblem(overdue, '2026-11-21', rules)).toBe('账单逾期超过5天，请先缴清后再申请分期');
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
  });

  it('puts a configured fee on the first instalment and starts an overdue bill today', () => {
    const rules = { ...DEFAULT_SPLIT_RULES, feeBasisPoints: 150 };
    expect(splitFeeFen(300_000, rules)).toBe(4_500);
    expect(splitSchedule(300_000, '2026-11-10', 3, '2026-11-12', rules)).toEqual([
      { index: 1, dueDate: '2026-11-12', amountFen: 104_500 },
      { index: 2, dueDate: '2026-12-12', amountFen: 100_000 },
      { index: 3, dueDate: '2027-01-12', amountFen: 100_000 },
    ]);
    expect(addMonthsClamped('2028-01-30', 1)).toBe('2028-02-29');
  });
});
