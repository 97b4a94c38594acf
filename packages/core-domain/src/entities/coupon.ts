import { z } from 'zod';
import { CouponScopeSchema, CouponStatusSchema } from '../rules/coupon';
import { CouponShareCodeSchema } from './shareCodes';

// Coupons' answers and requests (issue 13). Amounts in whole fen, times epoch ms of the server's clock.

const fen = z.number().int().min(0);
const idText = z.string().min(1).max(64);

/** One of the tenant's coupons (我的优惠券). */
export const CouponSchema = z.object({
  id: idText,
  title: z.string().max(30),
  valueFen: fen,
  minSpendFen: fen,
  scopes: z.array(CouponScopeSchema).min(1).max(4),
  validFrom: z.number(),
  validTo: z.number(),
  status: CouponStatusSchema,
  usedAt: z.number().nullable(),
  /** The bill it paid part of (used ones). */
  usedOn: z.string().max(60).nullable(),
  /** It may be passed to a friend (unused, not from a friend already). */
  shareable: z.boolean(),
  /** A friend's share link waits for it to be claimed. */
  sharing: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListSchema = z.array(CouponSchema).max(200);

/** A coupon the operator offers (领券中心), claimable once per tenant while stock lasts. */
export const CouponOfferSchema = z.object({
  id: idText,
  title: z.string().max(30),
  valueFen: fen,
  minSpendFen: fen,
  scopes: z.array(CouponScopeSchema).min(1).max(4),
  /** Days it is valid from the claim. */
  validDays: z.number().int().positive(),
  left: z.number().int().min(0),
  claimed: z.boolean(),
});
export type CouponOffer = z.infer<typeof CouponOfferSchema>;
export const CouponOfferListSchema = z.array(CouponOfferSchema).max(50);

/** A coupon for one bill: what it takes off, or why it does not apply. */
export const BillCouponSchema = z.object({ coupon: CouponSchema, discountFen: fen, problem: z.string().max(40).nullable() });
export type BillCoupon = z.infer<typeof BillCouponSchema>;
export const BillCouponsSchema = z.array(BillCouponSchema).max(200);

export const CouponShareSchema = z.object({ code: CouponShareCodeSchema, expiresAt: z.number() });
export type CouponShare = z.infer<typeof CouponShareSchema>;
/** What a friend sees before claiming: the coupon and who shares it (masked). */
export const SharedCouponSchema = z.object({ coupon: CouponSchema, fromName: z.string().max(20), claimable: z.boolean(), problem: z.string().max(40).nullable() });
export type SharedCoupon = z.infer<typeof SharedCouponSchema>;

/** The coupon chosen to pay a bill (none: pay the whole amount). */
export const CouponChoiceSchema = z.object({ couponId: idText.optional() });
