import type { SmsSent } from '@aster/core-domain';
import { errors } from '../http/errors';
import type { Services } from '../services';
import { maskMobile } from './secrets';
import type { SmsPurpose } from './sms';

/**
 * Codes for a sensitive change to the logged-in tenant's own phone (issue 46: the payment password, the account
 * log-out): the server picks the number, the page sees it masked only; the code is bound to the purpose and the
 * tenant. The SMS limits of auth/sms.ts apply; a wrong code counts towards the captcha's step-up as a login's does.
 */
export function ownPhoneCodes(services: Pick<Services, 'sms' | 'smsGuard' | 'users'>, purpose: SmsPurpose) {
  const mobileOf = (userId: number) => {
    const mobile = services.users.byId(userId)?.mobile ?? null;
    if (mobile === null) throw errors.invalidParams('账户未绑定手机号');
    return mobile;
  };
  return {
    async send(userId: number, ip: string): Promise<SmsSent> {
      const mobile = mobileOf(userId);
      await services.sms.send({ mobile, ip, userId, purpose });
      return { mobileMasked: maskMobile(mobile) };
    },
    /** Spends the code; SMS_CODE_WRONG for a wrong, used or expired one, or one sent for anything else. */
    consume(userId: number, ip: string, code: string): void {
      const mobile = mobileOf(userId);
      services.smsGuard.checkCode(ip, mobile, () => services.sms.consume(mobile, code, { purpose, userId }));
    },
  };
}
