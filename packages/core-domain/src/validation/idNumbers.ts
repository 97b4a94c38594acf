import type { IdType } from '../entities/house';
import { isCalendarDate } from '../format/chinaTime';

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** GB 11643: 17 digits, a check digit (0-9 or X), a real birth date in between, not after `today` (yyyy-MM-dd). */
export function isValidMainlandId(value: string, today: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isCalendarDate(birth) || birth < '1900-01-01' || birth > today) return false;
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return ID_CARD_CHECK[sum % 11] === value[17];
}

const ID_NUMBER_PATTERNS: Readonly<Record<Exclude<IdType, 'id_card'>, RegExp>> = {
  /** Passports vary by country: 5-17 letters and digits, at least one digit (e.g. E12345678, EA1234567). */
  passport: /^(?=.*\d)[A-Z0-9]{5,17}$/,
  /** 港澳居民来往内地通行证: H or M and 8 digits (the older cards have 10). */
  hk_macau_permit: /^[HM]\d{8}(\d{2})?$/,
  /** 台湾居民来往大陆通行证: 8 digits (the older cards have 10, optionally with a letter suffix). */
  taiwan_permit: /^\d{8}(\d{2}[A-Z]?)?$/,
};

/** Upper case, no spaces: how ID numbers are typed into checks, sent and stored. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether a normalised ID number fits its type; the app and the server apply the same rule. */
export function isValidIdNumber(idType: IdType, value: string, today: string): boolean {
  return idType === 'id_card' ? isValidMainlandId(value, today) : ID_NUMBER_PATTERNS[idType].test(value);
}

/** What the tenant reads under the ID number field: empty, or not fitting the chosen type. */
export const idNumberMessages = {
  empty: '请填写证件号码',
  id_card: '请输入正确的18位身份证号码',
  passport: '护照号码应为5-17位字母和数字',
  hk_macau_permit: '港澳通行证号码应为H或M开头加8位或10位数字',
  taiwan_permit: '台胞证号码应为8位或10位数字',
} as const satisfies Record<IdType | 'empty', string>;

/** The message for an ID number as typed (normalised here) that does not fit its type, or null when it fits. */
export function idNumberProblem(idType: IdType, value: string, today: string): string | null {
  const normalized = normalizeIdNumber(value);
  if (normalized === '') return idNumberMessages.empty;
  return isValidIdNumber(idType, normalized, today) ? null : idNumberMessages[idType];
}
