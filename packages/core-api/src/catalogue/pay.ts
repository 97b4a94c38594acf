import { z } from 'zod';
import { PayChannelSchema, PayOrderStateSchema, PayPlaceSchema, PrepayParamsSchema } from '@aster/core-domain';
import { defineEndpoint } from './define';

/**
 * One key per payment attempt (a tap on 支付): the server answers a repeated key with the same attempt, and
 * never lets two attempts of one order both charge.
 */
const AttemptKeySchema = z.string().min(8).max(64);

/** The pay module: every payment (deposit, bills, wallet, meters) goes through these. */
export const payEndpoints = {
  /** Card/bank payment page; its result page is bill_result with newOrderNo and amount. */
  payBaofoo: defineEndpoint({
    method: 'POST',
    path: 'order/pay-baofoo',
    request: z.object({
      paySubChannel: z.string().min(1).max(64),
      subAccountType: z.string().min(1).max(64),
      tradeId: z.string().min(1).max(64),
      amount: z.string().max(20).regex(/^\d+(\.\d{1,2})?$/),
      returnUrl: z.string().min(1).max(2048),
      attemptKey: AttemptKeySchema,
    }),
    response: z.looseObject({ payUrl: z.string().min(1) }),
    needsAuth: true,
  }),
  /** Pay parameters for the mini-program's own payment sheet (wx.requestPayment / my.tradePay). */
  prepay: defineEndpoint({
    method: 'POST',
    path: 'pay/orders/{orderNo}/prepay',
    request: z.object({
      channel: PayChannelSchema.exclude(['baofoo']),
      attemptKey: AttemptKeySchema,
      /** Where the sheet opens (WeChat's in-app browser needs JSAPI parameters for the official account). */
      place: PayPlaceSchema.default('mini-program'),
    }),
    response: PrepayParamsSchema,
    needsAuth: true,
  }),
  /**
   * Ours (the spec's H5 pays by card only): the provider's own page for a phone browser outside WeChat (WeChat Pay's
   * H5 page, Alipay's WAP cashier), which returns to returnUrl (a path inside the app) when the tenant is done.
   */
  payPage: defineEndpoint({
    method: 'POST',
    path: 'pay/orders/{orderNo}/pay-page',
    request: z.object({ channel: PayChannelSchema.exclude(['baofoo']), attemptKey: AttemptKeySchema, returnUrl: z.string().min(1).max(2048) }),
    response: z.looseObject({ payUrl: z.string().min(1) }),
    needsAuth: true,
  }),
  /** The order as the server knows it: the only answer the result page trusts. */
  orderState: defineEndpoint({
    method: 'GET',
    path: 'pay/orders/{orderNo}',
    response: PayOrderStateSchema,
    needsAuth: true,
  }),
};
