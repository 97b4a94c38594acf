import type { Migration } from '../migrate';

/**
 * Payments through real providers (issue 39).
 * * - pay_attempts: each attempt's own out_trade_no (our number at the provider), where it pays (its scene), the app and merchant the provider
 *   answered the prepay under (a notify or a query is believed only when it names them), and when the provider
 *   confirmed the attempt closed. Attempts made before this step were the simulator's: their provider reference was
 *   their number, their app the simulator's, and every one no longer open was closed there.
 * - pay_refunds: money the pay module gives back, written with its ledger entry and sent to the provider afterwards
 *   under a durable refund number, retried until the provider says it is done.
 * - wechat_openids: the tenant's openid of the official account (WeChat's browser pays by JSAPI with it).
 */
export const payGatewaysSchema: Migration = {
  version: 39,
  name: 'pay attempts at real providers, provider refunds, official-account openids',
  sql: `
    ALTER TABLE pay_attempts ADD COLUMN out_trade_no TEXT;
    ALTER TABLE pay_attempts ADD COLUMN scene TEXT;
    ALTER TABLE pay_attempts ADD COLUMN app_id TEXT;
    ALTER TABLE pay_attempts ADD COLUMN merchant_id TEXT;
    ALTER TABLE pay_attempts ADD COLUMN provider_closed_at INTEGER;
    UPDATE pay_attempts SET out_trade_no = provider_ref, app_id = 'aster-simulator', merchant_id = 'aster-simulated-merchant';
    UPDATE pay_attempts SET provider_closed_at = created_at WHERE status <> 'open';
    CREATE UNIQUE INDEX pay_attempts_by_out_trade_no ON pay_attempts (out_trade_no);
    CREATE INDEX pay_attempts_unsettled ON pay_attempts (status, created_at) WHERE notified_at IS NULL AND provider_closed_at IS NULL;
    CREATE TABLE pay_refunds (
      refund_no TEXT PRIMARY KEY,
      ledger_id INTEGER NOT NULL UNIQUE REFERENCES pay_ledger(id),
      attempt_id INTEGER NOT NULL REFERENCES pay_attempts(id),
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      reason TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'success', 'failed')),
      created_at INTEGER NOT NULL,
      tries INTEGER NOT NULL DEFAULT 0,
      next_try_at INTEGER NOT NULL,
      last_error TEXT,
      done_at INTEGER
    );
    CREATE INDEX pay_refunds_due ON pay_refunds (next_try_at) WHERE status IN ('pending', 'processing');
    CREATE TABLE wechat_openids (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      app_id TEXT NOT NULL,
      openid TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, app_id)
    );
  `,
};
