import type { Migration } from '../migrate';

/**
 * The lease as the tenant reads it (issue 11): the move-in handover the manager records (one per contract) and its
 * lines (items, meter readings, keys) with the tenant's answer to each, and the account a contract's deposit is
 * refunded to (the card number kept whole for the payout, answered masked).
 */
export const handoverAndRefundAccounts: Migration = {
  version: 10,
  name: 'move-in handovers and refund accounts',
  sql: `
    CREATE TABLE handovers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL UNIQUE REFERENCES contracts(id) ON DELETE CASCADE,
      handed_over_on TEXT NOT NULL,
      manager_name TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE handover_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      handover_id INTEGER NOT NULL REFERENCES handovers(id) ON DELETE CASCADE,
      category TEXT NOT NULL CHECK (category IN ('item', 'meter', 'key')),
      name TEXT NOT NULL,
      quantity INTEGER,
      condition TEXT NOT NULL,
      reading TEXT,
      unit TEXT,
      photo_count INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL,
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'disputed')),
      dispute_reason TEXT,
      answered_at INTEGER
    );
    CREATE INDEX handover_items_by_handover ON handover_items (handover_id, sort);
    CREATE TABLE contract_refund_accounts (
      contract_id INTEGER PRIMARY KEY REFERENCES contracts(id) ON DELETE CASCADE,
      holder_name TEXT NOT NULL,
      bank_name TEXT NOT NULL,
      card_number TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    );
  `,
};
