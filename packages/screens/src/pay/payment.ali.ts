import type { PrepayParams } from '@aster/core-domain';
import type { PaymentSheet } from './payment';
import { alipayPaymentOutcome, type PaymentOutcome } from './paymentOutcome';

interface AlipayPaymentApi {
  tradePay(options: {
    tradeNO: string;
    success: (result: { resultCode?: string | number }) => void;
    fail: (error: { error?: number; errorMessage?: string }) => void;
  }): void;
}

declare const my: AlipayPaymentApi;

export const paymentSheet = {
  channel: 'alipay',
  present: (params: PrepayParams) =>
    new Promise<PaymentOutcome>((resolve) => {
      if (params.channel !== 'alipay') {
        resolve('failed');
        return;
      }
      my.tradePay({
        tradeNO: params.tradeNO,
        // Alipay reports every outcome (cancel and network errors too) through resultCode in success.
        success: (result) => resolve(alipayPaymentOutcome(result.resultCode)),
        fail: () => resolve('failed'),
      });
    }),
} satisfies PaymentSheet;
