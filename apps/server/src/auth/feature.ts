import { loginIndexes } from '../db/migrations/0002_login_indexes';
import { accountLimits } from '../db/migrations/0005_account_limits';
import { sessionDevices } from '../db/migrations/0012_session_devices';
import { smsSendsAndLoginCodes } from '../db/migrations/0033_sms_sends_and_login_codes';
import type { ServerFeature } from '../serverFeature';
import { authRoutes } from './routes';
import { recordSessionDevices } from './sessionDevices';
import { seedAccounts } from './seed';

/** Logging in (phone and SMS code, mini-programs, partners, OAuth), sessions, phone change, account log-out. */
export const authFeature: ServerFeature = {
  name: 'auth',
  routes: authRoutes,
  register: recordSessionDevices,
  migrations: [loginIndexes, accountLimits, sessionDevices, smsSendsAndLoginCodes],
  seed: seedAccounts,
};
