import type { FastifyInstance } from 'fastify';
import { failure, success } from './envelope';
import { BusinessError } from './errors';

export const DEV_SMS_CODE_PATH = '/__dev/sms-code';
export const DEV_CAPTCHA_CODE_PATH = '/__dev/captcha-code';

/** Bounded: a long dev session must not grow the map without end. */
const MAX_ENTRIES = 1000;

/** The last codes handed out, kept only when the exposeCodes dev flag is on. */
export class DevCodeBook {
  private readonly sms = new Map<string, string>();
  private readonly captchas = new Map<string, string>();

  recordSms(mobile: string, code: string): void {
    remember(this.sms, mobile, code);
  }

  recordCaptcha(captchaId: string, code: string): void {
    remember(this.captchas, captchaId, code);
  }

  register(app: FastifyInstance): void {
    app.get(DEV_SMS_CODE_PATH, (request, reply) => {
      const mobile = (request.query as { mobile?: string }).mobile ?? '';
      const code = this.sms.get(mobile);
      if (code === undefined) return reply.send(failure(new BusinessError('NO_SMS_CODE', '该手机号暂无验证码')));
      return reply.send(success({ mobile, code }));
    });
    app.get(DEV_CAPTCHA_CODE_PATH, (request, reply) => {
      const captchaId = (request.query as { captchaId?: string }).captchaId ?? '';
      const code = this.captchas.get(captchaId);
      if (code === undefined) return reply.send(failure(new BusinessError('NO_CAPTCHA', '该图形验证码不存在')));
      return reply.send(success({ captchaId, code }));
    });
  }
}

function remember(map: Map<string, string>, key: string, value: string): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
