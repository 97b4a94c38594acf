import { tencentSmsSender, tencentSmsSettingsFromEnv } from '../auth/tencentSms';
import { wechatLoginExchange, wechatLoginSettingsFromEnv } from '../auth/wechatLogin';
import { alipayLoginExchange } from '../auth/alipayLogin';
import { alipayRealNameVerifier } from '../identity/alipayRealName';
import { alipayPayGateway } from '../pay/alipayGateway';
import { alipaySettingsFromEnv } from './alipay';
import { wechatPayGateway, wechatPaySettingsFromEnv } from '../pay/wechatPayGateway';
import type { Providers } from './providers';

/**
 * The real adapters the environment configures, each built only when its settings are given, with the problems of
 * settings given in part (one line each, naming the variable). A slot left out keeps its simulator, which a
 * production start refuses (main.ts).
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): { providers: Partial<Providers>; problems: string[] } {
  const providers: Partial<Providers> = {};
  const sms = tencentSmsSettingsFromEnv(env);
  if (sms.settings) providers.sms = tencentSmsSender(sms.settings);
  const wechatLogin = wechatLoginSettingsFromEnv(env);
  if (wechatLogin.settings) providers.wechatLogin = wechatLoginExchange(wechatLogin.settings);
  const alipay = alipaySettingsFromEnv(env);
  if (alipay.settings) {
    providers.alipayLogin = alipayLoginExchange(alipay.settings);
    providers.realName = alipayRealNameVerifier(alipay.settings);
    providers.alipayPay = alipayPayGateway(alipay.settings);
  }
  const wechatPay = wechatPaySettingsFromEnv(env);
  if (wechatPay.settings) providers.wechatPay = wechatPayGateway(wechatPay.settings);
  return { providers, problems: [sms, wechatLogin, alipay, wechatPay].flatMap((read) => read.problems) };
}
