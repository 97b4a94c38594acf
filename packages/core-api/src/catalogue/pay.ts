import { z } from 'zod';
import { PayChannelSchema, PayOrderStateSchema, PayPlaceSchema, PrepayParamsSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

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
    extension: 'the cashier: a WeChat Pay or Alipay order for a bill (section 7 names only the card payment URL)',
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
    extension: "the H5 cashier: the provider's payment page for a browser",
  }),
  /**
   * Ours: the channels an H5 tenant may pay with, by where the page runs (what the operator configured): in a phone
   * browser (the providers' own pages and the card page) and in WeChat's browser (JSAPI, and the card page).
   */
  payChannels: defineEndpoint({
    method: 'GET',
    path: 'pay/channels',
    response: z.looseObject({ phoneBrowser: z.array(PayChannelSchema).max(3), wechatBrowser: z.array(PayChannelSchema).max(3) }),
    extension: 'the cashier: which payment ways the operator has enabled',
  }),
  /**
   * Ours: WeChat's browser pays by JSAPI, which needs the tenant's openid of the official account. When prepay answers
   * WECHAT_OPENID_REQUIRED, the page goes to this URL (WeChat's snsapi_base authorisation), which comes back to
   * returnUrl (a path inside the app) with the openid kept on the server.
   */
  wechatOauthUrl: defineEndpoint({
    method: 'POST',
    path: 'pay/wechat-oauth-url',
    request: z.object({ returnUrl: z.string().min(1).max(2048) }),
    response: z.looseObject({ url: z.string().min(1) }),
    needsAuth: true,
    extension: "the cashier inside WeChat's browser: the openid for JSAPI pay",
  }),
  /** The order as the server knows it: the only answer the result page trusts. */
  orderState: defineEndpoint({
    method: 'GET',
    path: 'pay/orders/{orderNo}',
    response: PayOrderStateSchema,
    needsAuth: true,
    extension: 'bill_result: whether an order is paid (asked of the server, never guessed)',
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('pay', payEndpoints);
