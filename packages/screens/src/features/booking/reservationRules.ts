import { type Reservation, type ReservationStatus, canReservationTake, reservationStatusText } from '@aster/core-domain';
import { type TagTone } from './bookingParts';

/** The list's tabs; 已失效 gathers what can no longer be used. */
export const RESERVATION_TABS = [
  { key: 'all', title: '全部', statuses: null },
  { key: 'awaiting', title: '待支付', statuses: ['awaiting_payment'] },
  { key: 'reserved', title: '已预订', statuses: ['paid', 'converted'] },
  { key: 'lapsed', title: '已失效', statuses: ['cancelled', 'refunded'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly ReservationStatus[] | null }[];

export type ReservationTabKey = (typeof RESERVATION_TABS)[number]['key'];

export function reservationsInTab(reservations: readonly Reservation[], tab: ReservationTabKey): Reservation[] {
  const statuses = RESERVATION_TABS.find((item) => item.key === tab)?.statuses ?? null;
  if (statuses === null) return [...reservations];
  return reservations.filter((reservation) => (statuses as readonly ReservationStatus[]).includes(reservation.status));
}

const tones: Readonly<Record<ReservationStatus, TagTone>> = {
  awaiting_payment: 'warn',
  paid: 'active',
  converted: 'done',
  cancelled: 'off',
  refunded: 'off',
};

export function reservationTag(status: ReservationStatus): { text: string; tone: TagTone } {
  return { text: reservationStatusText[status], tone: tones[status] };
}

/**
 * What 去支付 does for a reservation awaiting payment: sign first (the agreement opens the pay order), or pay
 * the order signing already opened. Null when the state machine does not take a payment.
 */
export function payStep(reservation: Pick<Reservation, 'status' | 'signed' | 'orderNo'>): 'sign' | 'pay' | null {
  if (!canReservationTake(reservation.status, 'paymentConfirmed')) return null;
  return reservation.signed && typeof reservation.orderNo === 'string' && reservation.orderNo !== '' ? 'pay' : 'sign';
}

/** The confirm dialog of 取消预订, saying what happens; null when the reservation cannot be cancelled. */
export function cancelConfirm(status: ReservationStatus): { title: string; content: string; confirmText: string } | null {
  if (!canReservationTake(status, 'cancel')) return null;
  const content = status === 'paid' ? '取消后定金将原路退回，房源将不再为您保留。确定取消预订吗？' : '取消后房源将释放，其他人可以预订。确定取消预订吗？';
  return { title: '取消预订', content, confirmText: '确定取消' };
}

/** "29:59" for the time left to pay; "00:00" once it has passed. */
export function countdownText(remainingMs: number): string {
  const seconds = Math.max(0, Math.floor(remainingMs / 1000));
  const minutes = Math.floor(seconds / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(minutes)}:${pad(seconds % 60)}`;
}

/** The statuses' one-line explanation at the top of the detail page. */
export const reservationStatusNote: Readonly<Record<ReservationStatus, string>> = {
  awaiting_payment: '请在倒计时结束前支付定金，超时预订将自动取消',
  paid: '房源已为您保留，请在入住日期前完成签约',
  converted: '已签订租赁合同，定金已抵扣',
  cancelled: '预订已取消，房源已释放',
  refunded: '预订已取消，定金已原路退回',
};
