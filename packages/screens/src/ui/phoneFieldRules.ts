/** Seconds before an SMS code can be asked for again. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** Longest SMS code the fields accept. */
export const SMS_CODE_MAX_LENGTH = 6;

/** Digits only, at most `max` of them (what a phone or code field keeps of the typed text). */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** The messages of the phone and SMS code fields, the same on every form that has them. */
export const phoneFieldMessages = {
  phone: '请输入正确的手机号',
  code: '请输入短信验证码',
} as const;
