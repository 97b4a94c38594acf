import { z } from 'zod';
import { textField } from '../validation/text';
import { CreditCodeSchema, normalizeCreditCode } from './identity';
import { EMAIL_PATTERN } from './signature';

// Invoices (issue 13): a tenant asks for a 发票 of what they paid (bills, and orders that pay no bill), with a
// personal or a company title; the operator issues it (or it fails) and its PDF goes to an email. The rules the
// pages show and the server applies.

/**
 * An invoice's life: applied (申请中) → issued (已开具) | failed (开票失败, with the reason); issued → voided (已作废).
 * An applied or issued invoice holds its items: none of them can be in another one. A failed or voided one frees them.
 */
export const InvoiceStatusSchema = z.enum(['applied', 'issued', 'failed', 'voided']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
export const INVOICE_STATUS_TEXT: Readonly<Record<InvoiceStatus, string>> = {
  applied: '申请中',
  issued: '已开具',
  failed: '开票失败',
  voided: '已作废',
};
const INVOICE_MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  applied: ['issued', 'failed'],
  issued: ['voided'],
  failed: [],
  voided: [],
};
export const canMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus): boolean => INVOICE_MOVES[from].includes(to);
/** Whether an invoice in this status holds its items (they cannot be invoiced again). */
export const invoiceHoldsItems = (status: InvoiceStatus): boolean => status === 'applied' || status === 'issued';

/**
 * What can be invoiced: a paid bill (rent or utilities, however it was paid: an order, the wallet, a transfer) or a
 * paid order that pays no bill (a meter top-up, what was paid at checkout). Deposits are held, not earned, and get no
 * invoice; wallet top-ups are invoiced when the balance pays a bill.
 */
export const InvoiceItemKindSchema = z.enum(['bill', 'order']);
export type InvoiceItemKind = z.infer<typeof InvoiceItemKindSchema>;
export const INVOICE_ITEM_KIND_TEXT: Readonly<Record<InvoiceItemKind, string>> = { bill: '账单', order: '订单' };

/** At most this many bills and orders in one invoice (the selection travels in memory, ids only). */
export const INVOICE_MAX_ITEMS = 50;

export const InvoiceTitleTypeSchema = z.enum(['personal', 'company']);
export type InvoiceTitleType = z.infer<typeof InvoiceTitleTypeSchema>;
export const INVOICE_TITLE_TYPE_TEXT: Readonly<Record<InvoiceTitleType, string>> = { personal: '个人', company: '企业' };

export const INVOICE_TEXT = {
  noItems: '请选择要开票的账单或订单',
  tooMany: `一次最多选择${INVOICE_MAX_ITEMS}笔`,
  repeated: '所选款项有重复',
  email: '邮箱格式不正确',
  emailMissing: '请填写接收发票的邮箱',
} as const;

export const INVOICE_TITLE_MAX_LENGTHS = { name: 60, bankLine: 60, addressLine: 80, email: 100 } as const;
const L = INVOICE_TITLE_MAX_LENGTHS;

/** The email the invoice's PDF is sent to. */
export const InvoiceEmailSchema = textField({
  min: { length: 1, message: INVOICE_TEXT.emailMissing },
  max: { length: L.email, message: `邮箱最多${L.email}个字符` },
  emoji: INVOICE_TEXT.email,
  pattern: { regex: EMAIL_PATTERN, message: INVOICE_TEXT.email },
  spacing: 'none',
});

const titleFields = {
  type: InvoiceTitleTypeSchema,
  name: textField({
    min: { length: 2, message: '请填写发票抬头' },
    max: { length: L.name, message: `发票抬头最多${L.name}个字` },
    emoji: '发票抬头不能包含表情符号',
    invisible: '发票抬头含有无法显示的字符',
  }),
  taxNumber: z.string().max(64).default(''),
  bankLine: textField({ max: { length: L.bankLine, message: `开户银行及账号最多${L.bankLine}个字` }, emoji: '开户银行及账号不能包含表情符号' }).default(''),
  addressLine: textField({ max: { length: L.addressLine, message: `注册地址及电话最多${L.addressLine}个字` }, emoji: '注册地址及电话不能包含表情符号' }).default(''),
};

interface TitleFields {
  type: InvoiceTitleType;
  name: string;
  taxNumber: string;
  bankLine: string;
  addressLine: string;
}

/** A company needs its credit code (normalised); a person's title drops the tax number and the lines. */
function titleRule<T extends TitleFields>(title: T, context: z.core.$RefinementCtx<T>): T {
  if (title.type === 'personal') return { ...title, taxNumber: '', bankLine: '', addressLine: '' };
  const code = CreditCodeSchema.safeParse(title.taxNumber);
  if (!code.success) {
    for (const issue of code.error.issues) context.addIssue({ code: 'custom', path: ['taxNumber'], message: issue.message });
    return z.NEVER;
  }
  return { ...title, taxNumber: normalizeCreditCode(code.data) };
}

/**
 * The title (抬头) an invoice is made out to: a person's name, or a company's name with its 税号 (the 18-character
 * unified social credit code, checked as company authentication checks it) and, optionally, its bank and address
 * lines as they print on a special VAT invoice. A personal title carries no tax number or lines (they are dropped).
 */
export const InvoiceTitleSchema = z.object(titleFields).transform(titleRule);
export type InvoiceTitle = z.output<typeof InvoiceTitleSchema>;

/** fillIn's form: the title's fields and the email side by side, under the same rules. */
export const InvoiceTitleFormSchema = z.object({ ...titleFields, email: InvoiceEmailSchema }).transform(titleRule);
export type InvoiceTitleForm = z.input<typeof InvoiceTitleFormSchema>;

/** A tax number as shown back: only its last 4 characters (91310000MA1K****** → ****************0X). */
export function maskTaxNumber(taxNumber: string): string {
  const chars = Array.from(taxNumber);
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return '*'.repeat(chars.length - 4) + chars.slice(-4).join('');
}

/** An email as shown back: the first 2 characters of the name and the whole domain (te***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(email.slice(0, at)).slice(0, 2).join('')}***${email.slice(at)}`;
}

/** A retried tap's identity: the same key is the same application. */
export const InvoiceRequestKeySchema = z.string().max(64).regex(/^[A-Za-z0-9_-]{8,64}$/);
