import crypto from 'node:crypto';
import { contractEndpoints } from '@aster/core-api';
import {
  chinaDate,
  fenToYuanString,
  isContractActive,
  refundPreview,
  tidyText,
  type ContractSignResult,
  type PayOrder,
  type RefundPreview,
} from '@aster/core-domain';
import { createHouseFacts } from '../bookings/houseFacts';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { contractErrors, type ContractRow, type ContractStore } from './contractStore';
import { createContractPdfs } from './contractPdf';
import { contractText } from './contractText';
import { refundAccountLine } from './leaseView';
import { readSignature } from './signatureImage';
import { signerErrors, signerOf } from './signer';

/** The pay module's business of a contract's first payment (deposit and the first rent period, less the 定金). */
export const CONTRACT_FIRST_PAYMENT_BIZ = 'contract_first_payment';

export const signErrors = {
  ...signerErrors,
  certRequired: () => new BusinessError('CONTRACT_CERT_REQUIRED', '请先完成实名核验'),
};

/** The refund preview the tenant sees for leaving on `checkoutDate`, with the token refund-sign takes back. */
export function refundPreviewOf(store: ContractStore, row: ContractRow, checkoutDate: string): RefundPreview {
  const { terms, bills } = store.refundInputs(row);
  const breakdown = refundPreview(terms, bills, checkoutDate);
  const sign = crypto.createHash('sha256').update(JSON.stringify({ contract: row.id, ...breakdown })).digest('hex');
  return {
    contractId: String(row.id),
    checkoutDate: breakdown.checkoutDate,
    early: breakdown.early,
    lines: breakdown.lines.map((line) => ({ ...line, amount: fenToYuanString(line.amountFen) })),
    netFen: breakdown.netFen,
    netAmount: fenToYuanString(breakdown.netFen),
    refundAccount: refundAccountLine(store, row.id),
    sign,
  };
}

