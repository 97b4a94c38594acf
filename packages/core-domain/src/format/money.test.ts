import fc from 'fast-check';
import { fenToYuanString, formatAmount, parseYuanNumberToFen, parseYuanToFen, toFen } from './money';

describe('parseYuanToFen', () => {
  it.each([
    ['0', 0n],
    ['1', 100n],
    ['1.5', 150n],
    ['1.50', 150n],
    ['0.01', 1n],
    ['.5', 50n],
    ['12.', 1200n],
    ['-3.07', -307n],
    ['+3', 300n],
    ['1,234.56', 123456n],
    ['1,234,567', 123456700n],
    [' 88.80 ', 8880n],
    ['0.105', 11n],
    ['0.104', 10n],
    ['-0.105', -11n],
    ['0.1', 10n],
    ['0.29', 29n],
    ['99999999999999999999.99', 9999999999999999999999n],
  ])('parses %j as %s fen', (text, fen) => {
    expect(parseYuanToFen(text)).toBe(fen);
  });

  it.each(['', ' ', '.', '-', 'abc', '1e3', '1.2.3', '12,34', '1,2345', ',123', '１２', 'NaN', '--1', '1 000'])(
    'rejects %j',
    (text) => {
      expect(parseYuanToFen(text)).toBeNull();
    },
  );
});

describe('parseYuanNumberToFen', () => {
  it('goes through the shortest decimal text, so float noise costs no fen', () => {
    expect(parseYuanNumberToFen(0.1 + 0.2)).toBe(30n);
    expect(parseYuanNumberToFen(19.99)).toBe(1999n);
    expect(parseYuanNumberToFen(1.005)).toBe(101n);
    expect(parseYuanNumberToFen(-8)).toBe(-800n);
    expect(parseYuanNumberToFen(Number.NaN)).toBeNull();
    expect(parseYuanNumberToFen(Infinity)).toBeNull();
  });
});

describe('toFen', () => {
  it('accepts integers only', () => {
    expect(toFen(5)).toBe(5n);
    expect(toFen(5n)).toBe(5n);
    expect(toFen(5.5)).toBeNull();
    expect(toFen(Number.MAX_SAFE_INTEGER + 1)).toBeNull();
  });
});

describe('fenToYuanString', () => {
  it('prints two decimals without separators', () => {
    expect(fenToYuanString(0)).toBe('0.00');
    expect(fenToYuanString(1)).toBe('0.01');
    expect(fenToYuanString(-1)).toBe('-0.01');
    expect(fenToYuanString(123456789)).toBe('1234567.89');
    expect(fenToYuanString(12345678901234567890n)).toBe('123456789012345678.90');
    expect(fenToYuanString(1.5)).toBe('');
  });
});

describe('formatAmount', () => {
  it('formats fen with 2 decimals and thousands separators', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100000)).toBe('1,000.00');
    expect(formatAmount(123456789)).toBe('1,234,567.89');
    expect(formatAmount(-123456789n)).toBe('-1,234,567.89');
  });

  it('formats yuan text exactly', () => {
    expect(formatAmount('1234567.8')).toBe('1,234,567.80');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount('-999.995')).toBe('-1,000.00');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatAmount('90071992547409931.23')).toBe('90,071,992,547,409,931.23');
  });

  it('gives an empty text for anything that is not an amount', () => {
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount(1.5)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });

  it('round-trips any integer fen through the plain and the display text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (fen) => {
        expect(parseYuanToFen(fenToYuanString(fen))).toBe(fen);
        expect(parseYuanToFen(formatAmount(fen))).toBe(fen);
        expect(formatAmount(fenToYuanString(fen))).toBe(formatAmount(fen));
      }),
    );
    fc.assert(
      fc.property(fc.maxSafeInteger(), (fen) => {
        expect(parseYuanToFen(fenToYuanString(fen))).toBe(BigInt(fen));
      }),
    );
  });

  it('display text has grouped digits and exactly two decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (fen) => {
        expect(formatAmount(fen)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('agrees with rounding the decimal text half away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 9 }), (milli, extra) => {
        // milli + one more digit: yuan text with 3 or 4 decimals.
        const text = `${milli / 1000n}.${(milli % 1000n).toString().padStart(3, '0')}${extra}`;
        const tenThousandths = milli * 10n + BigInt(extra);
        const expected = (tenThousandths + 50n) / 100n;
        expect(parseYuanToFen(text)).toBe(expected);
      }),
    );
  });
});
