import { z } from 'zod';
import { HandoverAnswerSchema, HandoverSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// The lease as the tenant reads it (issue 11): the calls the spec does not name but its pages need. Ours, under
// /tapp/v1/contract beside the spec's contract calls. Binding uses the spec's calls (contract/list lists the contracts
// to bind, contract-count counts them, contract/banding binds); the handover is read with contract/check-in, the refund
// account on file with contract/{id} (modify-shroff-acc writes it).

/**
 * check-contract-phone: whether a contract the manager made is for the caller's phone. The contract's own phone is
 * never answered (the page asks the tenant to log in with the phone they gave the manager); the caller's own, masked.
 */
export const ContractPhoneCheckSchema = z.looseObject({
  /** Already one of the caller's contracts. */
  bound: z.boolean(),
  phoneMatches: z.boolean(),
  myPhoneMasked: z.string(),
});
export type ContractPhoneCheck = z.infer<typeof ContractPhoneCheckSchema>;

const auth = { needsAuth: true } as const;

export const leaseEndpoints = {
  /** The tenant confirms one line of the check-in handover (contract/check-in reads it), or disputes it with a reason. */
  handoverAnswer: defineEndpoint({ method: 'POST', path: 'contract/handover/{id}/answer', request: HandoverAnswerSchema, response: HandoverSchema, ...auth, extension: 'the tenant confirms or disputes the handover inventory' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('lease', leaseEndpoints);
