import type { Migration } from '../migrate';

/** Indexes the SMS rate limits and the session clean-up read. Released: never edited (a change is a new step). */
export const loginIndexes: Migration = {
  version: 2,
  name: 'indexes for rate limits and session clean-up',
  sql: `
    CREATE INDEX sms_codes_by_mobile ON sms_codes (mobile, created_at);
    CREATE INDEX sms_codes_by_ip ON sms_codes (ip, created_at);
    CREATE INDEX sessions_by_expiry ON sessions (expires_at);
    CREATE INDEX sessions_by_user ON sessions (user_id);
  `,
};
