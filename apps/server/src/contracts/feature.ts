import { contractsSchema } from '../db/migrations/0007_contracts';
import { leaseEndingAndRenewal } from '../db/migrations/0009_lease_ending_and_renewal';
import type { ServerFeature } from '../serverFeature';
import { contractsAccountCancel } from './accountCancel';
import { checkoutRoutes, registerCheckoutOperator } from './checkout';
import { registerContractPdf } from './contractPdf';
import { createContractStore } from './contractStore';
import { registerRenewalOperator, renewalRoutes } from './renewal';
import { contractRoutes } from './routes';
import { seedContracts } from './seed';

/** Lease contracts: a paid reservation's contract, signing (real-name check, handwritten signature), the first payment, checkout and its refund. */
export const contractsFeature: ServerFeature = {
  name: 'contracts',
  routes: (services) => {
    const store = createContractStore(services);
    return [...contractRoutes(services, store), ...checkoutRoutes(services, store), ...renewalRoutes(services, store)];
  },
  // The manager's side of checkout and renewal, with the dev flags only (the operator's own system in production).
  register: (app, services) => {
    const store = createContractStore(services);
    registerCheckoutOperator(app, services, store);
    registerRenewalOperator(app, services, store);
    registerContractPdf(app, services);
  },
  migrations: [contractsSchema, leaseEndingAndRenewal],
  seed: seedContracts,
  accountCancel: contractsAccountCancel,
};
