import { storageKeys } from '../storage';
import { PENDING_PAYMENT_MAX_AGE_MS, forgetPendingPayment, rememberPendingPayment, takePendingPayment } from './pendingPayment';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { values, get: (key: string) => values.get(key) ?? null, set: (key: string, value: string) => void values.set(key, value), remove: (key: string) => void values.delete(key) };
}

describe('payData: the payment a killed app comes back to', () => {
  const order = { orderNo: 'P20260101000001', amount: '1500.00', title: '预订定金' };

  it('is kept under payData while the sheet is up and brought back once, recent', () => {
    const storage = memoryStorage();
    rememberPendingPayment(storage, order, 1_000_000);
    expect(JSON.parse(storage.values.get(storageKeys.payData) ?? 'null')).toEqual({ ...order, startedAt: 1_000_000 });
    expect(takePendingPayment(storage, 1_000_000 + 60_000)).toEqual(order);
    expect(storage.values.has(storageKeys.payData)).toBe(false);
    expect(takePendingPayment(storage, 1_000_000 + 60_000)).toBeNull();
  });

  it('is gone once the sheet has answered', () => {
    const storage = memoryStorage();
    rememberPendingPayment(storage, order, 1_000_000);
    forgetPendingPayment(storage);
    expect(takePendingPayment(storage, 1_000_001)).toBeNull();
  });

  it('brings back nothing old, from the future, partial or not JSON, and clears it', () => {
    const old = memoryStorage();
    rememberPendingPayment(old, order, 1_000_000);
    expect(takePendingPayment(old, 1_000_000 + PENDING_PAYMENT_MAX_AGE_MS + 1)).toBeNull();
    expect(old.values.has(storageKeys.payData)).toBe(false);
    const future = memoryStorage();
    rememberPendingPayment(future, order, 2_000_000);
    expect(takePendingPayment(future, 1_000_000)).toBeNull();
    expect(takePendingPayment(memoryStorage({ [storageKeys.payData]: JSON.stringify({ deviceType: 2 }) }), 1)).toBeNull();
    const garbage = memoryStorage({ [storageKeys.payData]: '{oops' });
    expect(takePendingPayment(garbage, 1)).toBeNull();
    expect(garbage.values.has(storageKeys.payData)).toBe(false);
  });
});
