import type { Migration } from '../migrate';

/**
 * Lease contracts (issue 11): the contract (made from a paid reservation, or by the manager for a phone: user_id null
 * until bound), its bills (placeholders the bills feature takes over: deposit, rent periods, utilities), its change
 * records, the tenant's handwritten signatures (PNG, never served) and checkout applications.
 */
export const contractsSchema: Migration = {
  version: 7,
  name: 'contracts, their bills, records, signatures and checkout applications',
  sql: `
    CREATE TABLE contracts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_no TEXT NOT NULL UNIQUE,
      user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
      tenant_phone TEXT NOT NULL,
      tenant_name TEXT NOT NULL,
      tenant_id_number TEXT,
      house_id TEXT NOT NULL REFERENCES houses(id),
      reservation_id INTEGER UNIQUE REFERENCES reservations(id),
      status TEXT NOT NULL CHECK (status IN ('pre_created', 'awaiting_sign', 'awaiting_payment', 'to_move_in', 'renting',
        'checkout_applied', 'checked_out', 'terminated', 'cancelled')),
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      lease_months INTEGER NOT NULL CHECK (lease_months > 0),
      rent_fen INTEGER NOT NULL CHECK (rent_fen > 0),
      deposit_months INTEGER NOT NULL,
      pay_months INTEGER NOT NULL CHECK (pay_months > 0),
      reservation_credit_fen INTEGER NOT NULL DEFAULT 0,
      penalty_percent INTEGER NOT NULL DEFAULT 100,
      company TEXT,
      email TEXT,
      occupation TEXT,
      co_tenants TEXT NOT NULL DEFAULT '[]',
      room_items TEXT NOT NULL DEFAULT '[]',
      lock_id TEXT,
      cert_checked_at INTEGER,
      signed_at INTEGER,
      first_order_no TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX contracts_by_user ON contracts (user_id, start_date);
    CREATE INDEX contracts_unbound_by_phone ON contracts (tenant_phone) WHERE user_id IS NULL;
    CREATE TABLE contract_bills (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('deposit', 'rent', 'utility')),
      title TEXT NOT NULL,
      period_start TEXT NOT NULL,
      period_end TEXT NOT NULL,
      due_date TEXT NOT NULL,
      amount_fen INTEGER NOT NULL CHECK (amount_fen >= 0),
      paid_at INTEGER
    );
    CREATE INDEX contract_bills_by_contract ON contract_bills (contract_id, due_date);
    CREATE TABLE contract_records (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      at INTEGER NOT NULL,
      title TEXT NOT NULL,
      detail TEXT NOT NULL
    );
    CREATE INDEX contract_records_by_contract ON contract_records (contract_id, at);
    CREATE TABLE contract_signatures (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      png BLOB NOT NULL,
      sha256 TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE checkout_applications (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expect_checkout_date TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('applied', 'closed', 'settled')),
      created_at INTEGER NOT NULL,
      closed_at INTEGER,
      settled_at INTEGER,
      net_fen INTEGER,
      lines TEXT
    );
    CREATE UNIQUE INDEX checkout_applications_one_open ON checkout_applications (contract_id) WHERE status = 'applied';
    CREATE INDEX checkout_applications_by_contract ON checkout_applications (contract_id, created_at);
  `,
};
