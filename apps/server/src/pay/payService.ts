import crypto from 'node:crypto';
import { fenToYuanString, type PayChannel, type PayOrderState, type PayOrderStatus, type PrepayParams } from '@aster/core-domain';
import type { ServerClock } from '../clock';
import { postMovement } from '../ledger/ledger';
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
  /** The order is paid (never said of an order that is not). */
  alreadyPaid?: boolean;
  /** This sheet was charged before and its confirmation has not reached the server yet: no second charge. */
  processing?: boolean;
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

/** What one reconciliation did. */
export interface ReconcileReport {
  /** Charges left unconfirmed that now paid their order. */
  confirmed: number;
  /** Charges left unconfirmed whose order had closed or was paid otherwise: refunded through the ledger. */
  refunded: number;
  /** Sheets opened and never answered within the attempt's lifetime, now closed. */
  expired: number;
}

export interface ReconcileOptions {
  /** Only charges at least this old are settled (a younger one still has its notify on the way). */
  confirmAfterMs: number;
  /** Open attempts older than this are closed. */
  attemptTtlMs: number;
}

/** Money sent to a tenant that no order's charge holds (a settled checkout's refund): a `payout` row of pay_ledger. */
export interface PayoutRow {
  id: number;
  user_id: number;
  biz_type: string;
  biz_id: string;
  amount_fen: number;
  reason: string;
  created_at: number;
}

export interface PayService {
  registerBiz(bizType: string, biz: PayBiz): void;
  /**
   * Sends money to the tenant for a business object, written on the ledger inside the caller's transaction; asking
   * again for the same bizType/bizId answers the first payout and pays nothing more.
   */
  payout(payout: { userId: number; amountFen: number; bizType: string; bizId: string; reason: string }): PayoutRow;
  payoutOf(bizType: string, bizId: string): PayoutRow | null;
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
  /**
   * The provider's decision on a tap in its payment sheet; a success never charges twice. A charge is written with
   * its ledger entry and its pending notify (due at notifyAt, the provider's wall clock) in one transaction.
   */
  charge(providerRef: string, outcome: 'success' | 'cancel' | 'fail', notifyAt?: number): ChargeResult;
  /** The notice the provider sends for a charged attempt. */
  noticeOf(attemptId: number): PayNotice | null;
  /** The server's notify handling: marks the order paid once (business included, in one transaction). */
  applyNotice(notice: PayNotice): NotifyOutcome;
  /**
   * Settles charges the provider took but the server never heard of (a lost notify, a crash in between): the order is
   * paid, or, if it closed meanwhile (e.g. its reservation lapsed), the money is refunded through the ledger. Closes
   * sheets left open past their lifetime; no order stays "paying" without a sheet that can still charge.
   */
  reconcile(options: ReconcileOptions): ReconcileReport;
  sign(fields: Readonly<Record<string, string>>): string;
  verify(fields: Readonly<Record<string, string>>, signature: string): boolean;
  stateView(order: PayOrderRow): PayOrderState;
}

/**
 * The merchant key of dev and demo starts (no ASTER_MERCHANT_KEY): fixed, so notifies still pending at a restart
 * verify after it. Public, so a production start refuses it (main.ts).
 */
