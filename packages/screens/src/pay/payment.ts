import type { PayChannel, PrepayParams } from '@aster/core-domain';
import type { PaymentOutcome } from './paymentOutcome';

/**
 * The mini-program's payment sheet: wx.requestPayment or my.tradePay (H5 has its cashier: browserPayment.ts and
 * usePayment.web.ts). It only hands the server's pay parameters to the platform and reports what the tenant did; the
 * decisions live in paymentOutcome.ts and usePayment.
 */
export interface PaymentSheet {
  /** Which pay parameters this platform needs (prepay's channel). */
  readonly channel: Exclude<PayChannel, 'baofoo'>;
  present(params: PrepayParams): Promise<PaymentOutcome>;
}

// Plain fallback (tests, tools): there is no wallet to open, so every attempt fails without charging.
export const paymentSheet: PaymentSheet = {
  channel: 'wechat',
  present: () => Promise.resolve('failed'),
};
