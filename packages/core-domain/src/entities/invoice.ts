import { z } from 'zod';
import {
  INVOICE_MAX_ITEMS,
  INVOICE_TEXT,
  InvoiceEmailSchema,
  InvoiceItemKindSchema,
  InvoiceRequestKeySchema,
  InvoiceStatusSchema,
  InvoiceTitleSchema,
  InvoiceTitleTypeSchema,
} from '../rules/invoice';

// The invoices' answers and requests (issue 13). Amounts are whole fen, times epoch ms of the server's clock.

const fen = z.number().int();
const idText = z.string().min(1).max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One bill or order, named by its kind and id (a bill's id, an order's number). */
export const InvoiceItemRefSchema = z.object({ kind: InvoiceItemKindSchema, id: z.string().max(40).regex(/^[A-Za-z0-9_-]{1,40}$/) });
export type InvoiceItemRef = z.infer<typeof InvoiceItemRefSchema>;

/** A paid bill or order not yet in an applied or issued invoice (申请发票's list). */
export const InvoiceableItemSchema = InvoiceItemRefSchema.extend({
  title: z.string().max(60),
  /** The period a bill covers; an order has none. */
  periodStart: day.nullable(),
  periodEnd: day.nullable(),
  amountFen: fen.positive(),
  paidAt: z.number(),
  /** The contract a bill belongs to (its number), or '' for an order. */
  contract: z.string().max(40),
});
export type InvoiceableItem = z.infer<typeof InvoiceableItemSchema>;

/** At most this many items are listed, newest paid first; older ones come once these are invoiced. */
export const INVOICEABLE_LIST_SIZE = 200;
export const InvoiceableListSchema = z.object({ items: z.array(InvoiceableItemSchema).max(INVOICEABLE_LIST_SIZE), more: z.number().int().min(0) });
export type InvoiceableList = z.infer<typeof InvoiceableListSchema>;

/** The caller's last title and email (the form starts from them), null before a first invoice. */
export const SavedInvoiceTitleSchema = z.object({ title: InvoiceTitleSchema, email: z.string().max(100) }).nullable();
export type SavedInvoiceTitle = z.infer<typeof SavedInvoiceTitleSchema>;

/** Applies for one invoice of these items; the same request key again is the same application. */
export const InvoiceApplySchema = z.object({
  items: z
    .array(InvoiceItemRefSchema)
    .min(1, INVOICE_TEXT.noItems)
    .max(INVOICE_MAX_ITEMS, INVOICE_TEXT.tooMany)
    .refine((items) => new Set(items.map((item) => `${item.kind}:${item.id}`)).size === items.length, INVOICE_TEXT.repeated),
  title: InvoiceTitleSchema,
  email: InvoiceEmailSchema,
  requestKey: InvoiceRequestKeySchema,
});
export type InvoiceApply = z.output<typeof InvoiceApplySchema>;
export type InvoiceApplyInput = z.input<typeof InvoiceApplySchema>;

/** 我的发票's row. */
export const InvoiceSummarySchema = z.object({
  id: idText,
  status: InvoiceStatusSchema,
  titleType: InvoiceTitleTypeSchema,
  titleName: z.string().max(60),
  amountFen: fen.positive(),
  itemCount: z.number().int().min(1).max(INVOICE_MAX_ITEMS),
  appliedAt: z.number(),
  issuedAt: z.number().nullable(),
  /** 发票号码, once issued. */
  number: z.string().max(20).nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const INVOICE_LIST_SIZE = 100;
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSummarySchema).max(INVOICE_LIST_SIZE) });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** 发票详情: the summary with the title's details masked, where the PDF went, why it failed, and its PDF once issued. */
export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  /** The tax number's last 4 only; null for a personal title. */
  taxNumberMasked: z.string().max(20).nullable(),
  bankLine: z.string().max(60),
  addressLine: z.string().max(80),
  emailMasked: z.string().max(110),
  failReason: z.string().max(100).nullable(),
  decidedAt: z.number().nullable(),
  /** A short-lived link to the PDF (show_pdf opens it), only when issued. */
  pdfUrl: z.string().max(500).nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** 开票明细: each bill or order the invoice is of, as it was when applied for. */
export const InvoiceLineSchema = InvoiceableItemSchema;
export type InvoiceLine = InvoiceableItem;
export const InvoiceLinesSchema = z.object({ lines: z.array(InvoiceLineSchema).max(INVOICE_MAX_ITEMS) });
export type InvoiceLines = z.infer<typeof InvoiceLinesSchema>;
