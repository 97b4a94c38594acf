import { productionConfigProblems, type ServerConfig } from './config';
import type { DevFlags } from './devFlags';
import type { AsterEnv } from './env';
import type { Providers } from './outside/providers';

/** Environment variables that turn on something a tenant must never meet; a production start refuses any of them. */
const DEV_VARIABLES = ['ASTER_DEV', 'ASTER_DEV_CODES', 'ASTER_DEV_FAULTS', 'ASTER_DEMO', 'ASTER_FAULTS'] as const;

/** The slots production needs real; the card page (cardPay) has no real gateway and its channel is refused there. */
const PROVIDER_SLOTS: Record<Exclude<keyof Providers, 'cardPay'>, string> = {
  wechatLogin: 'WeChat mini-program login (jscode2session)',
  alipayLogin: 'Alipay mini-program login (alipay.system.oauth.token)',
  sms: 'the SMS gateway',
  realName: 'the real-name checks (二要素 and face scan)',
  wechatPay: 'WeChat Pay (API v3)',
  alipayPay: 'Alipay payments',
};

/**
 * The dev flags of a mode: development and test have them all; a demo has its demo logins (ASTER_DEMO=0 turns them
 * off) and may turn on codes or faults by hand; production has none.
 */
export function devFlagsFor(mode: AsterEnv, env: NodeJS.ProcessEnv): DevFlags {
  if (mode === 'production') return { exposeCodes: false, faultHeader: false, demoLogins: false };
  if (mode === 'development' || mode === 'test') return { exposeCodes: true, faultHeader: true, demoLogins: true };
  return { exposeCodes: env.ASTER_DEV_CODES === '1', faultHeader: env.ASTER_DEV_FAULTS === '1', demoLogins: env.ASTER_DEMO !== '0' };
}

export interface ProductionStart {
  env: NodeJS.ProcessEnv;
  config: ServerConfig;
  devFlags: DevFlags;
  /** The real adapters the environment configured (src/outside/fromEnv.ts); a slot missing would be simulated. */
  providers: Partial<Providers>;
}

/** Everything that makes a production start unsafe, one line each; the start is refused while any is left. */
export function productionProblems({ env, config, devFlags, providers }: ProductionStart): string[] {
  const problems = productionConfigProblems(config);
  for (const name of DEV_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '' && value !== '0') problems.push(`${name} is set: development switches are refused in production`);
  }
  for (const [flag, on] of Object.entries(devFlags)) if (on) problems.push(`the dev flag ${flag} is on`);
  if (config.publicOrigin === undefined) problems.push('ASTER_PUBLIC_ORIGIN is required in production (the https origin tenants reach, e.g. https://rent.example.com)');
  else if (!config.publicOrigin.startsWith('https://')) problems.push(`ASTER_PUBLIC_ORIGIN must be https in production (got ${config.publicOrigin})`);
  // A provider reached over plain http (a local fake's address left in place) would carry codes and secrets in clear.
  for (const name of ['ASTER_SMS_ENDPOINT', 'ASTER_WECHAT_API_BASE', 'ASTER_WECHAT_OAUTH_AUTHORIZE_URL', 'ASTER_WECHATPAY_BASE_URL', 'ASTER_ALIPAY_GATEWAY']) {
    if (env[name]?.trim().toLowerCase().startsWith('http://')) problems.push(`${name} must not be http in production (got ${env[name] ?? ''})`);
  }
  for (const [slot, what] of Object.entries(PROVIDER_SLOTS) as [Exclude<keyof Providers, 'cardPay'>, string][]) {
    const adapter = providers[slot];
    if (adapter === undefined || adapter.simulated) problems.push(`${what} would be simulated: configure its settings (README, "Going to production")`);
  }
  return problems;
}
