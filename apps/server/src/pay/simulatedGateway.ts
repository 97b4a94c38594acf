import crypto from 'node:crypto';
import { chinaDate, fenToYuanString, formatAmount, parseYuanToFen, PayChannelSchema, type PayChannel, type PrepayParams } from '@aster/core-domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { failure, success } from '../http/envelope';
import { BusinessError, errors } from '../http/errors';
import type { Db } from '../db/database';
import { OutsideSystemError } from '../outside/outsideSystem';
import type { Services } from '../services';
import type { OfficialAccountOauth, PayGateway, PayScene, PrepayRequest, PrepayResult, ProviderPayment, WechatPayGateway } from './gateway';
import { createNotifyOutbox } from './notifyOutbox';
import { NOTIFY_PATH } from './payments';
import type { PayAttemptRow, PayNotice } from './payService';
import { withPayResult } from './returnUrl';

export const CHECKOUT_PATH = '/provider/baofoo/checkout';
/** The simulated providers' own pages for a phone browser outside WeChat (WeChat's H5 page, Alipay's WAP cashier). */
export const PHONE_PAGE_PATHS = { wechat: '/provider/wechat/h5', alipay: '/provider/alipay/wap' } as const;
/** The simulated official account's authorise page (snsapi_base), which comes back with a code. */
export const SIMULATED_AUTHORIZE_PATH = '/provider/wechat/oauth2/authorize';
export const DEV_PAY_ORDERS_PATH = '/dev/pay/orders';
/** Alipay's "processing" (8000): the confirmation reaches the server this much later. */
export const PENDING_NOTIFY_DELAY_MS = 1500;
/** How often the provider looks for notifies that are due (kept in SQLite, so a restart resumes them). */
const OUTBOX_POLL_MS = 200;
/** The app and merchant every simulated attempt is made under. */
export const SIMULATED_APP_ID = 'aster-simulator';
export const SIMULATED_MERCHANT_ID = 'aster-simulated-merchant';

/**
 * The merchant key of dev and demo starts (no ASTER_MERCHANT_KEY): fixed, so notifies still pending at a restart
 * verify after it. It only signs the simulator's notifies.
 */
export const DEV_MERCHANT_KEY = 'aster-dev-merchant-key-for-local-starts-only';

