import crypto from 'node:crypto';
import { fenToYuanString, type PayChannel, type PayOrderState, type PayOrderStatus, type PrepayParams } from '@aster/core-domain';
import type { ServerClock } from '../clock';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { chinaDate, chinaIso } from '@aster/core-domain';

export interface PayOrderRow {
  order_no: string;
  user_id: number;
  amount_fen: number;
  subject: string;
  biz_type: string;
  biz_id: string;
  status: PayOrderStatus;
  created_at: number;
  paid_at: number | null;
  paid_attempt_id: number | null;
  closed_at: number | null;
  refunded_at: number | null;
}

/** The provider's side of one tap on 支付: open until charged, cancelled, failed or closed by a newer attempt. */
export type AttemptStatus = 'open' | 'closed' | 'cancelled' | 'failed' | 'charged' | 'refunded';

export interface PayAttemptRow {
  id: number;
  order_no: string;
  attempt_key: string;
  channel: PayChannel;
  provider_ref: string;
  params: string;
  return_url: string | null;
  status: AttemptStatus;
  created_at: number;
  charged_at: number | null;
  notified_at: number | null;
}

/** The business an order pays for (a reservation's 定金, later bills and meters). */
export interface PayBiz {
  /** Applies the business's lazy changes (e.g. a reservation lapsing), which may close the order. */
  refresh(bizId: string): void;
  /** Runs inside the transaction that marks the order paid. */
  onPaid(bizId: string, paidAt: number): void;
}

export const payErrors = {
  orderNotFound: () => new BusinessError('ORDER_NOT_FOUND', '订单不存在'),
  orderPaid: () => new BusinessError('ORDER_PAID', '订单已支付'),
  orderClosed: () => new BusinessError('ORDER_CLOSED', '订单已关闭，请重新下单'),
  processing: () => new BusinessError('PAYMENT_PROCESSING', '支付处理中，请稍后查看支付结果'),
  attemptKeyReused: () => new BusinessError('ATTEMPT_KEY_REUSED', '支付请求重复，请重新发起支付'),
  amountMismatch: () => new BusinessError('AMOUNT_MISMATCH', '支付金额与订单金额不符'),
  returnUrlInvalid: () => new BusinessError('RETURN_URL_INVALID', '支付完成后的返回地址不正确'),
};

export interface ChargeResult {
  charged: boolean;
  alreadyPaid?: boolean;
}

/** What the provider tells the server after a charge; signed with the shared merchant key. */
export interface PayNotice {
  channel: PayChannel;
  providerRef: string;
  orderNo: string;
  amount: string;
  chargedAt: string;
}

export type NotifyOutcome = 'paid' | 'duplicate' | 'refunded';

export interface PayService {
  registerBiz(bizType: string, biz: PayBiz): void;
  /** The order of a business object; asking again for the same bizType/bizId answers the first order. */
  createOrder(order: { userId: number; amountFen: number; subject: string; bizType: string; bizId: string }): PayOrderRow;
  byNo(orderNo: string): PayOrderRow | null;
  /** The tenant's own order after its business is refreshed; anyone else's is "not found". */
  ownOrder(userId: number, orderNo: string): PayOrderRow;
  /** Closes an unpaid order; its open attempts can no longer charge. No-op on a paid or closed one. */
  closeOrder(orderNo: string): void;
  markRefunded(orderNo: string): void;
  prepay(request: { userId: number; orderNo: string; channel: PayChannel; attemptKey: string; origin: string; returnUrl?: string }): PrepayParams;
  attemptByRef(providerRef: string): PayAttemptRow | null;
  /** The provider's decision on a tap in its payment sheet; a success never charges twice. */
  charge(providerRef: string, outcome: 'success' | 'cancel' | 'fail'): ChargeResult;
  /** The server's notify handling: marks the order paid once (business included, in one transaction). */
  applyNotice(notice: PayNotice): NotifyOutcome;
  sign(fields: Readonly<Record<string, string>>): string;
  verify(fields: Readonly<Record<string, string>>, signature: string): boolean;
  stateView(order: PayOrderRow): PayOrderState;
}

/** Parameters as a provider signs them: keys sorted, key=value joined by &. */
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

