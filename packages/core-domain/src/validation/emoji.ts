// Emoji detection built on Unicode properties rather than code point ranges, so new emoji are covered by the
// runtime's Unicode data. Note: Extended_Pictographic also holds ©, ® and ™; they count as emoji here.

/** Any single code point that only occurs in emoji: pictographs, flags' letters, skin tones, keycap, VS16, tags. */
const EMOJI_CODE_POINT = String.raw`\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u20E3\uFE0F\u{E0020}-\u{E007F}`;

/** Whole emoji sequences, so the keycap's digit and the joiners go with the emoji they belong to. */
const EMOJI_SEQUENCE = new RegExp(
  [
    String.raw`[0-9#*]\uFE0F?\u20E3`,
    String.raw`\p{Regional_Indicator}{1,2}`,
    String.raw`\p{Extended_Pictographic}[\uFE0E\uFE0F]?[\u{1F3FB}-\u{1F3FF}]?[\u{E0020}-\u{E007F}]*` +
      String.raw`(?:\u200D\p{Extended_Pictographic}[\uFE0E\uFE0F]?[\u{1F3FB}-\u{1F3FF}]?)*`,
  ].join('|'),
  'gu',
);
const EMOJI_ANY = new RegExp(`[${EMOJI_CODE_POINT}]`, 'u');
const EMOJI_ANY_GLOBAL = new RegExp(`[${EMOJI_CODE_POINT}]`, 'gu');

/** True when the text contains an emoji (or a piece of one). */
export function containsEmoji(text: string): boolean {
  return EMOJI_ANY.test(text);
}

/** Removes emoji: whole sequences first, then any stray emoji code point left behind. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI_SEQUENCE, '').replace(EMOJI_ANY_GLOBAL, '');
}
