import {
  INVOICEABLE_LIST_SIZE,
  INVOICE_LIST_SIZE,
  type InvoiceApply,
  type InvoiceDetail,
  type InvoiceItemKind,
  type InvoiceItemRef,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceTitle,
  type InvoiceTitleType,
  type InvoiceableItem,
  type InvoiceableList,
  type SavedInvoiceTitle,
  canMoveInvoice,
  chinaDate,
  maskEmail,
  maskTaxNumber,
} from '@aster/core-domain';
import { METER_TOPUP_BIZ } from '../meters/meterStore';
import { CHECKOUT_BALANCE_BIZ } from '../contracts/checkout';
import { BusinessError } from '../http/errors';
import { OPERATOR_COMPANY_NAME } from '../operatorCompany';
import type { Services } from '../services';

/**
 * The orders that pay something an invoice is owed for, besides bills: a meter top-up and what was paid at checkout.
 * A bill's own orders (and a contract's first payment, which pays its first bills) are invoiced as the bills; a
 * reservation's 定金 and a deposit are held, not earned; a wallet top-up is invoiced when the balance pays a bill;
 * an insurance premium is invoiced by the insurer.
 */
export const INVOICEABLE_ORDER_BIZ: readonly string[] = [METER_TOPUP_BIZ, CHECKOUT_BALANCE_BIZ];

export const invoiceErrors = {
  notFound: () => new BusinessError('INVOICE_NOT_FOUND', '发票不存在'),
  itemNotFound: () => new BusinessError('INVOICE_ITEM_NOT_FOUND', '所选账单或订单不存在，或不能开具发票'),
  taken: (title: string) => new BusinessError('INVOICE_ITEM_TAKEN', `「${title}」已开具发票或正在开票，不能重复申请`),
  decided: () => new BusinessError('INVOICE_DECIDED', '该发票已处理'),
};

interface InvoiceRow {
  id: number;
  user_id: number;
  status: InvoiceStatus;
  title_type: InvoiceTitleType;
  title_name: string;
  tax_number: string;
  bank_line: string;
  address_line: string;
  email: string;
  amount_fen: number;
  item_count: number;
  number: string | null;
  fail_reason: string | null;
  applied_at: number;
  issued_at: number | null;
  decided_at: number | null;
}

interface ItemRow {
  kind: InvoiceItemKind;
  ref: string;
  title: string;
  period_start: string | null;
  period_end: string | null;
  contract: string;
  amount_fen: number;
  paid_at: number;
}

interface TitleRow {
  title_type: InvoiceTitleType;
  title_name: string;
  tax_number: string;
  bank_line: string;
  address_line: string;
  email: string;
}

/** The operator, as the seller on every invoice. */
export const INVOICE_SELLER = { name: OPERATOR_COMPANY_NAME, taxNumber: '91310104MA1FR76T22', addressLine: '上海市徐汇区漕溪北路1号 021-60000000' } as const;

const orderList = INVOICEABLE_ORDER_BIZ.map((biz) => `'${biz}'`).join(', ');
/**
 * A paid rent or utility bill of the caller's signed contract, not refunded, with what the tenant paid: the bill and its
 * late fee less the coupon spent on it (an invoice is for money paid, as the bill's 实付 says).
 */
const PAID_FEN = `b.amount_fen + b.late_fee_paid_fen - COALESCE((SELECT SUM(r.discount_fen) FROM coupon_redemptions r WHERE r.bill_id = b.id AND r.status = 'used'), 0)`;
const BILLS = `SELECT 'bill' AS kind, CAST(b.id AS TEXT) AS ref, b.title, b.period_start, b.period_end, c.contract_no AS contract,
    ${PAID_FEN} AS amount_fen, b.paid_at
  FROM contract_bills b JOIN contracts c ON c.id = b.contract_id
  LEFT JOIN pay_orders o ON o.order_no = b.order_no
  WHERE c.user_id = @user AND c.signed_at IS NOT NULL AND b.paid_at IS NOT NULL AND b.kind IN ('rent', 'utility')
    AND o.refunded_at IS NULL AND ${PAID_FEN} > 0`;
const ORDERS = `SELECT 'order' AS kind, o.order_no AS ref, o.subject AS title, NULL AS period_start, NULL AS period_end, '' AS contract,
    o.amount_fen, o.paid_at
  FROM pay_orders o
  WHERE o.user_id = @user AND o.status = 'paid' AND o.paid_at IS NOT NULL AND o.refunded_at IS NULL AND o.biz_type IN (${orderList})`;
const NOT_HELD = `NOT EXISTS (SELECT 1 FROM invoice_items i WHERE i.kind = x.kind AND i.ref = x.ref AND i.held = 1)`;

