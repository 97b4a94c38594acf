import { payEndpoints } from '@aster/core-api';
import { parseYuanToFen } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { payErrors, type PayService } from './payService';
import { appReturnPath } from './returnUrl';

/** The pay module's catalogue endpoints: the order's state, pay parameters per attempt, the card page. */
export function payRoutes(pay: PayService): ApiRoute[] {
  const e = payEndpoints;
  return [
    implement(e.orderState, (context) => pay.stateView(pay.ownOrder(loggedInUser(context), context.params.orderNo ?? ''))),
    implement(e.prepay, (context) =>
      pay.prepay({
        userId: loggedInUser(context),
        orderNo: context.params.orderNo ?? '',
        channel: context.input.channel,
        attemptKey: context.input.attemptKey,
        origin: context.origin,
      }),
    ),
    implement(e.payBaofoo, (context) => {
      const userId = loggedInUser(context);
      const { tradeId, amount, returnUrl, attemptKey } = context.input;
      const order = pay.ownOrder(userId, tradeId);
      if (parseYuanToFen(amount) !== BigInt(order.amount_fen)) throw payErrors.amountMismatch();
      const returnPath = appReturnPath(returnUrl, context.origin);
      if (returnPath === null) throw payErrors.returnUrlInvalid();
      const params = pay.prepay({ userId, orderNo: order.order_no, channel: 'baofoo', attemptKey, origin: context.origin, returnUrl: returnPath });
      if (params.channel !== 'baofoo') throw payErrors.attemptKeyReused();
      return { payUrl: params.payUrl };
    }),
  ];
}
