import crypto from 'node:crypto';
import { fenToYuanString, formatAmount, parseYuanToFen, PayChannelSchema } from '@aster/core-domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { failure, success } from '../http/envelope';
import { BusinessError, errors } from '../http/errors';
import type { PaySettings } from '../config';
import type { Db } from '../db/database';
import { createNotifyOutbox } from './notifyOutbox';
import type { PayAttemptRow, PayNotice, PayService } from './payService';
import { withPayResult } from './returnUrl';

export const NOTIFY_PATH = '/tapp/v1/pay/notify';
export const CHECKOUT_PATH = '/provider/baofoo/checkout';
export const DEV_PAY_ORDERS_PATH = '/dev/pay/orders';
/** Alipay's "processing" (8000): the confirmation reaches the server this much later. */
export const PENDING_NOTIFY_DELAY_MS = 1500;
/** How often the provider looks for notifies that are due (kept in SQLite, so a restart resumes them). */
const OUTBOX_POLL_MS = 200;

const WechatPaySchema = z.object({ prepayId: z.string().min(1), outcome: z.enum(['success', 'cancel', 'fail']) });
const AlipayPaySchema = z.object({ tradeNO: z.string().min(1), outcome: z.enum(['success', 'cancel', 'fail', 'pending']) });
const CheckoutSchema = z.object({ outcome: z.enum(['success', 'cancel', 'fail']) });
const NoticeSchema = z.object({
  channel: PayChannelSchema,
  providerRef: z.string().min(1),
  orderNo: z.string().min(1),
  amount: z.string().min(1),
  chargedAt: z.string().min(1),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
const DevOrderSchema = z.object({
  userId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  subject: z.string().trim().min(1).max(60).default('测试订单'),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface ProviderOptions {
  /** POST /dev/pay/orders: orders without a business, for pay-module tests (dev flags only). */
  devOrders: boolean;
  /** Notify retries and reconciliation (config.pay). */
  settings: PaySettings;
}

/**
 * The simulated payment provider (WeChat Pay, Alipay, a card gateway) and the server's notify path. The provider
 * takes the money when the tenant confirms in its sheet, then tells the server through the signed notify, exactly
 * as a real provider would; only that notify marks an order paid.
 */
export function registerPayProvider(app: FastifyInstance, db: Db, pay: PayService, options: ProviderOptions): void {
  const { settings } = options;
  const timers: NodeJS.Timeout[] = [];
  let closing = false;
  app.addHook('onClose', () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
  });

  /** This server as seen from the same machine: the provider calls it over HTTP like any outside provider. */
  const ownOrigin = (): string => {
    const address = app.addresses()[0];
    // A string is a pipe or socket path: the provider only speaks TCP.
    if (!address || typeof address === 'string') throw new Error('the server is not listening on TCP');
    const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
    return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
  };

  /** Calls the server's notify path like an outside provider would, signed with the merchant key. */
  const send = async (notice: PayNotice): Promise<boolean> => {
    if (closing) return false;
    const answer = await fetch(`${ownOrigin()}${NOTIFY_PATH}/${notice.channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...notice, sign: pay.sign({ ...notice }) }),
    });
    return answer.status === 200 && ((await answer.json()) as { code?: string }).code === 'SUCCESS';
  };
  const outbox = createNotifyOutbox(db, {
    noticeOf: (attemptId) => pay.noticeOf(attemptId),
    send,
    retryBaseMs: settings.notifyRetryBaseMs,
    retryMaxMs: settings.notifyRetryMaxMs,
  });

  const reconcile = (confirmAfterMs: number) => {
    try {
      const report = pay.reconcile({ confirmAfterMs, attemptTtlMs: settings.attemptTtlMs });
      if (report.confirmed + report.refunded + report.expired > 0) app.log.warn({ ...report }, 'pay reconciliation');
    } catch (error) {
      app.log.error({ err: error }, 'pay reconciliation failed');
    }
  };
  // At start every business is registered: charges the last process took and never confirmed are settled now,
  // whatever their age; then on a timer, leaving young charges to their notify.
  app.addHook('onReady', () => {
    reconcile(0);
    timers.push(setInterval(() => reconcile(settings.confirmAfterMs), settings.reconcileIntervalMs).unref());
  });
  // Notifies need the server listening (they come over HTTP).
  let polling = false;
  app.addHook('onListen', () => {
    timers.push(
      setInterval(() => {
        if (polling || closing) return;
        polling = true;
        outbox
          .deliverDue()
          .catch((error: unknown) => app.log.error({ err: error }, 'pay notify outbox failed'))
          .finally(() => {
            polling = false;
          });
      }, OUTBOX_POLL_MS).unref(),
    );
  });

  /**
   * The tenant's tap in the sheet. A success is confirmed to the server before the provider answers (the outbox
   * retries it if that fails); Alipay's pending notifies PENDING_NOTIFY_DELAY_MS later.
   */
  const settle = async (attempt: PayAttemptRow, outcome: 'success' | 'cancel' | 'fail' | 'pending') => {
    const notifyAt = Date.now() + (outcome === 'pending' ? PENDING_NOTIFY_DELAY_MS : 0);
    const result = pay.charge(attempt.provider_ref, outcome === 'pending' ? 'success' : outcome, notifyAt);
    if (result.charged && outcome !== 'pending') await outbox.deliver(attempt.id);
    return result;
  };

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: '支付单不存在' });

  app.post('/provider/wechat/pay', async (request, reply) => {
    const parsed = WechatPaySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: '参数错误' });
    const attempt = pay.attemptByRef(parsed.data.prepayId);
    if (!attempt || attempt.channel !== 'wechat') return notFound(reply);
    return reply.send(await settle(attempt, parsed.data.outcome));
  });

  app.post('/provider/alipay/pay', async (request, reply) => {
    const parsed = AlipayPaySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: '参数错误' });
    const attempt = pay.attemptByRef(parsed.data.tradeNO);
    if (!attempt || attempt.channel !== 'alipay') return notFound(reply);
    return reply.send(await settle(attempt, parsed.data.outcome));
  });

  app.post(`${NOTIFY_PATH}/:channel`, (request, reply) => {
    const parsed = NoticeSchema.safeParse(request.body);
    const channel = (request.params as { channel?: string }).channel;
    if (!parsed.success || parsed.data.channel !== channel) return reply.code(400).send({ code: 'FAIL', message: '参数错误' });
    const { sign, ...notice } = parsed.data;
    if (!pay.verify(notice, sign)) return reply.code(400).send({ code: 'FAIL', message: '签名错误' });
    try {
      const outcome = pay.applyNotice(notice);
      request.log.info({ orderNo: notice.orderNo, outcome }, 'pay notify');
      return reply.send({ code: 'SUCCESS', outcome });
    } catch (error) {
      if (error instanceof BusinessError) return reply.code(400).send({ code: 'FAIL', message: error.message });
      throw error;
    }
  });

  // The card gateway's page: plain HTML, no script. Form posts need their own body parser, kept inside this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.get(CHECKOUT_PATH, (request, reply) => {
      const attempt = checkoutAttempt(request.query);
      if (!attempt) return page(reply.code(404), '支付单不存在', '<p class="note">该支付链接无效，请返回应用重新发起支付。</p>');
      const order = pay.byNo(attempt.order_no);
      if (!order) return page(reply.code(404), '支付单不存在', '<p class="note">该支付链接无效，请返回应用重新发起支付。</p>');
      const amount = `¥${formatAmount(order.amount_fen)}`;
      const summary = `<div class="card"><p class="label">商品</p><p class="subject">${escapeHtml(order.subject)}</p><p class="label">支付金额</p><p class="amount">${amount}</p><p class="label">订单号</p><p class="mono">${escapeHtml(order.order_no)}</p></div>`;
      if (attempt.status !== 'open' || order.status === 'paid' || order.status === 'closed') {
        const why = order.status === 'paid' ? '该订单已支付，无需重复支付。' : '该支付单已失效，请返回应用重新发起支付。';
        const back = attempt.return_url ? `<a class="btn primary" href="${escapeHtml(attempt.return_url)}">返回应用</a>` : '';
        return page(reply, '收银台', `${summary}<p class="note">${why}</p>${back}`);
      }
      const action = `${CHECKOUT_PATH}?session=${encodeURIComponent(attempt.provider_ref)}`;
      const button = (outcome: string, text: string, kind: string) =>
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button class="btn ${kind}" type="submit">${text}</button></form>`;
      return page(
        reply,
        '收银台',
        `${summary}<p class="note">模拟银行卡支付：不会产生真实扣款。</p>${button('success', '确认支付', 'primary')}${button('cancel', '取消支付', 'plain')}${button('fail', '模拟失败', 'plain')}`,
      );
    });
    scope.post(CHECKOUT_PATH, async (request, reply) => {
      const attempt = checkoutAttempt(request.query);
      if (!attempt) return page(reply.code(404), '支付单不存在', '<p class="note">该支付链接无效，请返回应用重新发起支付。</p>');
      const parsed = CheckoutSchema.safeParse(request.body);
      if (!parsed.success) return page(reply.code(400), '收银台', '<p class="note">请求不正确，请返回重试。</p>');
      const result = await settle(attempt, parsed.data.outcome);
      const payResult = result.charged || result.alreadyPaid || result.processing ? 'success' : parsed.data.outcome === 'cancel' ? 'cancel' : 'fail';
      if (!attempt.return_url) return page(reply, '收银台', '<p class="note">支付已处理，请返回应用查看结果。</p>');
      return reply.redirect(withPayResult(attempt.return_url, payResult), 303);
    });
  });

  const checkoutAttempt = (query: unknown): PayAttemptRow | null => {
    const session = (query as { session?: unknown } | null)?.session;
    if (typeof session !== 'string' || session === '') return null;
    const attempt = pay.attemptByRef(session);
    return attempt && attempt.channel === 'baofoo' ? attempt : null;
  };

  if (options.devOrders) {
    app.post(DEV_PAY_ORDERS_PATH, (request, reply) => {
      const parsed = DevOrderSchema.safeParse(request.body ?? {});
      if (!parsed.success) return reply.send(failure(errors.invalidParams('userId、amount 或 subject 不正确')));
      const amountFen = Number(parseYuanToFen(parsed.data.amount) ?? 0n);
      if (amountFen <= 0) return reply.send(failure(errors.invalidParams('金额必须大于 0')));
      try {
        const order = pay.createOrder({
          userId: parsed.data.userId,
          amountFen,
          subject: parsed.data.subject,
          bizType: 'dev',
          bizId: crypto.randomUUID(),
        });
        return reply.send(success({ orderNo: order.order_no, amount: fenToYuanString(order.amount_fen) }));
      } catch {
        return reply.send(failure(new BusinessError('USER_NOT_FOUND', '用户不存在')));
      }
    });
  }
}

function page(reply: FastifyReply, title: string, body: string): FastifyReply {
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}
header{background:#1f6fff;color:#fff;padding:18px 20px;font-size:18px;font-weight:600}
main{padding:16px;max-width:480px;margin:0 auto}
.card{background:#fff;border-radius:12px;padding:16px 18px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.label{margin:8px 0 2px;color:#8a9099;font-size:13px}.subject{margin:0;font-size:16px}
.amount{margin:0;font-size:30px;font-weight:700;color:#f25c19}.mono{margin:0;font-family:monospace;font-size:13px;color:#555}
.note{color:#8a9099;font-size:13px;text-align:center;margin:12px 0 18px}
form{margin:0 0 12px}.btn{display:block;box-sizing:border-box;width:100%;height:46px;border-radius:23px;font-size:16px;border:0;text-align:center;line-height:46px;text-decoration:none}
.primary{background:#1f6fff;color:#fff}.plain{background:#fff;color:#1f2329;border:1px solid #dfe2e6}
</style></head>
<body><header>${escapeHtml(title)}</header><main>${body}</main></body></html>`;
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .type('text/html; charset=utf-8')
    .send(html);
}
