import type { Migration } from '../migrate';

/**
 * The meters' logs and balance resets (issue 38, spec section 7's meter calls):
 * - meter_operation_logs: what was done to a meter (充值写入, 合闸, 抄表, 清零, 余额校零), by whom (user_id, null for the
 *   operator), how it reached the meter and what the meter said after it (meter-operation-log, its info).
 * - meter_switch_logs: the meter's relay cut (余额用完) and switched on again (operate-logs).
 * - meter_balance_resets: the operator's 余额校零 of an offline meter whose money was settled with an earlier lease,
 *   carried by a todo task (taskType 4, task id `RB<id>`) until the meter says its balance is 0; cleared_fen is what
 *   it held then (set once, by the first answer).
 * - device_dot_logs: what the app reported of a device flow (device/dot/log/report), for support.
 */
export const meterLogsSchema: Migration = {
  version: 43,
  name: 'meter operation and switch logs, balance resets, device dot logs',
  sql: `
    CREATE TABLE meter_operation_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
      operation TEXT NOT NULL CHECK (operation IN ('recharge', 'switch-on', 'reading', 'zero-balance', 'reset-balance', 'add-water')),
      channel TEXT NOT NULL CHECK (channel IN ('remote', 'bluetooth')),
      title TEXT NOT NULL,
      amount_fen INTEGER,
      balance_after_fen INTEGER,
      reading_after_milli INTEGER,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX meter_operation_logs_of_meter ON meter_operation_logs (device_id, created_at, id);
    CREATE TABLE meter_switch_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      action TEXT NOT NULL CHECK (action IN ('off', 'on')),
      reason TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX meter_switch_logs_of_meter ON meter_switch_logs (device_id, created_at, id);
    CREATE TABLE meter_balance_resets (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      task_id TEXT NOT NULL UNIQUE,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      reason TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      cleared_fen INTEGER,
      done_at INTEGER
    );
    CREATE TABLE device_dot_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      device_id TEXT,
      system TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX device_dot_logs_of_user ON device_dot_logs (user_id, created_at);
  `,
};
