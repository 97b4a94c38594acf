import { API_PREFIXES, REQUEST_HEADERS, serverKey } from '@aster/core-api';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { createAccountCancellation } from './accountCancel';

const TOKEN = serverKey(REQUEST_HEADERS.token);

/**
 * Account log-outs whose cooling-off has passed are carried out two ways (auth/accountCancel.ts): at the tenant's
 * next API call, before its route reads the session (which is then gone: the app answers 401 as for any ended
 * session), and by a sweep every `limits.accountCancelSweepMs` on the server's clock for tenants who never come back.
 */
export function carryOutDueCancellations(app: FastifyInstance, services: Services): void {
  const cancellation = createAccountCancellation(services);
  app.addHook('onRequest', async (request) => {
    const token = request.headers[TOKEN];
    if (typeof token !== 'string' || token === '' || token.length > 512 || !API_PREFIXES.some((prefix) => request.url.startsWith(`${prefix}/`))) return;
    const userId = services.sessions.resolve(token);
    if (userId !== null) cancellation.carryOutIfDue(userId);
  });
  const sweep = () => {
    try {
      const carried = cancellation.carryOutAllDue();
      if (carried > 0) app.log.info({ accounts: carried }, 'account log-outs carried out after their cooling-off');
    } catch (error) {
      app.log.error({ err: error }, 'account log-out sweep failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    sweep();
    timer = setInterval(sweep, services.limits.accountCancelSweepMs).unref();
  });
  app.addHook('onClose', () => clearInterval(timer));
}
