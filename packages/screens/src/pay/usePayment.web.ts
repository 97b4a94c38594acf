import * as React from 'react';
import {
  useLazyGetPayChannelsQuery,
  useOpenCardPaymentMutation,
  useOpenPayPageMutation,
  usePrepayOrderMutation,
  useRequestWechatOauthUrlMutation,
} from '@aster/core-api';
import { formatAmount, HOME_PAGE, pageLink, randomId, type PayChannel, type PayOrder, WEB_BASE_PATH } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { storage } from '../platform/storage';
import { ui } from '../platform/ui';
import { CASHIER_TEXT, cashierChannels, preselectedChannel, readRememberedChannel, rememberChannel } from './cashierChannels';
import { ATTEMPT_KEY_LENGTH, cardPaymentRequest, errorCode, SETTLING_CODES, useOneAttemptAtATime, type PayOptions, type Payment } from './payAttempt';
import { PAYMENT_TEXT, afterPayment, billResultUrl, cardReturnUrl } from './paymentOutcome';

export type { PayOptions, Payment };

/** prepay's answer in WeChat's browser when the server has no openid of the tenant for the official account yet. */
const WECHAT_OPENID_REQUIRED = 'WECHAT_OPENID_REQUIRED';

/** What a started attempt led to: the page is leaving (for a provider's page or WeChat's authorisation), or it stays. */
type Started = 'leaving' | 'staying';

/**
 * The H5 pay module: the cashier. It asks the server which channels it may offer where the page runs (WeChat's
 * browser or another phone browser) and opens the cashier sheet on the one paid with last time; the sheet's 立即支付
 * is the attempt (one attempt key). WeChat Pay in WeChat's browser opens WeixinJSBridge's sheet; WeChat Pay and Alipay
 * elsewhere and the card go to the provider's page, which comes back to the result page. Every way ends on the result
 * page, which asks the server. The browser side (sheet, bridge) is a chunk loaded at the first tap.
 */
export function usePayment(): Payment {
  const [prepayOrder] = usePrepayOrderMutation();
  const [openCardPayment] = useOpenCardPaymentMutation();
  const [openPayPage] = useOpenPayPageMutation();
  const [requestWechatOauthUrl] = useRequestWechatOauthUrlMutation();
  const [loadChannels] = useLazyGetPayChannelsQuery();
  const { paying, begin, end } = useOneAttemptAtATime();

  const pay = React.useCallback(
    async (order: PayOrder, options: PayOptions = {}) => {
      if (!begin()) return;
      const resultTarget = { orderNo: order.orderNo, amount: order.amount, title: options.resultTitle };
      let started: Started = 'staying';
      try {
        const { browserPayment } = await import('./browserPayment');
        const place = browserPayment.place();
        const offered = await loadChannels(undefined, true)
          .unwrap()
          .catch(() => null);
        const channels = cashierChannels(offered, place);
        const first = preselectedChannel(channels, readRememberedChannel(storage));
        if (first === undefined) {
          ui.toast(CASHIER_TEXT.noChannel);
          return;
        }
        let channel: PayChannel | null = first;
        if (channels.length > 1) {
          channel = await browserPayment.chooseChannel({ channels, chosen: first, amount: formatAmount(order.amount) });
          if (channel === null) return;
          rememberChannel(storage, channel);
        }
        const attemptKey = randomId(ATTEMPT_KEY_LENGTH);
        const returnUrl = cardReturnUrl(resultTarget);

        // Where this attempt leaves for (the provider's page, WeChat's authorisation), or null when it ended here.
        let payUrl: string | null = null;
        try {
          if (channel === 'wechat' && place === 'wechat-browser') {
            const params = await prepayOrder({ orderNo: order.orderNo, channel, attemptKey, place }).unwrap();
            const next = afterPayment(params.channel === 'wechat' ? await browserPayment.wechatPay(params) : 'failed');
            if (next.kind === 'showResult') await navigation.redirectTo(billResultUrl(resultTarget));
            else ui.toast(next.toast);
          } else if (channel === 'baofoo') {
            payUrl = (await openCardPayment(cardPaymentRequest(order, attemptKey, returnUrl)).unwrap()).payUrl;
          } else {
            payUrl = (await openPayPage({ orderNo: order.orderNo, channel, attemptKey, returnUrl }).unwrap()).payUrl;
          }
        } catch (error) {
          // The request layer has shown the server's message already.
          const code = errorCode(error);
          if (code === WECHAT_OPENID_REQUIRED) {
            // WeChat's authorisation comes back to this page, where the cashier opens on WeChat Pay again.
            const here = `${WEB_BASE_PATH}${navigation.currentPage() ?? pageLink(HOME_PAGE)}`;
            payUrl = (await requestWechatOauthUrl({ returnUrl: here }).unwrap().catch(() => null))?.url ?? null;
          } else {
            if (code !== null && SETTLING_CODES.has(code)) await navigation.redirectTo(billResultUrl(resultTarget));
            return;
          }
        }
        if (payUrl === null) return;
        if (browserPayment.leaveFor(payUrl)) started = 'leaving';
        else ui.toast(PAYMENT_TEXT.failed);
      } catch {
        ui.toast(PAYMENT_TEXT.failed);
      } finally {
        // Leaving: further taps until the page unloads would only open a second attempt.
        if (started === 'staying') end();
      }
    },
    [begin, end, loadChannels, openCardPayment, openPayPage, prepayOrder, requestWechatOauthUrl],
  );

  return { pay, paying };
}
