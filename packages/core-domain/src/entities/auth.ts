import { z } from 'zod';
import { CompanyIdSchema } from './company';
import { EntityIdSchema, PhoneSchema } from './common';
import { NicknameSchema } from './user';

/** One request shape serves phone login, auto-login (jsCode/authCode) and third-party token login. */
export const LoginRequestSchema = z.object({
  mobile: PhoneSchema.optional(),
  code: z.string().max(64).optional(),
  companyId: CompanyIdSchema.optional(),
  type: z.number().int().default(0),
  uniqueId: z.string().max(64).optional(),
  token: z.string().max(512).optional(),
  expiredMinutes: z.number().int().positive().optional(),
  appId: z.string().max(64).optional(),
  jsCode: z.string().max(256).optional(),
  authCode: z.string().max(256).optional(),
  bizType: z.union([z.string().max(64), z.number()]).optional(),
  outToken: z.string().max(512).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** OAuth logins answer with access_token/id instead of token/userId; both forms are accepted. */
export const LoginResponseSchema = z.looseObject({
  token: z.string().nullish(),
  userId: EntityIdSchema.nullish(),
  openId: z.string().nullish(),
  access_token: z.string().nullish(),
  id: EntityIdSchema.nullish(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What the session needs from a login response, or null when it carries no usable token and user id. */
export function loginResultOf(response: LoginResponse): { token: string; userId: string; openId: string | null } | null {
  const token = response.token || response.access_token;
  const userId = response.userId ?? response.id;
  if (!token || userId === null || userId === undefined || userId === '') {
    return null;
  }
  return { token, userId: String(userId), openId: response.openId || null };
}

export const SMS_CODE_MIN_LENGTH = 4;
export const SMS_CODE_MAX_LENGTH = 6;

/** The SMS code as typed into the app: 4 to 6 digits (spaces around it dropped). */
export const SmsCodeSchema = z
  .string()
  .max(32, '请输入短信验证码')
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_MIN_LENGTH},${SMS_CODE_MAX_LENGTH}}$`), '请输入短信验证码');

/** A code the server sent for a sensitive change (payment password, bank card, account log-out): 6 digits. */
export const SixDigitSmsCodeSchema = z.string().max(10, '请输入6位短信验证码').trim().regex(/^\d{6}$/, '请输入6位短信验证码');

/** Where a code for a sensitive change went: the phone masked as the spec masks phones (138****8000). */
export const SmsSentSchema = z.object({ mobileMasked: z.string().max(20) });
export type SmsSent = z.infer<typeof SmsSentSchema>;

/** The answer to the picture captcha; its spelling is the server's to check. */
export const CaptchaAnswerSchema = z.string().max(32, '图形验证码不正确').trim().min(1, '请输入图形验证码');

/** A phone login as the tenant types it (login_by_phone): the phone and the SMS code sent to it. */
export const PhoneLoginSchema = z.object({
  mobile: PhoneSchema,
  code: SmsCodeSchema,
});
export type PhoneLogin = z.infer<typeof PhoneLoginSchema>;

export const PhoneChangeSchema = z.object({
  oldPhone: PhoneSchema,
  newPhone: PhoneSchema,
  code: SmsCodeSchema,
});
export type PhoneChange = z.infer<typeof PhoneChangeSchema>;

export const RealNameSchema = z.object({
  idNumType: z.number().int(),
  idNum: z.string().min(1).max(32),
  name: z.string().min(1).max(50),
  verifyId: z.string().max(128).optional(),
});
export type RealName = z.infer<typeof RealNameSchema>;

/** A profile photo the app can show: an https picture or one of the server's own, or '' for none. */
export const PhotoUrlSchema = z.string().max(2048, '头像地址不正确').refine((photo) => photo === '' || /^(https:\/\/|\/static\/)/.test(photo), '头像地址不正确');

export const UserInfoSchema = z.object({
  userName: NicknameSchema.optional(),
  photo: PhotoUrlSchema.optional(),
  /** The profile's 星座 (spec section 3: ids 0-12, 0 保密). */
  constellation: z.number('请选择星座').int('请选择星座').min(0, '请选择星座').max(12, '请选择星座').optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
