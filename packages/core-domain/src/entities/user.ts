import { z } from 'zod';
import { textField } from '../validation/text';
import { NumericCodeSchema } from './common';

/** The logged-in user. Loose: the server sends more fields than the app reads, they are kept as is. */
export const UserSchema = z.looseObject({
  userId: z.union([z.string(), z.number()]).optional(),
  userName: z.string().nullish(),
  mobile: z.string().nullish(),
  photo: z.string().nullish(),
  truth: NumericCodeSchema.optional(),
  authBinding: NumericCodeSchema.optional(),
  /** The profile's 星座 (ids 0-12); a value outside them is read as none. */
  constellation: z.number().int().min(0).max(12).nullish().catch(undefined),
});
export type User = z.infer<typeof UserSchema>;

/** IM (chat) account of the user; its shape is not in the spec, so unknown fields are kept. */
export const ImUserSchema = z.looseObject({
  imUserId: z.string().optional(),
  userSig: z.string().optional(),
});
export type ImUser = z.infer<typeof ImUserSchema>;

/** Spec section 4: authenticated (real-name verified) means truth=1 and authBinding=1. */
export function isAuthenticated(user: Pick<User, 'truth' | 'authBinding'> | null | undefined): boolean {
  return user != null && user.truth === 1 && user.authBinding === 1;
}

export const TokenSchema = z.string().min(1);
export const UserIdSchema = z.string().min(1);
export const OpenIdSchema = z.string().min(1);

export const NICKNAME_MAX_LENGTH = 20;

/** The nickname (userName) as user_data_edit saves it: 1-20 characters once tidied, no emoji, nothing invisible. */
export const NicknameSchema = textField({
  invisible: '昵称不能包含不可见字符',
  min: { length: 1, message: '请输入昵称' },
  max: { length: NICKNAME_MAX_LENGTH, message: `昵称不能超过${NICKNAME_MAX_LENGTH}个字` },
  emoji: '昵称不能包含表情符号',
});
