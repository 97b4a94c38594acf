import { payGatewaysSchema } from '../db/migrations/0039_pay_gateways';
import { simulatorsAllowed } from '../env';
import type { ServerFeature } from '../serverFeature';
import { registerPayHttp } from './payHttp';
import { payRoutes } from './routes';
import { registerSimulatedProvider } from './simulatedGateway';

/**
 * Paying an order (services.pay: orders and attempts) through each channel's gateway (services.providers: wechatPay,
 * alipayPay, cardPay), with the providers' notify path and the reconciliation. The simulated provider's pages are
 * served only where a simulated gateway is in use, never in production. Its first tables came with step 0004
 * (bookings), the first feature that took money, its ledger and notify outbox with 0006; the double-entry ledger
 * under its money is the ledger feature.
 */
export const payFeature: ServerFeature = {
  name: 'pay',
  // Its step 0039 changes pay_attempts, a table of the bookings' step 0004.
  requires: ['bookings'],
  migrations: [payGatewaysSchema],
  routes: (services) => payRoutes(services),
  // The official account's openid goes with the account (the mini-program's goes with its login binding).
  accountCancel: (services) => ({ onAccountCancel: (userId) => void services.db.prepare('DELETE FROM wechat_openids WHERE user_id = ?').run(userId) }),
  register: (app, services) => {
    registerPayHttp(app, services);
    const { wechatPay, alipayPay, cardPay } = services.providers;
    if (simulatorsAllowed(services.mode) && [wechatPay, alipayPay, cardPay].some((gateway) => gateway.simulated)) registerSimulatedProvider(app, services);
  },
};
