import { z } from 'zod';

/** Switches for tests and local development only; all off in a normal start. */
export const DevFlagsSchema = z.object({
  /**
   * GET /__dev/sms-code?mobile= and /__dev/captcha-code?captchaId= answer the last SMS code of a phone and
   * the answer of a picture captcha, so tests log in like a tenant (and POST /dev/pay/orders makes a test order).
   */
  exposeCodes: z.boolean().default(false),
  /** The x-aster-fault request header injects latency, error statuses, dropped connections and 401s. */
  faultHeader: z.boolean().default(false),
  /**
   * The demo logins: the mini-program code `demo-tenant` and the partner's `demo-out-token` log in as the demo
   * tenant. `npm start` (the demo) turns it on; anywhere else they are refused like any invalid code.
   */
  demoLogins: z.boolean().default(false),
});
export type DevFlags = z.infer<typeof DevFlagsSchema>;
