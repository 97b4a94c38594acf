import { PrepayParamsSchema, type PayChannel, type PrepayParams } from '@aster/core-domain';
import { BusinessError } from '../http/errors';
import { NOTIFY_PATH } from '../pay/payments';
import type { PayNotice, PayService } from '../pay/payService';
import { DEV_MERCHANT_KEY, simulatedPayGateway } from '../pay/simulatedGateway';

/**
 * pay.prepay as the HTTP route does it, made synchronous for the randomised journeys: the attempt reserved, the
 * simulated provider's sheet attached (a repeated key answers the first sheet).
 */
export function prepayNow(pay: PayService, request: { userId: number; orderNo: string; channel: PayChannel; attemptKey: string; origin: string }): PrepayParams {
  const scene = request.channel === 'baofoo' ? 'card' : 'mini-program';
  const opened = pay.openAttempt({ ...request, scene });
  if (opened.answer !== null) return PrepayParamsSchema.parse(opened.answer);
  const sheet = simulatedPayGateway(request.channel, { merchantKey: DEV_MERCHANT_KEY }).sheet({
    outTradeNo: opened.attempt.out_trade_no,
    amountFen: opened.order.amount_fen,
    subject: opened.order.subject,
    scene,
    clientIp: '127.0.0.1',
    expiresAt: opened.attempt.created_at,
    notifyUrl: `${request.origin}${NOTIFY_PATH}/${request.channel}`,
  });
  return PrepayParamsSchema.parse(pay.attachPrepay(opened.attempt.id, sheet));
}

/** Runs a step a randomised journey may see refused: the server's refusal is an outcome, anything else a bug. */
export function quietly(action: () => void): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
  }
}

/**
 * The payment provider as the randomised journeys play it: pay sheets opened (each provider reference kept),
 * charges on any of them (each notice kept), and notices delivered late, twice or never, in any order.
 */
export function simulatedProvider(pay: PayService) {
  const refs: string[] = [];
  const charged: PayNotice[] = [];
  return {
    openSheet(userId: number, orderNo: string, attemptKey: string): void {
      quietly(() => {
        const params = prepayNow(pay, { userId, orderNo, channel: 'alipay', attemptKey, origin: 'http://localhost' });
        if (params.channel === 'alipay' && !refs.includes(params.tradeNO)) refs.push(params.tradeNO);
      });
    },
    charge(attempt: number, outcome: 'success' | 'cancel' | 'fail'): void {
      const ref = refs[attempt % Math.max(refs.length, 1)];
      if (ref === undefined) return;
      quietly(() => {
        if (pay.charge(ref, outcome).charged) {
          const charge = pay.attemptByRef(ref);
          const notice = charge === null ? null : pay.noticeOf(charge.id);
          if (notice !== null) charged.push(notice);
        }
      });
    },
    notify(index: number): void {
      const notice = charged[index % Math.max(charged.length, 1)];
      if (notice !== undefined) quietly(() => void pay.applyNotice(notice));
    },
    /** Every notice delivered once more, as the provider's retries finally get through. */
    notifyAll(): void {
      for (const notice of charged) quietly(() => void pay.applyNotice(notice));
    },
  };
}
