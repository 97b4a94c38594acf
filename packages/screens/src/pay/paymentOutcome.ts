import { BILL_RESULT_PAGE, HOME_PAGE, WEB_BASE_PATH, type PayOrder, pageLink } from '@aster/core-domain';

/**
 * What the tenant did in the platform's payment sheet, as far as the app can tell.
 * - paid: the platform says paid (still only a hint: the result page asks the server);
 * - unknown: the platform cannot say (Alipay 8000 / 6004): the server knows;
 * - cancelled / networkError / failed: nothing was charged, the tenant stays and may tap again.
 * (H5 outside WeChat leaves for a provider's page instead, which comes back to the result page on its own.)
 */
export type PaymentOutcome = 'paid' | 'unknown' | 'cancelled' | 'networkError' | 'failed';

export const PAYMENT_TEXT = {
  cancelled: '已取消支付',
  networkError: '网络异常，请检查网络后重试',
  failed: '支付失败，请稍后重试',
} as const;

/** wx.requestPayment: success, or a fail whose errMsg "requestPayment:fail cancel" is the tenant closing the sheet. */
export function wechatPaymentOutcome(result: { ok: true } | { ok: false; errMsg?: string }): PaymentOutcome {
  if (result.ok) return 'paid';
  return /^requestPayment:fail[ :]cancel\b/.test(result.errMsg ?? '') ? 'cancelled' : 'failed';
}

/**
 * WeixinJSBridge's getBrandWCPayRequest (H5 in WeChat's browser): err_msg "get_brand_wcpay_request:ok", ":cancel" when
 * the tenant closes the sheet, ":fail" (or anything else) when WeChat refused.
 */
export function wechatBridgeOutcome(errMsg: unknown): PaymentOutcome {
  switch (String(errMsg ?? '')) {
    case 'get_brand_wcpay_request:ok':
      return 'paid';
    case 'get_brand_wcpay_request:cancel':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** my.tradePay's resultCode (Alipay sends it as a string; some clients as a number). */
export function alipayPaymentOutcome(resultCode: unknown): PaymentOutcome {
  switch (String(resultCode ?? '')) {
    case '9000':
      return 'paid';
    // 8000 "正在处理中" and 6004 "结果未知": only the server's notify can tell.
    case '8000':
    case '6004':
      return 'unknown';
    case '6001':
      return 'cancelled';
    case '6002':
      return 'networkError';
    default:
      return 'failed';
  }
}

export type AfterPayment = { kind: 'showResult' } | { kind: 'stay'; toast: string };

/** What the app does once the sheet has answered. */
export function afterPayment(outcome: PaymentOutcome): AfterPayment {
  switch (outcome) {
    case 'paid':
    case 'unknown':
      return { kind: 'showResult' };
    case 'cancelled':
    case 'networkError':
    case 'failed':
      return { kind: 'stay', toast: PAYMENT_TEXT[outcome] };
  }
}

export interface ResultTarget extends Pick<PayOrder, 'orderNo' | 'amount'> {
  /** What the tenant paid for, shown as the result page's heading (usePayment's resultTitle). */
  title?: string | undefined;
}

/**
 * Where every payment lands: the result page of the order, which asks the server and never trusts the client
 * ('/pages/bill/bill_result/index?newOrderNo=..&amount=..').
 */
export function billResultUrl(order: ResultTarget): string {
  const title = order.title !== undefined && order.title !== '' ? order.title : undefined;
  return pageLink(BILL_RESULT_PAGE, { newOrderNo: order.orderNo, amount: String(order.amount), title });
}

/**
 * The H5 returnUrl for a provider's page (the card checkout, WeChat Pay's H5 page, Alipay's WAP cashier): the result
 * page under /aster (a provider may add payResult, never trusted).
 */
export function cardReturnUrl(order: ResultTarget): string {
  return `${WEB_BASE_PATH}${billResultUrl(order)}`;
}

/** The provider's checkout page, only when it is a plain http(s) URL (never javascript:, data: or a relative trick). */
export function checkoutUrl(payUrl: string): string | null {
  if (/[\s\\\u0000-\u001f]/.test(payUrl)) return null;
  return /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]|$)/i.test(payUrl) ? payUrl : null;
}

/** Where a paid order leads the tenant next, by what it paid for; unknown kinds go home. */
export function paidOrderNextPage(
  order: { orderNo?: string; bizType: string; bizId: string },
  isBuilt: (url: string) => boolean,
): { url: string; label: string } {
  if (order.bizType === 'reservation' && order.bizId !== '') {
    const candidates = [
      { url: pageLink('pages/contract/pages/online_reservation_success/index', { id: order.bizId }), label: '查看预订' },
      { url: pageLink('pages/contract/pages/reservation_detail/index', { id: order.bizId }), label: '查看预订' },
    ];
    const found = candidates.find((candidate) => isBuilt(candidate.url));
    if (found !== undefined) return found;
  }
  // A bill's orders are '<bill id>@<day>' (one per bill and day).
  const billId = order.bizType === 'bill' ? /^(\d+)@/.exec(order.bizId)?.[1] : undefined;
  if (billId !== undefined) {
    const url = pageLink('pages/bill/bill_detail/index', { id: billId });
    if (isBuilt(url)) return { url, label: '查看账单' };
  }
  // Paid for someone else: by their share link (代付成功, from the order) or by a paper bill's code (the next bill).
  if (order.bizType === 'ask_pay' && order.orderNo !== undefined) {
    const url = pageLink('pages/ask_pay/ask_pay_success/index', { orderNo: order.orderNo });
    if (isBuilt(url)) return { url, label: '查看代付结果' };
  }
  if (order.bizType === 'bill_code') {
    const url = pageLink('pages/minipay/index/index');
    if (isBuilt(url)) return { url, label: '继续缴费' };
  }
  if (order.bizType === 'meter_topup' && /^\d{1,12}$/.test(order.bizId)) {
    const url = pageLink('pages/device/device_pay_result/index', { recordId: order.bizId });
    if (isBuilt(url)) return { url, label: '查看充值' };
  }
  // 自助缴费 and 购买服务: the tenant finds them in 我的订单.
  if (order.bizType === 'created_bill' || order.bizType === 'service_order') {
    const url = pageLink('pages/order/list/index');
    if (isBuilt(url)) return { url, label: '查看订单' };
  }
  if (order.bizType === 'wallet_topup') {
    const url = pageLink('pages/wallet/wallet/index');
    if (isBuilt(url)) return { url, label: '查看余额' };
  }
  return { url: pageLink(HOME_PAGE), label: '返回首页' };
}
