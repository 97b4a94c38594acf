import { wechatPayGateway, wechatPaySettingsFromEnv } from '../pay/wechatPayGateway';
import type { Providers } from './providers';

/**
 * The real adapters the environment configures, each built only when its settings are given, with the problems of
 * settings given in part (one line each, naming the variable). A slot left out keeps its simulator, which a
 * production start refuses (main.ts).
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): { providers: Partial<Providers>; problems: string[] } {
  const providers: Partial<Providers> = {};
  const problems: string[] = [];
  const wechatPay = wechatPaySettingsFromEnv(env);
  problems.push(...wechatPay.problems);
  if (wechatPay.settings) providers.wechatPay = wechatPayGateway(wechatPay.settings);
  return { providers, problems };
}
