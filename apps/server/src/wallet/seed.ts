import { DEFAULT_WALLET_RULES } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';
import { createWalletStore } from './walletStore';

/**
 * The demo tenant's wallet: the deposit of the lease that ended (HTDEMO07, checked out 2025-12-31) refunded to the balance (¥1,500.00 on 2026-10-20), no
 * password and no card yet, so the demo walks the first-time path (set the password, add a card, pay, withdraw).
 * Posted through the store like any movement, so the ledger has it. Seeded once (its key).
 */
export function seedWallet(db: Db): void {
  if (db.prepare('SELECT 1 FROM users WHERE id = ?').get(demoUsers.tenant.id) === undefined) return;
  const at = demoCalendar(db).at('2026-10-20', '10:30');
  const wallet = createWalletStore({ db, clock: { now: () => at }, walletRules: DEFAULT_WALLET_RULES });
  wallet.move(demoUsers.tenant.id, { kind: 'refund', title: '押金退还（合同HTDEMO07）', amountFen: 150_000, key: 'demo-seed-refund', counterAccount: 'payouts:deposit_refund' });
}
