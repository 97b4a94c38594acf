import crypto from 'node:crypto';
import { fenToYuanString, parseYuanToFen, type PayChannel, type PayOrderState, type PayOrderStatus, type PrepayParams } from '@aster/core-domain';
import type { ServerClock } from '../clock';
import { postMovement } from '../ledger/ledger';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { chinaDate, chinaIso } from '@aster/core-domain';
import type { PayPageParams, PayScene, PrepayResult, ProviderPayment, RefundRequest } from './gateway';

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
  /** The provider's id (prepay_id, trade_no, the card page's session); the out_trade_no until the provider answered. */
  provider_ref: string;
  /** The answer given to the app (JSON); '' until the provider answered the prepay. */
  params: string;
  /** Our number of this attempt at the provider: unique, never reused. */
  out_trade_no: string;
  scene: PayScene | null;
  app_id: string | null;
  merchant_id: string | null;
  /** When the provider said the attempt is closed (or never existed there): nothing more to ask it. */
  provider_closed_at: number | null;
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
  paymentMismatch: () => new BusinessError('PAYMENT_MISMATCH', '支付信息与订单不符'),
};

export interface ChargeResult {
  charged: boolean;
  /** The order is paid (never said of an order that is not). */
  alreadyPaid?: boolean;
  /** This sheet was charged before and its confirmation has not reached the server yet: no second charge. */
  processing?: boolean;
}

/** What the simulated provider tells the server after a charge (signed by the simulator, src/pay/simulatedGateway.ts). */
export interface PayNotice {
  channel: PayChannel;
  providerRef: string;
  outTradeNo: string;
  orderNo: string;
  amount: string;
  chargedAt: string;
}

/** paid: the order is paid now; duplicate: heard before; refunded: the money went back; unpaid: nothing was paid. */
export type NotifyOutcome = 'paid' | 'duplicate' | 'refunded' | 'unpaid';

/** One tap on 支付 as the pay module asks the provider for it. */
export interface AttemptRequest {
  userId: number;
  orderNo: string;
  channel: PayChannel;
  attemptKey: string;
  scene: PayScene;
  /** A path inside the app (already checked) a browser payment returns to. */
  returnUrl?: string;
}

/** An attempt reserved in the database before the provider is asked (the provider is never called in a transaction). */
export interface OpenedAttempt {
  attempt: PayAttemptRow;
  order: PayOrderRow;
  /** The answer this attemptKey already got (a retry), or null: the provider is to be asked now. */
  answer: PrepayParams | PayPageParams | null;
  /** The attempts this one closed: the provider is told to close them too. */
  superseded: Pick<PayAttemptRow, 'id' | 'channel' | 'out_trade_no'>[];
}

/** A refund the provider still has to make: written with its ledger entry, sent after, retried until done. */
export interface DueRefund {
  channel: PayChannel;
  request: RefundRequest;
  tries: number;
}

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
  /**
   * Reserves an attempt (one per attemptKey) for the provider to be asked outside any transaction: a repeated key
   * answers what the first got; a new attempt closes the open ones. Refuses a paid or closed order and an order
   * with a charge not confirmed yet.
   */
  openAttempt(request: AttemptRequest): OpenedAttempt;
  /** Keeps the provider's answer to an attempt's prepay; a retry of the same key answers it from now on. */
  attachPrepay(attemptId: number, result: PrepayResult): PrepayParams | PayPageParams;
  attemptByRef(providerRef: string): PayAttemptRow | null;
  attemptByOutTradeNo(outTradeNo: string): PayAttemptRow | null;
  /**
   * The provider's word on an attempt (a verified notify or a query), believed only when its attempt, amount, app
   * and merchant are ours: a payment charges the attempt and pays the order once, or goes back (refund) when the
   * order was paid otherwise or closed. Throws ORDER_NOT_FOUND, AMOUNT_MISMATCH or PAYMENT_MISMATCH and changes
   * nothing otherwise.
   */
  applyPayment(channel: PayChannel, payment: ProviderPayment): NotifyOutcome;
  /** Attempts the server never heard the end of (no notify, not closed at the provider), made at or before `before`. */
  unsettledAttempts(before: number, limit: number): PayAttemptRow[];
  /** The provider closed the attempt (or never had it): it can take no money; its order is unstuck. */
  providerClosed(attemptId: number): void;
  /** Refunds due to be sent to the provider (new, or retried after `next_try_at`). */
  dueRefunds(now: number, limit: number): DueRefund[];
  /** What the provider answered to a refund; a refund not done yet is tried again at nextTryAt. */
  refundAnswered(refundNo: string, answer: { state: 'success' | 'processing' | 'failed' | 'error'; error?: string; nextTryAt: number }): void;
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
  stateView(order: PayOrderRow): PayOrderState;
}

