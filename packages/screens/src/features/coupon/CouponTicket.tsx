import * as React from 'react';
import { Text, View } from 'remax/one';
import { chinaDate, COUPON_SCOPE_TEXT, couponRuleText, type CouponScope, fenToYuanString } from '@aster/core-domain';
import './coupon.css';

/** ¥10 / ¥10.50: a coupon's value as its ticket shows it big. */
export const couponValueText = (fen: number): string => {
  const yuan = fenToYuanString(fen);
  return yuan.endsWith('.00') ? yuan.slice(0, -3) : yuan;
};
/** 仅限水电燃气 / 房租、水电燃气 可用. */
export const couponScopeText = (scopes: readonly CouponScope[]): string => `${scopes.map((scope) => COUPON_SCOPE_TEXT[scope]).join('、')}账单可用`;

interface CouponTicketProps {
  title: string;
  valueFen: number;
  minSpendFen: number;
  scopes: readonly CouponScope[];
  /** Under the scopes: 有效期至 2026-12-31, 领取后30天内有效, 已用于 燃气费（2026-10）... */
  lines: readonly string[];
  /** Greyed (used, expired, not applicable, sold out). */
  dim?: boolean;
  /** The stamp over a greyed ticket (已使用 / 已过期). */
  stamp?: string;
  /** The button or mark on the right. */
  side?: React.ReactNode;
  testId?: string;
  onTap?: () => void;
  selected?: boolean;
}

/** One coupon drawn as a ticket: its value big on the left, its rule, scopes and dates, an action on the right. */
export function CouponTicket({ title, valueFen, minSpendFen, scopes, lines, dim = false, stamp, side, testId, onTap, selected }: CouponTicketProps) {
  return (
    <View
      className={`cp-ticket ${dim ? 'cp-ticket--dim' : ''} ${selected === true ? 'cp-ticket--on' : ''}`}
      data-testid={testId}
      role={onTap === undefined ? undefined : 'radio'}
      aria-checked={selected}
      aria-disabled={onTap === undefined ? undefined : dim}
      onTap={onTap}
    >
      <View className="cp-ticket-value">
        <Text className="cp-ticket-amount">
          <Text className="cp-ticket-yen">¥</Text>
          {couponValueText(valueFen)}
        </Text>
        <Text className="cp-ticket-rule">{minSpendFen > 0 ? `满${couponValueText(minSpendFen)}可用` : '无门槛'}</Text>
      </View>
      <View className="cp-ticket-main">
        <Text className="cp-ticket-title">{title}</Text>
        <Text className="cp-ticket-line">{couponRuleText({ valueFen, minSpendFen })}</Text>
        <Text className="cp-ticket-line">{couponScopeText(scopes)}</Text>
        {lines.map((line) => (
          <Text key={line} className="cp-ticket-line">
            {line}
          </Text>
        ))}
      </View>
      {side !== undefined && <View className="cp-ticket-side">{side}</View>}
      {stamp !== undefined && <Text className="cp-ticket-stamp">{stamp}</Text>}
    </View>
  );
}

/** 有效期至 2026-12-31 (China date). */
export const validUntilText = (validTo: number): string => `有效期至 ${chinaDate(validTo)}`;
