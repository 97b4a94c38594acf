import fc from 'fast-check';
import { containsEmoji, stripEmoji } from './emoji';

const emoji = [
  '😀', '👍🏽', '❤️', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇨🇳', '1️⃣', '#️⃣', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '☺', '⭐', '🧑🏿‍💻', '©', '🀄',
];

describe('containsEmoji', () => {
  it.each(emoji)('finds %s', (e) => {
    expect(containsEmoji(e)).toBe(true);
    expect(containsEmoji(`房租${e}已付`)).toBe(true);
  });

  it.each(['\uFE0F', '\u20E3', '🏻', '🇦', '\u{E0067}'])('flags a stray emoji piece %j', (piece) => {
    expect(containsEmoji(`a${piece}b`)).toBe(true);
    expect(stripEmoji(`a${piece}b`)).toBe('ab');
  });

  it.each(['', '张三', '杭州市西湖区 1 号', 'abc@example.com', '１２３', '①', 'ﾊﾝｶｸ', 'café', '𠮷野家', '#1 *2'])(
    'does not flag plain text %j',
    (text) => {
      expect(containsEmoji(text)).toBe(false);
    },
  );
});

describe('stripEmoji', () => {
  it('removes whole emoji sequences and keeps the text around them', () => {
    expect(stripEmoji('房租😀已付')).toBe('房租已付');
    expect(stripEmoji('a👨‍👩‍👧‍👦b')).toBe('ab');
    expect(stripEmoji('🏳️‍🌈flag🇨🇳')).toBe('flag');
    expect(stripEmoji('room 1️⃣ and 2')).toBe('room  and 2');
    expect(stripEmoji('👍🏽ok')).toBe('ok');
    expect(stripEmoji('🏴󠁧󠁢󠁥󠁮󠁧󠁿x')).toBe('x');
    expect(stripEmoji('𠮷野家')).toBe('𠮷野家');
    expect(stripEmoji('')).toBe('');
  });

  it('never leaves an emoji behind, whatever the input', () => {
    const piece = fc.oneof(fc.constantFrom(...emoji, '\u200D', '\uFE0F', '\u20E3', '🏻', '🇦'), fc.string({ unit: 'binary', maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')), (text) => {
        expect(containsEmoji(stripEmoji(text))).toBe(false);
      }),
    );
  });

  it('leaves text without emoji unchanged and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const once = stripEmoji(text);
        expect(stripEmoji(once)).toBe(once);
        if (!containsEmoji(text)) {
          expect(once).toBe(text);
        }
      }),
    );
  });
});
