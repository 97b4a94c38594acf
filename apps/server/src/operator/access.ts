import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Services } from '../services';
import { createOperatorStore, type Operator, type OperatorStore } from './operatorStore';
import { OPERATOR_TOKEN_HEADER, operatorErrors, type OperatorRole } from './roles';

/** One store per database, shared by the operator feature and every feature's operator actions. */
const stores = new WeakMap<Db, OperatorStore>();

export function operatorStoreOf(services: Pick<Services, 'db' | 'clock' | 'operatorSettings'>): OperatorStore {
  let store = stores.get(services.db);
  if (store === undefined) {
    store = createOperatorStore(services.db, services.clock, services.operatorSettings);
    stores.set(services.db, store);
  }
  return store;
}

/** The operator's token as sent, or null (a tenant's token travels in another header and is never looked up here). */
export function operatorTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return typeof header === 'string' && header !== '' ? header : null;
}

/** The logged-in operator behind the request; 401 without a live session. */
export function loggedInOperator(store: OperatorStore, request: FastifyRequest): Operator {
  const token = operatorTokenOf(request);
  const operator = token === null ? null : store.resolve(token);
  if (operator === null) throw operatorErrors.unauthorized();
  return operator;
}

/** The operator behind the request if their role is one of `roles`; a refusal is on the audit log. */
export function operatorWithRole(store: OperatorStore, request: FastifyRequest, roles: readonly OperatorRole[], action: string, target: string | null): Operator {
  const operator = loggedInOperator(store, request);
  if (!roles.includes(operator.role)) {
    const error = operatorErrors.forbidden(operator.role);
    store.record({ operatorId: operator.id, action, target, body: null, outcome: error.errorCode, ip: request.ip });
    throw error;
  }
  return operator;
}
