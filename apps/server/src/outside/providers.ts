import type { LoginExchange } from '../auth/loginExchange';
import { simulatedLoginExchange } from '../auth/simulatedLogin';
import { simulatedSmsSender } from '../auth/simulatedSms';
import type { SmsSender } from '../auth/smsSender';
import type { Db } from '../db/database';
import { simulatedRealNameVerifier } from '../identity/simulatedRealName';
import type { RealNameVerifier } from '../identity/realNameVerifier';
import type { PayGateway, WechatPayGateway } from '../pay/gateway';
import { DEV_MERCHANT_KEY, simulatedPayGateway, simulatedWechatPayGateway } from '../pay/simulatedGateway';
import type { OutsideSystem } from './outsideSystem';

/** Every outside system the server talks to, each through its port (src/outside/outsideSystem.ts). */
export interface Providers {
  wechatLogin: LoginExchange;
  alipayLogin: LoginExchange;
  sms: SmsSender;
  realName: RealNameVerifier;
  /** WeChat Pay (mini-program and WeChat's browser by JSAPI, other phone browsers by H5) and its official account. */
  wechatPay: WechatPayGateway;
  /** Alipay (the mini-program's my.tradePay, WAP in phone browsers). */
  alipayPay: PayGateway;
  /** The card page: simulated only (production has no card gateway, so the channel is refused there). */
  cardPay: PayGateway;
}

export interface SimulatorHooks {
  /** The server's log, where the simulated SMS gateway writes its codes. */
  log: (message: string) => void;
  /** The dev routes' code book (dev flags only). */
  revealSms?: (mobile: string, code: string) => void;
  /** Signs the simulated payment notifies (default: the public dev key). */
  merchantKey?: string;
  /** The server's database: the simulated payment provider answers queries from the pay tables. */
  db?: Db;
}

/** The stand-ins of the demo, development and tests. */
export function simulatedProviders(hooks: SimulatorHooks): Providers {
  return {
    wechatLogin: simulatedLoginExchange('wechat'),
    alipayLogin: simulatedLoginExchange('alipay'),
    sms: simulatedSmsSender(hooks.log, hooks.revealSms),
    realName: simulatedRealNameVerifier(),
    wechatPay: simulatedWechatPayGateway({ merchantKey: hooks.merchantKey ?? DEV_MERCHANT_KEY, db: hooks.db }),
    alipayPay: simulatedPayGateway('alipay', { merchantKey: hooks.merchantKey ?? DEV_MERCHANT_KEY, db: hooks.db }),
    cardPay: simulatedPayGateway('baofoo', { merchantKey: hooks.merchantKey ?? DEV_MERCHANT_KEY, db: hooks.db }),
  };
}

/** The simulated ones among them, each named: a production start refuses to run while this is not empty. */
export function simulatedAmong(providers: Providers): string[] {
  return (Object.entries(providers) as [string, OutsideSystem][]).filter(([, system]) => system.simulated).map(([slot, system]) => `${slot} (${system.name})`);
}