export function createPayService(db: Db, clock: ServerClock, merchantKey: string): PayService {
  const bizHandlers = new Map<string, PayBiz>();
  const q = {
    order: db.prepare('SELECT * FROM pay_orders WHERE order_no = ?'),
    orderOfBiz: db.prepare('SELECT * FROM pay_orders WHERE biz_type = ? AND biz_id = ?'),
    insertOrder: db.prepare(
      "INSERT INTO pay_orders (order_no, user_id, amount_fen, subject, biz_type, biz_id, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'unpaid', ?)",
    ),
    setOrderStatus: db.prepare('UPDATE pay_orders SET status = ? WHERE order_no = ?'),
    closeOrder: db.prepare("UPDATE pay_orders SET status = 'closed', closed_at = ? WHERE order_no = ? AND status IN ('unpaid', 'paying')"),
    payOrder: db.prepare("UPDATE pay_orders SET status = 'paid', paid_at = ?, paid_attempt_id = ? WHERE order_no = ? AND status IN ('unpaid', 'paying')"),
    refundOrder: db.prepare("UPDATE pay_orders SET refunded_at = ? WHERE order_no = ? AND status = 'paid' AND refunded_at IS NULL"),
    attemptByKey: db.prepare('SELECT * FROM pay_attempts WHERE order_no = ? AND attempt_key = ?'),
    attemptByRef: db.prepare('SELECT * FROM pay_attempts WHERE provider_ref = ?'),
    chargedAttempt: db.prepare("SELECT id FROM pay_attempts WHERE order_no = ? AND status = 'charged' AND notified_at IS NULL"),
    openAttempts: db.prepare("SELECT COUNT(*) AS n FROM pay_attempts WHERE order_no = ? AND status = 'open'"),
    closeOpenAttempts: db.prepare("UPDATE pay_attempts SET status = 'closed' WHERE order_no = ? AND status = 'open'"),
    insertAttempt: db.prepare(
      "INSERT INTO pay_attempts (order_no, attempt_key, channel, provider_ref, params, return_url, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?)",
    ),
    setAttemptStatus: db.prepare('UPDATE pay_attempts SET status = ? WHERE id = ?'),
    chargeAttempt: db.prepare("UPDATE pay_attempts SET status = 'charged', charged_at = ? WHERE id = ? AND status = 'open'"),
    markNotified: db.prepare('UPDATE pay_attempts SET notified_at = ? WHERE id = ?'),
  };

  const sign = (fields: Readonly<Record<string, string>>) => crypto.createHmac('sha256', merchantKey).update(canonical(fields)).digest('hex');
  const byNo = (orderNo: string) => (q.order.get(orderNo) as PayOrderRow | undefined) ?? null;
  const refresh = (order: PayOrderRow): PayOrderRow => {
    bizHandlers.get(order.biz_type)?.refresh(order.biz_id);
    return byNo(order.order_no) ?? order;
  };
  const newOrderNo = () => `PO${chinaDate(clock.now()).replace(/-/g, '')}${randomDigits(10)}`;

  const prepayParams = (channel: PayChannel, providerRef: string, origin: string): PrepayParams => {
    if (channel === 'wechat') {
      const fields = {
        timeStamp: String(Math.floor(clock.now() / 1000)),
        nonceStr: crypto.randomBytes(16).toString('hex'),
        package: `prepay_id=${providerRef}`,
        signType: 'RSA',
      };
      // Simulated: a real paySign is an RSA signature by the merchant's key; an HMAC stands in for it.
      return { channel, ...fields, signType: 'RSA', paySign: Buffer.from(sign(fields), 'hex').toString('base64') };
    }
    if (channel === 'alipay') return { channel, tradeNO: providerRef };
    return { channel, payUrl: `${origin}/provider/baofoo/checkout?session=${providerRef}` };
  };
  const providerRefFor = (channel: PayChannel): string => {
    if (channel === 'wechat') return `wx${crypto.randomBytes(15).toString('hex')}`;
    if (channel === 'alipay') return `${chinaDate(clock.now()).replace(/-/g, '')}22${randomDigits(18)}`;
    // Session ids of the checkout page travel in a URL: random, and they carry no token.
    return crypto.randomBytes(18).toString('base64url');
  };

  const service: PayService = {
    registerBiz(bizType, biz) {
      bizHandlers.set(bizType, biz);
    },
    createOrder({ userId, amountFen, subject, bizType, bizId }) {
      return db.transaction(() => {
        const existing = q.orderOfBiz.get(bizType, bizId) as PayOrderRow | undefined;
        if (existing) return existing;
        const orderNo = newOrderNo();
        q.insertOrder.run(orderNo, userId, amountFen, subject, bizType, bizId, clock.now());
        return byNo(orderNo) as PayOrderRow;
      })();
    },
    byNo,
    ownOrder(userId, orderNo) {
      const order = byNo(orderNo);
      if (!order || order.user_id !== userId) throw payErrors.orderNotFound();
      return refresh(order);
    },
    closeOrder(orderNo) {
      db.transaction(() => {
        q.closeOrder.run(clock.now(), orderNo);
        q.closeOpenAttempts.run(orderNo);
      })();
    },
    markRefunded(orderNo) {
      q.refundOrder.run(clock.now(), orderNo);
    },
    prepay({ userId, orderNo, channel, attemptKey, origin, returnUrl }) {
      const order = service.ownOrder(userId, orderNo);
      return db.transaction((): PrepayParams => {
        const existing = q.attemptByKey.get(order.order_no, attemptKey) as PayAttemptRow | undefined;
        if (existing) {
          if (existing.channel !== channel) throw payErrors.attemptKeyReused();
          return JSON.parse(existing.params) as PrepayParams;
        }
        const current = byNo(order.order_no) as PayOrderRow;
        if (current.status === 'paid') throw payErrors.orderPaid();
        if (current.status === 'closed') throw payErrors.orderClosed();
        // A charge the provider took but has not confirmed yet: a new attempt could charge a second time.
        if (q.chargedAttempt.get(order.order_no)) throw payErrors.processing();
        q.closeOpenAttempts.run(order.order_no);
        const providerRef = providerRefFor(channel);
        const params = prepayParams(channel, providerRef, origin);
        q.insertAttempt.run(order.order_no, attemptKey, channel, providerRef, JSON.stringify(params), returnUrl ?? null, clock.now());
        q.setOrderStatus.run('paying', order.order_no);
        return params;
      })();
    },
    attemptByRef(providerRef) {
      return (q.attemptByRef.get(providerRef) as PayAttemptRow | undefined) ?? null;
    },
    charge(providerRef, outcome) {
      const found = service.attemptByRef(providerRef);
      if (!found) throw payErrors.orderNotFound();
      const order = refresh(byNo(found.order_no) as PayOrderRow);
      return db.transaction((): ChargeResult => {
        const attempt = service.attemptByRef(providerRef) as PayAttemptRow;
        const current = byNo(order.order_no) as PayOrderRow;
        if (outcome !== 'success') {
          if (attempt.status === 'open') {
            q.setAttemptStatus.run(outcome === 'cancel' ? 'cancelled' : 'failed', attempt.id);
            const stillOpen = (q.openAttempts.get(current.order_no) as { n: number }).n;
            if (current.status === 'paying' && stillOpen === 0) q.setOrderStatus.run('unpaid', current.order_no);
          }
          return { charged: false, alreadyPaid: current.status === 'paid' };
        }
        // A second confirm of the same sheet (a double submit) while its notify is on the way: it is paid already.
        if (current.status === 'paid' || attempt.status === 'charged') return { charged: false, alreadyPaid: true };
        if (current.status === 'closed' || attempt.status !== 'open' || q.chargedAttempt.get(current.order_no)) return { charged: false };
        return { charged: q.chargeAttempt.run(clock.now(), attempt.id).changes === 1 };
      })();
    },
    applyNotice(notice) {
      return db.transaction((): NotifyOutcome => {
        const attempt = service.attemptByRef(notice.providerRef);
        const order = byNo(notice.orderNo);
        if (!attempt || !order || attempt.order_no !== order.order_no || attempt.channel !== notice.channel || attempt.status !== 'charged') {
          throw payErrors.orderNotFound();
        }
        if (fenToYuanString(order.amount_fen) !== notice.amount) throw payErrors.amountMismatch();
        if (attempt.notified_at !== null) return 'duplicate';
        const now = clock.now();
        q.markNotified.run(now, attempt.id);
        if (order.status === 'paid' || order.status === 'closed') {
          // Money for an order that cannot take it (paid by another attempt, or closed meanwhile): it goes back.
          q.setAttemptStatus.run('refunded', attempt.id);
          return 'refunded';
        }
        q.payOrder.run(now, attempt.id, order.order_no);
        bizHandlers.get(order.biz_type)?.onPaid(order.biz_id, now);
        return 'paid';
      })();
    },
    sign,
    verify(fields, signature) {
      const expected = Buffer.from(sign(fields), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    stateView(order) {
      return {
        orderNo: order.order_no,
        amount: fenToYuanString(order.amount_fen),
        status: order.status,
        subject: order.subject,
        bizType: order.biz_type,
        bizId: order.biz_id,
        paidAt: order.paid_at === null ? null : chinaIso(order.paid_at),
        refunded: order.refunded_at !== null,
      };
    },
  };
  return service;
}
