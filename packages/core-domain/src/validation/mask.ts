// Masking of personal data (spec section 5). Strings are handled by code point, so a CJK extension character
// or an emoji (surrogate pairs) counts as one character and is never cut in half.

const STAR = '*';

function stars(count: number): string {
  return STAR.repeat(Math.max(0, count));
}

/**
 * Names: 2 characters → `*` + last; 3 → first + `*` + last; longer → first + `**` + the rest after the
 * third character. The spec's "first + ** + rest" is read as the two stars replacing characters 2 and 3: the
 * length is kept and two characters stay hidden (reading "rest" as everything after the first would hide
 * nothing). A single character is fully hidden.
 */
export function maskName(name: string): string {
  const chars = Array.from(name);
  const first = chars[0] ?? '';
  const last = chars[chars.length - 1] ?? '';
  switch (chars.length) {
    case 0:
      return '';
    case 1:
      return STAR;
    case 2:
      return STAR + last;
    case 3:
      return first + STAR + last;
    default:
      return first + stars(2) + chars.slice(3).join('');
  }
}

/** Keeps `head` leading and `tail` trailing characters; too short to hide anything that way → all stars. */
function maskMiddle(value: string, head: number, tail: number): string {
  const chars = Array.from(value);
  if (chars.length <= head + tail) {
    return stars(chars.length);
  }
  return chars.slice(0, head).join('') + stars(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

/** Phones: first 3 and last 4 shown ("138****5678"); the length is kept. */
export function maskPhone(phone: string): string {
  return maskMiddle(phone, 3, 4);
}

/** ID numbers: first 2 and last 2 shown, every other character a star. */
export function maskIdNumber(idNumber: string): string {
  return maskMiddle(idNumber, 2, 2);
}
