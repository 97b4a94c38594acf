import type { PrepayParams } from '@aster/core-domain';
import type { PaymentSheet } from './payment';
import { checkoutUrl, type PaymentOutcome } from './paymentOutcome';

export const paymentSheet = {
  channel: 'baofoo',
  present: (params: PrepayParams): Promise<PaymentOutcome> => {
    const target = params.channel === 'baofoo' ? checkoutUrl(params.payUrl) : null;
    if (target === null) return Promise.resolve('failed');
    // Replace, not push: going back from the checkout must not land on the page that started this attempt.
    window.location.replace(target);
    return Promise.resolve('left');
  },
} satisfies PaymentSheet;
