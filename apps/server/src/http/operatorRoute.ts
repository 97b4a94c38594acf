import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services';
import { failure, success } from './envelope';
import { BusinessError } from './errors';

/**
 * An action of the operator's own system (a manager settles a checkout, decides a renewal, confirms a transfer, moves
 * a work order along), played by the reference server for tests and the demo: served only with the dev flags on,
 * POST `path` (its `:id` the record acted on), the body checked by `body`, the answer in the API's envelope.
 */
export function registerOperatorRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  services: Services,
  path: string,
  body: Body,
  act: (id: number, body: z.infer<Body>) => unknown,
): void {
  if (!services.devFlags.exposeCodes) return;
  app.post(path, (request, reply) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) return reply.send(failure(new BusinessError('PARAM_INVALID', '参数有误')));
    try {
      return reply.send(success(act(Number((request.params as { id?: string }).id), parsed.data)));
    } catch (error) {
      if (error instanceof BusinessError) return reply.send(failure(error));
      throw error;
    }
  });
}
