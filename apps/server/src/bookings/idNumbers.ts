import type { IdType } from '@aster/core-domain';
import { isCalendarDate } from '@aster/core-domain';

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** GB 11643: 17 digits, a check digit (0-9 or X), a real birth date in between. */
export function isValidMainlandId(value: string, today: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isCalendarDate(birth) || birth < '1900-01-01' || birth > today) return false;
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return ID_CARD_CHECK[sum % 11] === value[17];
}

/** Passports vary by country: 5-17 letters and digits, at least one digit (e.g. E12345678, EA1234567). */
const PASSPORT = /^(?=.*\d)[A-Z0-9]{5,17}$/;
/** 港澳居民来往内地通行证: H or M and 8 digits (the older cards have 10). */
const HK_MACAU_PERMIT = /^[HM]\d{8}(\d{2})?$/;
/** 台湾居民来往大陆通行证: 8 digits (the older cards have 10, optionally with a letter suffix). */
const TAIWAN_PERMIT = /^\d{8}(\d{2}[A-Z]?)?$/;

/** Upper case, no spaces: how ID numbers are stored and checked. */
export function normaliseIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The message of an invalid ID number, null when it is valid for its type. */
export function idNumberProblem(idType: IdType, value: string, today: string): string | null {
  switch (idType) {
    case 'id_card':
      return isValidMainlandId(value, today) ? null : '身份证号码不正确，请核对后重新输入';
    case 'passport':
      return PASSPORT.test(value) ? null : '护照号码格式不正确';
    case 'hk_macau_permit':
      return HK_MACAU_PERMIT.test(value) ? null : '港澳居民来往内地通行证号码格式不正确';
    case 'taiwan_permit':
      return TAIWAN_PERMIT.test(value) ? null : '台湾居民来往大陆通行证号码格式不正确';
  }
}
