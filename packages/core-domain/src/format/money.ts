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

const CAPITAL_DIGITS = '零壹贰叁肆伍陆柒捌玖';
const CAPITAL_PLACES = ['', '拾', '佰', '仟'];
const CAPITAL_GROUPS = ['', '万', '亿', '万亿'];

/** 0-9999 in capitals, zeros inside read once (1005 → 壹仟零伍). */
function capitalGroup(value: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    text += (CAPITAL_DIGITS[digit] ?? '') + (CAPITAL_PLACES[place] ?? '');
    zero = false;
  }
  return text;
}

/**
 * An amount in Chinese capitals (人民币大写), as invoices and receipts print it: 1,004.05 → 壹仟零肆元零伍分,
 * 100,000.00 → 壹拾万元整, 0.50 → 伍角. Integer fen, zero or more; anything else gives ''.
 */
export function fenToChineseCapital(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) return '';
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let text = '';
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let zero = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const value = groups[index] ?? 0;
    if (value === 0) {
      zero = text !== '';
      continue;
    }
    if (text !== '' && (zero || value < 1000)) text += '零';
    text += capitalGroup(value) + (CAPITAL_GROUPS[index] ?? '');
    zero = false;
  }
  if (yuan > 0) text += '元';
  if (jiao === 0 && cents === 0) return `${text}整`;
  if (jiao > 0) text += `${CAPITAL_DIGITS[jiao] ?? ''}角`;
  else if (yuan > 0) text += '零';
  if (cents > 0) text += `${CAPITAL_DIGITS[cents] ?? ''}分`;
  return text;
}
