import type { Migration } from '../migrate';

/**
 * Extra services (issue 15: servicetel, manager, wifi, public-notice-list, roommate). The housekeeper and the store's
 * phone are the stores' own columns; what is new:
 * - house_wifi: the Wi-Fi of a room (its network name and password), kept by the operator.
 * - shared_flat_rooms: which rooms are let one by one inside the same flat (合租), and each room's letter (A, B...):
 *   a room's roommates are the tenants of the other rooms of its flat.
 * - notices: the operator's notices (公告), for everyone (store_id NULL) or for the tenants of one building (store).
 * Version 23: 0022 is the wallet's, on another branch.
 */
export const extraServicesSchema: Migration = {
  version: 23,
  name: 'extra services: room wifi, shared flats, notices',
  sql: `
    CREATE TABLE house_wifi (
      house_id TEXT PRIMARY KEY REFERENCES houses(id) ON DELETE CASCADE,
      ssid TEXT NOT NULL CHECK (length(ssid) BETWEEN 1 AND 32),
      password TEXT NOT NULL CHECK (length(password) <= 63),
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE shared_flat_rooms (
      house_id TEXT PRIMARY KEY REFERENCES houses(id) ON DELETE CASCADE,
      flat_id TEXT NOT NULL,
      room_letter TEXT NOT NULL CHECK (length(room_letter) BETWEEN 1 AND 4),
      UNIQUE (flat_id, room_letter)
    );
    CREATE INDEX shared_flat_rooms_by_flat ON shared_flat_rooms (flat_id);
    CREATE TABLE notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      store_id TEXT REFERENCES stores(id),
      title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
      body_html TEXT NOT NULL CHECK (length(body_html) <= 20000),
      published_at INTEGER NOT NULL
    );
    CREATE INDEX notices_by_time ON notices (published_at, id);
    CREATE INDEX notices_by_store ON notices (store_id, published_at);
  `,
};
