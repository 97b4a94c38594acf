import fc from 'fast-check';
import { addCalendarDays } from '../format/chinaTime';
import {
  ContractEventSchema,
  ContractStatusSchema,
  canContractTake,
  checkoutDateProblem,
  contractStatusText,
  daysInclusive,
  isContractActive,
  isContractFinal,
  leaseEndDate,
  nextContractStatus,
  onlineContractStatusCode,
  refundPreview,
  type RefundBill,
  type RefundTerms,
} from './contract';

describe('contract state machine', () => {
  it('goes from pre-created (5) through signing and the first payment to 在租中', () => {
    expect(onlineContractStatusCode.pre_created).toBe(5);
    expect(nextContractStatus('pre_created', 'prefilled')).toBe('awaiting_sign');
    expect(nextContractStatus('awaiting_sign', 'signed')).toBe('awaiting_payment');
    expect(nextContractStatus('awaiting_payment', 'firstPaymentConfirmed')).toBe('to_move_in');
    expect(nextContractStatus('to_move_in', 'moveIn')).toBe('renting');
    expect(contractStatusText.to_move_in).toBe('将搬入');
    expect(contractStatusText.renting).toBe('在租中');
  });

  it('checks out: applied, closed back to renting, settled as 已退租 or 提前解约', () => {
    expect(nextContractStatus('renting', 'applyCheckout')).toBe('checkout_applied');
    expect(nextContractStatus('checkout_applied', 'closeCheckout')).toBe('renting');
    expect(nextContractStatus('checkout_applied', 'checkoutSettled')).toBe('checked_out');
    expect(nextContractStatus('checkout_applied', 'terminatedEarly')).toBe('terminated');
    expect(contractStatusText.checked_out).toBe('已退租');
  });

  it('refuses what makes no sense: signing twice, paying unsigned, checking out unsigned, voiding a signed one', () => {
    expect(nextContractStatus('awaiting_payment', 'signed')).toBeNull();
    expect(nextContractStatus('awaiting_sign', 'firstPaymentConfirmed')).toBeNull();
    expect(nextContractStatus('pre_created', 'signed')).toBeNull();
    expect(nextContractStatus('awaiting_payment', 'applyCheckout')).toBeNull();
    expect(nextContractStatus('renting', 'void')).toBeNull();
    expect(canContractTake('renting', 'checkoutSettled')).toBe(false);
  });

  it('final states take no event; every state has a label and its own code; only signed, unfinished ones are active', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ContractStatusSchema.options), fc.constantFrom(...ContractEventSchema.options), (status, event) => {
        if (isContractFinal(status)) expect(nextContractStatus(status, event)).toBeNull();
        const next = nextContractStatus(status, event);
        if (next !== null) expect(ContractStatusSchema.options).toContain(next);
      }),
    );
    expect(ContractStatusSchema.options.filter(isContractFinal)).toEqual(['checked_out', 'terminated', 'cancelled']);
    expect(new Set(Object.values(onlineContractStatusCode)).size).toBe(ContractStatusSchema.options.length);
    for (const status of ContractStatusSchema.options) expect(contractStatusText[status]).toMatch(/\S/);
    expect(ContractStatusSchema.options.filter(isContractActive)).toEqual(['awaiting_payment', 'to_move_in', 'renting', 'checkout_applied']);
  });
});

