import { nextReservationStatus, type ReservationStatus } from '@aster/core-domain';
import type { AccountCancelHooks } from '../serverFeature';
import type { Services } from '../services';

interface OpenReservation {
  id: number;
  house_id: string;
  status: ReservationStatus;
  order_no: string | null;
}

/**
 * Account log-out and reservations: nothing here forbids it. Open reservations end the way the tenant's own cancel
 * ends them (core-domain's state machine: unpaid -> cancelled with its order closed, paid -> refunded with its 定金
 * refunded through the pay module and the room freed), and every reservation keeps no signer name.
 */
export function bookingsAccountCancel(services: Services): AccountCancelHooks {
  const { db, clock, pay } = services;
  const q = {
    open: db.prepare("SELECT id, house_id, status, order_no FROM reservations WHERE user_id = ? AND status IN ('awaiting_payment', 'paid')"),
    move: db.prepare('UPDATE reservations SET status = ?, cancelled_at = ? WHERE id = ? AND status = ?'),
    freeHouse: db.prepare("UPDATE houses SET availability = 'available' WHERE id = ? AND availability = 'reserved'"),
    anonymise: db.prepare("UPDATE reservations SET signer_name = '已注销用户' WHERE user_id = ? AND signer_name IS NOT NULL"),
  };
  return {
    onAccountCancel(userId) {
      const now = clock.now();
      for (const row of q.open.all(userId) as OpenReservation[]) {
        const next = nextReservationStatus(row.status, 'cancel');
        // Only open statuses are read, and both take a cancel; a row another request moved meanwhile is left as it is.
        if (next === null || q.move.run(next, now, row.id, row.status).changes !== 1) continue;
        if (row.order_no === null) continue;
        if (next === 'cancelled') pay.closeOrder(row.order_no);
        if (next === 'refunded') {
          pay.markRefunded(row.order_no);
          q.freeHouse.run(row.house_id);
        }
      }
      q.anonymise.run(userId);
    },
  };
}
