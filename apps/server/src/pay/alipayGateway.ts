import { z } from 'zod';
import {
  ALIPAY_SUCCESS,
  alipayCall,
  alipayClient,
  alipayRefused,
  chinaTimeOf,
  epochOfChinaTime,
  fenOf,
  yuanOf,
  type AlipayAnswer,
  type AlipaySettings,
} from '../outside/alipay';
import { OutsideSystemError } from '../outside/outsideSystem';
import type { PayGateway, ProviderPayment } from './gateway';

const SYSTEM = 'alipay-pay';

/** Alipay's user id of the old apps (2088 and 12 digits); newer apps give an open id instead. */
const ALIPAY_USER_ID = /^2088\d{12}$/;

/** Alipay's trade states, as ours. TRADE_CLOSED after a refund of the whole amount is told apart by its refund. */
const TRADE_STATES = {
  WAIT_BUYER_PAY: 'unpaid',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
} as const satisfies Record<string, ProviderPayment['state']>;

const TradeStatusSchema = z.enum(Object.keys(TRADE_STATES) as [keyof typeof TRADE_STATES, ...(keyof typeof TRADE_STATES)[]]);

/** An asynchronous notify's fields (trade_status_sync), after its signature verified. */
const NotifySchema = z.looseObject({
  notify_type: z.literal('trade_status_sync'),
  app_id: z.string().min(1),
  seller_id: z.string().min(1),
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  trade_status: TradeStatusSchema,
  total_amount: z.string(),
  refund_fee: z.string().optional(),
  gmt_payment: z.string().optional(),
});

const TradeAnswerSchema = z.looseObject({ trade_no: z.string().min(1) });
const QueryAnswerSchema = z.looseObject({
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  trade_status: TradeStatusSchema,
  total_amount: z.string(),
  send_pay_date: z.string().optional(),
});

/** Refund refusals worth asking again with the same out_request_no (Alipay refunds a number once). */
const REFUND_RETRY_LATER = ['ACQ.SYSTEM_ERROR', 'ACQ.REFUND_FEE_ERROR', 'aop.ACQ.SYSTEM_ERROR'];
/** Alipay has no such trade: believed from a signed answer only, since it lets an attempt count as closed. */
const notAtAlipay = (answer: AlipayAnswer) => answer.unverified !== true && answer.sub_code === 'ACQ.TRADE_NOT_EXIST';

/**
 * Alipay's payments through its own SDK (alipay-sdk): `alipay.trade.create` with JSAPI_PAY for the mini-program's
 * my.tradePay, `alipay.trade.wap.pay` as a signed page URL for other phone browsers (a provider page: pay-page answers
 * its payUrl), notifies verified with checkNotifySignV2 (RSA2, Alipay's public key), query, close and refund
 * (out_request_no = our refund number, so the same number never refunds twice).
 */
