import { bankCardsSchema } from '../db/migrations/0016_bank_cards';
import { bankCardReservedPhone } from '../db/migrations/0048_bank_card_reserved_phone';
import type { ServerFeature } from '../serverFeature';
import { bankCardRoutes, createBankCardStore } from './bankCards';

/**
 * The tenant's bank cards for card payments (issue 12's bill_bank pages; the wallet's cards of issue 13), held in
 * their real name: they read the identity feature's real names only, so they need no bill or contract.
 */
export const bankCardsFeature: ServerFeature = {
  name: 'bankCards',
  requires: ['identity'],
  routes: (services) => bankCardRoutes(services),
  migrations: [bankCardsSchema, bankCardReservedPhone],
  // The cards are the tenant's own: they go with the account.
  accountCancel: (services) => ({ onAccountCancel: (userId) => createBankCardStore(services).deleteAllOf(userId) }),
};
