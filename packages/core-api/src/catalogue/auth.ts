import { z } from 'zod';
import { AccountCancelApplySchema, AccountCancelPendingSchema, EntityIdSchema, ImUserSchema, LoginRequestSchema, PhoneChangeSchema, PhoneSchema, UserSchema } from '@aster/core-domain';
import { NoContentSchema, defineEndpoint, queryNumber, inCatalogueFeature } from './define';

// Ids arrive as numbers from some backends and as strings from others; the session keeps strings.
const idText = EntityIdSchema.transform(String);

/** Picture captcha shown before an SMS code is sent. `image` is a data URL (SVG) usable as an <image> src. */
export const CaptchaImageSchema = z.object({
  captchaId: z.string().min(1),
  image: z.string().startsWith('data:image/'),
});
export type CaptchaImage = z.infer<typeof CaptchaImageSchema>;

/**
 * A proof-of-work challenge (altcha v2: find the counter whose PBKDF2 key starts with `keyPrefix`), ours: an
 * anonymous H5 call that sends an SMS carries its solution in the `proofOfWork` header. Every parameter is kept as
 * the server sent it (loose): the signature covers them all.
 */
export const ProofOfWorkChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string().min(1).max(32),
    nonce: z.string().max(128),
    salt: z.string().max(128),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: z.string().min(1).max(128),
  }),
  signature: z.string().min(1).max(256),
});
export type ProofOfWorkChallenge = z.infer<typeof ProofOfWorkChallengeSchema>;

/** What the `proofOfWork` header carries, as JSON: the challenge as it was served and the counter found. */
export const ProofOfWorkSchema = z.object({
  challenge: ProofOfWorkChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});
export type ProofOfWork = z.infer<typeof ProofOfWorkSchema>;

