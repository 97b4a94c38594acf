import { loginIndexes } from '../db/migrations/0002_login_indexes';
import { accountLimits } from '../db/migrations/0005_account_limits';
import { sessionDevices } from '../db/migrations/0012_session_devices';
import { smsSendsAndLoginCodes } from '../db/migrations/0033_sms_sends_and_login_codes';
import { smsGuard } from '../db/migrations/0034_sms_guard';
import { smsCodePurposes } from '../db/migrations/0047_sms_code_purposes';
import type { ServerFeature } from '../serverFeature';
import { carryOutDueCancellations } from './cancelDue';
import { authRoutes } from './routes';
import { recordSessionDevices } from './sessionDevices';
import { seedAccounts } from './seed';

/** Logging in (phone and SMS code, mini-programs, partners, OAuth), sessions, phone change, account log-out (an SMS code, then a cooling-off period). */
export const authFeature: ServerFeature = {
  name: 'auth',
  routes: authRoutes,
  register: (app, services) => {
    recordSessionDevices(app, services);
    carryOutDueCancellations(app, services);
  },
  migrations: [loginIndexes, accountLimits, sessionDevices, smsSendsAndLoginCodes, smsGuard, smsCodePurposes],
  seed: seedAccounts,
};
