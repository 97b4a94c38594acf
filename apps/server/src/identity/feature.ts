import { demoUsers } from '../auth/seed';
import { realNameChecksSchema } from '../db/migrations/0035_real_name_checks';
import { merchantRealNamesSchema } from '../db/migrations/0046_merchant_real_names';
import type { ServerFeature } from '../serverFeature';
import { createMerchantRealNameStore } from './merchantRealNames';
import { createRealNameStore } from './realNames';
import { companyAuthRoutes } from './companyAuth';
import { identityRoutes } from './routes';

/**
 * The tenant's identity: real name (ID or Alipay face scan), ID card photos, sessions, the account-cancel check.
 * Its tables came with step 0008 (the uploads feature's, which it builds on); the provider checks' count with 0035;
 * the brand merchants' copies of real names with 0046.
 */
export const identityFeature: ServerFeature = {
  name: 'identity',
  routes: (services) => [...identityRoutes(services), ...companyAuthRoutes(services)],
  migrations: [realNameChecksSchema, merchantRealNamesSchema],
  // The verified identity goes with the account (users.cancel clears truth and authBinding).
  // The demo tenant is verified (seeded truth 1): its identity is the one its contracts carry.
  seed: (db) => {
    db.prepare(`INSERT OR IGNORE INTO real_names (user_id, name, id_type, id_number, method, verified_at)
      SELECT id, '张三', 1, '11010519491231002X', 'id', created_at FROM users WHERE id = ? AND truth = 1 AND auth_binding = 1`).run(demoUsers.tenant.id);
  },
  accountCancel: (services) => ({
    onAccountCancel: (userId) => {
      createRealNameStore(services.db, services.clock).deleteAllOf(userId);
      createMerchantRealNameStore(services.db, services.clock).deleteAllOf(userId);
    },
  }),
};
