import { chinaInstant, type BillCoupon, type Coupon, type CouponOffer } from '@aster/core-domain';

/** The demo tenant's utilities coupon (满30减10), available until 2026-12-31; `over` patches it. */
export function couponOf(over: Partial<Coupon> = {}): Coupon {
  return {
    id: 'c1',
    title: '水电燃气券',
    valueFen: 1_000,
    minSpendFen: 3_000,
    scopes: ['utility'],
    validFrom: chinaInstant('2026-11-01', '09:00'),
    validTo: chinaInstant('2026-12-31', '09:00'),
    status: 'available',
    usedAt: null,
    usedOn: null,
    shareable: true,
    sharing: false,
    ...over,
  };
}

export function offerOf(over: Partial<CouponOffer> = {}): CouponOffer {
  return { id: 'ANY5', title: '无门槛券', valueFen: 500, minSpendFen: 0, scopes: ['rent', 'utility'], validDays: 15, left: 2000, claimed: false, ...over };
}

export function billCouponOf(coupon: Partial<Coupon>, discountFen: number, problem: string | null = null): BillCoupon {
  return { coupon: couponOf(coupon), discountFen, problem };
}
