import {
  formatDate,
  type CheckoutApplication,
  type ContractStatus,
  type RenewalApplication,
  type RenewalStatus,
  type CheckoutApplicationStatus,
} from '@aster/core-domain';
import type { TagTone } from '@screens/features/booking/bookingParts';
import { yuanText } from '@screens/ui/houseFacts';

// What the lease-ending and renewal pages decide, apart from their drawing (tested in leaseRules.test.ts).

/** A signed amount as the breakdown shows it: +¥1,200.00 back to the tenant, -¥86.50 owed. */
export function signedYuan(amountFen: number): string {
  return `${amountFen < 0 ? '-' : '+'}¥${yuanText(Math.abs(amountFen) / 100)}`;
}

/** The first and last day a move-out date may be picked on: from today (or the lease's start) to its last day. */
export function checkoutWindow(today: string, lease: { startDate: string; endDate: string }): { first: string; last: string } | null {
  const first = today > lease.startDate ? today : lease.startDate;
  return first > lease.endDate ? null : { first, last: lease.endDate };
}

/** The month shown first by the date sheet (yyyy-MM) and the months it can move between. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year = 0, month = 1] = first.split('-').map(Number);
  const end = last.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= end) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The days of one month (yyyy-MM) with the leading blanks of its first week, each marked pickable or not. */
export function monthDays(month: string, first: string, last: string): { blanks: number; days: { date: string; pickable: boolean }[] } {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    return { date, pickable: date >= first && date <= last };
  });
  return { blanks: new Date(Date.UTC(year, mon - 1, 1)).getUTCDay(), days };
}

/** What the tenant can do with a lease from un_rent, by its status. */
export type UnRentStep = 'apply' | 'sign' | 'settled' | 'none';
export function unRentStep(status: ContractStatus): UnRentStep {
  if (status === 'renting') return 'apply';
  if (status === 'checkout_applied') return 'sign';
  if (status === 'checked_out' || status === 'terminated') return 'settled';
  return 'none';
}

export interface ProgressStep {
  title: string;
  /** yyyy-MM-dd HH:mm when done; a hint while waiting. */
  text: string;
  done: boolean;
}

const when = (iso: string | null | undefined) => formatDate(iso ?? null, 'yyyy-MM-dd HH:mm');

/** The steps of a checkout, from the application to the money: un_rent_detail and applyCheckoutDetail. */
export function checkoutProgress(application: CheckoutApplication): ProgressStep[] {
  const steps: ProgressStep[] = [{ title: '提交退租申请', text: `${when(application.createdAt)} · 预计${application.expectCheckoutDate}退租`, done: true }];
  if (application.status === 'closed') {
    steps.push({ title: '已取消退租申请', text: when(application.closedAt), done: true });
    return steps;
  }
  const settled = application.status === 'settled';
  const by = application.settledBy === 'operator' ? '管家办理退房结算' : '签署退租协议';
  steps.push({ title: settled ? by : '签署退租协议', text: settled ? when(application.settledAt) : '确认退款明细后签署', done: settled });
  const money = application.money;
  if (!settled || money === null || money === undefined) {
    steps.push({ title: '退款到账', text: '签署后1-3个工作日原路退回', done: false });
  } else if (money.direction === 'refund') {
    steps.push({ title: `已退款¥${yuanText(money.amount)}`, text: `${when(money.refundedAt)} · 原路退回，1-3个工作日到账`, done: true });
  } else if (money.direction === 'collect') {
    const paid = money.balancePaidAt !== null && money.balancePaidAt !== undefined;
    steps.push({ title: paid ? `已补交¥${yuanText(money.amount)}` : `待补交¥${yuanText(money.amount)}`, text: paid ? when(money.balancePaidAt) : '请于签署后7日内支付', done: paid });
  } else {
    steps.push({ title: '无需退补', text: '费用已两清', done: true });
  }
  return steps;
}

const checkoutTone: Readonly<Record<CheckoutApplicationStatus, TagTone>> = { applied: 'active', settled: 'done', closed: 'off' };
const renewalTone: Readonly<Record<RenewalStatus, TagTone>> = { applied: 'active', approved: 'done', rejected: 'warn', closed: 'off' };

/** One row of 我的申请, whichever kind. */
export interface ApplyItem {
  kind: 'renewal' | 'checkout';
  id: string;
  title: string;
  houseTitle: string;
  note: string;
  statusText: string;
  tone: TagTone;
  createdAt: string;
}

export const APPLY_TABS = [
  { key: 'all', title: '全部' },
  { key: 'renewal', title: '续租' },
  { key: 'checkout', title: '退租' },
] as const;
export type ApplyTabKey = (typeof APPLY_TABS)[number]['key'];

/** Both kinds of application in one list, newest first, kept to a tab. */
export function applyItems(renewals: readonly RenewalApplication[], checkouts: readonly CheckoutApplication[], tab: ApplyTabKey): ApplyItem[] {
  const items: ApplyItem[] = [
    ...(tab === 'checkout' ? [] : renewals).map((renewal) => ({
      kind: 'renewal' as const,
      id: renewal.id,
      title: '续租申请',
      houseTitle: renewal.houseTitle,
      note: `续租${renewal.leaseMonths}个月 · ${renewal.startDate}至${renewal.endDate}`,
      statusText: renewal.statusText,
      tone: renewalTone[renewal.status],
      createdAt: renewal.createdAt,
    })),
    ...(tab === 'renewal' ? [] : checkouts).map((checkout) => ({
      kind: 'checkout' as const,
      id: checkout.id,
      title: '退租申请',
      houseTitle: checkout.houseTitle,
      note: `预计退租日期 ${checkout.expectCheckoutDate}`,
      statusText: checkout.statusText,
      tone: checkoutTone[checkout.status],
      createdAt: checkout.createdAt,
    })),
  ];
  return items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** The message of a refused request (the request layer's error object), to keep under the field it is about. */
export function errorMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const { message } = error as { message: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}
