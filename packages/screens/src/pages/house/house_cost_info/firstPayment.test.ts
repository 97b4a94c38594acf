import { formatAmount } from '@aster/core-domain';
import { yuanToFen } from '@screens/ui/houseFacts';
import { firstPayment } from './firstPayment';

describe('first payment at signing', () => {
  it('is rent x payMonths + deposit in fen (押一付三 at 3,200)', () => {
    const payment = firstPayment('3200.00', 3, '3200.00');
    expect(payment).toEqual({ rentFen: 320000n, payMonths: 3, rentPartFen: 960000n, depositFen: 320000n, totalFen: 1280000n });
    expect(formatAmount(payment?.totalFen ?? 0n)).toBe('12,800.00');
  });

  it('never drifts like floats do (0.1 + 0.2)', () => {
    // 1,999.10 x 3 in floats is 5997.299999999999; in fen it is exact.
    expect(firstPayment('1999.10', 3, '0.20')?.totalFen).toBe(599750n);
    expect(firstPayment(2345.67, 12, 0.01)?.totalFen).toBe(2814805n);
  });

  it('takes numbers and text alike', () => {
    expect(firstPayment(3200, 1, 6400)?.totalFen).toBe(960000n);
    expect(yuanToFen('0.1')).toBe(10n);
  });

  it.each([
    ['abc', 3, '0'],
    ['3200', 0, '0'],
    ['3200', 1.5, '0'],
    ['3200', -1, '0'],
    ['-3200', 3, '0'],
    ['3200', 3, '-1'],
    [Number.NaN, 3, '0'],
  ] as const)('refuses rent %s, %s months, deposit %s', (rent, months, deposit) => {
    expect(firstPayment(rent, months, deposit)).toBeNull();
  });
});
