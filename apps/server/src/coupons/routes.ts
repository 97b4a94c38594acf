import { couponEndpoints } from '@aster/core-api';
import { createBillStore } from '../bills/billStore';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createCouponStore } from './couponStore';

export function couponRoutes(services: Pick<Services, 'db' | 'clock'>): ApiRoute[] {
  const e = couponEndpoints;
  const coupons = createCouponStore(services.db, services.clock);
  const bills = createBillStore(services);
  return [
    implement(e.list, (context) => coupons.ofUser(loggedInUser(context))),
    implement(e.offers, (context) => coupons.offers(loggedInUser(context))),
    implement(e.claim, (context) => coupons.claim(loggedInUser(context), context.params.id ?? '')),
    implement(e.share, (context) => coupons.share(loggedInUser(context), context.params.id ?? '')),
    implement(e.shared, (context) => coupons.shared(loggedInUser(context), context.params.code ?? '')),
    implement(e.claimShared, (context) => coupons.claimShared(loggedInUser(context), context.params.code ?? '')),
    implement(e.forBill, (context) => {
      const userId = loggedInUser(context);
      const row = bills.own(userId, context.params.id ?? '');
      return coupons.forBill(userId, { kind: row.kind, amountFen: bills.dueNowFen(row).amountFen });
    }),
  ];
}
