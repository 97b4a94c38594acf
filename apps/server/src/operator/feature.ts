import { operatorsSchema } from '../db/migrations/0040_operators';
import type { ServerFeature } from '../serverFeature';
import { registerOperatorApi } from './routes';
import { seedOperators } from './seed';

/**
 * The operator API (issue 39): the operator's staff log in with their own accounts (roles manager, finance,
 * maintenance) under /operator/v1, apart from tenants, and act through the same code the dev routes call, each action
 * on the audit log. The actions themselves are registered by their features (registerOperatorRoute).
 */
export const operatorFeature: ServerFeature = {
  name: 'operator',
  register: registerOperatorApi,
  migrations: [operatorsSchema],
  seed: seedOperators,
};
