import crypto from 'node:crypto';
import {
  type AskPayProblem,
  type AskPayShare,
  type BillAskPay,
  type BillPayWay,
  type PayableBill,
  type PayOrder,
  type SharedBill,
  ASK_PAY_PROBLEM_TEXT,
  PAY_WAY_TEXT,
  billCodeOf,
  chinaIso,
  fenToYuanString,
  isPayable,
  maskPhone,
  payWaysOf,
  roommateName,
} from '@aster/core-domain';
import { billErrors, type BillRow, type BillStore } from '../bills/billStore';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { payErrors } from '../pay/payService';
import type { Services } from '../services';

/** The pay module's business types of payments by others: a share link's orders and a paper bill code's orders. */
export const ASK_PAY_BIZ = 'ask_pay';
export const BILL_CODE_BIZ = 'bill_code';

const HOUR_MS = 60 * 60 * 1000;
/** Tries at a fresh bill code before giving up (10 characters of 32: a collision is one in 2^50 per try). */
const CODE_TRIES = 5;

export const askPayErrors = {
  shareNotFound: () => new BusinessError('ASK_PAY_NOT_FOUND', '代付链接不存在，请向好友重新索取'),
  codeNotFound: () => new BusinessError('BILL_CODE_NOT_FOUND', '账单编码不存在，请核对纸质账单'),
  problem: (problem: AskPayProblem) => new BusinessError(`ASK_PAY_${problem.toUpperCase()}`, ASK_PAY_PROBLEM_TEXT[problem]),
};

interface ShareRow {
  id: number;
  code: string;
  bill_id: number;
  user_id: number;
  created_at: number;
  expires_at: number;
  cancelled_at: number | null;
}

export interface AskPayStore {
  /** The open share link of the caller's payable bill: the same one while open, a new one after it expired. */
  share(userId: number, billId: string): AskPayShare;
  ofBill(userId: number, billId: string): BillAskPay;
  cancel(userId: number, billId: string): BillAskPay;
  /** What a share link asks of the caller (a guest: null). */
  shared(userId: number | null, code: string, platform: string): SharedBill;
  payShared(userId: number, code: string, way: BillPayWay, platform: string): PayOrder;
  /** What a paper bill's code asks (its tenant may pay it this way too). */
  codeBill(code: string, platform: string): PayableBill;
  payByCode(userId: number, code: string, way: BillPayWay, platform: string): PayOrder;
  /** The code of the caller's own bill. */
  ownBillCode(userId: number, billId: string): { code: string };
  /** A bill's code, made on first ask (the operator prints it on the paper bill). */
  codeOf(billId: number): string;
}

/**
 * Bills paid by someone other than their tenant: share links (请人代付) and paper bill codes (扫码缴费). The payer pays
 * an order of their own through the pay module; when it is paid the bill takes it, unless the bill was paid first
 * (by its tenant or another payer), and then the money goes back through the ledger. So a bill is paid once.
 */