const WechatPaySchema = z.object({ prepayId: z.string().min(1), outcome: z.enum(['success', 'cancel', 'fail']) });
const AlipayPaySchema = z.object({ tradeNO: z.string().min(1), outcome: z.enum(['success', 'cancel', 'fail', 'pending']) });
const CheckoutSchema = z.object({ outcome: z.enum(['success', 'cancel', 'fail']) });
const NoticeSchema = z.object({
  channel: PayChannelSchema,
  providerRef: z.string().min(1),
  outTradeNo: z.string().min(1),
  orderNo: z.string().min(1),
  amount: z.string().min(1),
  chargedAt: z.string().min(1),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
const AuthorizeSchema = z.object({ redirect_uri: z.string().min(1).max(4096), state: z.string().min(1).max(128) });
const DevOrderSchema = z.object({
  userId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  subject: z.string().trim().min(1).max(60).default('测试订单'),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Parameters as the simulator signs them: keys sorted, key=value joined by &. */
function canonical(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key] ?? ''}`)
    .join('&');
}

function randomDigits(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String(crypto.randomInt(10));
  return text;
}

/** HMAC-SHA256 by the merchant key: how the simulated provider signs its notifies (never a real provider's way). */
export function simulatedNoticeSigner(merchantKey: string) {
  const sign = (fields: Readonly<Record<string, string>>) => crypto.createHmac('sha256', merchantKey).update(canonical(fields)).digest('hex');
  return {
    sign,
    verify(fields: Readonly<Record<string, string>>, signature: string): boolean {
      const expected = Buffer.from(sign(fields), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}

export interface SimulatedPayOptions {
  /** Signs the simulated notifies (ASTER_MERCHANT_KEY, or the dev key). */
  merchantKey: string;
  /** The server's database: the simulated provider's own state is the pay tables' (a sheet's charge, its notify). */
  db?: Db;
}

/** A simulated gateway: the PayGateway port plus the signing its notify outbox uses. */
export interface SimulatedPayGateway extends PayGateway {
  signNotice(notice: PayNotice): string;
  /** prepay's answer, made at once: the simulator asks nobody (the randomised journeys prepay synchronously). */
  sheet(request: PrepayRequest): PrepayResult;
}

const SIMULATED_SCENES: Record<PayChannel, readonly PayScene[]> = {
  wechat: ['mini-program', 'wechat-browser', 'phone-browser'],
  alipay: ['mini-program', 'phone-browser'],
  baofoo: ['card'],
};

/**
 * The in-process provider of a channel (WeChat Pay, Alipay, the card gateway) for the demo, development and tests:
 * its sheets and pages are this server's /provider/* routes (registerSimulatedProvider), its notifies are signed
 * with the merchant key, and what it knows of an attempt is what the pay tables hold.
 */
export function simulatedPayGateway(channel: PayChannel, options: SimulatedPayOptions): SimulatedPayGateway {
  const signer = simulatedNoticeSigner(options.merchantKey);
  const name = `simulated-${channel}-pay`;
  const refFor = (): string => {
    if (channel === 'wechat') return `wx${crypto.randomBytes(15).toString('hex')}`;
    if (channel === 'alipay') return `${chinaDate(Date.now()).replace(/-/g, '')}22${randomDigits(18)}`;
    // Session ids of the checkout page travel in a URL: random, and they carry no token.
    return crypto.randomBytes(18).toString('base64url');
  };
  const sheetParams = (providerRef: string, scene: PayScene): PrepayParams => {
    if (channel !== 'wechat') return { channel: 'alipay', tradeNO: providerRef };
    const fields = { timeStamp: String(Math.floor(Date.now() / 1000)), nonceStr: crypto.randomBytes(16).toString('hex'), package: `prepay_id=${providerRef}`, signType: 'RSA' };
    // Simulated: a real paySign is an RSA signature by the merchant's key; an HMAC stands in for it.
    const paySign = Buffer.from(signer.sign(fields), 'hex').toString('base64');
    return { channel, ...(scene === 'wechat-browser' ? { appId: SIMULATED_APP_ID } : {}), ...fields, signType: 'RSA', paySign };
  };
  const sheet = (request: PrepayRequest): PrepayResult => {
    const providerRef = refFor();
    const origin = new URL(request.notifyUrl).origin;
    const pagePath = channel === 'baofoo' ? CHECKOUT_PATH : PHONE_PAGE_PATHS[channel];
    const params =
      request.scene === 'card' || request.scene === 'phone-browser' ? { channel, payUrl: `${origin}${pagePath}?session=${providerRef}` } : sheetParams(providerRef, request.scene);
    return { providerRef, params, appId: SIMULATED_APP_ID, merchantId: SIMULATED_MERCHANT_ID };
  };
  return {
    name,
    simulated: true,
    channel,
    scenes: SIMULATED_SCENES[channel],
    sheet,
    prepay: (request) => Promise.resolve(sheet(request)),
    verifyNotify(notify): Promise<ProviderPayment | null> {
      let body: unknown;
      try {
        body = JSON.parse(notify.body);
      } catch {
        return Promise.resolve(null);
      }
      const parsed = NoticeSchema.safeParse(body);
      if (!parsed.success || parsed.data.channel !== channel) return Promise.resolve(null);
      const { sign, ...notice } = parsed.data;
      const amountFen = parseYuanToFen(notice.amount);
      if (!signer.verify(notice, sign) || amountFen === null) return Promise.resolve(null);
      return Promise.resolve({
        outTradeNo: notice.outTradeNo,
        state: 'paid',
        amountFen: Number(amountFen),
        appId: SIMULATED_APP_ID,
        merchantId: SIMULATED_MERCHANT_ID,
        transactionId: notice.providerRef,
      });
    },
    notifyAnswer(accepted) {
      return { status: accepted ? 200 : 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify(accepted ? { code: 'SUCCESS' } : { code: 'FAIL', message: '通知未被接受' }) };
    },
    query(outTradeNo): Promise<ProviderPayment> {
      if (!options.db) return Promise.reject(new OutsideSystemError(name, 'the simulator has no database to answer from'));
      const row = options.db
        .prepare('SELECT a.status, a.charged_at, a.provider_ref, o.amount_fen FROM pay_attempts a JOIN pay_orders o ON o.order_no = a.order_no WHERE a.out_trade_no = ?')
        .get(outTradeNo) as { status: string; charged_at: number | null; provider_ref: string; amount_fen: number } | undefined;
      const state = row === undefined ? 'closed' : row.charged_at !== null ? 'paid' : row.status === 'open' ? 'unpaid' : 'closed';
      return Promise.resolve({
        outTradeNo,
        state,
        amountFen: row?.amount_fen ?? 0,
        appId: SIMULATED_APP_ID,
        merchantId: SIMULATED_MERCHANT_ID,
        transactionId: row?.charged_at ? row.provider_ref : undefined,
      });
    },
    // A sheet charges only while its attempt is open in the pay tables, so closing it there is all it takes.
    close: () => Promise.resolve(),
    refund: () => Promise.resolve({ state: 'success' }),
    signNotice: (notice) => signer.sign({ ...notice }),
  };
}

/** The simulated official account: its authorise page is this server's, and a code's openid is derived from it. */
export function simulatedOfficialAccount(): OfficialAccountOauth {
  return {
    appId: SIMULATED_APP_ID,
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({ redirect_uri: redirectUri, state });
      return `${new URL(redirectUri).origin}${SIMULATED_AUTHORIZE_PATH}?${query.toString()}`;
    },
    openIdOf(code) {
      return Promise.resolve(`osim${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 24)}`);
    },
  };
}

export function simulatedWechatPayGateway(options: SimulatedPayOptions): WechatPayGateway & SimulatedPayGateway {
  return { ...simulatedPayGateway('wechat', options), officialAccount: simulatedOfficialAccount() };
}

/**
 * The simulated providers' side on this server: WeChat's and Alipay's sheets (`POST /provider/wechat/pay`,
 * `/provider/alipay/pay`), the card page and the phone-browser pages (确认支付 / 取消支付), the official account's
 * authorise page, and the notify outbox that tells the server of each charge over HTTP, signed, exactly as a real
 * provider would; only that notify marks an order paid. Never registered in production (src/pay/feature.ts).
 */
export function registerSimulatedProvider(app: FastifyInstance, services: Services): void {
  const { db, pay, paySettings: settings } = services;
  const gateways: Partial<Record<PayChannel, PayGateway>> = { wechat: services.providers.wechatPay, alipay: services.providers.alipayPay, baofoo: services.providers.cardPay };
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

  /** Calls the server's notify path like an outside provider would, signed by the simulated gateway of the channel. */
  const send = async (notice: PayNotice): Promise<boolean> => {
    const gateway = gateways[notice.channel];
    if (closing || !gateway || !isSimulated(gateway)) return false;
    const answer = await fetch(`${ownOrigin()}${NOTIFY_PATH}/${notice.channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...notice, sign: gateway.signNotice(notice) }),
    });
    return answer.status === 200 && ((await answer.json()) as { code?: string }).code === 'SUCCESS';
  };
  const outbox = createNotifyOutbox(db, {
    noticeOf: (attemptId) => pay.noticeOf(attemptId),
    send,
    retryBaseMs: settings.notifyRetryBaseMs,
    retryMaxMs: settings.notifyRetryMaxMs,
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

  // The card gateway's page and the phone-browser pages: plain HTML, no script. Form posts need their own body
  // parser, kept inside this scope.
  const pages: { path: string; channel: PayChannel; title: string; note: string; failButton: boolean }[] = [
    { path: CHECKOUT_PATH, channel: 'baofoo', title: '收银台', note: '模拟银行卡支付：不会产生真实扣款。', failButton: true },
    { path: PHONE_PAGE_PATHS.wechat, channel: 'wechat', title: '微信支付', note: '模拟微信 H5 支付：不会产生真实扣款。', failButton: false },
    { path: PHONE_PAGE_PATHS.alipay, channel: 'alipay', title: '支付宝', note: '模拟支付宝手机网站支付：不会产生真实扣款。', failButton: false },
  ];
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    for (const { path, channel, title, note, failButton } of pages) {
      const pageAttempt = (query: unknown): PayAttemptRow | null => {
        const session = (query as { session?: unknown } | null)?.session;
        if (typeof session !== 'string' || session === '') return null;
        const attempt = pay.attemptByRef(session);
        return attempt && attempt.channel === channel ? attempt : null;
      };
      scope.get(path, (request, reply) => {
        const attempt = pageAttempt(request.query);
        const order = attempt ? pay.byNo(attempt.order_no) : null;
        if (!attempt || !order) return page(reply.code(404), '支付单不存在', '<p class="note">该支付链接无效，请返回应用重新发起支付。</p>');
        const amount = `¥${formatAmount(order.amount_fen)}`;
        const summary = `<div class="card"><p class="label">商品</p><p class="subject">${escapeHtml(order.subject)}</p><p class="label">支付金额</p><p class="amount">${amount}</p><p class="label">订单号</p><p class="mono">${escapeHtml(order.order_no)}</p></div>`;
        if (attempt.status !== 'open' || order.status === 'paid' || order.status === 'closed') {
          const why = order.status === 'paid' ? '该订单已支付，无需重复支付。' : '该支付单已失效，请返回应用重新发起支付。';
          const back = attempt.return_url ? `<a class="btn primary" href="${escapeHtml(attempt.return_url)}">返回应用</a>` : '';
          return page(reply, title, `${summary}<p class="note">${why}</p>${back}`);
        }
        const action = `${path}?session=${encodeURIComponent(attempt.provider_ref)}`;
        const button = (outcome: string, text: string, kind: string) =>
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button class="btn ${kind}" type="submit">${text}</button></form>`;
        const fail = failButton ? button('fail', '模拟失败', 'plain') : '';
        return page(reply, title, `${summary}<p class="note">${note}</p>${button('success', '确认支付', 'primary')}${button('cancel', '取消支付', 'plain')}${fail}`);
      });
      scope.post(path, async (request, reply) => {
        const attempt = pageAttempt(request.query);
        if (!attempt) return page(reply.code(404), '支付单不存在', '<p class="note">该支付链接无效，请返回应用重新发起支付。</p>');
        const parsed = CheckoutSchema.safeParse(request.body);
        if (!parsed.success) return page(reply.code(400), title, '<p class="note">请求不正确，请返回重试。</p>');
        const result = await settle(attempt, parsed.data.outcome);
        const payResult = result.charged || result.alreadyPaid || result.processing ? 'success' : parsed.data.outcome === 'cancel' ? 'cancel' : 'fail';
        if (!attempt.return_url) return page(reply, title, '<p class="note">支付已处理，请返回应用查看结果。</p>');
        return reply.redirect(withPayResult(attempt.return_url, payResult), 303);
      });
    }
  });

  // The official account's authorise page: 允许 returns to the server's callback with a fresh code, as WeChat does.
  app.get(SIMULATED_AUTHORIZE_PATH, (request, reply) => {
    const parsed = AuthorizeSchema.safeParse(request.query);
    if (!parsed.success || !/^https?:\/\//.test(parsed.data.redirect_uri)) return page(reply.code(400), '微信授权', '<p class="note">授权链接无效，请返回应用重试。</p>');
    const back = new URL(parsed.data.redirect_uri);
    back.searchParams.set('code', crypto.randomBytes(16).toString('hex'));
    back.searchParams.set('state', parsed.data.state);
    return page(
      reply,
      '微信授权',
      `<div class="card"><p class="subject">模拟公众号授权：应用将获取你的微信身份（openid），用于微信内支付。</p></div><a class="btn primary" href="${escapeHtml(back.toString())}">允许</a>`,
    );
  });

  if (services.devFlags.exposeCodes) {
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

function isSimulated(gateway: PayGateway): gateway is SimulatedPayGateway {
  return gateway.simulated && typeof (gateway as Partial<SimulatedPayGateway>).signNotice === 'function';
}