/** Answer of /common/v2/login (phone login and mini-program auto-login): spec "returns token, userId, openId". */
export const LoginResultSchema = z.looseObject({
  token: z.string().min(1),
  userId: idText,
  openId: z.string().nullish(),
  /** Ours: the account's log-out request in its cooling-off period (the app shows it and 撤销注销), else null. */
  accountCancel: AccountCancelPendingSchema.nullish(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** OAuth token login (login/access-token): spec "returns access_token, id, user". */
export const OauthTokenLoginResultSchema = z.looseObject({
  access_token: z.string().min(1),
  id: idText,
  user: UserSchema.nullish(),
});
export type OauthTokenLoginResult = z.infer<typeof OauthTokenLoginResultSchema>;

/**
 * The WeChat identity behind a jsCode (login/third-part/mini-program-session-key). The session key stays on the
 * server: the app never needs it. `mobile`: the phone of the account this WeChat account logs into, masked (first 3
 * and last 4 digits), null while none is bound (a one-tap login would open a new, phone-less account).
 */
export const MiniProgramSessionSchema = z.looseObject({ openId: z.string().min(1), mobile: z.string().max(20).nullish() });
export type MiniProgramSession = z.infer<typeof MiniProgramSessionSchema>;

/** A short-lived token handed to a partner page (login/auth-token). */
export const AuthTokenSchema = z.looseObject({ token: z.string().min(1), expiredMinutes: z.number().optional() });
export type AuthToken = z.infer<typeof AuthTokenSchema>;

/** The account a hand-off link logs into, masked (ours): what the page shows before the visitor confirms. */
export const HandoffAccountSchema = z.looseObject({ mobile: z.string().nullable(), userName: z.string() });
export type HandoffAccount = z.infer<typeof HandoffAccountSchema>;

/** The third-party application asking the tenant to authorise it (oauth2/app-info). */
export const OauthAppInfoSchema = z.looseObject({
  appId: z.string().min(1),
  appName: z.string(),
  logoUrl: z.string().nullish(),
});
export type OauthAppInfo = z.infer<typeof OauthAppInfoSchema>;

/** Authorisation granted to that application: the code, and where the app hands it over. */
export const OauthAuthCodeSchema = z.looseObject({
  authCode: z.string().min(1),
  redirectUrl: z.string().nullish(),
});
export type OauthAuthCode = z.infer<typeof OauthAuthCodeSchema>;

/**
 * The auth-alipay page's login (alipay-auth/authToken): the Alipay auth code traded for a session, as /common/v2/login
 * answers (token, userId, openId).
 */
export const AlipayAuthResultSchema = LoginResultSchema;
export type AlipayAuthResult = z.infer<typeof AlipayAuthResultSchema>;

/** alipay-auth/authToken's bizType: what the auth code is for. `login`: log in with the Alipay account. */
export const AlipayAuthBizType = { login: 'login' } as const;

/** Login type: spec "type (0)" is the SMS login code. */
export const LOGIN_CODE_TYPE = 0;

/** /common/v2/login clientType: 1 WeChat mini-program, 5 Alipay mini-program. */
export const LoginClientType = { weapp: 1, aliapp: 5 } as const;
export type LoginClientType = (typeof LoginClientType)[keyof typeof LoginClientType];

const mobile = PhoneSchema;

export const authEndpoints = {
  codeImage: defineEndpoint({ method: 'GET', path: 'verify-code/code-image', response: CaptchaImageSchema, loginCall: true }),
  /**
   * Sends the SMS code. The picture captcha (code + uniqueId = captchaId) is a step-up: needed only once the server
   * has seen suspicious use (it answers CAPTCHA_REQUIRED), otherwise code and uniqueId may be empty (ours: the spec's
   * call always carried one). An anonymous H5 call carries a solved `proofOfWorkChallenge` in the proofOfWork header.
   */
  verifySendCode: defineEndpoint({
    method: 'GET',
    path: 'verify-code/verify-send-code',
    request: z.object({
      mobile,
      code: z.string().max(32).default(''),
      companyId: z.string().max(20),
      type: queryNumber().default(LOGIN_CODE_TYPE),
      uniqueId: z.string().max(64).default(''),
    }),
    response: NoContentSchema,
    loginCall: true,
  }),
  /** A code with no captcha (a resend, or the caller's own phone); anonymous H5 calls carry a proof of work too. */
  sendCode: defineEndpoint({
    method: 'GET',
    path: 'verify-code/send-code',
    request: z.object({ mobile, companyId: z.string().max(20), type: queryNumber().default(LOGIN_CODE_TYPE) }),
    response: NoContentSchema,
    loginCall: true,
  }),
  /** A new proof-of-work challenge (ours, an extension of the spec's verify-code calls), a few minutes to use, once. */
  proofOfWorkChallenge: defineEndpoint({ method: 'GET', path: 'verify-code/pow-challenge', response: ProofOfWorkChallengeSchema, loginCall: true, extension: 'the proof of work the SMS send asks of a browser before it spends an SMS (login and code pages)' }),
  logout: defineEndpoint({ method: 'POST', prefix: '/common/v2', path: 'logout', response: NoContentSchema, needsAuth: true }),
  /**
   * Phone login (mobile + SMS code) and mini-program auto-login (openIdCode + clientType + loginScene) share
   * this call; appId names the mini-program or public account.
   */
  login: defineEndpoint({
    method: 'POST',
    prefix: '/common/v2',
    path: 'login',
    request: LoginRequestSchema.pick({ mobile: true, code: true, companyId: true, uniqueId: true, appId: true }).extend({
      // The login type (0) belongs to phone login only: the auto-login body is openIdCode, clientType, loginScene.
      type: z.number().int().optional(),
      openIdCode: z.string().min(1).max(256).optional(),
      clientType: z.union([z.literal(LoginClientType.weapp), z.literal(LoginClientType.aliapp)]).optional(),
      loginScene: z.union([z.literal(1), z.literal(7)]).optional(),
    }),
    response: LoginResultSchema,
    loginCall: true,
  }),
  miniProgramSessionKey: defineEndpoint({
    method: 'GET',
    path: 'login/third-part/mini-program-session-key',
    request: z.object({ jsCode: z.string().min(1).max(256), companyId: z.string().max(20) }),
    response: MiniProgramSessionSchema,
    loginCall: true,
  }),
  /** OAuth token login: the token in the query is a one-time partner token, not the session token. */
  accessToken: defineEndpoint({
    method: 'GET',
    path: 'login/access-token',
    request: z.object({ token: z.string().min(1).max(512) }),
    response: OauthTokenLoginResultSchema,
    loginCall: true,
  }),
  /**
   * Whose account a hand-off token opens, masked, without spending it (ours): the oauth-token-login page shows it and
   * logs in only on the visitor's tap (login CSRF). POST: the token stays out of the URL.
   */
  handoffAccount: defineEndpoint({
    method: 'POST',
    path: 'login/access-token/account',
    request: z.object({ token: z.string().min(1).max(512) }),
    response: HandoffAccountSchema,
    loginCall: true,
    extension: 'the account a hand-off token (oauth-token-login) belongs to, shown before the tenant confirms it',
  }),
  /** A short-lived one-time token for the logged-in tenant, to open the app's H5 in a web-view as that tenant. */
  authToken: defineEndpoint({
    method: 'GET',
    path: 'login/auth-token',
    request: z.object({ expiredMinutes: queryNumber().int().positive() }),
    response: AuthTokenSchema,
    needsAuth: true,
  }),
  authTokenByOutToken: defineEndpoint({
    method: 'GET',
    path: 'login/auth-token-by-out-token',
    request: z.object({ outToken: z.string().min(1).max(512), appId: z.string().min(1).max(64) }),
    response: LoginResultSchema,
    loginCall: true,
  }),
  /**
   * Phone login from a mini-program (login_by_phone there): mobile and SMS code as /common/v2/login, plus the
   * mini-program's login code (jsCode on WeChat, authCode on Alipay), whose account is bound to the phone's.
   */
  authAndLogin: defineEndpoint({
    method: 'POST',
    path: 'login/auth-and-login',
    request: z.object({
      mobile: mobile.optional(),
      code: z.string().max(64).optional(),
      companyId: z.string().max(20).optional(),
      appId: z.string().max(64).optional(),
      jsCode: z.string().max(256).optional(),
      authCode: z.string().max(256).optional(),
    }),
    response: LoginResultSchema,
    loginCall: true,
  }),
  oauthAppInfo: defineEndpoint({
    method: 'GET',
    path: 'oauth2/app-info',
    request: z.object({ appId: z.string().min(1).max(64) }),
    response: OauthAppInfoSchema,
  }),
  oauthAuthCode: defineEndpoint({
    method: 'GET',
    path: 'oauth2/auth-code',
    request: z.object({ appId: z.string().min(1).max(64) }),
    response: OauthAuthCodeSchema,
    needsAuth: true,
  }),
  /** The auth-alipay page's login: an Alipay auth code (my.getAuthCode, one use) for a session. */
  alipayAuthToken: defineEndpoint({
    method: 'GET',
    path: 'alipay-auth/authToken',
    request: z.object({ authCode: z.string().min(1).max(256), bizType: z.string().min(1).max(64) }),
    response: AlipayAuthResultSchema,
    loginCall: true,
  }),
  checkPhone: defineEndpoint({
    method: 'POST',
    path: 'user/check-phone',
    request: PhoneChangeSchema.omit({ code: true }),
    response: NoContentSchema,
    needsAuth: true,
  }),
  updatePhone: defineEndpoint({
    method: 'POST',
    path: 'user/update-phone',
    request: PhoneChangeSchema,
    response: NoContentSchema,
    needsAuth: true,
  }),
  /**
   * Account cancellation (user_cancel), not a plain logout. Ours (the spec gives no fields): with the SMS code sent to
   * the account's phone (identity's account-cancel/send-code), it asks for the log-out, carried out after the
   * server's cooling-off period; the answer is the request (the day the account goes).
   */
  accountLogOut: defineEndpoint({ method: 'POST', prefix: '/tapp/v2', path: 'account/log-out', request: AccountCancelApplySchema, response: AccountCancelPendingSchema, needsAuth: true }),
  imUserInfo: defineEndpoint({
    method: 'GET',
    path: 'user/im-user-info-c',
    response: ImUserSchema,
    needsAuth: true,
    notCalled: "the IM account serves an in-app chat SDK the apps do not embed; customer service is home/config's dialog and work-chat link (the hook and the session keep it for apps that do)",
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('auth', authEndpoints);
