import fc from 'fast-check';
import { containsEmoji } from './emoji';
import {
  sanitizeCompany,
  sanitizeContactor,
  sanitizeEmail,
  sanitizeField,
  sanitizePassword,
  sanitizeRules,
  sanitizeSearchKey,
  type SanitizedField,
} from './sanitize';

const fields = Object.keys(sanitizeRules) as SanitizedField[];

describe('free-text sanitisers', () => {
  it('company: trims, collapses whitespace, drops emoji and control characters', () => {
    expect(sanitizeCompany('  杭州\t阿斯特\n\n科技😀 有限公司\u0000 ')).toBe('杭州 阿斯特 科技 有限公司');
    expect(sanitizeCompany('A\u200BB')).toBe('AB');
  });

  it('company: caps at 50 code points without splitting a surrogate pair', () => {
    const result = sanitizeCompany('𠮷'.repeat(60));
    expect(Array.from(result)).toHaveLength(50);
    expect(result).toBe('𠮷'.repeat(50));
  });

  it('email: removes every whitespace and emoji, keeps case', () => {
    expect(sanitizeEmail(' Tenant.Name @Example.com \n')).toBe('Tenant.Name@Example.com');
    expect(sanitizeEmail('a😀b@c.cn')).toBe('ab@c.cn');
    expect(Array.from(sanitizeEmail('a'.repeat(300)))).toHaveLength(254);
  });

  it('searchKey: collapses whitespace and caps at 50', () => {
    expect(sanitizeSearchKey('  西湖   公寓 ')).toBe('西湖 公寓');
    expect(sanitizeSearchKey('x'.repeat(80))).toHaveLength(50);
  });

  it('contactor: caps at 20 and never ends with a cut-off space', () => {
    expect(sanitizeContactor(' 王 小明 ')).toBe('王 小明');
    expect(sanitizeContactor(`${'a'.repeat(19)} bbbb`)).toBe('a'.repeat(19));
    // Leading blanks do not count against the cap.
    expect(sanitizeContactor(`   ${'a'.repeat(20)}`)).toBe('a'.repeat(20));
  });

  it('password: keeps spaces and does not trim, but drops control characters and emoji', () => {
    expect(sanitizePassword(' pa ss ')).toBe(' pa ss ');
    expect(sanitizePassword('pa\u0000ss😀')).toBe('pass');
    expect(sanitizePassword('x'.repeat(100))).toHaveLength(64);
  });

  it('NFC-normalises (decomposed é becomes one code point)', () => {
    expect(sanitizeCompany('Cafe\u0301')).toBe('Café');
    expect(sanitizeCompany('Cafe\u0301')).toHaveLength(4);
  });

  it('never yields emoji or control characters, respects the cap, and is idempotent', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.array(fc.constantFrom('😀', '👨‍👩‍👧', ' ', '\n', '\t', '\u0000', '\u200D', 'e\u0301', '张', '𠮷', 'a'), { maxLength: 80 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(fc.constantFrom(...fields), text, (field, input) => {
        const out = sanitizeField(field, input);
        expect(containsEmoji(out)).toBe(false);
        expect(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u.test(out)).toBe(false);
        expect(Array.from(out).length).toBeLessThanOrEqual(sanitizeRules[field].maxLength);
        expect(out.normalize('NFC')).toBe(out);
        expect(sanitizeField(field, out)).toBe(out);
        if (sanitizeRules[field].trim) {
          expect(out).toBe(out.trim());
        }
      }),
      { numRuns: 300 },
    );
  });
});
