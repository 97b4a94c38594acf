import { InvoiceableListSchema, InvoiceApplySchema, InvoiceDetailSchema, InvoiceLinesSchema, InvoiceListSchema, SavedInvoiceTitleSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// Invoices (issue 13). The spec lists the pages (apply_invoice, fillIn, invoice, details, particulars) and says their
// calls are "not shown": they are ours, under /tapp/v1 like the wallet. Every id is the caller's own (anyone else's is
// "not found"); a bill or order is in at most one applied or issued invoice (the server refuses it again).

const auth = { needsAuth: true } as const;

export const invoiceEndpoints = {
  /** 我的发票: the caller's invoices, newest first. */
  list: defineEndpoint({ method: 'GET', path: 'invoice/list', response: InvoiceListSchema, ...auth, extension: 'my invoices' }),
  /** 申请发票: the caller's paid bills and orders in no applied or issued invoice, newest paid first. */
  invoiceable: defineEndpoint({ method: 'GET', path: 'invoice/invoiceable', response: InvoiceableListSchema, ...auth, extension: 'what can still be invoiced' }),
  /** The last title and email the caller used (the form starts from them), or null. */
  savedTitle: defineEndpoint({ method: 'GET', path: 'invoice/title', response: SavedInvoiceTitleSchema, ...auth, extension: 'the invoice title used last time' }),
  /** Applies for one invoice (申请中); the same request key again answers the same invoice. Remembers the title. */
  apply: defineEndpoint({ method: 'POST', path: 'invoice/apply', request: InvoiceApplySchema, response: InvoiceDetailSchema, ...auth, extension: 'ask for an invoice' }),
  /** 发票详情, with a fresh short-lived PDF link once issued. */
  detail: defineEndpoint({ method: 'GET', path: 'invoice/{id}', response: InvoiceDetailSchema, ...auth, extension: 'one invoice' }),
  /** 开票明细: the bills and orders of one invoice. */
  lines: defineEndpoint({ method: 'GET', path: 'invoice/{id}/lines', response: InvoiceLinesSchema, ...auth, extension: "an invoice's lines" }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('invoice', invoiceEndpoints);
