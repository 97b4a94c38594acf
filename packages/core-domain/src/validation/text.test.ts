import fc from 'fast-check';
import { containsEmoji } from './emoji';
import { tidyText } from './sanitize';
import { inputMaxLength, textField, textLength } from './text';

const rule = textField({
  min: { length: 1, message: 'empty' },
  max: { length: 5, message: 'long' },
  emoji: 'emoji',
  pattern: { regex: /^[a-z\p{Script=Han} ]+$/u, message: 'pattern' },
});
const firstMessage = (text: string) => rule.safeParse(text).error?.issues[0]?.message ?? null;

/** Text without emoji: letters, Han, rare characters outside the BMP, combining marks, spaces. */
const plain = fc.array(fc.constantFrom('a', 'é', 'e\u0301', '张', '𠮷', ' ', '\t', '\n', '\u200B'), { maxLength: 12 }).map((parts) => parts.join(''));
const emoji = fc.constantFrom('😀', '🇨🇳', '1️⃣', '#️⃣', '👨‍👩‍👧', '❤️', '🏴󠁧󠁢󠁥󠁮󠁧󠁿');

describe('textLength', () => {
  it('counts code points of the NFC text: a rare character is one, a decomposed é is one', () => {
    expect(textLength('𠮷野家')).toBe(3);
    expect(textLength('e\u0301')).toBe(1);
    expect(textLength('')).toBe(0);
  });

  it('never exceeds the UTF-16 length and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const nfc = text.normalize('NFC');
        expect(textLength(text)).toBeLessThanOrEqual(nfc.length);
        expect(textLength(text)).toBe(Array.from(nfc).length);
      }),
    );
  });
});

describe('textField', () => {
  it('checks required, emoji, length and pattern in that order, on the tidied text', () => {
    expect(firstMessage('   ')).toBe('empty');
    expect(firstMessage('ab😀')).toBe('emoji');
    expect(firstMessage('张三李四王五')).toBe('long');
    expect(firstMessage('a1')).toBe('pattern');
    expect(rule.parse('  张\t\n三 ')).toBe('张 三');
  });

  it('refuses every text holding an emoji, wherever it sits (flags and keycaps included)', () => {
    fc.assert(
      fc.property(plain, emoji, plain, (before, face, after) => {
        expect(rule.safeParse(`${before}${face}${after}`).error?.issues.map((issue) => issue.message)).toContain('emoji');
      }),
    );
  });

  it('accepts exactly the texts whose tidied length is within the limit (code points, not UTF-16 units)', () => {
    const lengthOnly = textField({ max: { length: 5, message: 'long' }, emoji: 'emoji' });
    fc.assert(
      fc.property(plain, (text) => {
        expect(lengthOnly.safeParse(text).success).toBe(textLength(tidyText(text)) <= 5);
      }),
    );
    expect(lengthOnly.safeParse('𠮷'.repeat(5)).success).toBe(true);
  });

  it('outputs text it would accept again unchanged (the server re-checks what the app sends)', () => {
    const lengthOnly = textField({ max: { length: 50, message: 'long' }, emoji: 'emoji', spacing: 'lines' });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const first = lengthOnly.safeParse(text);
        if (!first.success) return;
        expect(lengthOnly.parse(first.data)).toBe(first.data);
        expect(containsEmoji(first.data)).toBe(false);
      }),
    );
  });

  it('keeps line breaks of a multi-line text and drops every space of a spaceless one', () => {
    expect(textField({ max: { length: 50, message: 'long' }, emoji: 'emoji', spacing: 'lines' }).parse(' 周末  看房\n\n 谢谢 ')).toBe('周末 看房\n\n谢谢');
    expect(textField({ max: { length: 50, message: 'long' }, emoji: 'emoji', spacing: 'none' }).parse(' a b@c .cn ')).toBe('ab@c.cn');
  });
});

describe('inputMaxLength', () => {
  it('lets an input hold every text of the limit, rare characters included', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '张', '𠮷'), { minLength: 1, maxLength: 30 }), (chars) => {
        const text = chars.join('');
        expect(text.length).toBeLessThanOrEqual(inputMaxLength(textLength(text)));
      }),
    );
  });
});
