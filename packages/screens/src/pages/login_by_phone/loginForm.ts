import { isValidPhone } from '@aster/core-domain';
import { phoneFieldMessages } from '../../ui/phoneFieldRules';

export interface LoginFormValues {
  phone: string;
  captcha: string;
  code: string;
  agreed: boolean;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export const messages = {
  phone: phoneFieldMessages.phone,
  captcha: '请输入图形验证码',
  captchaLoading: '图形验证码加载中，请稍候',
  captchaRefreshed: '图形验证码已刷新，请重新输入',
  code: phoneFieldMessages.code,
  agreed: '请先阅读并同意《用户协议》和《隐私政策》',
} as const;

/** Inline errors for "获取验证码": a valid phone and the picture captcha's answer. */
export function sendCodeErrors(values: Pick<LoginFormValues, 'phone' | 'captcha'>, needsCaptcha: boolean): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!isValidPhone(values.phone)) errors.phone = messages.phone;
  if (needsCaptcha && values.captcha.trim() === '') errors.captcha = messages.captcha;
  return errors;
}

/** Inline errors for "登录": a valid phone, the SMS code (4 to 6 digits) and the agreement. */
export function loginErrors(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!isValidPhone(values.phone)) errors.phone = messages.phone;
  if (!/^\d{4,6}$/.test(values.code.trim())) errors.code = messages.code;
  if (!values.agreed) errors.agreed = messages.agreed;
  return errors;
}