export function alipayPayGateway(settings: AlipaySettings): PayGateway {
  const sdk = alipayClient(settings);

  const amountOf = (yuan: string, method: string): number => {
    const fen = fenOf(yuan);
    if (fen === null) throw new OutsideSystemError(SYSTEM, `${method}: the amount is not yuan`);
    return fen;
  };

  return {
    name: SYSTEM,
    simulated: false,
    channel: 'alipay',
    scenes: ['mini-program', 'phone-browser'],

    async prepay(request) {
      const order = {
        out_trade_no: request.outTradeNo,
        total_amount: yuanOf(request.amountFen),
        subject: request.subject,
        time_expire: chinaTimeOf(request.expiresAt),
      };
      if (request.scene === 'phone-browser') {
        if (request.returnUrl === undefined) throw new OutsideSystemError(SYSTEM, 'alipay.trade.wap.pay needs the return URL');
        // A signed GET link to Alipay's WAP cashier: nothing is created at Alipay until the tenant opens it.
        const payUrl = (await sdk()).pageExecute('alipay.trade.wap.pay', 'GET', {
          bizContent: { ...order, product_code: 'QUICK_WAP_WAY', quit_url: request.returnUrl },
          return_url: request.returnUrl,
          notify_url: request.notifyUrl,
        });
        return { providerRef: request.outTradeNo, params: { channel: 'alipay', payUrl }, appId: settings.appId, merchantId: settings.sellerId };
      }
      if (request.scene !== 'mini-program') throw new OutsideSystemError(SYSTEM, `Alipay does not serve the scene ${request.scene}`);
      if (request.payerOpenId === undefined) throw new OutsideSystemError(SYSTEM, "alipay.trade.create needs the buyer's id");
      const buyer = ALIPAY_USER_ID.test(request.payerOpenId) ? { buyer_id: request.payerOpenId } : { buyer_open_id: request.payerOpenId };
      const answer = await alipayCall(sdk, SYSTEM, 'alipay.trade.create', {
        notify_url: request.notifyUrl,
        bizContent: { ...order, product_code: 'JSAPI_PAY', op_app_id: settings.appId, ...buyer },
      });
      if (answer.code !== ALIPAY_SUCCESS) throw alipayRefused(SYSTEM, 'alipay.trade.create', answer);
      const created = TradeAnswerSchema.safeParse(answer);
      if (!created.success) throw new OutsideSystemError(SYSTEM, 'alipay.trade.create answered no trade_no');
      return { providerRef: created.data.trade_no, params: { channel: 'alipay', tradeNO: created.data.trade_no }, appId: settings.appId, merchantId: settings.sellerId };
    },

    async verifyNotify(notify) {
      if (!(notify.contentType ?? notify.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(notify.body)) {
        if (Object.hasOwn(fields, key)) return null;
        // Alipay signs the fields that have a value; the SDK would sign empty ones too.
        if (value !== '') fields[key] = value;
      }
      if (!(await sdk()).checkNotifySignV2(fields)) return null;
      const parsed = NotifySchema.safeParse(fields);
      if (!parsed.success) return null;
      const paid = parsed.data;
      // Signed by Alipay but for another app or merchant: not a payment of ours.
      if (paid.app_id !== settings.appId || paid.seller_id !== settings.sellerId) return null;
      const amountFen = fenOf(paid.total_amount);
      if (amountFen === null) return null;
      const refundedFen = paid.refund_fee === undefined ? null : fenOf(paid.refund_fee);
      return {
        outTradeNo: paid.out_trade_no,
        state: paid.trade_status === 'TRADE_CLOSED' && refundedFen === amountFen ? 'refunded' : TRADE_STATES[paid.trade_status],
        amountFen,
        appId: paid.app_id,
        merchantId: paid.seller_id,
        transactionId: paid.trade_no,
        paidAt: epochOfChinaTime(paid.gmt_payment),
      };
    },

    notifyAnswer(accepted) {
      // Anything but "success" makes Alipay send the notify again (up to 8 times in 25 hours).
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'failure' };
    },

    async query(outTradeNo) {
      const answer = await alipayCall(sdk, SYSTEM, 'alipay.trade.query', { bizContent: { out_trade_no: outTradeNo } });
      // The trade is the app's own (asked under its app_id, the answer signed for it): app and seller are ours.
      const ours = { outTradeNo, appId: settings.appId, merchantId: settings.sellerId };
      // A WAP link never opened, or a mini-program trade not created: nothing was paid.
      if (notAtAlipay(answer)) return { ...ours, state: 'unpaid', amountFen: 0 };
      if (answer.code !== ALIPAY_SUCCESS) throw alipayRefused(SYSTEM, 'alipay.trade.query', answer);
      const trade = QueryAnswerSchema.safeParse(answer);
      if (!trade.success || trade.data.out_trade_no !== outTradeNo) throw new OutsideSystemError(SYSTEM, 'alipay.trade.query answered another trade');
      return {
        ...ours,
        state: TRADE_STATES[trade.data.trade_status],
        amountFen: amountOf(trade.data.total_amount, 'alipay.trade.query'),
        transactionId: trade.data.trade_no,
        paidAt: epochOfChinaTime(trade.data.send_pay_date),
      };
    },

    async close(outTradeNo) {
      const answer = await alipayCall(sdk, SYSTEM, 'alipay.trade.close', { bizContent: { out_trade_no: outTradeNo } });
      // Not at Alipay: a WAP link never opened (its time_expire ends it) or a trade never created.
      if (answer.code === ALIPAY_SUCCESS || notAtAlipay(answer)) return;
      throw alipayRefused(SYSTEM, 'alipay.trade.close', answer);
    },

    async refund(request) {
      const answer = await alipayCall(sdk, SYSTEM, 'alipay.trade.refund', {
        bizContent: {
          out_trade_no: request.outTradeNo,
          out_request_no: request.refundNo,
          refund_amount: yuanOf(request.amountFen),
          refund_reason: request.reason,
        },
      });
      // Success with fund_change N: this out_request_no was refunded before, and that refund stands.
      if (answer.code === ALIPAY_SUCCESS) return { state: 'success' };
      if (REFUND_RETRY_LATER.includes(answer.sub_code ?? '') || answer.code === '20000') return { state: 'processing' };
      return { state: 'failed' };
    },
  } satisfies PayGateway;
}
