import { contractsSchema } from '../db/migrations/0007_contracts';
import type { ServerFeature } from '../serverFeature';
import { checkoutRoutes } from './checkout';
import { createContractStore } from './contractStore';
import { contractRoutes } from './routes';
import { seedContracts } from './seed';

/** Lease contracts: a paid reservation's contract, signing (real-name check, handwritten signature), the first payment, checkout and its refund. */
export const contractsFeature: ServerFeature = {
  name: 'contracts',
  routes: (services) => {
    const store = createContractStore(services);
    return [...contractRoutes(services, store), ...checkoutRoutes(services, store)];
  },
  migrations: [contractsSchema],
  seed: seedContracts,
};
