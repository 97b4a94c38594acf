import * as React from 'react';
import { useOpenCardPaymentMutation, usePrepayOrderMutation } from '@aster/core-api';
import { randomId, type PayOrder, type PrepayParams } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { ui } from '../platform/ui';
import { paymentSheet } from './payment';
import { PAYMENT_TEXT, afterPayment, billResultUrl, cardReturnUrl } from './paymentOutcome';

/** Long enough that two attempts never share a key (the server dedupes per key). */
const ATTEMPT_KEY_LENGTH = 24;
// The spec names the card parameters but not their values; these are what an order without them pays with.
const DEFAULT_CARD_SUB_CHANNEL = 'card';
const DEFAULT_SUB_ACCOUNT_TYPE = 'default';
/** The server's answers for an order already paid, or charged and awaiting the provider's notify: show the result. */
const SETTLING_CODES: ReadonlySet<string> = new Set(['ORDER_PAID', 'PAYMENT_PROCESSING']);

export interface PayOptions {
  /** What the result page calls this payment (e.g. "预订定金"); the server's subject is shown too. */
  resultTitle?: string;
}

export interface Payment {
  pay(order: PayOrder, options?: PayOptions): Promise<void>;
  /** True from the tap until the sheet has answered (a button shows it and ignores taps). */
  paying: boolean;
}

function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}

/**
 * The pay module: one attempt per tap (a fresh attempt key, double taps ignored), the platform's sheet, and
 * the result page for anything that may have charged. The server decides what was paid.
 */
export function usePayment(): Payment {
  const [prepayOrder] = usePrepayOrderMutation();
  const [openCardPayment] = useOpenCardPaymentMutation();
  const running = React.useRef(false);
  const [paying, setPaying] = React.useState(false);
  // A successful payment redirects away and unloads the page: no state updates after that.
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const pay = React.useCallback(
    async (order: PayOrder, options: PayOptions = {}) => {
      if (running.current) return;
      running.current = true;
      setPaying(true);
      const attemptKey = randomId(ATTEMPT_KEY_LENGTH);
      const resultTarget = { orderNo: order.orderNo, amount: order.amount, title: options.resultTitle };
      let stillRunning = false;
      try {
        let params: PrepayParams;
        try {
          params =
            paymentSheet.channel === 'baofoo'
              ? {
                  channel: 'baofoo',
                  ...(await openCardPayment({
                    tradeId: order.orderNo,
                    amount: String(order.amount),
                    paySubChannel: String(order.paySubChannel ?? DEFAULT_CARD_SUB_CHANNEL),
                    subAccountType: String(order.subAccountType ?? DEFAULT_SUB_ACCOUNT_TYPE),
                    returnUrl: cardReturnUrl(resultTarget),
                    attemptKey,
                  }).unwrap()),
                }
              : await prepayOrder({ orderNo: order.orderNo, channel: paymentSheet.channel, attemptKey }).unwrap();
        } catch (error) {
          // The request layer has shown the server's message already.
          const code = errorCode(error);
          if (code !== null && SETTLING_CODES.has(code)) await navigation.redirectTo(billResultUrl(resultTarget));
          return;
        }
        const next = afterPayment(await paymentSheet.present(params));
        if (next.kind === 'showResult') await navigation.redirectTo(billResultUrl(resultTarget));
        else if (next.kind === 'stay') ui.toast(next.toast);
        // H5 is leaving for the checkout page: further taps until then would only open a second attempt.
        else stillRunning = true;
      } catch {
        ui.toast(PAYMENT_TEXT.failed);
      } finally {
        if (!stillRunning) {
          running.current = false;
          if (mounted.current) setPaying(false);
        }
      }
    },
    [prepayOrder, openCardPayment],
  );

  return { pay, paying };
}
