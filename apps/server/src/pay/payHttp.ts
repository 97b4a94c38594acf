import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { NOTIFY_PATH, paymentsOf, WECHAT_OAUTH_CALLBACK_PATH } from './payments';
import { appReturnPath } from './returnUrl';

const OauthCallbackSchema = z.object({ code: z.string().min(1).max(512), state: z.string().min(1).max(128), returnUrl: z.string().min(1).max(2048) });

/**
 * The pay module's HTTP outside the catalogue: the providers' notify path (the raw body, as signed), WeChat's
 * authorisation callback, and the reconciliation timer that asks the providers about attempts never heard of.
 */
export function registerPayHttp(app: FastifyInstance, services: Services): void {
  const payments = paymentsOf(services, app.log);
  const { pay, paySettings: settings } = services;

  // Signatures are over the exact bytes: this route alone reads its body as text, whatever its type.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(`${NOTIFY_PATH}/:channel`, async (request, reply) => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]));
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await payments.acceptNotify((request.params as { channel: string }).channel, { body, headers, contentType: request.headers['content-type'] });
      if (answer === null) return reply.code(404).send({ code: 'FAIL', message: '支付渠道不存在' });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  });

  app.get(WECHAT_OAUTH_CALLBACK_PATH, async (request, reply) => {
    const refused = () => reply.code(400).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('授权已失效，请返回应用重试');
    const parsed = OauthCallbackSchema.safeParse(request.query);
    const account = payments.officialAccount();
    if (!parsed.success || !account) return refused();
    const origin = services.publicOrigin ?? `${request.protocol}://${request.host}`;
    const returnPath = appReturnPath(parsed.data.returnUrl, origin);
    const state = returnPath === null ? null : payments.oauthStateUser(parsed.data.state, returnPath);
    if (returnPath === null || state === null) return refused();
    try {
      payments.saveOfficialOpenId(state.userId, account.appId, await account.openIdOf(parsed.data.code));
    } catch (error) {
      request.log.warn({ err: error }, 'wechat oauth code exchange failed');
      return refused();
    }
    return reply.header('cache-control', 'no-store').redirect(returnPath, 302);
  });

  const timers: NodeJS.Timeout[] = [];
  app.addHook('onClose', () => {
    for (const timer of timers) clearInterval(timer);
  });
  const settleHere = (confirmAfterMs: number) => {
    try {
      const report = pay.reconcile({ confirmAfterMs, attemptTtlMs: settings.attemptTtlMs });
      if (report.confirmed + report.refunded + report.expired > 0) app.log.warn({ ...report }, 'pay reconciliation');
    } catch (error) {
      app.log.error({ err: error }, 'pay reconciliation failed');
    }
  };
  let asking = false;
  const askProviders = async (confirmAfterMs: number) => {
    if (asking) return;
    asking = true;
    try {
      const report = await payments.reconcile({ confirmAfterMs, attemptTtlMs: settings.attemptTtlMs });
      if (report.paid + report.closed + report.failed > 0) app.log.warn({ ...report }, 'pay reconciliation with the providers');
    } catch (error) {
      app.log.error({ err: error }, 'pay reconciliation with the providers failed');
    } finally {
      asking = false;
    }
  };
  // At start every business is registered: charges the last process took and never confirmed are settled now,
  // whatever their age (the providers are asked in the background, so a slow provider never holds the start); then
  // on a timer, leaving young ones to their notify.
  app.addHook('onReady', () => {
    settleHere(0);
    void askProviders(0);
    timers.push(
      setInterval(() => {
        settleHere(settings.confirmAfterMs);
        void askProviders(settings.confirmAfterMs);
      }, settings.reconcileIntervalMs).unref(),
    );
  });
}
