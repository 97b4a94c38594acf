import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { operatorStoreOf, operatorWithRole } from '../operator/access';
import type { OperatorStore } from '../operator/operatorStore';
import { OPERATOR_API_PREFIX, operatorErrors, type OperatorRole } from '../operator/roles';
import type { Services } from '../services';
import { describeInvalidInput, failure, success } from './envelope';
import { BusinessError, errors } from './errors';

/** How an action names the record it acts on: a number (bills, invoices...) or a text id (a meter, a lock). */
export type OperatorTargetKind = 'number' | 'text';
type TargetOf<K extends OperatorTargetKind> = K extends 'text' ? string : number;

const TARGET_SHAPE: Record<OperatorTargetKind, RegExp> = { number: /^\d{1,15}$/, text: /^[A-Za-z0-9_-]{1,64}$/ };

export interface OperatorAction<Body extends z.ZodType, K extends OperatorTargetKind = 'number'> {
  /** The dev route (dev flags only: tests and the demo), its one path parameter the record acted on. */
  devPath: string;
  /** The action's name in the operator API and on the audit log: POST /operator/v1/<action>/:id. */
  action: string;
  /** The roles that may take it (ACTION_ROLES). */
  roles: readonly OperatorRole[];
  body: Body;
  /** The record's id: a number (the default) or a text id. */
  target?: K;
  /** The dev route's own body when it names the record inside it (the lock gateway's lockId), read into both. */
  devBody?: z.ZodType<{ target: TargetOf<K>; body: z.infer<Body> }>;
  /** The action itself, synchronous: it runs in one transaction with its audit row. */
  act: (target: TargetOf<K>, body: z.infer<Body>) => unknown;
}

/** Runs an action and writes its audit row in the same transaction; a failed one is written after its rollback. */
function perform<Body extends z.ZodType, K extends OperatorTargetKind>(
  services: Services,
  store: OperatorStore,
  spec: OperatorAction<Body, K>,
  call: { operatorId: number | null; target: TargetOf<K>; body: z.infer<Body>; ip: string },
): unknown {
  const entry = { operatorId: call.operatorId, action: spec.action, target: String(call.target), body: call.body, ip: call.ip };
  try {
    return services.db.transaction(() => {
      const answer = spec.act(call.target, call.body);
      store.record({ ...entry, outcome: 'ok' });
      return answer;
    })();
  } catch (error) {
    store.record({ ...entry, outcome: error instanceof BusinessError ? error.errorCode : 'ERROR' });
    throw error;
  }
}

/**
 * An action of the operator's staff (settle a checkout, decide a renewal, confirm a transfer, move a work order...):
 * served in every mode as POST /operator/v1/<action>/:id to a logged-in operator of one of `roles`, and with the dev
 * flags on also at its dev path, a thin caller of the same act for tests and the demo (its audit rows name no
 * operator). Bodies are checked by `body`; answers and business errors are in the API's envelope.
 */
export function registerOperatorRoute<Body extends z.ZodType, K extends OperatorTargetKind = 'number'>(
  app: FastifyInstance,
  services: Services,
  spec: OperatorAction<Body, K>,
): void {
  const store = operatorStoreOf(services);
  const kind: OperatorTargetKind = spec.target ?? 'number';
  const targetOf = (text: string) => (kind === 'number' ? Number(text) : text) as TargetOf<K>;

  app.post(`${OPERATOR_API_PREFIX}/${spec.action}/:id`, { bodyLimit: services.operatorSettings.bodyLimitBytes }, (request, reply) => {
    const { id } = request.params as { id: string };
    const bounded = TARGET_SHAPE[kind].test(id);
    const operator = operatorWithRole(store, request, spec.roles, spec.action, bounded ? id : null);
    if (!bounded) throw operatorErrors.badTarget();
    const parsed = spec.body.safeParse(request.body ?? {});
    if (!parsed.success) throw errors.invalidParams(describeInvalidInput(parsed.error));
    return reply.header('cache-control', 'no-store').send(success(perform(services, store, spec, { operatorId: operator.id, target: targetOf(id), body: parsed.data, ip: request.ip })));
  });

  if (!services.devFlags.exposeCodes) return;
  app.post(spec.devPath, (request, reply) => {
    const call = (() => {
      if (spec.devBody !== undefined) return spec.devBody.safeParse(request.body ?? {});
      const parsed = spec.body.safeParse(request.body ?? {});
      const [param = ''] = Object.values(request.params as Record<string, string>);
      return parsed.success ? { success: true as const, data: { target: targetOf(param), body: parsed.data as z.infer<Body> } } : parsed;
    })();
    if (!call.success) return reply.send(failure(new BusinessError('PARAM_INVALID', '参数有误')));
    try {
      return reply.send(success(perform(services, store, spec, { operatorId: null, target: call.data.target, body: call.data.body, ip: request.ip })));
    } catch (error) {
      if (error instanceof BusinessError) return reply.send(failure(error));
      throw error;
    }
  });
}

export interface OperatorList<S extends string> {
  /** GET /operator/v1/<path>?status=&limit=&after= */
  path: string;
  roles: readonly OperatorRole[];
  /** The statuses one may ask for; the first, the default, is what waits for an operator's action. */
  statuses: readonly [S, ...S[]];
  /** Up to `limit` records of `status` with ids above `after`, oldest first (the order they are worked in). */
  list: (status: S, limit: number, after: number) => readonly { id: number | string }[];
}

export const OPERATOR_LIST_DEFAULT_LIMIT = 20;

/** What waits for the operator's staff (transfers to confirm, work orders to move...), page by page. */
export function registerOperatorList<S extends string>(app: FastifyInstance, services: Services, spec: OperatorList<S>): void {
  const store = operatorStoreOf(services);
  const query = z.object({
    status: z.enum(spec.statuses as unknown as [S, ...S[]]).default(spec.statuses[0]),
    limit: z.coerce.number().int().min(1).max(services.operatorSettings.listMax).default(Math.min(OPERATOR_LIST_DEFAULT_LIMIT, services.operatorSettings.listMax)),
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  });
  app.get(`${OPERATOR_API_PREFIX}/${spec.path}`, (request, reply) => {
    operatorWithRole(store, request, spec.roles, `list:${spec.path}`, null);
    const parsed = query.safeParse(request.query ?? {});
    if (!parsed.success) throw errors.invalidParams(describeInvalidInput(parsed.error));
    const { status, limit, after } = parsed.data;
    const items = spec.list(status as S, limit, after);
    const last = items.at(-1);
    return reply.header('cache-control', 'no-store').send(success({ items, next: items.length === limit && last !== undefined ? Number(last.id) : null }));
  });
}
