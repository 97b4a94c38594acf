import { z } from 'zod';
import { fenToYuanString } from '../format/money';

// Coupons (issue 13): the operator's 满减 coupons a tenant claims (领券中心), keeps (我的优惠券), passes to a friend
// (分享优惠券) and spends on a bill (选择支付方式). The server decides whether a coupon applies and what it takes
// off; these rules are the ones both sides read (the page shows why a coupon does not apply before a tap).

/** What a coupon is spent on: a kind of bill. */
export const CouponScopeSchema = z.enum(['rent', 'utility']);
export type CouponScope = z.infer<typeof CouponScopeSchema>;
export const COUPON_SCOPE_TEXT: Readonly<Record<CouponScope, string>> = { rent: '房租', utility: '水电燃气' };

export const CouponStatusSchema = z.enum(['available', 'used', 'expired']);
export type CouponStatus = z.infer<typeof CouponStatusSchema>;
export const COUPON_STATUS_TEXT: Readonly<Record<CouponStatus, string>> = { available: '可使用', used: '已使用', expired: '已过期' };

/** A coupon's terms, as the rule reads them. */
export interface CouponTerms {
  valueFen: number;
  minSpendFen: number;
  scopes: readonly CouponScope[];
  validFrom: number;
  validTo: number;
}

/** The least a payment may come to after a coupon: a coupon never makes a bill free. */
export const COUPON_LEAST_PAYABLE_FEN = 1;

/** Why a coupon does not apply to a bill of `kind` costing `amountFen` at `now`, in the tenant's words; null when it does. */
export function couponProblem(terms: CouponTerms, bill: { kind: string; amountFen: number }, now: number): string | null {
  if (now < terms.validFrom) return '优惠券尚未生效';
  if (now > terms.validTo) return '优惠券已过期';
  if (!terms.scopes.some((scope) => scope === bill.kind)) return `仅限${terms.scopes.map((scope) => COUPON_SCOPE_TEXT[scope]).join('、')}账单使用`;
  if (bill.amountFen < terms.minSpendFen) return `满¥${fenToYuanString(terms.minSpendFen)}可用`;
  return null;
}

/** What the coupon takes off a bill it applies to: its value, leaving at least ¥0.01 to pay. */
export function couponDiscountFen(terms: Pick<CouponTerms, 'valueFen'>, amountFen: number): number {
  return Math.max(0, Math.min(terms.valueFen, amountFen - COUPON_LEAST_PAYABLE_FEN));
}

/** "满¥500.00减¥50.00" or "无门槛减¥5.00". */
export function couponRuleText(terms: Pick<CouponTerms, 'valueFen' | 'minSpendFen'>): string {
  return terms.minSpendFen > 0 ? `满¥${fenToYuanString(terms.minSpendFen)}减¥${fenToYuanString(terms.valueFen)}` : `无门槛减¥${fenToYuanString(terms.valueFen)}`;
}
