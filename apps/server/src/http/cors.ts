import { REQUEST_HEADERS } from '@aster/core-api';
import type { FastifyInstance } from 'fastify';
import { FAULT_HEADER } from './faults';

/** Pages served from this machine (an H5 dev server on another port) may call the API; no other site may. */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const ALLOWED_HEADERS = [...Object.values(REQUEST_HEADERS), FAULT_HEADER].join(', ');

export function registerLoopbackCors(app: FastifyInstance, isApiPath: (url: string) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !LOOPBACK_ORIGIN.test(origin) || !isApiPath(request.url)) return;
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
