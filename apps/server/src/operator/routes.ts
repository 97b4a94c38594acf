import { chinaIso } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeInvalidInput, success } from '../http/envelope';
import { errors } from '../http/errors';
import type { Services } from '../services';
import { loggedInOperator, operatorStoreOf, operatorTokenOf, operatorWithRole } from './access';
import { ACTION_ROLES, OPERATOR_API_PREFIX, OPERATOR_PASSWORD_MAX_LENGTH, OPERATOR_ROLE_TEXT, OperatorUsernameSchema, operatorErrors } from './roles';

const LoginSchema = z.object({ username: OperatorUsernameSchema, password: z.string().min(1).max(OPERATOR_PASSWORD_MAX_LENGTH) });

/** The operator API's own calls: login, logout, who am I, the audit log; any other path under it is a 404 envelope. */
export function registerOperatorApi(app: FastifyInstance, services: Services): void {
  const store = operatorStoreOf(services);
  const settings = services.operatorSettings;
  const bodyLimit = settings.bodyLimitBytes;
  const AuditQuerySchema = z.object({
    limit: z.coerce.number().int().min(1).max(settings.listMax).default(Math.min(50, settings.listMax)),
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  });

  app.post(`${OPERATOR_API_PREFIX}/login`, { bodyLimit }, async (request, reply) => {
    const parsed = LoginSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw errors.invalidParams(describeInvalidInput(parsed.error));
    const { token, expiresAt, operator } = await store.login(parsed.data.username, parsed.data.password, request.ip);
    return reply.header('cache-control', 'no-store').send(
      success({ token, expiresAt: chinaIso(expiresAt), operator: { username: operator.username, role: operator.role, roleText: OPERATOR_ROLE_TEXT[operator.role] } }),
    );
  });

  app.post(`${OPERATOR_API_PREFIX}/logout`, { bodyLimit }, (request, reply) => {
    const operator = loggedInOperator(store, request);
    store.logout(operatorTokenOf(request) ?? '', operator, request.ip);
    return reply.send(success(null));
  });

  app.get(`${OPERATOR_API_PREFIX}/me`, (request, reply) => {
    const operator = loggedInOperator(store, request);
    return reply.header('cache-control', 'no-store').send(success({ username: operator.username, role: operator.role, roleText: OPERATOR_ROLE_TEXT[operator.role] }));
  });

  app.get(`${OPERATOR_API_PREFIX}/audit`, (request, reply) => {
    operatorWithRole(store, request, ACTION_ROLES.manager, 'audit', null);
    const parsed = AuditQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw errors.invalidParams(describeInvalidInput(parsed.error));
    const entries = store.audit(parsed.data.limit, parsed.data.before);
    const last = entries.at(-1);
    return reply.header('cache-control', 'no-store').send(success({ entries, next: entries.length === parsed.data.limit && last !== undefined ? last.id : null }));
  });

  app.all(`${OPERATOR_API_PREFIX}/*`, () => {
    throw operatorErrors.notFound();
  });
}
