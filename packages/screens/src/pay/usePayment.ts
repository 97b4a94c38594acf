import * as React from 'react';
import { usePrepayOrderMutation } from '@aster/core-api';
import { forgetPendingPayment, randomId, rememberPendingPayment, type PayOrder, type PrepayParams } from '@aster/core-domain';
import { clock } from '../platform/clock';
import { navigation } from '../platform/navigation';
import { storage } from '../platform/storage';
import { ui } from '../platform/ui';
import { paymentSheet } from './payment';
import { PAYMENT_TEXT, afterPayment, billResultUrl } from './paymentOutcome';
import { ATTEMPT_KEY_LENGTH, SETTLING_CODES, errorCode, useOneAttemptAtATime, type PayOptions, type Payment } from './payAttempt';

export type { PayOptions, Payment };

/**
 * The pay module of the mini-programs (H5: usePayment.web.ts, the cashier): one attempt per tap (a fresh attempt key,
 * double taps ignored), the platform's sheet, and the result page for anything that may have charged. The server
 * decides what was paid.
 */
export function usePayment(): Payment {
  const [prepayOrder] = usePrepayOrderMutation();
  const { paying, begin, end } = useOneAttemptAtATime();

  const pay = React.useCallback(
    async (order: PayOrder, options: PayOptions = {}) => {
      if (!begin()) return;
      const attemptKey = randomId(ATTEMPT_KEY_LENGTH);
      const resultTarget = { orderNo: order.orderNo, amount: order.amount, title: options.resultTitle };
      try {
        let params: PrepayParams;
        try {
          params = await prepayOrder({ orderNo: order.orderNo, channel: paymentSheet.channel, attemptKey }).unwrap();
        } catch (error) {
          // The request layer has shown the server's message already.
          const code = errorCode(error);
          if (code !== null && SETTLING_CODES.has(code)) await navigation.redirectTo(billResultUrl(resultTarget));
          return;
        }
        // payData: a kill while the sheet is up brings the result page back at the next launch (app/launch.ts).
        rememberPendingPayment(storage, { orderNo: order.orderNo, amount: String(order.amount), title: options.resultTitle }, clock.now());
        let outcome;
        try {
          outcome = await paymentSheet.present(params);
        } finally {
          forgetPendingPayment(storage);
        }
        const next = afterPayment(outcome);
        if (next.kind === 'showResult') await navigation.redirectTo(billResultUrl(resultTarget));
        else if (next.kind === 'stay') ui.toast(next.toast);
      } catch {
        ui.toast(PAYMENT_TEXT.failed);
      } finally {
        end();
      }
    },
    [prepayOrder, begin, end],
  );

  return { pay, paying };
}
