import { z } from 'zod';
import { errors } from '../http/errors';
import { OutsideSystemError, schemaProblems, schemaSettingsFromEnv, type SettingsFromEnv, type ValidateOptions } from '../outside/outsideSystem';
import type { LoginExchange } from './loginExchange';

const SYSTEM = 'wechat-login';

/** The environment variable of each setting of the WeChat mini-program login. */
export const WECHAT_LOGIN_ENV = {
  appId: 'ASTER_WECHAT_MINI_APPID',
  appSecret: 'ASTER_WECHAT_APP_SECRET',
  apiBase: 'ASTER_WECHAT_API_BASE',
  timeoutMs: 'ASTER_WECHAT_TIMEOUT_MS',
} as const;

/** The mini-program's AppID and AppSecret (微信公众平台 > 开发管理 > 开发设置). */
export const WechatLoginSettingsSchema = z.object({
  appId: z.string({ error: 'is required' }).trim().regex(/^wx[0-9a-f]{16}$/, 'must be the mini-program AppID (wx and 16 hex digits)'),
  appSecret: z.string({ error: 'is required' }).trim().regex(/^[0-9a-f]{32}$/, 'must be the AppSecret (32 hex digits)'),
  apiBase: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.weixin.qq.com'),
  /** How long jscode2session may take before the login counts as unavailable. */
  timeoutMs: z.coerce.number().int().positive().default(5_000),
});
export type WechatLoginSettings = z.infer<typeof WechatLoginSettingsSchema>;
type WechatLoginInput = z.input<typeof WechatLoginSettingsSchema>;

export const validateWechatLoginOptions: ValidateOptions<WechatLoginInput> = (settings) => schemaProblems(WechatLoginSettingsSchema, WECHAT_LOGIN_ENV, settings);

/** The settings the environment gives; none when it names neither the AppID nor the secret (the simulator stays). */
export const wechatLoginSettingsFromEnv = (env: NodeJS.ProcessEnv): SettingsFromEnv<WechatLoginSettings> =>
  schemaSettingsFromEnv(WechatLoginSettingsSchema, WECHAT_LOGIN_ENV, ['appId', 'appSecret'], env);

/** Codes WeChat gives a login code that is wrong, already used (40163) or from a blocked user (40226). */
const REFUSED_CODE_ERRORS = new Set([40029, 40163, 40226]);

// WeChat answers text/plain JSON: the user's openid and session_key, or errcode and errmsg.
const Jscode2sessionAnswerSchema = z.object({
  openid: z.string().min(1).optional(),
  session_key: z.string().min(1).optional(),
  unionid: z.string().min(1).optional(),
  errcode: z.number().int().optional(),
  errmsg: z.string().optional(),
});

/** WeChat's `GET /sns/jscode2session`: a wx.login code for the user's openid (and unionid), the session key kept. */
export function wechatLoginExchange(settings: WechatLoginSettings): LoginExchange {
  return {
    name: SYSTEM,
    simulated: false,
    platform: 'wechat',
    async exchange(code) {
      const url = new URL(`${settings.apiBase}/sns/jscode2session`);
      url.search = new URLSearchParams({ appid: settings.appId, secret: settings.appSecret, js_code: code, grant_type: 'authorization_code' }).toString();
      let text: string;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
        if (!response.ok) throw new OutsideSystemError(SYSTEM, `HTTP ${response.status}`);
        text = await response.text();
      } catch (failure) {
        if (failure instanceof OutsideSystemError) throw failure;
        throw new OutsideSystemError(SYSTEM, failure instanceof Error ? failure.name : 'request failed');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new OutsideSystemError(SYSTEM, 'answer is not JSON');
      }
      const parsed = Jscode2sessionAnswerSchema.safeParse(json);
      if (!parsed.success) throw new OutsideSystemError(SYSTEM, 'answer has an unexpected shape');
      const answer = parsed.data;
      if (answer.errcode !== undefined && answer.errcode !== 0) {
        if (REFUSED_CODE_ERRORS.has(answer.errcode)) throw errors.openIdCodeInvalid();
        throw new OutsideSystemError(SYSTEM, answer.errmsg ?? 'refused', String(answer.errcode));
      }
      if (answer.openid === undefined || answer.session_key === undefined) throw new OutsideSystemError(SYSTEM, 'answer has no openid or session_key');
      return { openId: answer.openid, unionId: answer.unionid, sessionKey: answer.session_key };
    },
  } satisfies LoginExchange;
}
