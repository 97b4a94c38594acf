import type { Migration } from '../migrate';

/**
 * Wrong share-link and paper-bill codes (issue 39: no limit on guessing paper-bill codes), counted per client IP, per
 * account and per device (the account's openId, hashed) for the hourly limits; rows older than the hour are dropped.
 */
export const codeGuesses: Migration = {
  version: 37,
  name: 'wrong share and bill codes, for the hourly limits on guessing',
  sql: `
    CREATE TABLE code_guesses (
      id INTEGER PRIMARY KEY,
      client_ip TEXT NOT NULL,
      user_id INTEGER,
      device_hash TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX code_guesses_by_ip ON code_guesses (client_ip, created_at);
    CREATE INDEX code_guesses_by_user ON code_guesses (user_id, created_at) WHERE user_id IS NOT NULL;
    CREATE INDEX code_guesses_by_device ON code_guesses (device_hash, created_at) WHERE device_hash IS NOT NULL;
    CREATE INDEX code_guesses_by_time ON code_guesses (created_at);
  `,
};
