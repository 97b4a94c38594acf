import type { Migration } from '../migrate';

/**
 * Issue 46, a second factor before sensitive changes.
 * - An SMS code is bound to what it was sent for: `purpose` (login: the spec's verify-code calls, which the phone
 *   change shares; wallet_password, bank_card, account_cancel: sent by those features to a logged-in tenant),
 *   `user_id` the tenant who asked (null for a login code, asked before there is one) and `subject_hash` what the
 *   code allows (a hash of the bank card's number): a code is spent only by the same purpose, tenant and subject.
 * - Account log-out after a cooling-off period: one open request per tenant (applied with an SMS code, revoked by the
 *   tenant, or carried out once `cancel_at` has passed, by the sweep or at the tenant's next request).
 */
export const smsCodePurposes: Migration = {
  version: 47,
  name: 'sms codes bound to a purpose, a tenant and a subject; account log-out requests',
  sql: `
    ALTER TABLE sms_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'login'
      CHECK (purpose IN ('login', 'wallet_password', 'bank_card', 'account_cancel'));
    ALTER TABLE sms_codes ADD COLUMN user_id INTEGER;
    ALTER TABLE sms_codes ADD COLUMN subject_hash TEXT;
    CREATE INDEX sms_codes_by_purpose ON sms_codes (mobile, purpose, created_at);
    CREATE INDEX sms_codes_by_user ON sms_codes (user_id, purpose, created_at) WHERE user_id IS NOT NULL;
    CREATE TABLE account_cancel_requests (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      applied_at INTEGER NOT NULL,
      cancel_at INTEGER NOT NULL
    );
    CREATE INDEX account_cancel_requests_due ON account_cancel_requests (cancel_at);
  `,
};
