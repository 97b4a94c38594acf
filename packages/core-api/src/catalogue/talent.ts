import { TalentApplicationRequestSchema, TalentApplicationSchema, TalentMineSchema, TalentProgrammeSchema, TalentProjectSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// Talent housing (issue 15: talent_home, waiting_apply, submitted, waiting_detail, housing_detail). The spec lists
// the pages and says their calls are "not shown": these are ours, under /tapp/v1 like the work orders.
// - The programme and its projects are public (a guest reads them before logging in to apply).
// - The caller's application is found by the token (talent/mine), so the pages carry no id of it; the withdrawal
//   names it, and another tenant's id answers not-found.
// - Documents are photos uploaded first through the uploads feature (kinds talent_degree, talent_contract,
//   talent_insurance), then named by their upload ids: the server checks each is the caller's and of its kind.
// - Name and ID number come from the caller's verified identity on the server, never from the request.

const auth = { needsAuth: true } as const;

export const talentEndpoints = {
  /** The city's programme: who qualifies, the discount, the longest stay, and its projects with vacancies and queues. */
  programme: defineEndpoint({ method: 'GET', path: 'talent/programme', response: TalentProgrammeSchema, extension: 'the talent housing programme' }),
  /** One project: pictures, address, room types with market and discounted rent, vacancies, queue length. */
  project: defineEndpoint({ method: 'GET', path: 'talent/projects/{id}', response: TalentProjectSchema, extension: 'one talent housing project' }),
  /** The caller as an applicant: verified or not (name and ID masked) and their latest application with its queue places. */
  mine: defineEndpoint({ method: 'GET', path: 'talent/mine', response: TalentMineSchema, ...auth, extension: 'my talent applications' }),
  /**
   * Sends an application (the caller must be real-name verified, have no live application and qualify under the
   * programme's rules, the same rules the form checks). A retried send (same requestKey) is the same application.
   */
  apply: defineEndpoint({ method: 'POST', path: 'talent-application/submit', request: TalentApplicationRequestSchema, response: TalentApplicationSchema, ...auth, extension: 'apply for talent housing' }),
  /** Withdraws the caller's live application (待审核, 排队中 or 已配房); its place in the queue is given up. */
  withdraw: defineEndpoint({ method: 'POST', path: 'talent-application/{id}/withdraw', response: TalentApplicationSchema, ...auth, extension: 'withdraw a talent application' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('talent', talentEndpoints);
