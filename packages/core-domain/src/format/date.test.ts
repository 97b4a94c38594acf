import fc from 'fast-check';
import { formatDate, parseDateInput } from './date';

describe('formatDate', () => {
  it('formats with yyyy-MM-dd by default', () => {
    expect(formatDate(new Date(2024, 0, 2, 15, 4, 5))).toBe('2024-01-02');
    expect(formatDate(new Date(2024, 0, 2).getTime())).toBe('2024-01-02');
    expect(formatDate(String(new Date(2024, 11, 31).getTime()))).toBe('2024-12-31');
  });

  it('reads the server text forms', () => {
    expect(formatDate('2024-01-02')).toBe('2024-01-02');
    expect(formatDate('2024-01-02 10:20:30', 'yyyy-MM-dd HH:mm')).toBe('2024-01-02 10:20');
    expect(formatDate('2024/1/2')).toBe('2024-01-02');
    expect(formatDate('2024-01-02T10:20:30')).toBe('2024-01-02');
  });

  it('takes another pattern', () => {
    expect(formatDate(new Date(2024, 1, 29), 'yyyy年MM月dd日')).toBe('2024年02月29日');
  });

  it('passes the expiry text 长期 through', () => {
    expect(formatDate('长期')).toBe('长期');
    expect(formatDate(' 长期 ')).toBe('长期');
  });

  it.each([null, undefined, '', 'abc', '2024-13-45', Number.NaN, Infinity, new Date('x'), '2024-02-30'])(
    'gives an empty text for %p',
    (input) => {
      expect(formatDate(input)).toBe('');
    },
  );

  it('gives an empty text for a broken pattern instead of throwing', () => {
    expect(formatDate(new Date(2024, 0, 2), 'yyyy-MM-dd j')).toBe('');
  });

  it('refuses the week-year and day-of-year tokens date-fns protects (YYYY, DD) instead of misformatting', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formatDate(new Date(2024, 0, 2), 'YYYY-MM-DD')).toBe('');
    warn.mockRestore();
  });

  it('never throws on any input', () => {
    // Random patterns hit date-fns' protected tokens, which it reports on the console before throwing.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer(), fc.date({ noInvalidDate: false }), fc.constant(null)),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 6 })),
        (input, pattern) => {
          expect(typeof formatDate(input, pattern)).toBe('string');
        },
      ),
    );
    warn.mockRestore();
  });

  it('round-trips any valid day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        const text = formatDate(date);
        expect(formatDate(text)).toBe(text);
        const parsed = parseDateInput(text);
        expect(parsed?.getDate()).toBe(date.getDate());
      }),
    );
  });
});
