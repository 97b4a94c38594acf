import { PersonInfoRequestSchema } from '@aster/core-api';
import { type z } from 'zod';
import { type IdType, containsEmoji, isValidPhone, sanitizeCompany, sanitizeContactor, sanitizeEmail, stripEmoji } from '@aster/core-domain';

export interface PersonInfoValues {
  name: string;
  idType: IdType;
  idNumber: string;
  email: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  occupation: string;
  company: string;
}

export type PersonInfoErrors = Partial<Record<keyof PersonInfoValues, string>>;

export const ID_TYPE_NAMES: Readonly<Record<IdType, string>> = {
  id_card: '身份证',
  passport: '护照',
  hk_macau_permit: '港澳通行证',
  taiwan_permit: '台胞证',
};

export const personInfoMessages = {
  nameEmoji: '姓名不能包含表情符号',
  idNumber: '请填写证件号码',
  idCard: '请输入正确的18位身份证号码',
  passport: '护照号码应为5-17位字母和数字',
  hkMacau: '港澳通行证号码应为H或M开头加8位或10位数字',
  taiwan: '台胞证号码应为8位或10位数字',
  email: '邮箱格式不正确',
  emergencyName: '紧急联系人最多20个字，不能包含表情符号',
  emergencyPhone: '请输入正确的紧急联系人手机号',
  occupation: '职业最多30个字',
} as const;

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK = '10X98765432';

/** A mainland resident ID (GB 11643): 18 characters, a real birth date, and the ISO 7064 check character. */
export function isValidIdCard(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(year, month - 1, day);
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) return false;
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CARD_CHECK[sum % 11] === id[17];
}

/** Spaces removed and letters upper-cased: how the server stores and checks ID numbers. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The message for an ID number that does not fit its type, or null when it does. */
export function idNumberError(idType: IdType, raw: string): string | null {
  const value = normalizeIdNumber(raw);
  if (value === '') return personInfoMessages.idNumber;
  switch (idType) {
    case 'id_card':
      return isValidIdCard(value) ? null : personInfoMessages.idCard;
    case 'passport':
      return /^(?=.*\d)[A-Z0-9]{5,17}$/.test(value) ? null : personInfoMessages.passport;
    case 'hk_macau_permit':
      return /^[HM]\d{8}(\d{2})?$/.test(value) ? null : personInfoMessages.hkMacau;
    case 'taiwan_permit':
      return /^\d{8}(\d{2}[A-Z]?)?$/.test(value) ? null : personInfoMessages.taiwan;
  }
}

/** The body to send, texts sanitised as core-domain says; the ID number upper-cased (x and X are the same). */
export function personInfoRequestOf(values: PersonInfoValues): z.infer<typeof PersonInfoRequestSchema> {
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    idType: values.idType,
    idNumber: normalizeIdNumber(values.idNumber),
    email: sanitizeEmail(values.email),
    emergencyContactName: sanitizeContactor(values.emergencyContactName),
    emergencyContactPhone: values.emergencyContactPhone.trim(),
    occupation: stripEmoji(values.occupation).trim().replace(/\s+/g, ' '),
    company: sanitizeCompany(values.company),
  };
}

/** Inline errors for "保存": core-api's PersonInfoRequestSchema plus the rules it leaves to the form. */
export function personInfoErrors(values: PersonInfoValues): PersonInfoErrors {
  const errors: PersonInfoErrors = {};
  const request = personInfoRequestOf(values);
  const parsed = PersonInfoRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in values && errors[field as keyof PersonInfoValues] === undefined) {
        errors[field as keyof PersonInfoValues] = issue.message;
      }
    }
  }
  if (containsEmoji(values.name)) errors.name = personInfoMessages.nameEmoji;
  const idError = idNumberError(values.idType, values.idNumber);
  if (idError !== null) errors.idNumber = idError;
  if (request.email !== '' && !/^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(request.email)) errors.email = personInfoMessages.email;
  if (containsEmoji(values.emergencyContactName) || Array.from(values.emergencyContactName.trim()).length > 20) {
    errors.emergencyContactName = personInfoMessages.emergencyName;
  }
  if (request.emergencyContactPhone !== '' && !isValidPhone(request.emergencyContactPhone)) {
    errors.emergencyContactPhone = personInfoMessages.emergencyPhone;
  }
  if (Array.from(request.occupation).length > 30) errors.occupation = personInfoMessages.occupation;
  delete errors.company;
  return errors;
}