export function createAskPayStore(services: Pick<Services, 'db' | 'pay' | 'clock' | 'limits'>, bills: BillStore): AskPayStore {
  const { db, pay, clock } = services;
  const q = {
    openShareOf: db.prepare('SELECT * FROM bill_shares WHERE bill_id = ? AND cancelled_at IS NULL'),
    shareByCode: db.prepare('SELECT * FROM bill_shares WHERE code = ?'),
    shareById: db.prepare('SELECT * FROM bill_shares WHERE id = ?'),
    insertShare: db.prepare('INSERT INTO bill_shares (code, bill_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)'),
    closeShare: db.prepare('UPDATE bill_shares SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL'),
    codeOf: db.prepare('SELECT code FROM bill_codes WHERE bill_id = ?'),
    billOfCode: db.prepare('SELECT bill_id FROM bill_codes WHERE code = ?'),
    insertCode: db.prepare('INSERT OR IGNORE INTO bill_codes (bill_id, code) VALUES (?, ?)'),
    orderOfBiz: db.prepare('SELECT order_no FROM pay_orders WHERE biz_type = ? AND biz_id = ?'),
    recordPayment: db.prepare('INSERT OR IGNORE INTO bill_other_payments (order_no, bill_id, payer_id, share_id, created_at) VALUES (?, ?, ?, ?, ?)'),
    paymentOf: db.prepare('SELECT * FROM bill_other_payments WHERE order_no = ?'),
    payer: db.prepare('SELECT user_name, mobile FROM users WHERE id = ?'),
  };
  const shareTtlMs = services.limits.askPayShareHours * HOUR_MS;
  const shareById = (id: number) => (q.shareById.get(id) as ShareRow | undefined) ?? null;
  const openShareOf = (billId: number) => (q.openShareOf.get(billId) as ShareRow | undefined) ?? null;

  /** What a share's bill shows its opener: the problem first met, null when they may pay it. */
  const billProblem = (bill: BillRow): AskPayProblem | null => {
    const status = bills.status(bill);
    if (status === 'paid' || status === 'refunded') return 'paid';
    if (!isPayable(status) || bills.notPayableReason(bill) !== null) return 'not_payable';
    return null;
  };
  const shareProblem = (share: ShareRow, bill: BillRow, userId: number | null): AskPayProblem | null => {
    const paid = billProblem(bill);
    if (paid === 'paid') return 'paid';
    if (share.cancelled_at !== null && share.cancelled_at < share.expires_at) return 'cancelled';
    if (share.expires_at <= clock.now() || share.cancelled_at !== null) return 'expired';
    if (userId === share.user_id) return 'own';
    return paid;
  };
  const payerName = (payerId: number) => {
    const row = q.payer.get(payerId) as { user_name: string; mobile: string | null } | undefined;
    if (row === undefined) return '好友';
    return row.user_name !== '' ? roommateName(row.user_name) : row.mobile !== null ? maskPhone(row.mobile) : '好友';
  };
  const tenantName = (bill: BillRow) => {
    const row = q.payer.get(bill.user_id) as { user_name: string } | undefined;
    return row === undefined || row.user_name === '' ? '租客' : roommateName(row.user_name);
  };
  const payable = (bill: BillRow, problem: AskPayProblem | null, platform: string): PayableBill => {
    const detail = bills.detail(bill);
    return {
      title: bill.title,
      kind: bill.kind,
      periodStart: bill.period_start,
      periodEnd: bill.period_end,
      dueDate: bill.due_date,
      amount: detail.amount,
      lateFee: detail.lateFee,
      items: detail.items,
      houseTitle: bill.house_title,
      tenantName: tenantName(bill),
      problem,
      ways: problem === null ? payWaysOf(platform).map((way) => ({ way, label: PAY_WAY_TEXT[way] })) : [],
    };
  };
  const shareView = (share: ShareRow): AskPayShare => ({ code: share.code, expiresAt: chinaIso(share.expires_at) });
  const billAskPay = (bill: BillRow): BillAskPay => {
    const share = openShareOf(bill.id);
    const open = share !== null && share.expires_at > clock.now() && billProblem(bill) === null;
    const payment = bill.order_no === null ? undefined : (q.paymentOf.get(bill.order_no) as { payer_id: number } | undefined);
    // Paid by the tenant's own code is no one else's payment.
    const byOther = payment !== undefined && payment.payer_id !== bill.user_id;
    return { share: open ? shareView(share) : null, paidBy: byOther ? payerName(payment.payer_id) : null };
  };
  const shareByCode = (code: string) => {
    const share = q.shareByCode.get(code) as ShareRow | undefined;
    if (share === undefined) throw askPayErrors.shareNotFound();
    const bill = bills.byId(share.bill_id);
    if (bill === null) throw askPayErrors.shareNotFound();
    return { share, bill };
  };
  const billOfCode = (code: string) => {
    const found = q.billOfCode.get(code) as { bill_id: number } | undefined;
    const bill = found === undefined ? null : bills.byId(found.bill_id);
    if (bill === null) throw askPayErrors.codeNotFound();
    return bill;
  };
  const codeOf = (billId: number): string => {
    for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
      const known = q.codeOf.get(billId) as { code: string } | undefined;
      if (known !== undefined) return known.code;
      q.insertCode.run(billId, billCodeOf(crypto.randomBytes(10)));
    }
    const made = q.codeOf.get(billId) as { code: string } | undefined;
    if (made === undefined) throw new Error(`no free bill code for bill ${billId}`);
    return made.code;
  };

  /** The payer's order for what the bill costs today: one per payer, way of paying (link or code) and China day. */
  const orderFor = (payerId: number, bill: BillRow, way: BillPayWay, platform: string, biz: { type: string; key: string; shareId: number | null }): PayOrder => {
    if (!payWaysOf(platform).includes(way)) throw billErrors.wayUnavailable();
    const bizId = `${biz.key}@${bills.today()}@${payerId}`;
    const { amountFen } = bills.dueNowFen(bill);
    const order = db.transaction(() => {
      const made = pay.createOrder({ userId: payerId, amountFen, subject: `代付：${bill.title}`, bizType: biz.type, bizId });
      q.recordPayment.run(made.order_no, bill.id, payerId, biz.shareId, clock.now());
      return made;
    })();
    if (order.status === 'paid') throw payErrors.orderPaid();
    return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), paySubChannel: way, subAccountType: bill.kind };
  };

  // Both kinds of order pay their bill the same way; a share link's order also needs its link still open.
  const paymentBiz = (type: string) => ({
    refresh(bizId: string) {
      const orderNo = (q.orderOfBiz.get(type, bizId) as { order_no: string } | undefined)?.order_no;
      if (orderNo === undefined) return;
      const payment = q.paymentOf.get(orderNo) as { bill_id: number; payer_id: number; share_id: number | null } | undefined;
      const bill = payment === undefined ? null : bills.byId(payment.bill_id);
      const share = payment?.share_id == null ? null : shareById(payment.share_id);
      const day = bizId.split('@')[1];
      const stale =
        bill === null ||
        billProblem(bill) !== null ||
        day !== bills.today() ||
        (share !== null && shareProblem(share, bill, payment?.payer_id ?? null) !== null);
      if (stale) pay.closeOrder(orderNo);
    },
    onPaid(bizId: string, paidAt: number) {
      const orderNo = (q.orderOfBiz.get(type, bizId) as { order_no: string } | undefined)?.order_no;
      const order = orderNo === undefined ? null : pay.byNo(orderNo);
      const payment = orderNo === undefined ? undefined : (q.paymentOf.get(orderNo) as { bill_id: number } | undefined);
      const bill = payment === undefined ? null : bills.byId(payment.bill_id);
      if (order === null || bill === null) return;
      const lateFee = Math.max(order.amount_fen - bill.amount_fen, 0);
      // Paid first by its tenant or another payer: this payment goes back.
      if (!bills.markPaid(bill.id, { paidAt, paidBy: 'ask_pay', paidFen: order.amount_fen, lateFeeFen: lateFee, orderNo: order.order_no })) pay.markRefunded(order.order_no);
    },
  });
  pay.registerBiz(ASK_PAY_BIZ, paymentBiz(ASK_PAY_BIZ));
  pay.registerBiz(BILL_CODE_BIZ, paymentBiz(BILL_CODE_BIZ));

  return {
    share(userId, billId) {
      const bill = bills.own(userId, billId);
      const problem = billProblem(bill);
      if (problem === 'paid') throw billErrors.paid();
      if (problem !== null) throw billErrors.notPayable(bills.notPayableReason(bill) ?? '该账单当前无法请人代付');
      return db.transaction(() => {
        const now = clock.now();
        const open = openShareOf(bill.id);
        if (open !== null && open.expires_at > now) return shareView(open);
        // An expired link is closed as of its expiry (its opener still reads 已过期), making room for the new one.
        if (open !== null) q.closeShare.run(open.expires_at, open.id);
        const code = crypto.randomBytes(24).toString('base64url');
        q.insertShare.run(code, bill.id, userId, now, now + shareTtlMs);
        return shareView(openShareOf(bill.id) as ShareRow);
      })();
    },
    ofBill: (userId, billId) => billAskPay(bills.own(userId, billId)),
    cancel(userId, billId) {
      const bill = bills.own(userId, billId);
      const open = openShareOf(bill.id);
      if (open !== null) q.closeShare.run(Math.min(clock.now(), open.expires_at), open.id);
      return billAskPay(bill);
    },
    shared(userId, code, platform) {
      const { share, bill } = shareByCode(code);
      return { ...payable(bill, shareProblem(share, bill, userId), platform), expiresAt: chinaIso(share.expires_at) };
    },
    payShared(userId, code, way, platform) {
      const { share, bill } = shareByCode(code);
      const problem = shareProblem(share, bill, userId);
      if (problem !== null) throw askPayErrors.problem(problem);
      return orderFor(userId, bill, way, platform, { type: ASK_PAY_BIZ, key: String(share.id), shareId: share.id });
    },
    codeBill(code, platform) {
      const bill = billOfCode(code);
      return payable(bill, billProblem(bill), platform);
    },
    payByCode(userId, code, way, platform) {
      const bill = billOfCode(code);
      const problem = billProblem(bill);
      if (problem !== null) throw askPayErrors.problem(problem);
      return orderFor(userId, bill, way, platform, { type: BILL_CODE_BIZ, key: String(bill.id), shareId: null });
    },
    ownBillCode: (userId, billId) => ({ code: codeOf(bills.own(userId, billId).id) }),
    codeOf,
  };
}

