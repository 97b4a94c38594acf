import { BillStatusSchema, billStanding, billTransition, daysBetween, isIssued, isPayable, issueDateOf, lateFeeFen, openBillStatus, payWaysOf , type BillFacts } from './bill';

describe('bill statuses', () => {
  it('moves only along the table: paid only to refunded, closed and split nowhere', () => {
    expect(billTransition('unpaid', 'paid')).toBe(true);
    expect(billTransition('overdue', 'paid')).toBe(true);
    expect(billTransition('transfer_confirming', 'unpaid')).toBe(true);
    expect(billTransition('paid', 'unpaid')).toBe(false);
    expect(billTransition('paid', 'refunded')).toBe(true);
    for (const to of BillStatusSchema.options) {
      expect(billTransition('closed', to)).toBe(false);
      expect(billTransition('split', to)).toBe(false);
      expect(billTransition('refunded', to)).toBe(false);
    }
  });

  it('lets the tenant pay only what is still owed', () => {
    expect(BillStatusSchema.options.filter(isPayable)).toEqual(['unpaid', 'partly_paid', 'overdue']);
  });

  it('is issued 30 days before it is due', () => {
    expect(isIssued('2026-12-24', '2026-11-24')).toBe(true);
    expect(isIssued('2026-12-25', '2026-11-24')).toBe(false);
    expect(isIssued('2026-01-01', '2026-11-24')).toBe(true);
    expect(issueDateOf('2026-12-25')).toBe('2026-11-25');
  });

  it('is overdue from the day after its due date', () => {
    expect(openBillStatus('2026-11-10', '2026-11-10')).toBe('unpaid');
    expect(openBillStatus('2026-11-10', '2026-11-11')).toBe('overdue');
    expect(openBillStatus('2026-11-10', '2026-10-01')).toBe('unpaid');
  });
});

describe('late fee', () => {
  const rent = { kind: 'rent' as const, amountFen: 300_000, dueDate: '2026-11-01' };

  it('counts whole China days', () => {
    expect(daysBetween('2026-11-01', '2026-11-04')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-04', '2026-11-01')).toBe(-3);
  });

  it('is nothing within the 3-day grace, then 0.05% of the rent per day', () => {
    expect(lateFeeFen(rent, '2026-11-01')).toBe(0);
    expect(lateFeeFen(rent, '2026-11-04')).toBe(0);
    expect(lateFeeFen(rent, '2026-11-05')).toBe(150);
    expect(lateFeeFen(rent, '2026-11-14')).toBe(1_500);
  });

  it('stops at 10% of the rent', () => {
    expect(lateFeeFen(rent, '2027-11-01')).toBe(30_000);
  });

  it('is charged on rent only', () => {
    expect(lateFeeFen({ ...rent, kind: 'utility' }, '2027-01-01')).toBe(0);
    expect(lateFeeFen({ ...rent, kind: 'deposit' }, '2027-01-01')).toBe(0);
  });
});

describe('pay ways', () => {
  it("offers each shell its own way: WeChat Pay, Alipay, the card page", () => {
    expect(payWaysOf('weapp')).toEqual(['wechat']);
    expect(payWaysOf('aliapp')).toEqual(['alipay']);
    expect(payWaysOf('h5')).toEqual(['card']);
  });
});

describe('billStanding: one status and amount per bill for every page', () => {
  const rent: BillFacts = { kind: 'rent', amountFen: 873_000, dueDate: '2026-11-01', paidAt: null, lateFeePaidFen: 0, refunded: false, split: false, leaseEnded: false, transferWaiting: false };

  it('owes an overdue rent with its late fee to the day, the figure the bill centre and the contract both show', () => {
    // 27 days late, 3 of grace: 24 days x 0.05% of 8,730.00 = 104.76.
    expect(billStanding(rent, '2026-11-28')).toEqual({ status: 'overdue', lateFeeFen: 10_476, totalFen: 883_476, owedFen: 883_476 });
    expect(billStanding({ ...rent, dueDate: '2026-12-01' }, '2026-11-28')).toEqual({ status: 'unpaid', lateFeeFen: 0, totalFen: 873_000, owedFen: 873_000 });
  });

  it('owes nothing on a bill paid, refunded, split, waiting for a transfer or on a lease that ended', () => {
    const paid = billStanding({ ...rent, paidAt: 1, lateFeePaidFen: 2_000 }, '2026-11-28');
    expect(paid).toEqual({ status: 'paid', lateFeeFen: 2_000, totalFen: 875_000, owedFen: 0 });
    expect(billStanding({ ...rent, paidAt: 1, refunded: true }, '2026-11-28').status).toBe('refunded');
    expect(billStanding({ ...rent, split: true }, '2026-11-28')).toMatchObject({ status: 'split', owedFen: 0 });
    expect(billStanding({ ...rent, leaseEnded: true }, '2026-11-28')).toMatchObject({ status: 'closed', owedFen: 0 });
    expect(billStanding({ ...rent, transferWaiting: true }, '2026-11-28')).toMatchObject({ status: 'transfer_confirming', owedFen: 0 });
  });

  it('charges no late fee on a deposit or utilities', () => {
    expect(billStanding({ ...rent, kind: 'utility', amountFen: 15_630 }, '2026-11-28')).toEqual({ status: 'overdue', lateFeeFen: 0, totalFen: 15_630, owedFen: 15_630 });
  });
});
