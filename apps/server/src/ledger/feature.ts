import { doubleEntryLedger } from '../db/migrations/0019_double_entry_ledger';
import type { ServerFeature } from '../serverFeature';

/**
 * The double-entry ledger (ledger.ts): its tables, with the pay module's earlier money posted on them. It serves no
 * call; every feature that moves money posts through postMovement, and ledgerProblems checks the whole of it.
 */
export const ledgerFeature: ServerFeature = {
  name: 'ledger',
  requires: ['bookings', 'pay'],
  migrations: [doubleEntryLedger],
};
