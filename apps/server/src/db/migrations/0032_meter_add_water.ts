import type { Migration } from '../migrate';

/**
 * 加水 (issue 14): the operator's water allowances for a water meter's processor (水控器).
 * - meter_water_allowances: one allowance, granted to the tenant living there, carried by its todo task (taskType 3 in
 *   device_todo_tasks, task id `AW<id>`). The id is the write id the processor remembers, so a command sent again
 *   never adds twice. written_at is set once, by the first confirmation (the processor's answer, or the cloud of an
 *   online meter): the allowance is credited then and only then; the app completes the task afterwards.
 * - meter_water_credit: the free water the processor holds (litres) as it last said, per meter.
 */
export const meterAddWaterSchema: Migration = {
  version: 32,
  name: 'meter water allowances (加水) and the water processor credit',
  sql: `
    CREATE TABLE meter_water_allowances (
      id INTEGER PRIMARY KEY,
      task_id TEXT NOT NULL UNIQUE,
      device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      litres INTEGER NOT NULL CHECK (litres > 0),
      reason TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      written_at INTEGER
    );
    CREATE INDEX meter_water_allowances_of_meter ON meter_water_allowances (device_id, user_id, id);
    CREATE TABLE meter_water_credit (
      device_id TEXT PRIMARY KEY REFERENCES devices(id) ON DELETE CASCADE,
      litres INTEGER NOT NULL CHECK (litres >= 0),
      said_at INTEGER NOT NULL
    );
  `,
};
