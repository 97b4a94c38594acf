import { PayDataSchema } from '../entities/pay';
import { type StoragePort } from '../ports';
import { readStoredJson, storageKeys, writeStoredJson } from '../storage';

/** A payment left for the platform's sheet longer ago than this is not brought back at launch (the order lists have it). */
export const PENDING_PAYMENT_MAX_AGE_MS = 30 * 60 * 1000;

/** What the result page needs: the order (its newOrderNo), the amount shown meanwhile and the page's title. */
export interface PendingPayment {
  orderNo: string;
  amount: string;
  title?: string | undefined;
}

/**
 * Spec section 9's payData: the payment the app leaves for (the mini-program's payment sheet), remembered until the
 * sheet answers. If the app is killed meanwhile, the next launch finds it and opens the result page, which asks the
 * server what became of the order (the stored copy is never proof of payment).
 */
export function rememberPendingPayment(storage: StoragePort, payment: PendingPayment, now: number): void {
  try {
    writeStoredJson(storage, storageKeys.payData, {
      orderNo: payment.orderNo,
      amount: payment.amount,
      ...(payment.title !== undefined && payment.title !== '' ? { title: payment.title.slice(0, 40) } : {}),
      startedAt: Math.max(0, Math.floor(now)),
    });
  } catch {
    // Storage refused: the payment goes on; only a kill in the sheet loses its way back.
  }
}

/** The sheet answered (paid, cancelled or failed): nothing to bring back. */
export function forgetPendingPayment(storage: StoragePort): void {
  storage.remove(storageKeys.payData);
}

/**
 * At launch: the payment a killed app left behind, if recent (PENDING_PAYMENT_MAX_AGE_MS), taken out of storage so it
 * is brought back once; null when there is none, it is old, or storage holds something else.
 */
export function takePendingPayment(storage: StoragePort, now: number): PendingPayment | null {
  const stored = readStoredJson(storage, storageKeys.payData, PayDataSchema);
  if (stored === null) return null;
  forgetPendingPayment(storage);
  const { orderNo, amount, title, startedAt } = stored;
  if (orderNo === undefined || amount === undefined || startedAt === undefined) return null;
  if (now - startedAt < 0 || now - startedAt > PENDING_PAYMENT_MAX_AGE_MS) return null;
  return { orderNo, amount: String(amount), ...(title !== undefined ? { title } : {}) };
}
