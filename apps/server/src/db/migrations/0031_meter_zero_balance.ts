import type { Migration } from '../migrate';

/**
 * 退租清零 (issue 14, the meters feature): a tenant moving out has the money left on a prepaid meter cleared and
 * refunded to the wallet. meter_zeroings: one zeroing per row, its id carried by the Bluetooth command (op 0x14) so
 * the meter clears once per id; open until the meter's answer arrives (at most one open per meter), then applied with
 * what the meter cleared and what was refunded (cleared plus money paid and never written), and the wallet movement
 * of the refund (one per zeroing: the unique index). An online meter's zeroing is applied at once.
 */
export const meterZeroBalanceSchema: Migration = {
  version: 31,
  name: 'meter zeroings at move-out, refunded once to the wallet',
  sql: `
    CREATE TABLE meter_zeroings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      way TEXT NOT NULL CHECK (way IN ('online', 'bluetooth')),
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'applied')),
      expected_fen INTEGER NOT NULL,
      cleared_fen INTEGER CHECK (cleared_fen >= 0),
      refunded_fen INTEGER CHECK (refunded_fen >= 0),
      wallet_movement_id INTEGER,
      issued_at INTEGER NOT NULL,
      applied_at INTEGER,
      CHECK ((status = 'open') = (applied_at IS NULL))
    );
    CREATE UNIQUE INDEX meter_zeroings_one_open ON meter_zeroings (device_id) WHERE status = 'open';
    CREATE UNIQUE INDEX meter_zeroings_one_refund ON meter_zeroings (wallet_movement_id) WHERE wallet_movement_id IS NOT NULL;
    CREATE INDEX meter_zeroings_by_user ON meter_zeroings (device_id, user_id, applied_at);
  `,
};
