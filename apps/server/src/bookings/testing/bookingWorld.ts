import crypto from 'node:crypto';
import { demoUsers } from '../../auth/seed';
import { chinaDate } from '@aster/core-domain';
import { ManualClock, startTestServer, type CallResult, type TestServer } from '../../testing/testServer';

/** Saturday 2026-11-21 09:00 in China: the day the seed's houses are listed around. */
export const BOOKING_TEST_START = Date.UTC(2026, 10, 21, 1, 0, 0);
export const MINUTE = 60 * 1000;
/** A real mainland ID number (GB 11643 sample) with a valid check digit. */
export const VALID_ID_CARD = '11010519491231002X';
export const OTHER_TENANT_MOBILE = '13700137000';

export interface BookingWorld {
  server: TestServer;
  clock: ManualClock;
  tenant: string;
  other: string;
}

export async function startBookingWorld(): Promise<BookingWorld> {
  const clock = new ManualClock(BOOKING_TEST_START);
  const server = await startTestServer({ clock, sessionTtlMs: 365 * 24 * 60 * MINUTE, logger: { level: 'error' } });
  const tenant = await server.loginByPhone(demoUsers.tenant.mobile);
  const other = await server.loginByPhone(OTHER_TENANT_MOBILE);
  return { server, clock, tenant, other };
}

export const requestId = () => crypto.randomUUID();

/**
 * The payment password set as a tenant sets it: the wallet's SMS code, the ticket it gives, then the password. The
 * clock moves two minutes first, since a wallet code may go only a minute after the last one to the same phone.
 */
export async function setPaymentPassword(world: BookingWorld, password: string, token = world.tenant): Promise<void> {
  world.clock.advance(2 * MINUTE);
  expectOk(await world.server.call('POST', '/tapp/v1/wallet/password/send-code', { token, body: {} }));
  const mobile = token === world.tenant ? demoUsers.tenant.mobile : OTHER_TENANT_MOBILE;
  const code = (await world.server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code ?? '';
  const { resetTicket } = expectOk(await world.server.call<{ resetTicket: string }>('POST', '/tapp/v1/wallet/password/check-code', { token, body: { code } }));
  expectOk(await world.server.call('POST', '/tapp/v1/wallet/password', { token, body: { password, resetTicket } }));
}

/** An available house of the seed, and the first day it can be moved into from the test's start day on. */
export function availableHouse(server: TestServer, skip = 0): { id: string; checkInDate: string; depositFen: number } {
  const row = server.db
    .prepare("SELECT id, available_from AS availableFrom, reservation_deposit_fen AS depositFen FROM houses WHERE availability = 'available' AND available_from <= '2026-12-31' ORDER BY id LIMIT 1 OFFSET ?")
    .get(skip) as { id: string; availableFrom: string; depositFen: number };
  const today = chinaDate(BOOKING_TEST_START);
  return { id: row.id, checkInDate: row.availableFrom > today ? row.availableFrom : today, depositFen: row.depositFen };
}

export function houseAvailability(server: TestServer, houseId: string): string {
  return (server.db.prepare('SELECT availability FROM houses WHERE id = ?').get(houseId) as { availability: string }).availability;
}

export function expectOk<T>(result: CallResult<T>): T {
  if (result.body.errorCode !== '0') throw new Error(`expected success, got ${result.body.errorCode} ${result.body.message}`);
  return result.body.data as T;
}
