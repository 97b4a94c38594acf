import fc from 'fast-check';
import { couponDiscountFen, couponProblem, couponRuleText } from './coupon';

const terms = { valueFen: 1_000, minSpendFen: 3_000, scopes: ['utility' as const], validFrom: 100, validTo: 200 };

describe('a coupon on a bill', () => {
  it('says why it does not apply: not yet, expired, another kind of bill, below its minimum', () => {
    expect(couponProblem(terms, { kind: 'utility', amountFen: 3_000 }, 50)).toBe('优惠券尚未生效');
    expect(couponProblem(terms, { kind: 'utility', amountFen: 3_000 }, 201)).toBe('优惠券已过期');
    expect(couponProblem(terms, { kind: 'rent', amountFen: 300_000 }, 150)).toBe('仅限水电燃气账单使用');
    expect(couponProblem(terms, { kind: 'utility', amountFen: 2_999 }, 150)).toBe('满¥30.00可用');
    expect(couponProblem(terms, { kind: 'utility', amountFen: 3_000 }, 150)).toBeNull();
  });

  it('takes off its value and never the whole bill', () => {
    expect(couponDiscountFen(terms, 4_320)).toBe(1_000);
    expect(couponDiscountFen({ valueFen: 500 }, 300)).toBe(299);
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 10_000_000 }), (value, amount) => {
      const discount = couponDiscountFen({ valueFen: value }, amount);
      expect(discount).toBeGreaterThanOrEqual(0);
      expect(amount - discount).toBeGreaterThanOrEqual(1);
    }));
  });

  it('reads as 满减 or 无门槛', () => {
    expect(couponRuleText(terms)).toBe('满¥30.00减¥10.00');
    expect(couponRuleText({ valueFen: 500, minSpendFen: 0 })).toBe('无门槛减¥5.00');
  });
});
