import { z } from 'zod';
import { billsSchema } from '../db/migrations/0015_bills';
import { billTransfersSchema } from '../db/migrations/0020_bill_transfers';
import { billPaidBy } from '../db/migrations/0042_bill_paid_by';
import { couponsSchema } from '../db/migrations/0024_coupons';
import { couponRoutes } from '../coupons/routes';
import { seedCoupons } from '../coupons/seed';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { ServerFeature } from '../serverFeature';
import { billsAccountCancel } from './billsAccountCancel';
import { createBillPayments } from './billPayments';
import { createBillStore } from './billStore';
import { createBillTransfers } from './billTransfers';
import { paymentContractRoutes } from './paymentContracts';
import { billRoutes, orderRoutes } from './routes';
import { seedBills } from './seed';

export const DEV_TRANSFER_CONFIRM_PATH = '/__dev/bills/transfers/:id/confirm';
export const DEV_TRANSFER_REJECT_PATH = '/__dev/bills/transfers/:id/reject';

/**
 * Bills and orders (issue 12): the contracts' bills with their statuses and late fees, paying one through the pay
 * module (one order per bill and day) or by bank transfer (confirmed by the operator), and the tenant's orders; the
 * coupons spent on bills (issue 13: offers, claims, share links, redemptions) live here with them.
 */
export const billsFeature: ServerFeature = {
  name: 'bills',
  requires: ['pay', 'contracts', 'operator'],
  routes: (services) => {
    const store = createBillStore(services);
    return [
      ...billRoutes(store, createBillPayments(services, store), createBillTransfers(services, store)),
      ...paymentContractRoutes(store),
      ...orderRoutes(services),
      ...couponRoutes(services),
    ];
  },
  // The operator's bank statement: finance confirms a transfer or rejects it with a reason (a dev route plays it too).
  register: (app, services) => {
    const transfers = createBillTransfers(services, createBillStore(services));
    const roles = ACTION_ROLES.finance;
    registerOperatorRoute(app, services, { devPath: DEV_TRANSFER_CONFIRM_PATH, action: 'transfers/confirm', roles, body: z.object({}), act: (id) => transfers.confirm(id) });
    registerOperatorRoute(app, services, {
      devPath: DEV_TRANSFER_REJECT_PATH,
      action: 'transfers/reject',
      roles,
      body: z.object({ reason: z.string().trim().min(1).max(100) }),
      act: (id, body) => transfers.reject(id, body.reason),
    });
    registerOperatorList(app, services, { path: 'transfers', roles, statuses: ['submitted', 'confirmed', 'rejected'], list: (status, limit, after) => transfers.listed(status, limit, after) });
  },
  migrations: [billsSchema, billTransfersSchema, couponsSchema, billPaidBy],
  seed: (db) => {
    seedBills(db);
    seedCoupons(db);
  },
  accountCancel: (services) => billsAccountCancel(services, createBillStore(services)),
  billStanding: (services) => {
    const store = createBillStore(services);
    return (billId) => {
      const row = store.byId(billId);
      return row === null ? null : store.standing(row);
    };
  },
};
