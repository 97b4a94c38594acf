import * as React from 'react';
import { Text, View } from 'remax/one';
import { chinaDate, COUPON_SCOPE_TEXT, couponRuleText, type BillCoupon } from '@aster/core-domain';
import { fenText } from '@screens/features/wallet/walletText';
// Its own rows and stylesheet, not the coupon pages' tickets: a module both the bill and the coupon subpackages
// imported would go to the mini-programs' main package (its 1 MB budget).
import { Icon } from '@screens/ui/icon/Icon';
import './couponChooser.css';

/** The coupon a bill is paid with: an id, 'none' (不使用), or undefined (not chosen yet: the best one). */
export type CouponChoice = string | 'none' | undefined;

/** The usable coupon that takes the most off (the soonest to expire on a tie: the server lists those first). */
export function bestCoupon(choices: readonly BillCoupon[]): BillCoupon | undefined {
  return choices.filter((choice) => choice.problem === null && choice.discountFen > 0).reduce<BillCoupon | undefined>((best, choice) => (best === undefined || choice.discountFen > best.discountFen ? choice : best), undefined);
}

/** What the choice comes to: the chosen usable coupon, or none. */
export function chosenCoupon(choices: readonly BillCoupon[], choice: CouponChoice): BillCoupon | undefined {
  if (choice === 'none') return undefined;
  if (choice === undefined) return bestCoupon(choices);
  return choices.find((candidate) => candidate.coupon.id === choice && candidate.problem === null);
}

/** The 优惠券 row under the amount on 选择支付方式: 不使用, the chosen coupon with its discount, or none to use. */
export function CouponRow({ choices, chosen, onOpen }: { choices: readonly BillCoupon[]; chosen: BillCoupon | undefined; onOpen: () => void }) {
  const value = chosen !== undefined ? `-${fenText(chosen.discountFen)}` : choices.length > 0 ? '不使用' : '无可用优惠券';
  return (
    <View className="cp-row" role="button" data-testid="pay-way-coupon" onTap={choices.length > 0 ? onOpen : undefined}>
      <Text className="cp-row-label">优惠券</Text>
      <View className="cp-row-side">
        {chosen !== undefined && <Text className="cp-row-title">{chosen.coupon.title}</Text>}
        <Text className={`cp-row-value ${chosen !== undefined ? 'cp-row-value--on' : ''}`} data-testid="pay-way-coupon-value">
          {value}
        </Text>
        {choices.length > 0 && <Icon name="chevron-right" size="small" className="cp-row-arrow" />}
      </View>
    </View>
  );
}

/** The chooser: the usable coupons with what each takes off, the others greyed with why; 不使用优惠券 at the bottom. */
export function CouponChooser({ choices, chosenId, onChoose, onClose }: { choices: readonly BillCoupon[]; chosenId: string | undefined; onChoose: (choice: CouponChoice) => void; onClose: () => void }) {
  return (
    <View className="cp-sheet-mask" data-testid="coupon-chooser">
      <View className="cp-sheet" role="dialog" aria-label="选择优惠券">
        <View className="cp-sheet-head">
          <Text className="cp-sheet-title">选择优惠券</Text>
          <View className="cp-sheet-close" role="button" aria-label="关闭" data-testid="coupon-chooser-close" onTap={onClose}>
            <Icon name="x" />
          </View>
        </View>
        <View className="cp-sheet-list">
          {choices.map((choice) => {
            const usable = choice.problem === null;
            const on = choice.coupon.id === chosenId;
            return (
              <View
                key={choice.coupon.id}
                className={`cp-choice ${usable ? '' : 'cp-choice--dim'} ${on ? 'cp-choice--on' : ''}`}
                role="radio"
                aria-checked={on}
                aria-disabled={!usable}
                data-testid={`coupon-choice-${choice.coupon.id}`}
                onTap={() => usable && onChoose(choice.coupon.id)}
              >
                <View className="cp-choice-value">
                  <Text className="cp-choice-amount">{fenText(choice.coupon.valueFen)}</Text>
                </View>
                <View className="cp-choice-main">
                  <Text className="cp-choice-title">{choice.coupon.title}</Text>
                  <Text className="cp-choice-line">{`${couponRuleText(choice.coupon)} · ${choice.coupon.scopes.map((scope) => COUPON_SCOPE_TEXT[scope]).join('、')}`}</Text>
                  <Text className="cp-choice-line">{`有效期至 ${chinaDate(choice.coupon.validTo)}`}</Text>
                  <Text className={`cp-choice-line ${usable ? 'cp-choice-discount' : ''}`}>{usable ? `本单可减 ${fenText(choice.discountFen)}` : (choice.problem ?? '')}</Text>
                </View>
                {usable && <View className={`bl-way-mark ${on ? 'bl-way-mark--on' : ''}`} />}
              </View>
            );
          })}
        </View>
        <View className="cp-none" role="radio" aria-checked={chosenId === undefined} data-testid="coupon-choice-none" onTap={() => onChoose('none')}>
          <Text>不使用优惠券</Text>
          <View className={`bl-way-mark ${chosenId === undefined ? 'bl-way-mark--on' : ''}`} />
        </View>
      </View>
    </View>
  );
}
