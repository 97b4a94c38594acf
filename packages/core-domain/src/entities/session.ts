import { z } from 'zod';
import { BaseConfigSchema } from './baseConfig';
import { CitySelectionSchema } from './city';
import { CompanyIdSchema } from './company';
import { ThemeSchema } from './theme';
import { ImUserSchema, OpenIdSchema, TokenSchema, UserIdSchema, UserSchema } from './user';

/** The session of spec section 3: login, user, IM user, openId, city, company, theme and configuration. */
export const SessionStateSchema = z.object({
  loginStatus: z.enum(['loggedOut', 'loggedIn']),
  token: TokenSchema.nullable(),
  userId: UserIdSchema.nullable(),
  openId: OpenIdSchema.nullable(),
  user: UserSchema.nullable(),
  imUser: ImUserSchema.nullable(),
  city: CitySelectionSchema,
  companyId: CompanyIdSchema,
  theme: ThemeSchema,
  baseConfig: BaseConfigSchema.nullable(),
});
export type SessionState = z.infer<typeof SessionStateSchema>;
