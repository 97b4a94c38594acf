import type { Db } from '../db/database';
import { hashOperatorPassword } from './passwords';
import type { OperatorRole } from './roles';

/**
 * One operator of each role for the demo, development and the tests (the seed runs only where demo data is seeded;
 * production has none and makes its accounts with the CLI). The passwords are public: they are in the README.
 */
export const DEMO_OPERATORS = {
  manager: { username: 'demo-manager', password: 'aster-demo-manager' },
  finance: { username: 'demo-finance', password: 'aster-demo-finance' },
  maintenance: { username: 'demo-maintenance', password: 'aster-demo-maintenance' },
} as const satisfies Record<OperatorRole, { username: string; password: string }>;

/** Adds the demo operators that are missing; an existing account (its password perhaps changed) is left alone. */
export function seedOperators(db: Db): void {
  const exists = db.prepare('SELECT 1 FROM operators WHERE username = ?');
  const insert = db.prepare('INSERT INTO operators (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)');
  for (const [role, { username, password }] of Object.entries(DEMO_OPERATORS) as [OperatorRole, { username: string; password: string }][]) {
    if (exists.get(username) === undefined) insert.run(username, hashOperatorPassword(password), role, Date.now());
  }
}