/**
 * The money invariants of payments by others (for moneyInvariantProblems): an order of someone else's that holds
 * money is what paid its bill, and no bill is held by two orders at once (its tenant's, a friend's or a code's).
 */
export function askPayProblems(db: Db): string[] {
  const held = "o.status = 'paid' AND o.refunded_at IS NULL";
  const strays = db
    .prepare(`SELECT p.order_no AS orderNo, p.bill_id AS billId FROM bill_other_payments p JOIN pay_orders o ON o.order_no = p.order_no
      JOIN contract_bills b ON b.id = p.bill_id WHERE ${held} AND (b.order_no IS NULL OR b.order_no <> p.order_no)`)
    .all() as { orderNo: string; billId: number }[];
  const twice = db
    .prepare(`SELECT billId, COUNT(*) AS orders FROM (
        SELECT p.bill_id AS billId FROM bill_other_payments p JOIN pay_orders o ON o.order_no = p.order_no WHERE ${held}
        UNION ALL
        SELECT CAST(substr(o.biz_id, 1, instr(o.biz_id, '@') - 1) AS INTEGER) AS billId FROM pay_orders o WHERE o.biz_type = 'bill' AND ${held}
      ) GROUP BY billId HAVING COUNT(*) > 1`)
    .all() as { billId: number; orders: number }[];
  return [
    ...strays.map((row) => `order ${row.orderNo} holds money for bill ${row.billId} but did not pay it`),
    ...twice.map((row) => `bill ${row.billId} is held by ${row.orders} paid orders`),
  ];
}
