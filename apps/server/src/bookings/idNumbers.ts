import { type IdType, isValidIdNumber } from '@aster/core-domain';

const PROBLEMS: Readonly<Record<IdType, string>> = {
  id_card: '身份证号码不正确，请核对后重新输入',
  passport: '护照号码格式不正确',
  hk_macau_permit: '港澳居民来往内地通行证号码格式不正确',
  taiwan_permit: '台湾居民来往大陆通行证号码格式不正确',
};

/** The message of an invalid (normalised) ID number, null when it is valid for its type. */
export function idNumberProblem(idType: IdType, value: string, today: string): string | null {
  return isValidIdNumber(idType, value, today) ? null : PROBLEMS[idType];
}
