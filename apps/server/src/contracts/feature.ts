import { contractsSchema } from '../db/migrations/0007_contracts';
import { handoverAndRefundAccounts } from '../db/migrations/0010_handover_and_refund_accounts';
import { checkoutSettlementAndRenewal } from '../db/migrations/0014_checkout_settlement_and_renewal';
import { contractSigners } from '../db/migrations/0049_contract_signers';
import { contractsAccountCancel } from './accountCancel';
import type { ServerFeature } from '../serverFeature';
import { checkoutRoutes, registerCheckoutOperator } from './checkout';
import { contractFlowRoutes, homeContracts } from './contractFlow';
import { registerContractPdf } from './contractPdf';
import { createContractStore } from './contractStore';
import { handoverRoutes, registerHandoverPhotos, seedHandovers } from './handover';
import { leaseViewRoutes } from './leaseView';
import { registerRenewalOperator, renewalRoutes } from './renewal';
import { contractRoutes } from './routes';
import { seedContracts } from './seed';

/** Lease contracts: a paid reservation's contract, signing (real-name check, handwritten signature), the first payment, checkout and its refund. */
export const contractsFeature: ServerFeature = {
  name: 'contracts',
  // The refund account is checked against the tenant's verified real name.
  requires: ['identity', 'operator'],
  routes: (services) => {
    const store = createContractStore(services);
    return [...contractRoutes(services, store), ...checkoutRoutes(services, store), ...renewalRoutes(services, store), ...leaseViewRoutes(services, store), ...handoverRoutes(services, store), ...contractFlowRoutes(services, store)];
  },
  // The operator's side of checkout and renewal (the operator API, and the dev routes with the dev flags).
  register: (app, services) => {
    const store = createContractStore(services);
    registerCheckoutOperator(app, services, store);
    registerRenewalOperator(app, services, store);
    registerContractPdf(app, services);
    registerHandoverPhotos(app, services);
  },
  migrations: [contractsSchema, handoverAndRefundAccounts, checkoutSettlementAndRenewal, contractSigners],
  seed: (db) => {
    seedContracts(db);
    seedHandovers(db);
  },
  accountCancel: contractsAccountCancel,
  homeContracts: (services) => homeContracts(services, createContractStore(services)),
};
