import type { PayChannel, PrepayParams } from '@aster/core-domain';
import type { OutsideSystem } from '../outside/outsideSystem';

/**
 * Where the tenant pays: WeChat's mini-program sheet (JSAPI with the payer's openid), WeChat's in-app browser
 * (JSAPI through WeixinJSBridge), another phone browser (WeChat H5/MWEB, Alipay WAP), Alipay's mini-program
 * (`my.tradePay`), or the card gateway's page.
 */
export type PayScene = 'mini-program' | 'wechat-browser' | 'phone-browser' | 'card';

export interface PrepayRequest {
  /** Our trade number for this attempt at the provider (out_trade_no): unique per attempt, never reused. */
  outTradeNo: string;
  amountFen: number;
  /** What the tenant sees in the sheet (WeChat's description, Alipay's subject); at most 127 characters. */
  subject: string;
  scene: PayScene;
  /** The payer's openid (WeChat JSAPI) or Alipay buyer id, when the scene needs it. */
  payerOpenId?: string;
  /** The tenant's IP as the server saw it (WeChat H5 asks for it). */
  clientIp: string;
  /** Where a browser payment returns to: an absolute URL of the app (already checked to be inside the app). */
  returnUrl?: string;
  /** The provider closes the payment itself after this (epoch ms). */
  expiresAt: number;
  /** Absolute URL of this server's notify endpoint for the channel. */
  notifyUrl: string;
}

/** What a browser scene ('phone-browser', 'card') is sent to: the provider's own page (WeChat's h5_url, Alipay's WAP cashier). */
export interface PayPageParams {
  channel: PayChannel;
  payUrl: string;
}

export interface PrepayResult {
  /** The provider's id of the payment (prepay_id, trade_no, the card page's session). */
  providerRef: string;
  /** What the app's payment sheet needs (PrepayParamsSchema), or the page of a browser scene; no secret in it. */
  params: PrepayParams | PayPageParams;
  /**
   * The app (WeChat appid of the mini-program or the official account, Alipay app_id) and the merchant (mchid,
   * seller id) this attempt was made under: a notify or a query of it is believed only when it names the same.
   */
  appId: string;
  merchantId: string;
}

/** The provider's view of one attempt, from a verified notify or a query. */
export interface ProviderPayment {
  outTradeNo: string;
  state: 'paid' | 'unpaid' | 'paying' | 'closed' | 'refunded' | 'failed';
  /** What the provider says was paid (total, in fen); checked against our order before it is believed. */
  amountFen: number;
  /** The merchant app (appid / app_id) and merchant (mchid / seller) the payment belongs to: checked against ours. */
  appId: string;
  merchantId: string;
  /** The provider's transaction id (transaction_id / trade_no), once paid. */
  transactionId?: string;
  paidAt?: number;
}

/** A notify as it arrived: the raw body (signatures are over the exact bytes) and its headers, lower-cased. */
export interface RawNotify {
  body: string;
  headers: Readonly<Record<string, string | undefined>>;
  contentType?: string;
}

export interface RefundRequest {
  outTradeNo: string;
  /** Our refund number (out_refund_no / out_request_no): the same number never refunds twice. */
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
}

/**
 * One payment channel's provider. The real adapters (WeChat Pay API v3, Alipay) and the simulator implement it; the
 * pay module decides what is believed (amount, app and order matched to ours), what is paid and what is refunded.
 */
export interface PayGateway extends OutsideSystem {
  readonly channel: PayChannel;
  /** The scenes this channel serves. */
  readonly scenes: readonly PayScene[];
  prepay(request: PrepayRequest): Promise<PrepayResult>;
  /**
   * Verifies a notify (the signature over the raw body, the clock window, the certificate or public key) and
   * decrypts it. null when forged, tampered, stale or not a payment notify: the caller answers it as refused.
   */
  verifyNotify(notify: RawNotify): Promise<ProviderPayment | null>;
  /** The answer the provider expects to a notify (WeChat: 204 or a JSON code; Alipay: the text "success"). */
  notifyAnswer(accepted: boolean): { status: number; contentType: string; body: string };
  /** Asks the provider what became of an attempt (the reconciliation job, the result page). */
  query(outTradeNo: string): Promise<ProviderPayment>;
  /** Closes an attempt at the provider, so it can no longer take money. */
  close(outTradeNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ state: 'success' | 'processing' | 'failed' }>;
}

/** The official account's snsapi_base authorisation: WeChat's browser pays by JSAPI with the tenant's openid of it. */
export interface OfficialAccountOauth {
  /** The official account's appid (the JSAPI appId in WeChat's browser). */
  readonly appId: string;
  /** WeChat's authorise page (snsapi_base, no prompt), which comes back to redirectUri with code and state. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The openid the code was issued for; a code is good once. */
  openIdOf(code: string): Promise<string>;
}

/** WeChat Pay, with the official account when WeChat's browser is served. */
export interface WechatPayGateway extends PayGateway {
  readonly officialAccount: OfficialAccountOauth | null;
}
