import type { Migration } from '../migrate';

/**
 * Bills and paying them (issue 12): the bills feature takes over the contracts' bill rows (0007) and records, on the
 * bill, the order that paid it and the late fee that payment included. Its pay orders are the pay module's (0004),
 * one per bill and China day (biz_type 'bill', biz_id '<bill id>@<yyyy-MM-dd>'), as a late fee grows by the day.
 */
export const billsSchema: Migration = {
  version: 15,
  name: 'bills: the order that paid a bill and its late fee',
  sql: `
    ALTER TABLE contract_bills ADD COLUMN order_no TEXT;
    ALTER TABLE contract_bills ADD COLUMN late_fee_paid_fen INTEGER NOT NULL DEFAULT 0 CHECK (late_fee_paid_fen >= 0);
    CREATE INDEX contract_bills_by_due ON contract_bills (due_date) WHERE paid_at IS NULL;
  `,
};