const itemView = (row: ItemRow): InvoiceableItem => ({
  kind: row.kind,
  id: row.ref,
  title: row.title.slice(0, 60),
  periodStart: row.period_start,
  periodEnd: row.period_end,
  amountFen: row.amount_fen,
  paidAt: row.paid_at,
  contract: row.contract,
});

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;

export function createInvoiceStore(services: Pick<Services, 'db' | 'clock'>) {
  const { db, clock } = services;
  const q = {
    invoiceable: db.prepare(`SELECT * FROM (${BILLS} UNION ALL ${ORDERS}) x WHERE ${NOT_HELD} ORDER BY x.paid_at DESC, x.ref DESC LIMIT @limit`),
    invoiceableCount: db.prepare(`SELECT COUNT(*) AS n FROM (${BILLS} UNION ALL ${ORDERS}) x WHERE ${NOT_HELD}`),
    ownItem: db.prepare(`SELECT * FROM (${BILLS} UNION ALL ${ORDERS}) x WHERE x.kind = @kind AND x.ref = @ref`),
    held: db.prepare('SELECT 1 FROM invoice_items WHERE kind = ? AND ref = ? AND held = 1'),
    byKey: db.prepare('SELECT * FROM invoices WHERE user_id = ? AND request_key = ?'),
    byId: db.prepare('SELECT * FROM invoices WHERE id = ?'),
    byStatus: db.prepare('SELECT * FROM invoices WHERE status = ? AND id > ? ORDER BY id LIMIT ?'),
    ofUser: db.prepare(`SELECT * FROM invoices WHERE user_id = ? ORDER BY applied_at DESC, id DESC LIMIT ${INVOICE_LIST_SIZE}`),
    insert: db.prepare(`INSERT INTO invoices (user_id, title_type, title_name, tax_number, bank_line, address_line, email, amount_fen, item_count, request_key, applied_at)
      VALUES (@user, @type, @name, @taxNumber, @bankLine, @addressLine, @email, @amount, @count, @key, @at)`),
    insertItem: db.prepare(`INSERT INTO invoice_items (invoice_id, kind, ref, title, period_start, period_end, contract, amount_fen, paid_at)
      VALUES (@invoice, @kind, @ref, @title, @period_start, @period_end, @contract, @amount_fen, @paid_at)`),
    items: db.prepare('SELECT * FROM invoice_items WHERE invoice_id = ? ORDER BY paid_at, id'),
    issue: db.prepare("UPDATE invoices SET status = 'issued', number = ?, issued_at = ?, decided_at = ? WHERE id = ? AND status = 'applied'"),
    decide: db.prepare('UPDATE invoices SET status = ?, fail_reason = ?, decided_at = ? WHERE id = ? AND status = ?'),
    release: db.prepare('UPDATE invoice_items SET held = 0 WHERE invoice_id = ?'),
    title: db.prepare('SELECT * FROM invoice_titles WHERE user_id = ?'),
    saveTitle: db.prepare(`INSERT INTO invoice_titles (user_id, title_type, title_name, tax_number, bank_line, address_line, email, updated_at)
      VALUES (@user, @type, @name, @taxNumber, @bankLine, @addressLine, @email, @at)
      ON CONFLICT (user_id) DO UPDATE SET title_type = excluded.title_type, title_name = excluded.title_name, tax_number = excluded.tax_number,
        bank_line = excluded.bank_line, address_line = excluded.address_line, email = excluded.email, updated_at = excluded.updated_at`),
    deleteAll: [db.prepare('DELETE FROM invoice_titles WHERE user_id = ?')],
  };

  const summary = (row: InvoiceRow): InvoiceSummary => ({
    id: String(row.id),
    status: row.status,
    titleType: row.title_type,
    titleName: row.title_name,
    amountFen: row.amount_fen,
    itemCount: row.item_count,
    appliedAt: row.applied_at,
    issuedAt: row.issued_at,
    number: row.number,
  });

  const own = (userId: number, id: string): InvoiceRow => {
    const row = /^\d{1,12}$/.test(id) ? (q.byId.get(Number(id)) as InvoiceRow | undefined) : undefined;
    if (row === undefined || row.user_id !== userId) throw invoiceErrors.notFound();
    return row;
  };

  const byId = (id: number): InvoiceRow => {
    const row = q.byId.get(id) as InvoiceRow | undefined;
    if (row === undefined) throw invoiceErrors.notFound();
    return row;
  };

  /** Why a ref the caller chose cannot be invoiced: held by an invoice, or not theirs / not paid / not invoiceable. */
  const refused = (userId: number, ref: InvoiceItemRef): BusinessError => {
    const item = q.ownItem.get({ user: userId, kind: ref.kind, ref: ref.id }) as ItemRow | undefined;
    return item !== undefined && q.held.get(ref.kind, ref.id) !== undefined ? invoiceErrors.taken(item.title) : invoiceErrors.itemNotFound();
  };

  const isUniqueClash = (error: unknown) => error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT');

  /** 发票号码: 20 digits as a fully digital invoice's (数电票): the year, the region (上海 31), the id. */
  const invoiceNumber = (row: InvoiceRow, at: number) => `${chinaDate(at).slice(2, 4)}31${String(row.id).padStart(16, '0')}`;

  return {
    invoiceable(userId: number): InvoiceableList {
      const items = (q.invoiceable.all({ user: userId, limit: INVOICEABLE_LIST_SIZE }) as ItemRow[]).map(itemView);
      const total = (q.invoiceableCount.get({ user: userId }) as { n: number }).n;
      return { items, more: Math.max(0, total - items.length) };
    },

    list(userId: number): InvoiceSummary[] {
      return (q.ofUser.all(userId) as InvoiceRow[]).map(summary);
    },

    own,
    summary,

    detail(row: InvoiceRow, pdfUrl: string | null): InvoiceDetail {
      return {
        ...summary(row),
        taxNumberMasked: row.title_type === 'company' ? maskTaxNumber(row.tax_number) : null,
        bankLine: row.bank_line,
        addressLine: row.address_line,
        emailMasked: maskEmail(row.email),
        failReason: row.fail_reason,
        decidedAt: row.decided_at,
        pdfUrl: row.status === 'issued' ? pdfUrl : null,
      };
    },

    lines(row: InvoiceRow): InvoiceableItem[] {
      return (q.items.all(row.id) as ItemRow[]).map(itemView);
    },

    savedTitle(userId: number): SavedInvoiceTitle {
      const row = q.title.get(userId) as TitleRow | undefined;
      if (row === undefined) return null;
      return {
        title: { type: row.title_type, name: row.title_name, taxNumber: row.tax_number, bankLine: row.bank_line, addressLine: row.address_line },
        email: row.email,
      };
    },

    /**
     * Applies for an invoice of the caller's items: each must be the caller's, paid, invoiceable and held by no other
     * applied or issued invoice (the unique index decides a race). The same request key answers the same invoice.
     */
    apply(userId: number, input: InvoiceApply): InvoiceRow {
      const again = q.byKey.get(userId, input.requestKey) as InvoiceRow | undefined;
      if (again !== undefined) return again;
      const now = clock.now();
      try {
        return db.transaction(() => {
          const items = input.items.map((ref) => {
            const item = q.ownItem.get({ user: userId, kind: ref.kind, ref: ref.id }) as ItemRow | undefined;
            if (item === undefined || q.held.get(ref.kind, ref.id) !== undefined) throw refused(userId, ref);
            return item;
          });
          const title: InvoiceTitle = input.title;
          const base = { user: userId, type: title.type, name: title.name, taxNumber: title.taxNumber, bankLine: title.bankLine, addressLine: title.addressLine, email: input.email, at: now };
          const id = Number(q.insert.run({ ...base, amount: items.reduce((total, item) => total + item.amount_fen, 0), count: items.length, key: input.requestKey }).lastInsertRowid);
          for (const item of items) q.insertItem.run({ invoice: id, ...item });
          q.saveTitle.run(base);
          return byId(id);
        })();
      } catch (error) {
        if (!isUniqueClash(error)) throw error;
        // Another request won: the same tap (its key) gets its invoice, a different one is told what is taken.
        const same = q.byKey.get(userId, input.requestKey) as InvoiceRow | undefined;
        if (same !== undefined) return same;
        const taken = input.items.find((ref) => q.held.get(ref.kind, ref.id) !== undefined);
        throw taken === undefined ? error : refused(userId, taken);
      }
    },

    /** The operator's system issues an applied invoice: its number and date. */
    issue(id: number): InvoiceRow {
      const row = byId(id);
      if (!canMoveInvoice(row.status, 'issued')) throw invoiceErrors.decided();
      const now = clock.now();
      q.issue.run(invoiceNumber(row, now), now, now, id);
      return byId(id);
    },

    /** Fails an applied invoice (with the tax system's reason) or voids an issued one: its items are free again. */
    close(id: number, to: 'failed' | 'voided', reason: string | null): InvoiceRow {
      const row = byId(id);
      if (!canMoveInvoice(row.status, to)) throw invoiceErrors.decided();
      db.transaction(() => {
        q.decide.run(to, reason, clock.now(), id, row.status);
        q.release.run(id);
      })();
      return byId(id);
    },

    /** The operator's list: invoices of `status` after id `after`, oldest first. */
    listed(status: InvoiceRow['status'], limit: number, after: number): InvoiceSummary[] {
      return (q.byStatus.all(status, after, limit) as InvoiceRow[]).map(summary);
    },

    deleteTitleOf(userId: number): void {
      for (const statement of q.deleteAll) statement.run(userId);
    },
  };
}

export type { InvoiceRow };
