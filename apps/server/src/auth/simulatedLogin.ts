import { LoginClientType } from '@aster/core-api';
import type { LoginExchange } from './loginExchange';
import { exchangeLoginCode } from './miniProgram';

/** The demo's and tests' stand-in for jscode2session / alipay.system.oauth.token (src/auth/miniProgram.ts). */
export function simulatedLoginExchange(platform: 'wechat' | 'alipay'): LoginExchange {
  const clientType = platform === 'alipay' ? LoginClientType.aliapp : LoginClientType.weapp;
  return {
    name: `simulated-${platform}-login`,
    simulated: true,
    platform,
    exchange: async (code) => ({ openId: exchangeLoginCode(clientType, code) }),
  } satisfies LoginExchange;
}
