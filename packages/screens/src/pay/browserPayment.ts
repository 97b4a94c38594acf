import type { PayChannel, PrepayParams } from '@aster/core-domain';
import type { BrowserPlace } from './cashierChannels';
import { checkoutUrl, type PaymentOutcome } from './paymentOutcome';

/** What the cashier sheet shows: the channels offered here, the one chosen as it opens, and the amount (yuan). */
export interface CashierOffer {
  channels: readonly PayChannel[];
  chosen: PayChannel;
  amount: string;
}

/** WeixinJSBridge's pay parameters: prepay's WeChat answer for WeChat's browser (it carries the official account's appId). */
export type WechatBridgeParams = Extract<PrepayParams, { channel: 'wechat' }>;

/**
 * The H5 payment's browser side, loaded only once a tenant taps to pay (usePayment.web.ts imports it then): where the
 * page runs, the cashier sheet, WeChat's JSAPI sheet and leaving for a provider's page. Decisions live in
 * cashierChannels.ts, paymentOutcome.ts and usePayment.web.ts.
 */
export interface BrowserPayment {
  place(): BrowserPlace;
  /** Opens the cashier; answers the channel the tenant pays with, or null when the tenant closed it. */
  chooseChannel(offer: CashierOffer): Promise<PayChannel | null>;
  /** getBrandWCPayRequest through WeixinJSBridge, once WeChat's browser has it ready. */
  wechatPay(params: WechatBridgeParams): Promise<PaymentOutcome>;
  /** Leaves for a provider's page in place of this one; false (staying) when the URL is not a plain http(s) one. */
  leaveFor(url: string): boolean;
}

export type BrowserPaymentEvent =
  | { kind: 'cashier'; offer: CashierOffer }
  | { kind: 'wechatPay'; params: WechatBridgeParams }
  | { kind: 'leave'; url: string };

/** What the plain fallback was asked to do, in order (tests read it; jest.spyOn changes its answers). */
export const browserPaymentEvents: BrowserPaymentEvent[] = [];

// Plain fallback (tests, tools): a phone browser whose cashier takes the row chosen as it opens, with no WeChat sheet.
export const browserPayment: BrowserPayment = {
  place: () => 'phone-browser',
  chooseChannel: (offer) => {
    browserPaymentEvents.push({ kind: 'cashier', offer });
    return Promise.resolve(offer.chosen);
  },
  wechatPay: (params) => {
    browserPaymentEvents.push({ kind: 'wechatPay', params });
    return Promise.resolve('failed');
  },
  leaveFor: (url) => {
    if (checkoutUrl(url) === null) return false;
    browserPaymentEvents.push({ kind: 'leave', url });
    return true;
  },
};
