import { z } from 'zod';
import { invoicesSchema } from '../db/migrations/0025_invoices';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { ServerFeature } from '../serverFeature';
import { registerInvoicePdf } from './invoicePdf';
import { createInvoiceStore } from './invoiceStore';
import { invoiceRoutes } from './routes';
import { seedInvoices } from './seed';

/** The operator's tax system (finance; dev routes too): issues an applied invoice, fails it (with the reason) or voids an issued one. */
export const DEV_INVOICE_ISSUE_PATH = '/__dev/invoices/:id/issue';
export const DEV_INVOICE_FAIL_PATH = '/__dev/invoices/:id/fail';
export const DEV_INVOICE_VOID_PATH = '/__dev/invoices/:id/void';

/**
 * Invoices (issue 13): a tenant applies for an invoice of paid bills and orders with a personal or company title;
 * each bill or order is held by one applied or issued invoice at most (a unique index); the operator's system issues
 * it (a dev flag here) and its PDF is drawn like the contract's; failing or voiding frees the items.
 */
export const invoicesFeature: ServerFeature = {
  name: 'invoices',
  requires: ['bills', 'contracts', 'pay', 'meters', 'operator'],
  routes: (services) => invoiceRoutes(services),
  register: (app, services) => {
    const store = createInvoiceStore(services);
    const summary = (row: Parameters<typeof store.summary>[0]) => store.summary(row);
    const roles = ACTION_ROLES.finance;
    registerOperatorRoute(app, services, { devPath: DEV_INVOICE_ISSUE_PATH, action: 'invoices/issue', roles, body: z.object({}), act: (id) => summary(store.issue(id)) });
    registerOperatorRoute(app, services, {
      devPath: DEV_INVOICE_FAIL_PATH,
      action: 'invoices/fail',
      roles,
      body: z.object({ reason: z.string().trim().min(1).max(100).default('购买方信息有误，请核对后重新申请') }),
      act: (id, body) => summary(store.close(id, 'failed', body.reason)),
    });
    registerOperatorRoute(app, services, {
      devPath: DEV_INVOICE_VOID_PATH,
      action: 'invoices/void',
      roles,
      body: z.object({ reason: z.string().trim().min(1).max(100).optional() }),
      act: (id, body) => summary(store.close(id, 'voided', body.reason ?? null)),
    });
    registerOperatorList(app, services, { path: 'invoices', roles, statuses: ['applied', 'issued', 'failed', 'voided'], list: (status, limit, after) => store.listed(status, limit, after) });
    registerInvoicePdf(app, services);
  },
  migrations: [invoicesSchema],
  seed: seedInvoices,
  accountCancel: (services) => {
    const store = createInvoiceStore(services);
    // Issued invoices are tax records and stay; the remembered title goes with the account.
    return { onAccountCancel: (userId) => store.deleteTitleOf(userId) };
  },
};
