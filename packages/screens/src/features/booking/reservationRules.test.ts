import { ReservationStatusSchema } from '@aster/core-domain';
import { type Reservation } from '@aster/core-domain';
import { cancelConfirm, countdownText, payStep, reservationTag, reservationsInTab } from './reservationRules';

const base = { signed: false, orderNo: null } as const;

function reservation(id: string, status: Reservation['status']): Reservation {
  return {
    id,
    reservationNo: `R${id}`,
    houseId: 'h000001',
    houseTitle: '静安 · 两室',
    coverUrl: '/c.jpg',
    storeName: '静安店',
    address: '上海',
    rent: '3200.00',
    depositAmount: '1000.00',
    checkInDate: '2026-12-01',
    leaseMonths: 12,
    status,
    signed: false,
    createdAt: '2026-11-21T10:00:00Z',
  };
}

describe('reservation tabs', () => {
  const all = ReservationStatusSchema.options.map((status, index) => reservation(String(index), status));

  it('puts every status in exactly one tab besides 全部', () => {
    expect(reservationsInTab(all, 'all')).toHaveLength(5);
    expect(reservationsInTab(all, 'awaiting').map((item) => item.status)).toEqual(['awaiting_payment']);
    expect(reservationsInTab(all, 'reserved').map((item) => item.status)).toEqual(['paid', 'converted']);
    expect(reservationsInTab(all, 'lapsed').map((item) => item.status)).toEqual(['cancelled', 'refunded']);
  });

  it('tags statuses with the core-domain texts', () => {
    expect(reservationTag('paid').text).toBe('已预订');
    expect(reservationTag('awaiting_payment').text).toBe('待支付');
  });
});

describe('payStep', () => {
  it('signs first, then pays the order signing opened', () => {
    expect(payStep({ ...base, status: 'awaiting_payment' })).toBe('sign');
    expect(payStep({ status: 'awaiting_payment', signed: true, orderNo: '' })).toBe('sign');
    expect(payStep({ status: 'awaiting_payment', signed: true, orderNo: 'P1' })).toBe('pay');
  });

  it('offers no payment once the state machine takes none', () => {
    for (const status of ['paid', 'converted', 'cancelled', 'refunded'] as const) {
      expect(payStep({ status, signed: true, orderNo: 'P1' })).toBeNull();
    }
  });
});

describe('cancelConfirm', () => {
  it('says the room is released for an unpaid one and the deposit refunded for a paid one', () => {
    expect(cancelConfirm('awaiting_payment')?.content).toContain('取消后房源将释放');
    expect(cancelConfirm('paid')?.content).toContain('定金将原路退回');
  });

  it('offers no cancel for final statuses', () => {
    expect(cancelConfirm('converted')).toBeNull();
    expect(cancelConfirm('cancelled')).toBeNull();
    expect(cancelConfirm('refunded')).toBeNull();
  });
});

describe('countdownText', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(countdownText(30 * 60 * 1000)).toBe('30:00');
    expect(countdownText(61_999)).toBe('01:01');
    expect(countdownText(-5000)).toBe('00:00');
  });
});
