import { billSplitsAndServicesSchema } from '../db/migrations/0028_bill_splits_and_services';
import { createBillStore } from '../bills/billStore';
import type { ServerFeature } from '../serverFeature';
import { createBillSplits } from './billSplits';
import { createCreatedBills } from './createdBills';
import { tenantPaymentRoutes } from './routes';
import { seedTenantPayments } from './seed';
import { createServicePackages } from './servicePackages';

/**
 * What a tenant starts paying on their own (issue 12): splitting a large rent bill into instalments (申请分期,
 * 分期原账单), 自助缴费 (a payment for one of their leases, with a remark) and 购买服务 (保洁, 宽带, 搬家 for one of
 * their rooms). The created bills and service orders are paid through the pay module, on the ledger like any order.
 */
export const tenantPaymentsFeature: ServerFeature = {
  name: 'tenantPayments',
  requires: ['pay', 'contracts', 'bills'],
  routes: (services) => tenantPaymentRoutes(createBillSplits(services, createBillStore(services)), createCreatedBills(services), createServicePackages(services)),
  migrations: [billSplitsAndServicesSchema],
  seed: seedTenantPayments,
};
