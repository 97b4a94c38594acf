import { billsSchema } from '../db/migrations/0015_bills';
import type { ServerFeature } from '../serverFeature';
import { createBillPayments } from './billPayments';
import { createBillStore } from './billStore';
import { billRoutes, orderRoutes } from './routes';
import { seedBills } from './seed';

/**
 * Bills and orders (issue 12): the contracts' bills with their statuses and late fees, paying one through the pay
 * module (one order per bill and day), and the tenant's orders with their channels and refunds.
 */
export const billsFeature: ServerFeature = {
  name: 'bills',
  requires: ['pay', 'contracts'],
  routes: (services) => {
    const store = createBillStore(services);
    return [...billRoutes(store, createBillPayments(services, store)), ...orderRoutes(services)];
  },
  migrations: [billsSchema],
  seed: seedBills,
};
