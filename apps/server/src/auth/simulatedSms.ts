import { maskMobile } from './secrets';
import type { SmsSender } from './smsSender';

/** The demo's "phone": the code goes to the server log (phone masked), and to `reveal` when the dev routes are on. */
export function simulatedSmsSender(log: (message: string) => void, reveal?: (mobile: string, code: string) => void): SmsSender {
  return {
    name: 'simulated-sms',
    simulated: true,
    async send({ mobile, code, ttlMinutes }) {
      log(`短信验证码 ${code} 已发送至 ${maskMobile(mobile)}（${ttlMinutes} 分钟内有效）`);
      reveal?.(mobile, code);
    },
  } satisfies SmsSender;
}
