import { API_PREFIXES, PLATFORMS, REQUEST_HEADERS, serverKey } from '@aster/core-api';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

const TOKEN = serverKey(REQUEST_HEADERS.token);
const PLATFORM = serverKey(REQUEST_HEADERS.platform);

/**
 * The device list of user_safety: every API call with a session token notes the platform it came from (the app's
 * platform header: weapp, aliapp, thePublic, h5; anything else is "unknown"). Only a live session is noted.
 */
export function recordSessionDevices(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request) => {
    const token = request.headers[TOKEN];
    if (typeof token !== 'string' || token === '' || token.length > 512 || !API_PREFIXES.some((prefix) => request.url.startsWith(`${prefix}/`))) return;
    const header = request.headers[PLATFORM];
    const platform = typeof header === 'string' && (PLATFORMS as readonly string[]).includes(header) ? header : 'unknown';
    services.sessions.seen(token, platform);
  });
}
