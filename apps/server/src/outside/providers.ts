import type { LoginExchange } from '../auth/loginExchange';
import { simulatedLoginExchange } from '../auth/simulatedLogin';
import { simulatedSmsSender } from '../auth/simulatedSms';
import type { SmsSender } from '../auth/smsSender';
import { simulatedRealNameVerifier } from '../identity/simulatedRealName';
import type { RealNameVerifier } from '../identity/realNameVerifier';
import type { OutsideSystem } from './outsideSystem';

/** Every outside system the server talks to, each through its port (src/outside/outsideSystem.ts). */
export interface Providers {
  wechatLogin: LoginExchange;
  alipayLogin: LoginExchange;
  sms: SmsSender;
  realName: RealNameVerifier;
}

export interface SimulatorHooks {
  /** The server's log, where the simulated SMS gateway writes its codes. */
  log: (message: string) => void;
  /** The dev routes' code book (dev flags only). */
  revealSms?: (mobile: string, code: string) => void;
}

/** The stand-ins of the demo, development and tests. */
export function simulatedProviders(hooks: SimulatorHooks): Providers {
  return {
    wechatLogin: simulatedLoginExchange('wechat'),
    alipayLogin: simulatedLoginExchange('alipay'),
    sms: simulatedSmsSender(hooks.log, hooks.revealSms),
    realName: simulatedRealNameVerifier(),
  };
}

/** The simulated ones among them, each named: a production start refuses to run while this is not empty. */
export function simulatedAmong(providers: Providers): string[] {
  return (Object.entries(providers) as [string, OutsideSystem][]).filter(([, system]) => system.simulated).map(([slot, system]) => `${slot} (${system.name})`);
}
