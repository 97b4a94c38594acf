import { z } from 'zod';
import { errors } from '../http/errors';
import { ALIPAY_SUCCESS, alipayCall, alipayClient, alipayRefused, type AlipaySettings } from '../outside/alipay';
import { OutsideSystemError } from '../outside/outsideSystem';
import type { LoginExchange } from './loginExchange';

const SYSTEM = 'alipay-login';
const METHOD = 'alipay.system.oauth.token';

/** Alipay's refusal of the arguments: for this method, the code (expired, used, forged or of another app). */
const INVALID_ARGUMENTS = '40002';

/** The token answer: open_id for apps created since the open id, user_id (2088...) for the older ones. */
const TokenSchema = z.looseObject({
  open_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  access_token: z.string().min(1),
});

/** The mini-program's my.getAuthCode code exchanged for the user's id (alipay.system.oauth.token). */
export function alipayLoginExchange(settings: AlipaySettings): LoginExchange {
  const sdk = alipayClient(settings);
  return {
    name: SYSTEM,
    simulated: false,
    platform: 'alipay',
    async exchange(code) {
      const answer = await alipayCall(sdk, SYSTEM, METHOD, { grant_type: 'authorization_code', code });
      if (answer.code === INVALID_ARGUMENTS) throw errors.openIdCodeInvalid();
      if (answer.code !== ALIPAY_SUCCESS) throw alipayRefused(SYSTEM, METHOD, answer);
      const token = TokenSchema.safeParse(answer);
      const openId = token.success ? (token.data.open_id ?? token.data.user_id) : undefined;
      if (!token.success || openId === undefined) throw new OutsideSystemError(SYSTEM, `${METHOD} answered no user`);
      return { openId, sessionKey: token.data.access_token };
    },
  } satisfies LoginExchange;
}
