import { isValidPhone } from '@aster/core-domain';
import { phoneFieldMessages } from '../../ui/phoneFieldRules';

export interface PhoneChangeValues {
  newPhone: string;
  code: string;
}

export type PhoneChangeErrors = Partial<Record<keyof PhoneChangeValues, string>>;

/** Inline errors for "获取验证码": the new phone must be a valid one. */
export function sendChangeCodeErrors(values: Pick<PhoneChangeValues, 'newPhone'>): PhoneChangeErrors {
  return isValidPhone(values.newPhone) ? {} : { newPhone: phoneFieldMessages.phone };
}

/** Inline errors for "确认更换": a valid new phone and the SMS code (4 to 6 digits) sent to it. */
export function changePhoneErrors(values: PhoneChangeValues): PhoneChangeErrors {
  const errors = sendChangeCodeErrors(values);
  if (!/^\d{4,6}$/.test(values.code.trim())) errors.code = phoneFieldMessages.code;
  return errors;
}
