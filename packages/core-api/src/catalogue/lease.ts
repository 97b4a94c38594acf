import { z } from 'zod';
import { ContractSummarySchema, HandoverAnswerSchema, HandoverSchema, RefundAccountSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// The lease as the tenant reads it (issue 11): the calls the spec does not name but its pages need. Ours, under
// /tapp/v1/contract beside the spec's contract calls.

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
  /** Contracts the manager made for the caller's phone and nobody has bound yet (contract/banding binds one). */
  unboundContracts: defineEndpoint({ method: 'GET', path: 'contract/unbound', response: z.array(ContractSummarySchema), ...auth, extension: 'contract binding: the contracts under my phone number not yet bound' }),
  /** The account the contract's deposit is refunded to (modify-shroff-acc sets it); null: back the way the rent was paid. */
  refundAccount: defineEndpoint({ method: 'GET', path: 'contract/shroff-acc/{id}', response: RefundAccountSchema.nullable(), ...auth, extension: 'the refund account on file (modify-shroff-acc writes it)' }),
  /** The move-in handover the manager recorded; null until then. */
  handover: defineEndpoint({ method: 'GET', path: 'contract/handover/{id}', response: HandoverSchema.nullable(), ...auth, extension: 'the handover (check-in) inventory of a contract' }),
  /** The tenant confirms one line, or disputes it with a reason. */
  handoverAnswer: defineEndpoint({ method: 'POST', path: 'contract/handover/{id}/answer', request: HandoverAnswerSchema, response: HandoverSchema, ...auth, extension: 'the tenant confirms or disputes the handover inventory' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('lease', leaseEndpoints);
