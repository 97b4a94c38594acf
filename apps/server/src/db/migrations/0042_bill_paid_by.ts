import type { Migration } from '../migrate';

/**
 * How a bill was paid and how much was paid (issue 46: a bill paid with balance and a coupon said 实付 ¥86.50, with no
 * payment record, where ¥76.50 was charged). Each path that pays a bill writes both:
 * - paid_by: order (the tenant's pay order: WeChat Pay, Alipay, card), balance (the wallet), transfer (a bank transfer
 *   the operator confirmed), ask_pay (someone the tenant asked paid it).
 * - paid_fen: the money paid for it: the bill and its late fee less the coupon spent on it.
 * Bills paid before this step: by their order where they have one, and the bill, late fee and coupon as written.
 */
export const billPaidBy: Migration = {
  version: 42,
  name: 'bill paid by',
  sql: `
    ALTER TABLE contract_bills ADD COLUMN paid_by TEXT CHECK (paid_by IN ('order', 'balance', 'transfer', 'ask_pay'));
    ALTER TABLE contract_bills ADD COLUMN paid_fen INTEGER CHECK (paid_fen >= 0);
    UPDATE contract_bills SET paid_by = 'order' WHERE paid_at IS NOT NULL AND order_no IS NOT NULL;
    UPDATE contract_bills SET paid_fen = amount_fen + late_fee_paid_fen
      - COALESCE((SELECT SUM(r.discount_fen) FROM coupon_redemptions r WHERE r.bill_id = contract_bills.id AND r.status = 'used'), 0)
      WHERE paid_at IS NOT NULL;
  `,
};
