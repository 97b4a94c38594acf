import { z } from 'zod';

/**
 * The life of a reservation (预订), the spec leaves it to us (section 4: "not shown"):
 *
 *   awaiting_payment --paymentConfirmed--> paid --contractSigned--> converted
 *          |                                 \--cancel----------> refunded   (the 定金 goes back)
 *          \--cancel / expire----------------------------------> cancelled
 *
 * converted, cancelled and refunded are final. The server applies these and nothing else; screens use the same
 * table to decide which buttons to show.
 */
export const ReservationStatusSchema = z.enum(['awaiting_payment', 'paid', 'converted', 'cancelled', 'refunded']);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

export const ReservationEventSchema = z.enum(['paymentConfirmed', 'contractSigned', 'cancel', 'expire']);
export type ReservationEvent = z.infer<typeof ReservationEventSchema>;

const transitions: Readonly<Record<ReservationStatus, Partial<Record<ReservationEvent, ReservationStatus>>>> = {
  awaiting_payment: { paymentConfirmed: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: { contractSigned: 'converted', cancel: 'refunded' },
  converted: {},
  cancelled: {},
  refunded: {},
};

/** The status after `event`, or null when the event is not allowed in `status`. */
export function nextReservationStatus(status: ReservationStatus, event: ReservationEvent): ReservationStatus | null {
  return transitions[status][event] ?? null;
}

export function canReservationTake(status: ReservationStatus, event: ReservationEvent): boolean {
  return nextReservationStatus(status, event) !== null;
}

export function isReservationFinal(status: ReservationStatus): boolean {
  return Object.keys(transitions[status]).length === 0;
}

export const reservationStatusText: Readonly<Record<ReservationStatus, string>> = {
  awaiting_payment: '待支付',
  paid: '已预订',
  converted: '已签约',
  cancelled: '已取消',
  refunded: '已退款',
};

/** Minutes an unpaid reservation holds the room before it expires. */
export const RESERVATION_PAYMENT_MINUTES = 30;
