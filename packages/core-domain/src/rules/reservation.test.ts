import fc from 'fast-check';
import {
  ReservationEventSchema,
  ReservationStatusSchema,
  canReservationTake,
  isReservationFinal,
  nextReservationStatus,
  reservationStatusText,
} from './reservation';

describe('reservation state machine', () => {
  it('pays, then converts to a contract', () => {
    expect(nextReservationStatus('awaiting_payment', 'paymentConfirmed')).toBe('paid');
    expect(nextReservationStatus('paid', 'contractSigned')).toBe('converted');
  });

  it('cancels an unpaid reservation and refunds a paid one', () => {
    expect(nextReservationStatus('awaiting_payment', 'cancel')).toBe('cancelled');
    expect(nextReservationStatus('awaiting_payment', 'expire')).toBe('cancelled');
    expect(nextReservationStatus('paid', 'cancel')).toBe('refunded');
  });

  it('refuses what makes no sense: paying twice, signing unpaid, expiring a paid one', () => {
    expect(nextReservationStatus('paid', 'paymentConfirmed')).toBeNull();
    expect(nextReservationStatus('awaiting_payment', 'contractSigned')).toBeNull();
    expect(nextReservationStatus('paid', 'expire')).toBeNull();
    expect(canReservationTake('cancelled', 'paymentConfirmed')).toBe(false);
  });

  it('final states take no event, and every state has a Chinese label', () => {
    const statuses = ReservationStatusSchema.options;
    const events = ReservationEventSchema.options;
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(...events), (status, event) => {
        const next = nextReservationStatus(status, event);
        if (isReservationFinal(status)) expect(next).toBeNull();
        if (next !== null) expect(next).not.toBe(status);
        expect(reservationStatusText[status]).toMatch(/[\u4e00-\u9fa5]/);
      }),
    );
    expect(statuses.filter(isReservationFinal).sort()).toEqual(['cancelled', 'converted', 'refunded']);
  });
});
