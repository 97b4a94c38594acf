import type { Migration } from '../migrate';

/**
 * The tenant's wallet (issue 13):
 * - wallet_accounts: one per tenant who has one. available_fen is what can be spent or withdrawn, frozen_fen what
 *   pending withdrawals hold; neither goes below zero (CHECK). The transaction password is kept as a salted scrypt
 *   hash; wrong tries in a row and the lock they cause are counted here. The details a first withdrawal needs.
 * - wallet_movements: every change of available_fen with the balance after it; idem_key makes a retried event (a tap,
 *   a notify) one movement. The sum of a tenant's movements is their available balance, and the ledger says the same.
 * - wallet_withdrawals: to a card of the tenant (bank and last 4 kept as they were), through the simulated bank.
 * - wallet_reset_tickets: what a passed SMS check allows, once (hashed).
 */
export const walletSchema: Migration = {
  version: 22,
  name: 'wallet: accounts, movements, withdrawals and password resets',
  sql: `
    CREATE TABLE wallet_accounts (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      available_fen INTEGER NOT NULL DEFAULT 0 CHECK (available_fen >= 0),
      frozen_fen INTEGER NOT NULL DEFAULT 0 CHECK (frozen_fen >= 0),
      password_hash TEXT,
      wrong_passwords INTEGER NOT NULL DEFAULT 0,
      locked_until INTEGER,
      withdraw_card_id TEXT,
      occupation TEXT,
      address TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE wallet_movements (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('top_up', 'refund', 'bill_payment', 'withdrawal', 'withdrawal_returned')),
      title TEXT NOT NULL,
      amount_fen INTEGER NOT NULL CHECK (amount_fen <> 0),
      balance_after_fen INTEGER NOT NULL CHECK (balance_after_fen >= 0),
      bill_id INTEGER,
      withdrawal_id INTEGER,
      order_no TEXT,
      idem_key TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX wallet_movements_of_user ON wallet_movements (user_id, id);
    CREATE UNIQUE INDEX wallet_movements_one_bill_payment ON wallet_movements (bill_id) WHERE kind = 'bill_payment';
    CREATE TABLE wallet_withdrawals (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      fee_fen INTEGER NOT NULL CHECK (fee_fen >= 0 AND fee_fen < amount_fen),
      card_id TEXT NOT NULL,
      bank_name TEXT NOT NULL,
      last_four TEXT NOT NULL CHECK (length(last_four) = 4),
      status TEXT NOT NULL DEFAULT 'applied' CHECK (status IN ('applied', 'processing', 'paid', 'failed')),
      fail_reason TEXT,
      request_key TEXT NOT NULL,
      applied_at INTEGER NOT NULL,
      expected_by INTEGER NOT NULL,
      paid_at INTEGER,
      UNIQUE (user_id, request_key)
    );
    CREATE INDEX wallet_withdrawals_of_user ON wallet_withdrawals (user_id, applied_at);
    CREATE TABLE wallet_reset_tickets (
      ticket_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
  `,
};
