import { z } from 'zod';
import { BillCouponsSchema, CouponListSchema, CouponOfferListSchema, CouponSchema, CouponShareSchema, SharedCouponSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// Coupons (issue 13). The spec says these calls are "not shown": they are ours, under /tapp/v1. The server decides
// whether a coupon applies to a bill and what it takes off; bill/{id}/pay and bill/{id}/pay-by-balance take the
// chosen couponId. A share link's code names a share, never a person, and is claimed once.

const auth = { needsAuth: true } as const;

export const couponEndpoints = {
  /** The caller's coupons: available (soonest to expire first), used and expired. */
  list: defineEndpoint({ method: 'GET', path: 'coupon/list', response: CouponListSchema, ...auth, extension: 'my coupons' }),
  /** The coupons on offer (领券中心), with whether the caller has claimed each and what stock is left. */
  offers: defineEndpoint({ method: 'GET', path: 'coupon/offers', response: CouponOfferListSchema, ...auth, extension: 'coupons on offer' }),
  /** Claims an offer: once per tenant, while stock lasts (a second claim answers 已领取过). */
  claim: defineEndpoint({ method: 'POST', path: 'coupon/offers/{id}/claim', response: CouponSchema, ...auth, extension: 'claim a coupon on offer' }),
  /** A share link of one of the caller's unused coupons (asking again answers the same link until it is claimed). */
  share: defineEndpoint({ method: 'POST', path: 'coupon/{id}/share', response: CouponShareSchema, ...auth, extension: 'give a coupon to a friend' }),
  /** What a share link offers the friend who opened it. */
  shared: defineEndpoint({ method: 'GET', path: 'coupon/shared/{code}', response: SharedCouponSchema, ...auth, extension: 'a coupon a friend shared' }),
  /** The friend claims it: the coupon moves from the sharer to the caller, once; not one's own. */
  claimShared: defineEndpoint({ method: 'POST', path: 'coupon/shared/{code}/claim', response: CouponSchema, ...auth, extension: "claim a friend's coupon" }),
  /** The caller's available coupons for a bill, with what each takes off now or why it does not apply. */
  forBill: defineEndpoint({ method: 'GET', path: 'bill/{id}/coupons', request: z.object({}), response: BillCouponsSchema, ...auth, extension: 'the coupons a bill can use' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('coupon', couponEndpoints);
