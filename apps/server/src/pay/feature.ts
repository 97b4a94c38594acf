import type { ServerFeature } from '../serverFeature';
import { registerPayProvider } from './provider';
import { payRoutes } from './routes';

/**
 * Paying an order (services.pay: orders and attempts) and the simulated provider with its notify path. Its tables
 * came with step 0004 (bookings), the first feature that took money, and its ledger and notify outbox with step
 * 0006, listed with 0004 in the bookings feature. The double-entry ledger under its money is the ledger feature.
 */
export const payFeature: ServerFeature = {
  name: 'pay',
  routes: (services) => payRoutes(services.pay),
  register: (app, services) => registerPayProvider(app, services.db, services.pay, { devOrders: services.devFlags.exposeCodes, settings: services.paySettings }),
};