export const DEV_MERCHANT_KEY = 'aster-dev-merchant-key-for-local-starts-only';

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
    attemptById: db.prepare('SELECT * FROM pay_attempts WHERE id = ?'),
    ledger: db.prepare('INSERT INTO pay_ledger (order_no, attempt_id, kind, amount_fen, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    payout: db.prepare(`INSERT INTO pay_ledger (kind, user_id, biz_type, biz_id, amount_fen, reason, created_at) VALUES ('payout', ?, ?, ?, ?, ?, ?)
      ON CONFLICT (biz_type, biz_id) WHERE kind = 'payout' DO NOTHING`),
    payoutOf: db.prepare("SELECT id, user_id, biz_type, biz_id, amount_fen, reason, created_at FROM pay_ledger WHERE kind = 'payout' AND biz_type = ? AND biz_id = ?"),
    queueNotify: db.prepare('INSERT INTO pay_notify_outbox (attempt_id, created_at, next_try_at) VALUES (?, ?, ?)'),
    unconfirmed: db.prepare("SELECT * FROM pay_attempts WHERE status = 'charged' AND notified_at IS NULL AND charged_at <= ? ORDER BY charged_at"),
    expireOpen: db.prepare("UPDATE pay_attempts SET status = 'closed' WHERE status = 'open' AND created_at <= ?"),
    // A paying order with no sheet that can still charge and no charge on its way: back to unpaid.
    unstick: db.prepare(`UPDATE pay_orders SET status = 'unpaid' WHERE status = 'paying' AND NOT EXISTS (
      SELECT 1 FROM pay_attempts a WHERE a.order_no = pay_orders.order_no AND (a.status = 'open' OR (a.status = 'charged' AND a.notified_at IS NULL)))`),
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

  /**
   * A charge or refund of pay_ledger, written with its double-entry movement (same transaction): a charge moves the
   * money into the provider's account against the order's kind of business, a refund moves it back.
   */
  const recordMoney = (kind: 'charge' | 'refund', order: PayOrderRow, attemptId: number, reason: string, now: number) => {
    const ledgerId = Number(q.ledger.run(order.order_no, attemptId, kind, order.amount_fen, reason, now).lastInsertRowid);
    const { channel } = q.attemptById.get(attemptId) as PayAttemptRow;
    const provider = { account: `provider:${channel}`, amountFen: kind === 'charge' ? order.amount_fen : -order.amount_fen };
    const business = { account: `orders:${order.biz_type}`, amountFen: -provider.amountFen };
    postMovement(db, { kind, bizType: 'pay_order', bizId: order.order_no, key: `pay_ledger:${ledgerId}`, entries: [provider, business] }, now);
  };

  /**
   * The server learns of a charge (notify or reconciliation), inside the caller's transaction: pays the order once,
   * or gives the money back when the order cannot take it (paid by another attempt, or closed meanwhile).
   */
  const confirmCharge = (attempt: PayAttemptRow, order: PayOrderRow): NotifyOutcome => {
    if (attempt.notified_at !== null) return 'duplicate';
    const now = clock.now();
    q.markNotified.run(now, attempt.id);
    if (order.status === 'paid' || order.status === 'closed') {
      q.setAttemptStatus.run('refunded', attempt.id);
      recordMoney('refund', order, attempt.id, order.status === 'paid' ? 'paid_by_other_attempt' : 'order_closed', now);
      return 'refunded';
    }
    q.payOrder.run(now, attempt.id, order.order_no);
    bizHandlers.get(order.biz_type)?.onPaid(order.biz_id, now);
    return 'paid';
  };

  const service: PayService = {
    registerBiz(bizType, biz) {
      bizHandlers.set(bizType, biz);
    },
    payout({ userId, amountFen, bizType, bizId, reason }) {
      return db.transaction(() => {
        const now = clock.now();
        const written = q.payout.run(userId, bizType, bizId, amountFen, reason, now);
        // A second payout of the same business is none (the unique index): nothing more is posted either.
        if (written.changes === 1) {
          const entries = [
            { account: `payouts:${bizType}`, amountFen },
            { account: 'operator:bank', amountFen: -amountFen },
          ];
          postMovement(db, { kind: 'payout', bizType, bizId, key: `pay_ledger:${Number(written.lastInsertRowid)}`, entries }, now);
        }
        return q.payoutOf.get(bizType, bizId) as PayoutRow;
      })();
    },
    payoutOf: (bizType, bizId) => (q.payoutOf.get(bizType, bizId) as PayoutRow | undefined) ?? null,
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
      db.transaction(() => {
        const now = clock.now();
        if (q.refundOrder.run(now, orderNo).changes !== 1) return;
        const order = byNo(orderNo) as PayOrderRow;
        if (order.paid_attempt_id !== null) recordMoney('refund', order, order.paid_attempt_id, 'cancelled', now);
      })();
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
    charge(providerRef, outcome, notifyAt = Date.now()) {
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
        if (current.status === 'paid') return { charged: false, alreadyPaid: true };
        // A second confirm of the same sheet (a double submit) while its notify is on the way: not paid yet, not again.
        if (attempt.status === 'charged') return { charged: false, processing: true };
        if (current.status === 'closed' || attempt.status !== 'open' || q.chargedAttempt.get(current.order_no)) return { charged: false };
        const now = clock.now();
        if (q.chargeAttempt.run(now, attempt.id).changes !== 1) return { charged: false };
        // The money and the promise to tell the server are one write: a crash cannot keep one without the other.
        recordMoney('charge', current, attempt.id, 'charge', now);
        q.queueNotify.run(attempt.id, Date.now(), notifyAt);
        return { charged: true };
      })();
    },
    noticeOf(attemptId) {
      const attempt = q.attemptById.get(attemptId) as PayAttemptRow | undefined;
      const order = attempt ? byNo(attempt.order_no) : null;
      if (!attempt || !order || attempt.charged_at === null) return null;
      return {
        channel: attempt.channel,
        providerRef: attempt.provider_ref,
        orderNo: attempt.order_no,
        amount: fenToYuanString(order.amount_fen),
        chargedAt: chinaIso(attempt.charged_at),
      };
    },
    applyNotice(notice) {
      return db.transaction((): NotifyOutcome => {
        const attempt = service.attemptByRef(notice.providerRef);
        const order = byNo(notice.orderNo);
        // A refunded attempt was charged too: its repeated notify is acknowledged as a duplicate.
        if (!attempt || !order || attempt.order_no !== order.order_no || attempt.channel !== notice.channel || attempt.charged_at === null) {
          throw payErrors.orderNotFound();
        }
        if (fenToYuanString(order.amount_fen) !== notice.amount) throw payErrors.amountMismatch();
        return confirmCharge(attempt, order);
      })();
    },
    reconcile({ confirmAfterMs, attemptTtlMs }) {
      const now = clock.now();
      const report: ReconcileReport = { confirmed: 0, refunded: 0, expired: 0 };
      for (const found of q.unconfirmed.all(now - confirmAfterMs) as PayAttemptRow[]) {
        // The business's lazy changes first: a reservation that lapsed meanwhile closes the order, and is refunded.
        refresh(byNo(found.order_no) as PayOrderRow);
        db.transaction(() => {
          const attempt = q.attemptById.get(found.id) as PayAttemptRow;
          const outcome = confirmCharge(attempt, byNo(attempt.order_no) as PayOrderRow);
          if (outcome === 'paid') report.confirmed += 1;
          if (outcome === 'refunded') report.refunded += 1;
        })();
      }
      db.transaction(() => {
        report.expired = q.expireOpen.run(now - attemptTtlMs).changes;
        q.unstick.run();
      })();
      return report;
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
