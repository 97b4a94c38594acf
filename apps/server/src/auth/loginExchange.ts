import type { OutsideSystem } from '../outside/outsideSystem';

/** What a mini-program login code is worth: the user's id at the platform. The session key stays on the server. */
export interface PlatformIdentity {
  openId: string;
  unionId?: string;
  /** WeChat's session_key / Alipay's access token: kept server-side, never sent to the app or written to a log. */
  sessionKey?: string;
}

/**
 * A mini-program login code exchanged with its platform: WeChat's `jscode2session`, Alipay's
 * `alipay.system.oauth.token`. A code the platform refuses (expired, used, forged) throws errors.openIdCodeInvalid().
 */
export interface LoginExchange extends OutsideSystem {
  readonly platform: 'wechat' | 'alipay';
  exchange(code: string): Promise<PlatformIdentity>;
}
