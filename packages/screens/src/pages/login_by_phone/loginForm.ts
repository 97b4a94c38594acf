import { PhoneLoginSchema } from '@aster/core-domain';
import { z } from 'zod';
import { failureText } from '../../hooks/failureText';

export const messages = {
  captchaLoading: '图形验证码加载中，请稍候',
  captchaRefreshed: '图形验证码已刷新，请重新输入',
  captchaAsked: '为了您的账号安全，请输入图形验证码',
  agreed: '请先阅读并同意《用户协议》和《隐私政策》',
} as const;

/**
 * What login_by_phone checks on "登录": core-domain's phone login (phone, SMS code) and the agreement. The
 * captcha is a field of the page but a rule of "获取验证码" only (CaptchaAnswerSchema, once the server asks for one).
 */
export const LoginFormSchema = PhoneLoginSchema.extend({
  captcha: z.string(),
  agreed: z.boolean().refine((agreed) => agreed, messages.agreed),
});

/** The server's step-up: the next code needs the picture captcha (its own message, "请先完成图形验证码验证"). */
const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';
/** A refused proof of work comes before the server looks at the captcha, so the captcha is not spent. */
const PROOF_OF_WORK_REFUSED = /^POW_/;

export interface LoginCodeFailure {
  /** The message kept beside the form (the client has shown it as a toast already). */
  failure: string | null;
  /** Show the picture captcha from now on. */
  askCaptcha: boolean;
  /** The captcha sent was spent: a new picture, its answer cleared. */
  newPicture: boolean;
  captchaMessage?: string;
}

/** What the page does after a refused "获取验证码"; the phone typed always stays. */
export function loginCodeFailure(error: unknown, captchaSent: boolean): LoginCodeFailure {
  const parsed = z.object({ code: z.string() }).safeParse(error);
  const code = parsed.success ? parsed.data.code : null;
  const failure = failureText(error);
  if (code === CAPTCHA_REQUIRED) return { failure, askCaptcha: true, newPicture: captchaSent, captchaMessage: messages.captchaAsked };
  // Refused on this side (no proof of work could be made) or before the captcha was checked: it still holds.
  const captchaSpent = captchaSent && code !== null && !PROOF_OF_WORK_REFUSED.test(code);
  return captchaSpent ? { failure, askCaptcha: false, newPicture: true, captchaMessage: messages.captchaRefreshed } : { failure, askCaptcha: false, newPicture: false };
}
