import type { Migration } from '../migrate';

/**
 * Invoices (issue 13):
 * - invoices: one application of a tenant, with the title as it was given (kept as printed on the invoice), the
 *   email its PDF goes to, the total, its status (applied → issued | failed, issued → voided) and, once issued, its
 *   number. request_key makes a retried tap the same application.
 * - invoice_items: the bills and orders an invoice is of, copied as they were (title, period, amount, when paid).
 *   held is 1 while the invoice is applied or issued: the partial unique index lets a bill or order be held by one
 *   invoice only, whatever two requests race; failing or voiding an invoice sets held to 0 and frees them.
 * - invoice_titles: the last title and email a tenant used, to start the next form from.
 */
export const invoicesSchema: Migration = {
  version: 25,
  name: 'invoices: applications, their items held once, the last title',
  sql: `
    CREATE TABLE invoices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'applied' CHECK (status IN ('applied', 'issued', 'failed', 'voided')),
      title_type TEXT NOT NULL CHECK (title_type IN ('personal', 'company')),
      title_name TEXT NOT NULL,
      tax_number TEXT NOT NULL DEFAULT '',
      bank_line TEXT NOT NULL DEFAULT '',
      address_line TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL,
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      item_count INTEGER NOT NULL CHECK (item_count > 0),
      number TEXT UNIQUE,
      fail_reason TEXT,
      request_key TEXT NOT NULL,
      applied_at INTEGER NOT NULL,
      issued_at INTEGER,
      decided_at INTEGER,
      UNIQUE (user_id, request_key),
      CHECK (title_type = 'personal' OR length(tax_number) = 18)
    );
    CREATE INDEX invoices_of_user ON invoices (user_id, applied_at);
    CREATE TABLE invoice_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('bill', 'order')),
      ref TEXT NOT NULL,
      title TEXT NOT NULL,
      period_start TEXT,
      period_end TEXT,
      contract TEXT NOT NULL DEFAULT '',
      amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
      paid_at INTEGER NOT NULL,
      held INTEGER NOT NULL DEFAULT 1 CHECK (held IN (0, 1))
    );
    CREATE INDEX invoice_items_of_invoice ON invoice_items (invoice_id);
    CREATE UNIQUE INDEX invoice_items_held_once ON invoice_items (kind, ref) WHERE held = 1;
    CREATE TABLE invoice_titles (
      user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      title_type TEXT NOT NULL CHECK (title_type IN ('personal', 'company')),
      title_name TEXT NOT NULL,
      tax_number TEXT NOT NULL DEFAULT '',
      bank_line TEXT NOT NULL DEFAULT '',
      address_line TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    );
  `,
};
