import * as React from 'react';
import { Text, View } from 'remax/one';
import { BILL_STATUS_TEXT, type Bill, type BillStatus, type PayChannel, daysBetween, pageLink } from '@aster/core-domain';
import { navigation } from '../../platform/navigation';
import { yuanText } from '../../ui/houseFacts';
import { StatusTag, type TagTone } from '../booking/bookingParts';
import './bills.css';

const STATUS_TONE: Readonly<Record<BillStatus, TagTone>> = {
  unpaid: 'active',
  partly_paid: 'active',
  overdue: 'warn',
  transfer_confirming: 'active',
  split: 'off',
  paid: 'done',
  refunded: 'off',
  closed: 'off',
};

/** How an order was paid, in the tenant's words. */
export const CHANNEL_TEXT: Readonly<Record<PayChannel, string>> = { wechat: '微信支付', alipay: '支付宝', baofoo: '银行卡支付' };

export function BillStatusTag({ status, testId }: { status: BillStatus; testId?: string }) {
  return (
    <StatusTag tone={STATUS_TONE[status]} testId={testId}>
      {BILL_STATUS_TEXT[status]}
    </StatusTag>
  );
}

/** The line under a bill's title: when it is due, how late it is, or when it was paid. */
export function dueLine(bill: Pick<Bill, 'status' | 'dueDate' | 'paidAt'>, today: string): string {
  if (bill.status === 'overdue') return `已逾期${daysBetween(bill.dueDate, today)}天 · 应于${bill.dueDate}前支付`;
  if (bill.status === 'unpaid' || bill.status === 'partly_paid') {
    const left = daysBetween(today, bill.dueDate);
    return left === 0 ? '今天到期' : `${bill.dueDate}到期 · 还有${left}天`;
  }
  if (bill.status === 'paid' && bill.paidAt) return `已于${bill.paidAt.slice(0, 10)}支付`;
  return `应付日 ${bill.dueDate}`;
}

/** A bill in a list: what it is, for which lease, when it is due, what it costs, its status; opens its detail. */
export function BillCard({ bill, today }: { bill: Bill; today: string }) {
  const overdue = bill.status === 'overdue';
  return (
    <View
      className={`bl-card ${overdue ? 'bl-card--overdue' : ''}`}
      role="button"
      data-testid={`bill-${bill.id}`}
      onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_detail/index', { id: bill.id }))}
    >
      <View className="bl-card-main">
        <Text className="bl-card-title">{bill.title}</Text>
        <Text className="bl-card-note">{`${bill.contractNo} · ${bill.houseTitle}`}</Text>
        <Text className={`bl-card-due ${overdue ? 'bl-card-due--late' : ''}`}>{dueLine(bill, today)}</Text>
      </View>
      <View className="bl-card-side">
        <Text className="bl-card-amount">¥{yuanText(bill.amount)}</Text>
        <BillStatusTag status={bill.status} testId={`bill-status-${bill.id}`} />
      </View>
    </View>
  );
}

export interface Choice<T extends string> {
  value: T | undefined;
  label: string;
}

/** A row of filter chips (a tab list): one choice on, `undefined` being "all". */
export function Chips<T extends string>({ name, choices, value, onChange }: { name: string; choices: readonly Choice<T>[]; value: T | undefined; onChange(value: T | undefined): void }) {
  return (
    <View className="bl-chips" role="tablist" aria-label={name}>
      {choices.map((choice) => (
        <View
          key={choice.label}
          className={`bl-chip ${choice.value === value ? 'bl-chip--on' : ''}`}
          role="tab"
          aria-selected={choice.value === value}
          data-testid={`bill-filter-${name}-${choice.value ?? 'all'}`}
          onTap={() => onChange(choice.value)}
        >
          <Text>{choice.label}</Text>
        </View>
      ))}
    </View>
  );
}
