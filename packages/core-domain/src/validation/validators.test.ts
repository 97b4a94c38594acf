import fc from 'fast-check';
import { isValidPhone, isValidTradePassword } from './validators';

describe('isValidPhone', () => {
  it.each(['13812345678', '19900000000', '10000000000'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['', '1381234567', '138123456789', '23812345678', '1381234567a', ' 13812345678', '13812345678\n', '１３８１２３４５６７８', '+8613812345678'])(
    'rejects %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );

  it('accepts exactly the 11-digit strings starting with 1', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 14 }), (text) => {
        const expected = text.length === 11 && text.startsWith('1') && [...text].every((c) => c >= '0' && c <= '9');
        expect(isValidPhone(text)).toBe(expected);
      }),
    );
    fc.assert(fc.property(fc.stringMatching(/^1\d{10}$/), (phone) => isValidPhone(phone)));
    fc.assert(fc.property(fc.stringMatching(/^[02-9]\d{10}$/), (phone) => !isValidPhone(phone)));
  });
});

describe('isValidTradePassword', () => {
  it('accepts exactly six digits', () => {
    expect(isValidTradePassword('123456')).toBe(true);
    expect(isValidTradePassword('000000')).toBe(true);
    expect(isValidTradePassword('12345')).toBe(false);
    expect(isValidTradePassword('1234567')).toBe(false);
    expect(isValidTradePassword('12345a')).toBe(false);
    expect(isValidTradePassword('')).toBe(false);
    expect(isValidTradePassword('123456\n')).toBe(false);
  });

  it('agrees with "length 6 and all digits" on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.stringMatching(/^\d{5,7}$/)), (text) => {
        expect(isValidTradePassword(text)).toBe(text.length === 6 && /^[0-9]+$/.test(text));
      }),
    );
  });
});
