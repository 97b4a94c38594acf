import type { Migration } from '../migrate';

/**
 * What stands before an SMS code (auth/smsGuard.ts): proof-of-work challenges spent (each is good once, until it
 * expires), and the last hour of code requests and wrong codes by client IP and phone (hashed), which decide when
 * the picture captcha steps up.
 */
export const smsGuard: Migration = {
  version: 34,
  name: 'spent proof-of-work challenges and the SMS step-up counts',
  sql: `
    CREATE TABLE pow_spent (
      challenge_id TEXT PRIMARY KEY,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX pow_spent_expiry ON pow_spent (expires_at);
    CREATE TABLE sms_request_log (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('request', 'wrong_code')),
      ip TEXT NOT NULL,
      phone_hash TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX sms_request_log_ip ON sms_request_log (ip, kind, at);
    CREATE INDEX sms_request_log_phone ON sms_request_log (phone_hash, kind, at);
    CREATE INDEX sms_request_log_at ON sms_request_log (at);
  `,
};