export function contractRoutes(services: Services, store: ContractStore): ApiRoute[] {
  const { db, clock, pay } = services;
  const houses = createHouseFacts(db);
  const pdfs = createContractPdfs(services);
  const e = contractEndpoints;
  const q = {
    prefill: db.prepare('UPDATE contracts SET company = ?, email = ?, occupation = ? WHERE id = ?'),
    certChecked: db.prepare('UPDATE contracts SET cert_checked_at = ? WHERE id = ?'),
    signed: db.prepare('UPDATE contracts SET signed_at = ?, first_order_no = ? WHERE id = ?'),
    signature: db.prepare('INSERT INTO contract_signatures (contract_id, user_id, png, sha256, created_at, signer_name, signer_id_type, signer_id_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    firstBills: db.prepare(`SELECT * FROM contract_bills WHERE contract_id = ? AND (kind = 'deposit' OR (kind = 'rent' AND period_start = ?))`),
    payBill: db.prepare('UPDATE contract_bills SET paid_at = ? WHERE id = ? AND paid_at IS NULL'),
    houseAvailability: db.prepare('UPDATE houses SET availability = ? WHERE id = ? AND availability = ?'),
    unbound: db.prepare("SELECT COUNT(*) AS n FROM contracts WHERE user_id IS NULL AND tenant_phone = ? AND status != 'cancelled'"),
    unboundRows: db.prepare("SELECT * FROM contracts WHERE user_id IS NULL AND tenant_phone = ? AND status != 'cancelled' ORDER BY start_date DESC, id DESC LIMIT 50"),
    openCheckout: db.prepare("SELECT expect_checkout_date AS date FROM checkout_applications WHERE contract_id = ? AND status = 'applied'"),
  };
  const firstBillsOf = (row: ContractRow) => q.firstBills.all(row.id, row.start_date) as { id: number; amount_fen: number; paid_at: number | null }[];

  /** The first payment is made: its bills are paid and the contract is 将搬入 (在租中 once its start date comes). */
  const firstPaymentMade = (row: ContractRow, paidAt: number) => {
    for (const bill of firstBillsOf(row)) q.payBill.run(paidAt, bill.id);
    store.transition(row, 'firstPaymentConfirmed', '首期款项已支付', paidAt);
  };
  pay.registerBiz(CONTRACT_FIRST_PAYMENT_BIZ, {
    refresh: () => undefined,
    onPaid(bizId, paidAt) {
      firstPaymentMade(store.byId(Number(bizId)), paidAt);
    },
  });
  const payOrderOf = (orderNo: string | null): PayOrder | null => {
    const order = orderNo === null ? null : pay.byNo(orderNo);
    return order ? { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen) } : null;
  };
  const signResult = (row: ContractRow): ContractSignResult => ({ contractId: String(row.id), status: row.status, payOrder: payOrderOf(row.first_order_no) });
  const ownContract = (context: { userId: number | null; params: Readonly<Record<string, string>> }) => store.own(loggedInUser(context), context.params.id ?? '');

  return [
    implement(e.list, (context) => {
      const userId = loggedInUser(context);
      const mobile = services.users.byId(userId)?.mobile ?? null;
      // Then the contracts the manager made for the caller's phone and nobody has bound (bound: false).
      const toBind = mobile === null ? [] : (q.unboundRows.all(mobile) as ContractRow[]);
      const rows = [...store.ofUser(userId), ...toBind];
      return rows.filter((row) => context.input.status === undefined || row.status === context.input.status).map((row) => store.summary(row, context.origin));
    }),
    implement(e.count, (context) => {
      const userId = loggedInUser(context);
      const mobile = services.users.byId(userId)?.mobile ?? null;
      return {
        activeCount: store.ofUser(userId).filter((row) => isContractActive(row.status)).length,
        unBindCount: mobile === null ? 0 : (q.unbound.get(mobile) as { n: number }).n,
      };
    }),
    implement(e.detail, (context) => store.detail(ownContract(context), context.origin)),
    implement(e.roomItems, (context) => store.detail(ownContract(context), context.origin).roomItems),
    implement(e.onlineRecords, (context) => store.records(ownContract(context).id)),
    implement(e.preCreate, (context) => {
      const row = ownContract(context);
      const { company, email, occupation } = context.input;
      db.transaction(() => {
        store.transition(row, 'prefilled', '已填写单位、邮箱及职业');
        q.prefill.run(tidyText(company ?? ''), tidyText(email ?? ''), tidyText(occupation ?? ''), row.id);
      })();
      return store.detail(store.byId(row.id), context.origin);
    }),
    implement(e.checkCert, (context) => {
      const userId = loggedInUser(context);
      const row = ownContract(context);
      if (row.status !== 'awaiting_sign') throw contractErrors.refused(row.status);
      signerOf(services, userId, row);
      q.certChecked.run(clock.now(), row.id);
      return { passed: true as const, name: row.tenant_name };
    }),
    implement(e.htmlContract, (context) => {
      const row = ownContract(context);
      return contractText(row, houses.get(row.house_id), context.input.showSign ?? false);
    }),
    implement(e.saveHandSign, (context) => {
      const userId = loggedInUser(context);
      const row = ownContract(context);
      // A second tap after signing answers the first signature's result.
      if (row.signed_at !== null) return signResult(row);
      if (row.status !== 'awaiting_sign') throw contractErrors.refused(row.status);
      if (row.cert_checked_at === null) throw signErrors.certRequired();
      // Checked again: the identity may have gone (account log-out) or the contract changed since the check.
      const signer = signerOf(services, userId, row);
      const signature = readSignature(context.input.signImage);
      const house = houses.get(row.house_id);
      db.transaction(() => {
        const now = clock.now();
        store.transition(row, 'signed', '乙方已手写签署合同', now);
        q.signature.run(row.id, userId, signature.png, crypto.createHash('sha256').update(signature.png).digest('hex'), now, signer.name, signer.id_type, signer.id_number);
        if (row.reservation_id !== null) {
          store.moveReservation(row.reservation_id, 'contractSigned');
          q.houseAvailability.run('rented', row.house_id, 'reserved');
        }
        const dueFen = firstBillsOf(row).reduce((sum, bill) => sum + bill.amount_fen, 0) - row.reservation_credit_fen;
        let orderNo: string | null = null;
        if (dueFen > 0) {
          orderNo = pay.createOrder({ userId, amountFen: dueFen, subject: `首期租金及押金·${house.title}`, bizType: CONTRACT_FIRST_PAYMENT_BIZ, bizId: String(row.id) }).order_no;
        }
        q.signed.run(now, orderNo, row.id);
        if (orderNo === null) firstPaymentMade(store.byId(row.id), now);
      })();
      // Its PDF is drawn now, not when the tenant first opens it.
      pdfs.prepare(row.id);
      return signResult(store.byId(row.id));
    }),
    implement(e.refundPreview, (context) => {
      const row = ownContract(context);
      if (row.status !== 'renting' && row.status !== 'checkout_applied') throw contractErrors.refused(row.status);
      const open = q.openCheckout.get(row.id) as { date: string } | undefined;
      const date = context.input.checkoutDate ?? open?.date ?? chinaDate(clock.now());
      if (date < row.start_date || date > row.end_date) throw new BusinessError('CHECKOUT_DATE_INVALID', `退租日期需在租期内（${row.start_date}至${row.end_date}）`);
      return refundPreviewOf(store, row, date);
    }),
  ];
}
