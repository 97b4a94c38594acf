// One module per function: date-fns' index loads all ~250 of them in CommonJS (Node, Jest: about 0.1 s a load); the
// bundlers dropped the rest already.
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { DEFAULT_DATE_PATTERN, LONG_TERM_TEXT } from '../constants';

export type DateInput = Date | number | string | null | undefined;

/** Reads the date forms the server uses: Date, epoch milliseconds (number or digit text), ISO-like text. */
export function parseDateInput(input: DateInput): Date | null {
  if (input === null || input === undefined) {
    return null;
  }
  if (input instanceof Date) {
    return isValid(input) ? input : null;
  }
  if (typeof input === 'number') {
    return Number.isFinite(input) ? toValidDate(new Date(input)) : null;
  }
  const text = input.trim();
  if (/^-?\d+$/.test(text)) {
    return toValidDate(new Date(Number(text)));
  }
  // "2024/01/02" and "2024-01-02 10:00:00" are common server forms; parseISO wants "-" and "T".
  const iso = text.replace(/^(\d{4})\/(\d{1,2})\/(\d{1,2})/, (_m, y: string, mo: string, d: string) =>
    `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`,
  ).replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2');
  return toValidDate(parseISO(iso));
}

function toValidDate(date: Date): Date | null {
  return isValid(date) ? date : null;
}

/**
 * Formats a date with date-fns (default yyyy-MM-dd, local time). The expiry text "长期" is returned as is.
 * Invalid input or an invalid pattern gives '' and never throws. `lightFormat`: the app's patterns are numeric
 * (yyyy MM dd HH mm ss), and `format` with its locale-aware tokens costs 5 KB gzip more in every bundle.
 */
export function formatDate(input: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  if (typeof input === 'string' && input.trim() === LONG_TERM_TEXT) {
    return LONG_TERM_TEXT;
  }
  const date = parseDateInput(input);
  if (date === null) {
    return '';
  }
  try {
    return lightFormat(date, pattern);
  } catch {
    return '';
  }
}
