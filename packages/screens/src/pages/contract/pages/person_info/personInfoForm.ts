import { PersonInfoRequestSchema } from '@aster/core-api';
import { type z } from 'zod';
import {
  type IdType,
  containsEmoji,
  isValidIdNumber,
  isValidMainlandId,
  isValidPhone,
  normalizeIdNumber,
  sanitizeCompany,
  sanitizeContactor,
  sanitizeEmail,
  stripEmoji,
} from '@aster/core-domain';

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

const ID_TYPE_MESSAGES: Readonly<Record<IdType, string>> = {
  id_card: personInfoMessages.idCard,
  passport: personInfoMessages.passport,
  hk_macau_permit: personInfoMessages.hkMacau,
  taiwan_permit: personInfoMessages.taiwan,
};

/** A mainland resident ID (GB 11643) as typed (x or X), born by `today` (yyyy-MM-dd, China). */
export function isValidIdCard(value: string, today: string): boolean {
  return isValidMainlandId(normalizeIdNumber(value), today);
}

/** The message for an ID number that does not fit its type (core-domain's rule, as the server applies it), or null. */
export function idNumberError(idType: IdType, raw: string, today: string): string | null {
  const value = normalizeIdNumber(raw);
  if (value === '') return personInfoMessages.idNumber;
  return isValidIdNumber(idType, value, today) ? null : ID_TYPE_MESSAGES[idType];
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
/** `today` is the China date (yyyy-MM-dd): an ID card's birth date cannot be later. */
export function personInfoErrors(values: PersonInfoValues, today: string): PersonInfoErrors {
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
  const idError = idNumberError(values.idType, values.idNumber, today);
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