/** What the provider is told a refund is for (WeChat's reason, Alipay's refund_reason), by the ledger's reason. */
const REFUND_REASONS: Readonly<Record<string, string>> = {
  paid_by_other_attempt: '订单已由另一笔支付付清，退回重复支付',
  order_closed: '订单已关闭，退回款项',
  cancelled: '业务已取消，退回款项',
};

function randomDigits(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String(crypto.randomInt(10));
  return text;
}

export function createPayService(db: Db, clock: ServerClock): PayService {
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
    attemptByOutTradeNo: db.prepare('SELECT * FROM pay_attempts WHERE out_trade_no = ?'),
    openOutTradeNos: db.prepare("SELECT id, channel, out_trade_no FROM pay_attempts WHERE order_no = ? AND status = 'open'"),
    attach: db.prepare("UPDATE pay_attempts SET provider_ref = ?, params = ?, app_id = ?, merchant_id = ? WHERE id = ? AND params = ''"),
    providerCharge: db.prepare('UPDATE pay_attempts SET charged_at = ? WHERE id = ? AND charged_at IS NULL'),
    settleCharged: db.prepare("UPDATE pay_attempts SET status = 'charged' WHERE id = ?"),
    unsettled: db.prepare('SELECT * FROM pay_attempts WHERE notified_at IS NULL AND provider_closed_at IS NULL AND created_at <= ? ORDER BY id LIMIT ?'),
    providerClosed: db.prepare("UPDATE pay_attempts SET provider_closed_at = ?, status = CASE status WHEN 'open' THEN 'closed' ELSE status END WHERE id = ?"),
    queueRefund: db.prepare("INSERT INTO pay_refunds (refund_no, ledger_id, attempt_id, amount_fen, reason, status, created_at, next_try_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)"),
    dueRefunds: db.prepare(`SELECT r.refund_no, r.amount_fen, r.reason, r.tries, a.out_trade_no, a.channel, o.amount_fen AS total_fen
      FROM pay_refunds r JOIN pay_attempts a ON a.id = r.attempt_id JOIN pay_orders o ON o.order_no = a.order_no
      WHERE r.status IN ('pending', 'processing') AND r.next_try_at <= ? ORDER BY r.next_try_at LIMIT ?`),
    refundDone: db.prepare("UPDATE pay_refunds SET status = ?, done_at = ?, tries = tries + 1, last_error = ? WHERE refund_no = ? AND status IN ('pending', 'processing')"),
    refundLater: db.prepare("UPDATE pay_refunds SET status = ?, tries = tries + 1, next_try_at = ?, last_error = ? WHERE refund_no = ? AND status IN ('pending', 'processing')"),
    chargedAttempt: db.prepare("SELECT id FROM pay_attempts WHERE order_no = ? AND status = 'charged' AND notified_at IS NULL"),
    openAttempts: db.prepare("SELECT COUNT(*) AS n FROM pay_attempts WHERE order_no = ? AND status = 'open'"),
    closeOpenAttempts: db.prepare("UPDATE pay_attempts SET status = 'closed' WHERE order_no = ? AND status = 'open'"),
    insertAttempt: db.prepare(
      "INSERT INTO pay_attempts (order_no, attempt_key, channel, provider_ref, params, return_url, status, created_at, out_trade_no, scene) VALUES (?, ?, ?, ?, '', ?, 'open', ?, ?, ?)",
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

  const byNo = (orderNo: string) => (q.order.get(orderNo) as PayOrderRow | undefined) ?? null;
  const refresh = (order: PayOrderRow): PayOrderRow => {
    bizHandlers.get(order.biz_type)?.refresh(order.biz_id);
    return byNo(order.order_no) ?? order;
  };
  const newOrderNo = () => `PO${chinaDate(clock.now()).replace(/-/g, '')}${randomDigits(10)}`;
  // 24 characters of [0-9A-Z]: within WeChat's 6..32 and Alipay's 64 for out_trade_no.
  const newOutTradeNo = () => `PA${chinaDate(clock.now()).replace(/-/g, '')}${randomDigits(14)}`;
  const attemptById = (id: number) => q.attemptById.get(id) as PayAttemptRow;

  /**
   * A charge or refund of pay_ledger, written with its double-entry movement (same transaction): a charge moves the
   * money into the provider's account against the order's kind of business, a refund moves it back.
   */
  const recordMoney = (kind: 'charge' | 'refund', order: PayOrderRow, attemptId: number, reason: string, now: number) => {
    const ledgerId = Number(q.ledger.run(order.order_no, attemptId, kind, order.amount_fen, reason, now).lastInsertRowid);
    const { channel, out_trade_no: outTradeNo } = attemptById(attemptId);
    // The provider gives the money back after this transaction, under a number that never changes (pay_refunds).
    if (kind === 'refund') q.queueRefund.run(`R${outTradeNo}`, ledgerId, attemptId, order.amount_fen, reason, now, now);
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
    if (attempt.status !== 'charged') q.settleCharged.run(attempt.id);
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
    openAttempt({ userId, orderNo, channel, attemptKey, scene, returnUrl }) {
      const order = service.ownOrder(userId, orderNo);
      return db.transaction((): OpenedAttempt => {
        const current = byNo(order.order_no) as PayOrderRow;
        const existing = q.attemptByKey.get(order.order_no, attemptKey) as PayAttemptRow | undefined;
        if (existing) {
          if (existing.channel !== channel || (existing.scene !== null && existing.scene !== scene)) throw payErrors.attemptKeyReused();
          // Asked before and never answered, then closed by a newer attempt: this tap is over.
          if (existing.params === '' && existing.status !== 'open') throw payErrors.attemptKeyReused();
          const answer = existing.params === '' ? null : (JSON.parse(existing.params) as PrepayParams | PayPageParams);
          return { attempt: existing, order: current, answer, superseded: [] };
        }
        if (current.status === 'paid') throw payErrors.orderPaid();
        if (current.status === 'closed') throw payErrors.orderClosed();
        // A charge the provider took but has not confirmed yet: a new attempt could charge a second time.
        if (q.chargedAttempt.get(order.order_no)) throw payErrors.processing();
        const superseded = q.openOutTradeNos.all(order.order_no) as OpenedAttempt['superseded'];
        q.closeOpenAttempts.run(order.order_no);
        const outTradeNo = newOutTradeNo();
        const id = Number(q.insertAttempt.run(order.order_no, attemptKey, channel, outTradeNo, returnUrl ?? null, clock.now(), outTradeNo, scene).lastInsertRowid);
        q.setOrderStatus.run('paying', order.order_no);
        return { attempt: attemptById(id), order: current, answer: null, superseded };
      })();
    },
    attachPrepay(attemptId, result) {
      const attempt = db.transaction(() => {
        q.attach.run(result.providerRef, JSON.stringify(result.params), result.appId, result.merchantId, attemptId);
        return attemptById(attemptId);
      })();
      // Closed by a newer attempt while the provider was asked: the reconciliation closes it there too.
      if (attempt.status !== 'open') throw payErrors.attemptKeyReused();
      return JSON.parse(attempt.params) as PrepayParams | PayPageParams;
    },
    attemptByRef(providerRef) {
      return (q.attemptByRef.get(providerRef) as PayAttemptRow | undefined) ?? null;
    },
    attemptByOutTradeNo(outTradeNo) {
      return (q.attemptByOutTradeNo.get(outTradeNo) as PayAttemptRow | undefined) ?? null;
    },
    applyPayment(channel, payment) {
      const found = service.attemptByOutTradeNo(payment.outTradeNo);
      if (!found || found.channel !== channel) throw payErrors.orderNotFound();
      // An attempt whose prepay was never answered has no app on file: nothing the provider says of it is believed.
      if (found.app_id === null || payment.appId !== found.app_id || payment.merchantId !== found.merchant_id) throw payErrors.paymentMismatch();
      const order = byNo(found.order_no) as PayOrderRow;
      if (payment.amountFen !== order.amount_fen) throw payErrors.amountMismatch();
      if (payment.state !== 'paid' && payment.state !== 'refunded') return 'unpaid';
      // The business's lazy changes first: a reservation that lapsed meanwhile closes the order, and is refunded.
      refresh(order);
      return db.transaction((): NotifyOutcome => {
        const attempt = attemptById(found.id);
        if (attempt.notified_at !== null) return 'duplicate';
        const current = byNo(attempt.order_no) as PayOrderRow;
        const now = clock.now();
        // A simulated sheet wrote its charge when the tenant confirmed; a real provider's money is written now.
        if (q.providerCharge.run(now, attempt.id).changes === 1) recordMoney('charge', current, attempt.id, 'charge', now);
        return confirmCharge(attemptById(attempt.id), current);
      })();
    },
    unsettledAttempts(before, limit) {
      return q.unsettled.all(before, limit) as PayAttemptRow[];
    },
    providerClosed(attemptId) {
      db.transaction(() => {
        q.providerClosed.run(clock.now(), attemptId);
        q.unstick.run();
      })();
    },
    dueRefunds(now, limit) {
      const rows = q.dueRefunds.all(now, limit) as { refund_no: string; amount_fen: number; reason: string; tries: number; out_trade_no: string; channel: PayChannel; total_fen: number }[];
      return rows.map((row) => ({
        channel: row.channel,
        tries: row.tries,
        request: { outTradeNo: row.out_trade_no, refundNo: row.refund_no, amountFen: row.amount_fen, totalFen: row.total_fen, reason: REFUND_REASONS[row.reason] ?? '退款' },
      }));
    },
    refundAnswered(refundNo, { state, error, nextTryAt }) {
      if (state === 'success' || state === 'failed') q.refundDone.run(state, clock.now(), error ?? null, refundNo);
      else q.refundLater.run(state === 'processing' ? 'processing' : 'pending', nextTryAt, error?.slice(0, 200) ?? null, refundNo);
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
        outTradeNo: attempt.out_trade_no,
        orderNo: attempt.order_no,
        amount: fenToYuanString(order.amount_fen),
        chargedAt: chinaIso(attempt.charged_at),
      };
    },
    applyNotice(notice) {
      const attempt = service.attemptByRef(notice.providerRef);
      // A refunded attempt was charged too: its repeated notify is acknowledged as a duplicate.
      if (!attempt || attempt.order_no !== notice.orderNo || attempt.channel !== notice.channel || attempt.charged_at === null) throw payErrors.orderNotFound();
      return service.applyPayment(notice.channel, {
        outTradeNo: attempt.out_trade_no,
        state: 'paid',
        amountFen: Number(parseYuanToFen(notice.amount) ?? -1n),
        appId: attempt.app_id ?? '',
        merchantId: attempt.merchant_id ?? '',
        transactionId: notice.providerRef,
      });
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