describe('lease dates', () => {
  it('ends the day before the same day months later, clamped at short months', () => {
    expect(leaseEndDate('2026-01-01', 12)).toBe('2026-12-31');
    expect(leaseEndDate('2026-11-21', 12)).toBe('2027-11-20');
    expect(leaseEndDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(leaseEndDate('2026-03-15', 3)).toBe('2026-06-14');
    expect(daysInclusive('2026-01-01', '2026-01-31')).toBe(31);
  });

  it('takes a checkout date from today within the lease', () => {
    const lease = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(checkoutDateProblem('2026-06-30', '2026-06-01', lease)).toBeNull();
    expect(checkoutDateProblem('2026-05-30', '2026-06-01', lease)).toBe('退租日期不能早于今天');
    expect(checkoutDateProblem('2027-01-01', '2026-06-01', lease)).toBe('退租日期需在租期内（2026-01-01至2026-12-31）');
    expect(checkoutDateProblem('2026-02-30', '2026-01-01', lease)).toBe('请选择退租日期');
  });
});

/** A lease of `periods` quarterly rent bills, the first `paidPeriods` paid, and a paid deposit. */
function lease(rentFen: number, periods: number, paidPeriods: number, penaltyPercentOfRent = 100): { terms: RefundTerms; bills: RefundBill[] } {
  const startDate = '2026-01-01';
  const bills: RefundBill[] = [{ id: 'd', kind: 'deposit', title: '押金', periodStart: startDate, periodEnd: startDate, amountFen: rentFen, paid: true }];
  for (let index = 0; index < periods; index += 1) {
    const periodStart = index === 0 ? startDate : addCalendarDays(leaseEndDate(startDate, index * 3), 1);
    bills.push({ id: `r${index}`, kind: 'rent', title: '房租', periodStart, periodEnd: leaseEndDate(startDate, (index + 1) * 3), amountFen: rentFen * 3, paid: index < paidPeriods });
  }
  return { terms: { startDate, endDate: leaseEndDate(startDate, periods * 3), rentFen, unRentRule: { penaltyPercentOfRent } }, bills };
}

describe('refund preview', () => {
  it('breaks an early checkout down line by line', () => {
    const { terms, bills } = lease(300_000, 4, 2);
    bills.push({ id: 'u1', kind: 'utility', title: '电费2026-05', periodStart: '2026-05-01', periodEnd: '2026-05-31', amountFen: 12_345, paid: false });
    const preview = refundPreview(terms, bills, '2026-05-15');
    // Rent bill 2 (04-01..06-30, 91 days, 9,000 yuan) paid: 46 days not lived come back.
    expect(preview.lines).toEqual([
      { kind: 'deposit_back', label: '押金退还', amountFen: 300_000, billId: null },
      { kind: 'rent_back', label: '已付租金退还（2026-04-01至2026-06-30，未住46天）', amountFen: Math.round((900_000 * 46) / 91), billId: 'r1' },
      { kind: 'utility_owed', label: '未结清：电费2026-05', amountFen: -12_345, billId: 'u1' },
      { kind: 'penalty', label: '提前退租违约金（月租金的100%）', amountFen: -300_000, billId: null },
    ]);
    expect(preview.early).toBe(true);
    expect(preview.netFen).toBe(300_000 + Math.round((900_000 * 46) / 91) - 12_345 - 300_000);
  });

  it('charges the days lived of an unpaid rent bill', () => {
    const { terms, bills } = lease(200_000, 4, 1);
    const preview = refundPreview(terms, bills, '2026-04-10');
    expect(preview.lines.find((line) => line.kind === 'rent_owed')).toEqual({
      kind: 'rent_owed',
      label: '应补租金（2026-04-01至2026-06-30，已住10天）',
      amountFen: -Math.round((600_000 * 10) / 91),
      billId: 'r1',
    });
  });

  it('at the end of a fully paid lease gives the deposit back and nothing else', () => {
    const { terms, bills } = lease(345_678, 4, 4);
    expect(refundPreview(terms, bills, terms.endDate)).toEqual({
      checkoutDate: terms.endDate,
      early: false,
      lines: [{ kind: 'deposit_back', label: '押金退还', amountFen: 345_678, billId: null }],
      netFen: 345_678,
    });
  });

  const arbitraryLease = fc
    .record({
      rentFen: fc.integer({ min: 1, max: 5_000_000 }),
      periods: fc.integer({ min: 1, max: 8 }),
      paid: fc.integer({ min: 0, max: 8 }),
      percent: fc.integer({ min: 0, max: 300 }),
      day: fc.nat(),
    })
    .map(({ rentFen, periods, paid, percent, day }) => {
      const { terms, bills } = lease(rentFen, periods, Math.min(paid, periods), percent);
      return { terms, bills, checkoutDate: addCalendarDays(terms.startDate, day % daysInclusive(terms.startDate, terms.endDate)) };
    });

  it('nets to the sum of its integer lines; gives back no more than was paid and asks no more than was billed', () => {
    fc.assert(
      fc.property(arbitraryLease, ({ terms, bills, checkoutDate }) => {
        const preview = refundPreview(terms, bills, checkoutDate);
        expect(preview.netFen).toBe(preview.lines.reduce((sum, line) => sum + line.amountFen, 0));
        for (const line of preview.lines) expect(Number.isSafeInteger(line.amountFen)).toBe(true);
        const billed = (id: string | null | undefined) => bills.find((bill) => bill.id === id)?.amountFen ?? 0;
        for (const line of preview.lines.filter((each) => each.kind === 'rent_back')) expect(line.amountFen).toBeLessThanOrEqual(billed(line.billId));
        for (const line of preview.lines.filter((each) => each.kind === 'rent_owed')) expect(-line.amountFen).toBeLessThanOrEqual(billed(line.billId));
        expect(preview.early).toBe(checkoutDate < terms.endDate);
      }),
    );
  });

  it('settles rent by the days lived: staying a day longer never brings more rent back', () => {
    fc.assert(
      fc.property(arbitraryLease, ({ terms, bills, checkoutDate }) => {
        fc.pre(checkoutDate < terms.endDate);
        const rentPart = (date: string) =>
          refundPreview(terms, bills, date)
            .lines.filter((line) => line.kind === 'rent_back' || line.kind === 'rent_owed')
            .reduce((sum, line) => sum + line.amountFen, 0);
        expect(rentPart(addCalendarDays(checkoutDate, 1))).toBeLessThanOrEqual(rentPart(checkoutDate));
      }),
    );
  });

  it('rent paid for exactly the days lived settles to zero rent lines', () => {
    fc.assert(
      fc.property(arbitraryLease, ({ terms, bills }) => {
        const paidThrough = bills.filter((bill) => bill.kind === 'rent' && bill.paid).at(-1)?.periodEnd;
        fc.pre(paidThrough !== undefined);
        const lines = refundPreview(terms, bills, paidThrough ?? '').lines;
        expect(lines.filter((line) => line.kind === 'rent_back' || line.kind === 'rent_owed')).toEqual([]);
      }),
    );
  });
});
