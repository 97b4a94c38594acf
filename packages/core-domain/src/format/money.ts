// Money is exact: amounts are integer fen (1 yuan = 100 fen) held as bigint, and decimal text is parsed and
// printed with string/bigint arithmetic only. Floating point never touches an amount.

export type Fen = bigint;

const YUAN_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * Parses yuan text ("1234.5", "-0.01", "1,234.56", "+3") into fen. More than two decimals are rounded half
 * away from zero (四舍五入), as money is rounded at the counter. Anything else (empty, letters, exponent
 * notation, malformed separators) gives null.
 */
export function parseYuanToFen(text: string): Fen | null {
  const match = YUAN_TEXT.exec(text.trim());
  if (match === null) {
    return null;
  }
  const [, sign, integerPart = '', decimals = ''] = match;
  if (integerPart === '' && decimals === '') {
    return null;
  }
  const whole = BigInt(integerPart.replace(/,/g, '') || '0');
  const fenDigits = (decimals + '00').slice(0, 2);
  const roundUp = (decimals[2] ?? '0') >= '5' ? 1n : 0n;
  const fen = whole * 100n + BigInt(fenDigits) + roundUp;
  return sign === '-' ? -fen : fen;
}

/** Parses a yuan amount the server sent as a JSON number, through its shortest decimal text (0.1 → "0.1"). */
export function parseYuanNumberToFen(yuan: number): Fen | null {
  return Number.isFinite(yuan) ? parseYuanToFen(String(yuan)) : null;
}

/** Integer fen from a number or bigint; a non-integer or unsafe number is not fen. */
export function toFen(amount: number | bigint): Fen | null {
  if (typeof amount === 'bigint') {
    return amount;
  }
  return Number.isSafeInteger(amount) ? BigInt(amount) : null;
}

function splitFen(fen: Fen): { negative: boolean; whole: string; cents: string } {
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  return { negative, whole: (abs / 100n).toString(), cents: (abs % 100n).toString().padStart(2, '0') };
}

/** Plain yuan text with 2 decimals, no separators ("-1234.50"): the form sent to the server. */
export function fenToYuanString(fen: number | bigint): string {
  const value = toFen(fen);
  if (value === null) {
    return '';
  }
  const { negative, whole, cents } = splitFen(value);
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Display text of an amount: 2 decimals with thousands separators ("1,234,567.80").
 * A number or bigint is integer fen; a string is yuan text (as the server sends amounts). Input that is not
 * an amount gives '' rather than a misleading "0.00".
 */
export function formatAmount(amount: number | bigint | string): string {
  const fen = typeof amount === 'string' ? parseYuanToFen(amount) : toFen(amount);
  if (fen === null) {
    return '';
  }
  const { negative, whole, cents } = splitFen(fen);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${cents}`;
}
