import { payEndpoints } from '@aster/core-api';
import { parseYuanToFen, type PrepayParams } from '@aster/core-domain';
import type { PayPageParams } from './gateway';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { paymentErrors, paymentsOf, WECHAT_OAUTH_CALLBACK_PATH } from './payments';
import { payErrors } from './payService';
import { appReturnPath } from './returnUrl';

/** The provider's page of a browser scene's answer; null for a sheet's parameters (an attemptKey reused across scenes). */
function pageUrl(params: PrepayParams | PayPageParams): string | null {
  return 'payUrl' in params && typeof params.payUrl === 'string' ? params.payUrl : null;
}

/** The pay module's catalogue endpoints: the order's state, pay parameters per attempt, the providers' pages. */
export function payRoutes(services: Services): ApiRoute[] {
  const { pay } = services;
  const payments = () => paymentsOf(services);
  const e = payEndpoints;
  return [
    implement(e.orderState, (context) => pay.stateView(pay.ownOrder(loggedInUser(context), context.params.orderNo ?? ''))),
    implement(e.prepay, async (context) => {
      const params = await payments().prepay({
        userId: loggedInUser(context),
        orderNo: context.params.orderNo ?? '',
        channel: context.input.channel,
        attemptKey: context.input.attemptKey,
        scene: context.input.place,
        clientIp: context.ip,
        origin: context.origin,
      });
      if (pageUrl(params) !== null) throw payErrors.attemptKeyReused();
      return params as PrepayParams;
    }),
    implement(e.payPage, async (context) => {
      const returnPath = appReturnPath(context.input.returnUrl, context.origin);
      if (returnPath === null) throw payErrors.returnUrlInvalid();
      const params = await payments().prepay({
        userId: loggedInUser(context),
        orderNo: context.params.orderNo ?? '',
        channel: context.input.channel,
        attemptKey: context.input.attemptKey,
        scene: 'phone-browser',
        returnUrl: returnPath,
        clientIp: context.ip,
        origin: context.origin,
      });
      const payUrl = pageUrl(params);
      if (payUrl === null) throw payErrors.attemptKeyReused();
      return { payUrl };
    }),
    implement(e.payChannels, () => payments().servedChannels()),
    implement(e.wechatOauthUrl, (context) => {
      const userId = loggedInUser(context);
      const account = payments().officialAccount();
      if (!account) throw paymentErrors.channelUnavailable('wechat');
      const returnPath = appReturnPath(context.input.returnUrl, context.origin);
      if (returnPath === null) throw payErrors.returnUrlInvalid();
      const redirectUri = `${context.origin}${WECHAT_OAUTH_CALLBACK_PATH}?${new URLSearchParams({ returnUrl: returnPath }).toString()}`;
      return { url: account.authorizeUrl(redirectUri, payments().oauthState(userId, returnPath, services.paySettings.wechatOauthStateTtlMs)) };
    }),
    implement(e.payBaofoo, async (context) => {
      const userId = loggedInUser(context);
      const { tradeId, amount, returnUrl, attemptKey } = context.input;
      const order = pay.ownOrder(userId, tradeId);
      if (parseYuanToFen(amount) !== BigInt(order.amount_fen)) throw payErrors.amountMismatch();
      const returnPath = appReturnPath(returnUrl, context.origin);
      if (returnPath === null) throw payErrors.returnUrlInvalid();
      const params = await payments().prepay({ userId, orderNo: order.order_no, channel: 'baofoo', attemptKey, scene: 'card', returnUrl: returnPath, clientIp: context.ip, origin: context.origin });
      const payUrl = pageUrl(params);
      if (payUrl === null) throw payErrors.attemptKeyReused();
      return { payUrl };
    }),
  ];
}
