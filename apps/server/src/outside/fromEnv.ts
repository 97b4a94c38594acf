import { tencentSmsInputFromEnv, tencentSmsSender, TencentSmsSettingsSchema, validateTencentSmsOptions } from '../auth/tencentSms';
import { validateWechatLoginOptions, wechatLoginExchange, wechatLoginInputFromEnv, WechatLoginSettingsSchema } from '../auth/wechatLogin';
import type { Providers } from './providers';

/**
 * The real adapters the environment configures, each built only when its settings are given, with the problems of
 * settings given in part (one line each, naming the variable). A slot left out keeps its simulator, which a
 * production start refuses (main.ts).
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): { providers: Partial<Providers>; problems: string[] } {
  const providers: Partial<Providers> = {};
  const problems: string[] = [];
  const smsInput = tencentSmsInputFromEnv(env);
  if (smsInput !== null) {
    const smsProblems = validateTencentSmsOptions(smsInput);
    if (smsProblems.length > 0) problems.push(...smsProblems);
    else providers.sms = tencentSmsSender(TencentSmsSettingsSchema.parse(smsInput));
  }
  const wechatInput = wechatLoginInputFromEnv(env);
  if (wechatInput !== null) {
    const wechatProblems = validateWechatLoginOptions(wechatInput);
    if (wechatProblems.length > 0) problems.push(...wechatProblems);
    else providers.wechatLogin = wechatLoginExchange(WechatLoginSettingsSchema.parse(wechatInput));
  }
  return { providers, problems };
}
