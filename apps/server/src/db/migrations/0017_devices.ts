import type { Migration } from '../migrate';

/**
 * The device cloud (issue 14): the devices installed in a house (locks here; the meters' own state is 0018), each in
 * a room of it ('公共区域' for the flat's shared door), reached by the tenants whose contract on the house is lived in.
 * - devices: kind and model as the pages read them, the Bluetooth MAC, online state and battery as last reported.
 * - device_locks: a lock's Bluetooth flag, TTLock data, the time it was last set, and its gateway as the simulated
 *   device cloud plays it (mode and latency, set by the operator's dev flag).
 * - lock_auths: who may open a lock and how (type 1 password, 2 bluetooth, 3 fingerprint, 4 card, 90 NFC); the
 *   password itself lives only on the lock (set by updatePwdCmd), the server keeps when it was set.
 * - lock_commands: every command the server built for a device, so an answer is checked against what was asked
 *   (which lock, which op, which page or password) and applied once.
 * - lock_temp_passwords: temporary passwords (once/auth), the code hashed; lock_logs: the lock's log as uploaded over
 *   Bluetooth page by page (deduplicated by lock, time and source) and the gateway's remote opens.
 * - device_collects: the tenant's pinned devices (collect/cancelCollect with deviceType).
 * - device_todo_tasks: todo tasks (a meter recharge handed to the app until the meter confirms it; locked 0 by
 *   default as the spec says), shared by the device features.
 */
export const devicesSchema: Migration = {
  version: 17,
  name: 'devices: locks, their authorisations, commands, logs and temporary passwords; pinned devices; todo tasks',
  sql: `
    CREATE TABLE devices (
      id TEXT PRIMARY KEY,
      house_id TEXT NOT NULL REFERENCES houses(id),
      room_name TEXT NOT NULL,
      device_type INTEGER NOT NULL CHECK (device_type IN (1, 2, 3, 4)),
      model TEXT NOT NULL,
      name TEXT NOT NULL,
      mac TEXT NOT NULL UNIQUE,
      online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
      battery INTEGER CHECK (battery BETWEEN 0 AND 100),
      created_at INTEGER NOT NULL
    );
    CREATE INDEX devices_by_house ON devices (house_id);
    CREATE TABLE device_locks (
      device_id TEXT PRIMARY KEY REFERENCES devices(id) ON DELETE CASCADE,
      is_blue INTEGER NOT NULL DEFAULT 1 CHECK (is_blue IN (0, 1)),
      ttlock_data TEXT,
      time_set_at INTEGER,
      gateway_mode TEXT NOT NULL DEFAULT 'online' CHECK (gateway_mode IN ('online', 'offline', 'fail', 'silent')),
      gateway_latency_ms INTEGER NOT NULL DEFAULT 800 CHECK (gateway_latency_ms >= 0)
    );
    CREATE TABLE lock_auths (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lock_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      auth_type INTEGER NOT NULL CHECK (auth_type IN (1, 2, 3, 4, 90)),
      config INTEGER NOT NULL DEFAULT 1,
      password_set_at INTEGER,
      created_at INTEGER NOT NULL,
      UNIQUE (lock_id, user_id, auth_type)
    );
    CREATE TABLE lock_commands (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lock_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      command TEXT NOT NULL,
      hex TEXT NOT NULL,
      args TEXT NOT NULL DEFAULT '{}',
      issued_at INTEGER NOT NULL,
      answered_at INTEGER
    );
    CREATE INDEX lock_commands_open ON lock_commands (lock_id, user_id, command) WHERE answered_at IS NULL;
    CREATE TABLE lock_temp_passwords (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lock_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('once', 'timed')),
      code_hash TEXT NOT NULL,
      valid_from INTEGER NOT NULL,
      valid_to INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX lock_temp_passwords_by_user ON lock_temp_passwords (user_id, created_at);
    CREATE TABLE lock_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lock_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      at INTEGER NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('bluetooth', 'remote')),
      text TEXT NOT NULL,
      UNIQUE (lock_id, at, source)
    );
    CREATE TABLE device_collects (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      device_type INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, device_id)
    );
    CREATE TABLE device_todo_tasks (
      id TEXT PRIMARY KEY,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      task_type INTEGER NOT NULL,
      params TEXT NOT NULL,
      command_hex TEXT NOT NULL,
      locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
      created_at INTEGER NOT NULL,
      completed_at INTEGER
    );
    CREATE UNIQUE INDEX device_todo_tasks_one_pending ON device_todo_tasks (device_id, task_type) WHERE status = 'pending';
  `,
};
