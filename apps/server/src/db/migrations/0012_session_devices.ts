import type { Migration } from '../migrate';

/**
 * What a session was used from (user_safety's device list): the platform header of its requests and when it was last
 * seen. Keyed by the session's token hash; a row outlives its session only until the next purge of ended sessions.
 */
export const sessionDevices: Migration = {
  version: 12,
  name: 'the platform and last use of each session',
  sql: `
    CREATE TABLE session_devices (
      token_hash TEXT PRIMARY KEY,
      platform TEXT NOT NULL,
      last_seen_at INTEGER NOT NULL
    );
  `,
};
