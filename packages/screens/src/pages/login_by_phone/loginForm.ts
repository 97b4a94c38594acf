import { PhoneLoginSchema } from '@aster/core-domain';
import { z } from 'zod';

export const messages = {
  captchaLoading: '图形验证码加载中，请稍候',
  captchaRefreshed: '图形验证码已刷新，请重新输入',
  agreed: '请先阅读并同意《用户协议》和《隐私政策》',
} as const;

/**
 * What login_by_phone checks on "登录": core-domain's phone login (phone, SMS code) and the agreement. The
 * captcha is a field of the page but a rule of "获取验证码" only (CaptchaAnswerSchema, when one is needed).
 */
export const LoginFormSchema = PhoneLoginSchema.extend({
  captcha: z.string(),
  agreed: z.boolean().refine((agreed) => agreed, messages.agreed),
});
