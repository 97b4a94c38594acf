import type { PayChannel, PrepayParams } from '@aster/core-domain';
import type { PaymentOutcome } from './paymentOutcome';

/**
 * The platform's payment sheet: wx.requestPayment, my.tradePay, or the card checkout page on H5. It only hands
 * the server's pay parameters to the platform and reports what the tenant did; the decisions live in
 * paymentOutcome.ts and usePayment.
 */
export interface PaymentSheet {
  /** Which pay parameters this platform needs: 'baofoo' is the card checkout (order/pay-baofoo). */
  readonly channel: PayChannel;
  present(params: PrepayParams): Promise<PaymentOutcome>;
}

// Plain fallback (tests, tools): there is no wallet to open, so every attempt fails without charging.
export const paymentSheet: PaymentSheet = {
  channel: 'wechat',
  present: () => Promise.resolve('failed'),
};
