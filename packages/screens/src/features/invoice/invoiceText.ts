import { INVOICE_STATUS_TEXT, chinaIso, formatAmount, pageLink, type InvoiceStatus, type InvoiceableItem } from '@aster/core-domain';
import type { TagTone } from '@screens/features/booking/bookingParts';

export const STATUS_TONE: Readonly<Record<InvoiceStatus, TagTone>> = { applied: 'active', issued: 'done', failed: 'warn', voided: 'off' };
export const statusText = (status: InvoiceStatus) => INVOICE_STATUS_TEXT[status];

/** ¥1,234.50 */
export const money = (fen: number) => `¥${formatAmount(fen)}`;
/** 2026-11-21 09:30, China time. */
export const timeText = (epochMs: number) => chinaIso(epochMs).slice(0, 16).replace('T', ' ');
export const dayText = (epochMs: number) => chinaIso(epochMs).slice(0, 10);

/** A bill's period (2026-10-01 至 2026-10-31), or when an order was paid. */
export function periodText(item: Pick<InvoiceableItem, 'periodStart' | 'periodEnd' | 'paidAt'>): string {
  if (item.periodStart !== null && item.periodEnd !== null) return `${item.periodStart} 至 ${item.periodEnd}`;
  return `${dayText(item.paidAt)} 支付`;
}

export const invoiceLinks = {
  list: () => pageLink('pages/invoice/invoice/index'),
  apply: () => pageLink('pages/invoice/apply_invoice/index'),
  fillIn: () => pageLink('pages/invoice/fillIn/index'),
  details: (id: string) => pageLink('pages/invoice/details/index', { id }),
  particulars: (id: string) => pageLink('pages/invoice/particulars/index', { id }),
};
