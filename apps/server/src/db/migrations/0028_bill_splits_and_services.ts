import type { Migration } from '../migrate';

/**
 * What a tenant starts paying on their own (issue 12: bill_split_apply, create_bill, purchase_service):
 * - contract_bills.split_at: the bill was split into instalments (its status is 'split' from then on, and it is never
 *   paid itself); split_of and instalment: an instalment's original bill and its number (1..6). The instalments are
 *   bills of the same lease, paid as any bill.
 * - bill_splits: one per split bill, with the tenant's request key (a retried send is the same split) and the fee.
 * - created_bills: 自助缴费, a payment the tenant creates for one of their leases (kind, amount, remark), paid through
 *   its pay order (biz_type 'created_bill').
 * - service_packages: what the operator sells (保洁, 宽带, 搬家), priced per unit; service_orders: a package bought for
 *   one of the tenant's rooms, paid through its pay order (biz_type 'service_order').
 * Version 28: 26 and 27 are other branches'.
 */
export const billSplitsAndServicesSchema: Migration = {
  version: 28,
  name: 'bill splits, created bills and service packages',
  sql: `
    ALTER TABLE contract_bills ADD COLUMN split_at INTEGER;
    ALTER TABLE contract_bills ADD COLUMN split_of INTEGER REFERENCES contract_bills(id);
    ALTER TABLE contract_bills ADD COLUMN instalment INTEGER CHECK (instalment BETWEEN 1 AND 6);
    CREATE INDEX contract_bills_by_split_of ON contract_bills (split_of) WHERE split_of IS NOT NULL;
    CREATE TABLE bill_splits (
      bill_id INTEGER PRIMARY KEY REFERENCES contract_bills(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL,
      request_key TEXT NOT NULL CHECK (length(request_key) BETWEEN 8 AND 64),
      instalments INTEGER NOT NULL CHECK (instalments IN (2, 3, 6)),
      fee_fen INTEGER NOT NULL CHECK (fee_fen >= 0),
      created_at INTEGER NOT NULL,
      UNIQUE (user_id, request_key)
    );
    CREATE TABLE created_bills (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      kind TEXT NOT NULL CHECK (kind IN ('account_topup', 'utility_prepay', 'other')),
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      remark TEXT NOT NULL CHECK (length(remark) <= 100),
      request_key TEXT NOT NULL CHECK (length(request_key) BETWEEN 8 AND 64),
      order_no TEXT,
      paid_at INTEGER,
      created_at INTEGER NOT NULL,
      UNIQUE (user_id, request_key)
    );
    CREATE TABLE service_packages (
      id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 32),
      kind TEXT NOT NULL CHECK (kind IN ('cleaning', 'broadband', 'moving')),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
      description TEXT NOT NULL CHECK (length(description) <= 200),
      price_fen INTEGER NOT NULL CHECK (price_fen > 0),
      unit TEXT NOT NULL CHECK (length(unit) BETWEEN 1 AND 4),
      max_quantity INTEGER NOT NULL CHECK (max_quantity BETWEEN 1 AND 12),
      sort INTEGER NOT NULL
    );
    CREATE TABLE service_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      package_id TEXT NOT NULL REFERENCES service_packages(id),
      quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 12),
      service_date TEXT NOT NULL,
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      request_key TEXT NOT NULL CHECK (length(request_key) BETWEEN 8 AND 64),
      order_no TEXT,
      paid_at INTEGER,
      created_at INTEGER NOT NULL,
      UNIQUE (user_id, request_key)
    );
  `,
};
