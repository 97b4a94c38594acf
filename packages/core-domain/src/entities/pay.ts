import { z } from 'zod';
import { YuanAmountSchema } from './common';

export const PayOrderSchema = z.looseObject({
  orderNo: z.string().min(1),
  amount: YuanAmountSchema,
  paySubChannel: z.union([z.string(), z.number()]).optional(),
  subAccountType: z.union([z.string(), z.number()]).optional(),
});
export type PayOrder = z.infer<typeof PayOrderSchema>;

/**
 * Stored under the payData key between leaving for payment and coming back (session/pendingPayment.ts): the order
 * the result page asks the server about if the app is killed meanwhile, when that began, and the spec's deviceType.
 */
export const PayDataSchema = z.looseObject({
  deviceType: z.union([z.string(), z.number()]).optional(),
  orderNo: z.string().min(1).max(64).optional(),
  amount: z.union([z.string().max(32), z.number()]).optional(),
  title: z.string().max(40).optional(),
  startedAt: z.number().int().nonnegative().optional(),
});
export type PayData = z.infer<typeof PayDataSchema>;

/** How the tenant pays: the mini-program's own wallet, or a card page on H5. */
export const PayChannelSchema = z.enum(['wechat', 'alipay', 'baofoo']);
export type PayChannel = z.infer<typeof PayChannelSchema>;

/**
 * An order's state as the server knows it; only the server's notify path moves it to paid.
 * unpaid -> paying (an attempt is open) -> paid | unpaid (attempt cancelled or failed); unpaid -> closed.
 */
export const PayOrderStatusSchema = z.enum(['unpaid', 'paying', 'paid', 'closed']);
export type PayOrderStatus = z.infer<typeof PayOrderStatusSchema>;

export const PayOrderStateSchema = z.looseObject({
  orderNo: z.string().min(1),
  amount: YuanAmountSchema,
  status: PayOrderStatusSchema,
  subject: z.string(),
  /** What the order pays for, so the result page can link back (e.g. a reservation). */
  bizType: z.string(),
  bizId: z.string(),
  paidAt: z.string().nullish(),
});
export type PayOrderState = z.infer<typeof PayOrderStateSchema>;

/**
 * Where a payment sheet opens: the mini-program's own (wx.requestPayment / my.tradePay), or WeChat's in-app browser
 * (WeixinJSBridge's getBrandWCPayRequest, JSAPI). Other phone browsers leave for a provider's page (pay-page).
 */
export const PayPlaceSchema = z.enum(['mini-program', 'wechat-browser']);
export type PayPlace = z.infer<typeof PayPlaceSchema>;

/** What the platform needs to open its payment sheet, issued per attempt. */
export const PrepayParamsSchema = z.discriminatedUnion('channel', [
  z.looseObject({
    channel: z.literal('wechat'),
    /** WeixinJSBridge needs the official account's appId; wx.requestPayment does not. */
    appId: z.string().optional(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.literal('RSA').or(z.literal('MD5')).or(z.literal('HMAC-SHA256')),
    paySign: z.string(),
  }),
  z.looseObject({ channel: z.literal('alipay'), tradeNO: z.string().min(1) }),
  z.looseObject({ channel: z.literal('baofoo'), payUrl: z.string().min(1) }),
]);
export type PrepayParams = z.infer<typeof PrepayParamsSchema>;
