import type { Migration } from '../migrate';

/**
 * The tenant's bank cards (issue 12's B3 slice):
 * - bank_cards: the tenant's cards for card payments, in their real name. The number itself is not kept: its last 4
 *   for showing and a hash (per user) to refuse the same card twice; a real card payment would keep the provider's
 *   binding token in its place.
 */
export const bankCardsSchema: Migration = {
  version: 16,
  name: 'bank cards',
  sql: `
    CREATE TABLE bank_cards (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL,
      bank_code TEXT NOT NULL,
      last_four TEXT NOT NULL CHECK (length(last_four) = 4),
      number_hash TEXT NOT NULL,
      holder_name TEXT NOT NULL,
      added_at INTEGER NOT NULL,
      UNIQUE (user_id, number_hash)
    );
    CREATE INDEX bank_cards_of_user ON bank_cards (user_id, added_at);
  `,
};
