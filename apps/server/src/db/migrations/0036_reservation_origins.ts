import type { Migration } from '../migrate';

/**
 * Where a reservation was made from, for the limits per client IP and per device (issue 39: 20 accounts from one
 * address each holding houses). The device is the sha-256 of the account's mini-program openId (none on H5). Both are
 * cleared once no limit needs them any more (a day on, and no longer awaiting payment).
 */
export const reservationOrigins: Migration = {
  version: 36,
  name: 'reservations: the client IP and device they were made from',
  sql: `
    ALTER TABLE reservations ADD COLUMN client_ip TEXT;
    ALTER TABLE reservations ADD COLUMN device_hash TEXT;
    CREATE INDEX reservations_by_client_ip ON reservations (client_ip, created_at) WHERE client_ip IS NOT NULL;
    CREATE INDEX reservations_by_device ON reservations (device_hash, created_at) WHERE device_hash IS NOT NULL;
  `,
};
