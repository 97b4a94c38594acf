import { z } from 'zod';
import { defineEndpoint } from './define';

// Bills, wallet and payment screens come with their own issue: the answer (a payment page URL) stays open.
export const payEndpoints = {
  /** Card/bank payment page; its result page is bill_result with newOrderNo and amount. */
  payBaofoo: defineEndpoint({
    method: 'POST',
    path: 'order/pay-baofoo',
    request: z.object({
      paySubChannel: z.string().min(1),
      subAccountType: z.string().min(1),
      tradeId: z.string().min(1),
      amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
      returnUrl: z.string().min(1),
    }),
    needsAuth: true,
  }),
};
