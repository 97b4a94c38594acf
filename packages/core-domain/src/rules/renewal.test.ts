import { RenewalApplySchema, renewalDeadline, renewalProblem, renewalQuote } from './renewal';

describe('renewal rule', () => {
  const lease = { status: 'renting' as const, endDate: '2027-05-31', rentFen: 350_000 };

  it('quotes the new term from the day after the last day; a 6-month term costs 5% more, a year or two keep the rent', () => {
    expect(renewalQuote(lease, 12)).toEqual({ leaseMonths: 12, startDate: '2027-06-01', endDate: '2028-05-31', rentFen: 350_000 });
    expect(renewalQuote(lease, 24)).toMatchObject({ endDate: '2029-05-31', rentFen: 350_000 });
    expect(renewalQuote(lease, 6)).toMatchObject({ startDate: '2027-06-01', endDate: '2027-11-30', rentFen: 367_500 });
    expect(renewalQuote({ endDate: '2027-01-30', rentFen: 199_999 }, 6)).toMatchObject({ startDate: '2027-01-31', endDate: '2027-07-30', rentFen: 209_999 });
  });

  it('opens while renting and closes 30 days before the last day', () => {
    expect(renewalDeadline('2027-05-31')).toBe('2027-05-01');
    expect(renewalProblem(lease, '2026-11-23')).toBeNull();
    expect(renewalProblem(lease, '2027-05-01')).toBeNull();
    expect(renewalProblem(lease, '2027-05-02')).toBe('续租需在租期结束前30天申请（最晚2027-05-01），请联系管家');
    expect(renewalProblem({ ...lease, status: 'checkout_applied' }, '2026-11-23')).toBe('仅在租中的合同可以申请续租');
    expect(renewalProblem({ ...lease, status: 'to_move_in' }, '2026-11-23')).toBe('仅在租中的合同可以申请续租');
  });

  it('takes only the offered terms, with the Chinese message', () => {
    expect(RenewalApplySchema.safeParse({ contractId: '5', leaseMonths: 12 }).success).toBe(true);
    const refused = RenewalApplySchema.safeParse({ contractId: '5', leaseMonths: 7 });
    expect(refused.success ? '' : refused.error.issues[0]?.message).toBe('请选择续租期限（6个月、12个月或24个月）');
    expect(RenewalApplySchema.safeParse({ contractId: '5', leaseMonths: 12, remark: 'x'.repeat(201) }).success).toBe(false);
  });
});
