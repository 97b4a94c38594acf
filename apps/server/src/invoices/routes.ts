import { invoiceEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { invoicePdfUrl } from './invoicePdf';
import { createInvoiceStore, type InvoiceRow } from './invoiceStore';

export function invoiceRoutes(services: Services): ApiRoute[] {
  const e = invoiceEndpoints;
  const store = createInvoiceStore(services);
  const detail = (row: InvoiceRow, origin: string) => store.detail(row, row.status === 'issued' ? invoicePdfUrl(origin, row.id, row.user_id, services.clock.now()) : null);
  const own = (context: { userId: number | null; params: Readonly<Record<string, string>> }) => store.own(loggedInUser(context), context.params.id ?? '');
  return [
    implement(e.list, (context) => ({ invoices: store.list(loggedInUser(context)) })),
    implement(e.invoiceable, (context) => store.invoiceable(loggedInUser(context))),
    implement(e.savedTitle, (context) => store.savedTitle(loggedInUser(context))),
    implement(e.apply, (context) => detail(store.apply(loggedInUser(context), context.input), context.origin)),
    implement(e.detail, (context) => detail(own(context), context.origin)),
    implement(e.lines, (context) => ({ lines: store.lines(own(context)) })),
  ];
}
