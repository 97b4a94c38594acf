import type { InvoiceItemRef } from '@aster/core-domain';
import { INVOICE_MAX_ITEMS } from '@aster/core-domain';

// What apply_invoice chose, held for fillIn: in this module's memory only (ids and the total, at most 50 items), never
// in a link: a long selection would not fit a mini-program's URL, and a link replayed later would name bills that
// may be invoiced by then. Gone when the app closes or once the invoice is applied for.

export interface InvoiceSelection {
  items: readonly InvoiceItemRef[];
  amountFen: number;
}

let held: InvoiceSelection | null = null;

export function holdSelection(selection: InvoiceSelection): void {
  held = { items: selection.items.slice(0, INVOICE_MAX_ITEMS).map((item) => ({ kind: item.kind, id: item.id })), amountFen: selection.amountFen };
}

export function heldSelection(): InvoiceSelection | null {
  return held;
}

export function dropSelection(): void {
  held = null;
}
