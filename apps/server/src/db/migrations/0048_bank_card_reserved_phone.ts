import type { Migration } from '../migrate';

/**
 * Issue 46: a bank card is bound with an SMS code to its reserved phone (预留手机号). The card keeps that phone masked
 * only (138****8000), what the card list shows; the bank holds the number itself. Cards bound before have none.
 */
export const bankCardReservedPhone: Migration = {
  version: 48,
  name: "a bank card's reserved phone, masked",
  sql: `
    ALTER TABLE bank_cards ADD COLUMN reserved_mobile_masked TEXT;
  `,
};
