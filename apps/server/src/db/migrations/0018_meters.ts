import type { Migration } from '../migrate';

/**
 * Prepaid meters (issue 14), on the devices of 0017 (device_type 2 electricity, 3 cold water, 4 hot water):
 * - meters: the meter's own state as last read (balance and reading in fen and thousandths of its unit), its price,
 *   and what was paid for it but is not on the meter yet (pending_fen: an offline meter's top-up waits for Bluetooth).
 * - meter_hourly_use: use per meter and hour (hour_at: the hour's first millisecond), a year of it per demo meter.
 * - meter_topups: a top-up the tenant pays through the pay module (one order each); credited once when paid.
 * - meter_recharges: every recharge command written for an offline meter; the id is the recharge id the meter
 *   remembers. issued -> tasked (its todo task exists: it may be written) -> applied (the meter confirmed it; once).
 *   A command issued but never tasked is void when the next one is issued (nothing of it was written).
 */
export const metersSchema: Migration = {
  version: 18,
  name: 'meters: state and price, hourly use, top-ups, offline recharges',
  sql: `
    CREATE TABLE meters (
      device_id TEXT PRIMARY KEY REFERENCES devices(id) ON DELETE CASCADE,
      unit TEXT NOT NULL CHECK (unit IN ('度', '吨')),
      price_fen INTEGER NOT NULL CHECK (price_fen >= 0),
      balance_fen INTEGER NOT NULL,
      reading_milli INTEGER NOT NULL CHECK (reading_milli >= 0),
      switch_on INTEGER NOT NULL DEFAULT 1 CHECK (switch_on IN (0, 1)),
      pending_fen INTEGER NOT NULL DEFAULT 0 CHECK (pending_fen >= 0),
      read_at INTEGER NOT NULL
    );
    CREATE TABLE meter_hourly_use (
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      hour_at INTEGER NOT NULL,
      use_milli INTEGER NOT NULL CHECK (use_milli >= 0),
      PRIMARY KEY (device_id, hour_at)
    ) WITHOUT ROWID;
    CREATE TABLE meter_topups (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      created_at INTEGER NOT NULL,
      paid_at INTEGER
    );
    CREATE TABLE meter_recharges (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      hex TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'tasked', 'applied', 'void')),
      task_id TEXT,
      issued_at INTEGER NOT NULL,
      applied_at INTEGER
    );
    CREATE INDEX meter_recharges_open ON meter_recharges (device_id, status);
  `,
};
