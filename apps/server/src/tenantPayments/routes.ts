import { billEndpoints, servicePackageEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { BillSplits } from './billSplits';
import type { createCreatedBills } from './createdBills';
import type { createServicePackages } from './servicePackages';

export function tenantPaymentRoutes(splits: BillSplits, created: ReturnType<typeof createCreatedBills>, packages: ReturnType<typeof createServicePackages>): ApiRoute[] {
  const e = billEndpoints;
  const s = servicePackageEndpoints;
  return [
    implement(e.splitOptions, (context) => splits.options(loggedInUser(context), context.params.id ?? '')),
    implement(e.split, (context) => splits.split(loggedInUser(context), context.params.id ?? '', context.input)),
    implement(e.splitOf, (context) => splits.splitOf(loggedInUser(context), context.params.id ?? '')),
    implement(e.createOptions, (context) => created.options(loggedInUser(context))),
    implement(e.create, (context) => created.create(loggedInUser(context), context.input)),
    implement(s.options, (context) => packages.options(loggedInUser(context))),
    implement(s.order, (context) => packages.order(loggedInUser(context), context.input)),
  ];
}
