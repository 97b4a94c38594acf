import fc from 'fast-check';
import { maskIdNumber, maskName, maskPhone } from './mask';

const codePoints = (s: string) => Array.from(s);
const noStar = fc.string({ unit: 'grapheme', minLength: 0, maxLength: 12 }).map((s) => s.replace(/\*/g, ''));

describe('maskName', () => {
  it('follows the spec per length', () => {
    expect(maskName('')).toBe('');
    expect(maskName('王')).toBe('*');
    expect(maskName('张三')).toBe('*三');
    expect(maskName('欧阳修')).toBe('欧*修');
    expect(maskName('司马相如')).toBe('司**如');
    expect(maskName('阿卜杜拉江')).toBe('阿**拉江');
  });

  it('counts surrogate pairs as one character', () => {
    expect(maskName('𠮷田')).toBe('*田');
    expect(maskName('𠮷野家')).toBe('𠮷*家');
    expect(maskName('田𠮷')).toBe('*𠮷');
  });

  it('keeps the length, shows only the allowed positions and hides at least one character', () => {
    fc.assert(
      fc.property(noStar, (name) => {
        const input = codePoints(name);
        const out = codePoints(maskName(name));
        expect(out).toHaveLength(input.length);
        const shown =
          input.length <= 1 ? [] : input.length === 2 ? [1] : input.length === 3 ? [0, 2] : [0, ...input.map((_, i) => i).slice(3)];
        out.forEach((c, i) => {
          expect(c).toBe(shown.includes(i) ? input[i] : '*');
        });
        if (input.length > 0) {
          expect(out.filter((c) => c === '*').length).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (name) => maskName(maskName(name)) === maskName(name)));
  });
});

describe('maskPhone', () => {
  it('shows the first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('never crashes on short input and then shows nothing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1381234')).toBe('*******');
    expect(maskPhone('13812345')).toBe('138*2345');
  });

  it('for any 11-digit phone keeps the length and hides digits 4-7', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (phone) => {
        const out = maskPhone(phone);
        expect(out).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
        expect(maskPhone(out)).toBe(out);
      }),
    );
  });

  it('never reveals more than 7 characters of any input', () => {
    fc.assert(
      fc.property(noStar, (text) => {
        const out = codePoints(maskPhone(text));
        expect(out).toHaveLength(codePoints(text).length);
        expect(out.filter((c) => c !== '*').length).toBeLessThanOrEqual(Math.max(0, Math.min(7, out.length - 1)));
      }),
    );
  });
});

describe('maskIdNumber', () => {
  it('keeps the first 2 and last 2 characters', () => {
    expect(maskIdNumber('330106199001011234')).toBe('33**************34');
    expect(maskIdNumber('33010619900101123X')).toBe('33**************3X');
    expect(maskIdNumber('12345')).toBe('12*45');
  });

  it('hides everything when 4 characters or fewer', () => {
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber('1234')).toBe('****');
    expect(maskIdNumber('1')).toBe('*');
  });

  it('keeps the length, reveals only the ends and is idempotent', () => {
    fc.assert(
      fc.property(noStar, (text) => {
        const input = codePoints(text);
        const out = codePoints(maskIdNumber(text));
        expect(out).toHaveLength(input.length);
        out.forEach((c, i) => {
          const shown = input.length > 4 && (i < 2 || i >= input.length - 2);
          expect(c).toBe(shown ? input[i] : '*');
        });
        expect(maskIdNumber(maskIdNumber(text))).toBe(maskIdNumber(text));
      }),
    );
  });
});
