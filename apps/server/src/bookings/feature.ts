import { bookingsAndPaySchema } from '../db/migrations/0004_bookings_and_pay';
import { payLedgerAndOutbox } from '../db/migrations/0006_pay_ledger_and_outbox';
import { payLedgerPayouts } from '../db/migrations/0009_pay_ledger_payouts';
import { reservationOrigins } from '../db/migrations/0036_reservation_origins';
import type { ServerFeature } from '../serverFeature';
import { bookingsAccountCancel } from './accountCancel';
import { personInfoRoutes } from './personInfo';
import { reservationRoutes } from './reservations';
import { viewingRoutes } from './viewings';

/** Viewings, reservations (their 定金 goes through services.pay) and the tenant's details for contracts. */
export const bookingsFeature: ServerFeature = {
  name: 'bookings',
  routes: (services) => [...viewingRoutes(services), ...reservationRoutes(services), ...personInfoRoutes(services)],
  // 0006 extends the pay tables of 0004, so it goes with it (a server without bookings has no pay tables).
  migrations: [bookingsAndPaySchema, payLedgerAndOutbox, payLedgerPayouts, reservationOrigins],
  accountCancel: bookingsAccountCancel,
};
