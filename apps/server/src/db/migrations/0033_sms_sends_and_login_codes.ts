import type { Migration } from '../migrate';

/**
 * Issue 39: real SMS and real mini-program logins.
 * - sms_codes learn the device that asked (a hash of its mini-program openId) and whether the gateway failed to send
 *   the code (a failed send is retired and not charged to the phone's own limits); sms_codes_by_time serves the whole
 *   server's hourly budget.
 * - login_code_answers: the platform's answer to a login code (its openId), by a hash of the code, kept a few
 *   minutes so a client's retry of the same code gets the same account instead of the platform's "code used".
 * - mini_program_session_keys: WeChat's session_key / Alipay's access token of an openId, kept on the server only;
 *   deleted with the openId's binding (an account log-out).
 */
export const smsSendsAndLoginCodes: Migration = {
  version: 33,
  name: 'sms send failures and devices, login code answers, mini-program session keys',
  sql: `
    ALTER TABLE sms_codes ADD COLUMN device_hash TEXT;
    ALTER TABLE sms_codes ADD COLUMN send_failed_at INTEGER;
    CREATE INDEX sms_codes_by_device ON sms_codes (device_hash, created_at) WHERE device_hash IS NOT NULL;
    CREATE INDEX sms_codes_by_time ON sms_codes (created_at);
    CREATE TABLE login_code_answers (
      code_hash TEXT PRIMARY KEY,
      open_id TEXT NOT NULL,
      union_id TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX login_code_answers_by_expiry ON login_code_answers (expires_at);
    CREATE TABLE mini_program_session_keys (
      open_id TEXT PRIMARY KEY,
      platform TEXT NOT NULL CHECK (platform IN ('wechat', 'alipay')),
      session_key TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TRIGGER open_ids_forget_session_key AFTER DELETE ON open_ids BEGIN
      DELETE FROM mini_program_session_keys WHERE open_id = OLD.open_id;
    END;
  `,
};
