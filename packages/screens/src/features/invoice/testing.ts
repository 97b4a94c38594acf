import type { InvoiceDetail, InvoiceSummary, InvoiceableItem } from '@aster/core-domain';

const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);

export function invoiceSummary(over: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return { id: '7', status: 'applied', titleType: 'company', titleName: '上海甲乙科技有限公司', amountFen: 480_000, itemCount: 1, appliedAt: T0, issuedAt: null, number: null, ...over };
}

export function invoiceDetail(over: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoiceSummary(),
    taxNumberMasked: '**************0Y43',
    bankLine: '',
    addressLine: '',
    emailMasked: 'fi***@example.com',
    failReason: null,
    decidedAt: null,
    pdfUrl: null,
    ...over,
  };
}

export function paidBill(id: string, over: Partial<InvoiceableItem> = {}): InvoiceableItem {
  return { kind: 'bill', id, title: `2026年${id}月租金`, periodStart: '2026-10-01', periodEnd: '2026-10-31', amountFen: 480_000, paidAt: T0 - (Number(id) || 0) * 86_400_000, contract: 'HTDEMO05', ...over };
}
