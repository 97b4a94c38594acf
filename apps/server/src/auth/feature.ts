import { loginIndexes } from '../db/migrations/0002_login_indexes';
import { accountLimits } from '../db/migrations/0005_account_limits';
import type { ServerFeature } from '../serverFeature';
import { authRoutes } from './routes';
import { seedAccounts } from './seed';

/** Logging in (phone and SMS code, mini-programs, partners, OAuth), sessions, phone change, account log-out. */
export const authFeature: ServerFeature = {
  name: 'auth',
  routes: authRoutes,
  migrations: [loginIndexes, accountLimits],
  seed: seedAccounts,
};
