import { REQUEST_HEADERS } from '@aster/core-api';
import type { FastifyInstance } from 'fastify';
import type { AsterEnv } from '../env';
import { FAULT_HEADER } from './faults';

/** Pages served from this machine (an H5 dev server on another port) may call the API outside production. */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const ALLOWED_HEADERS = [...Object.values(REQUEST_HEADERS), FAULT_HEADER].join(', ');

export interface CorsPolicy {
  mode: AsterEnv;
  /** https origins an operator serves the H5 app from when it is not this server's (config.corsOrigins). */
  allowedOrigins: readonly string[];
}

/** Whether a page of `origin` may call the API: the configured origins, and loopback pages only outside production. */
export function corsAllows(origin: string, policy: CorsPolicy): boolean {
  if (policy.allowedOrigins.includes(origin)) return true;
  return policy.mode !== 'production' && LOOPBACK_ORIGIN.test(origin);
}

export function registerCors(app: FastifyInstance, isApiPath: (url: string) => boolean, policy: CorsPolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !corsAllows(origin, policy) || !isApiPath(request.url)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}
