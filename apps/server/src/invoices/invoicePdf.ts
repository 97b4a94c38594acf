import crypto from 'node:crypto';
import { INVOICE_TITLE_TYPE_TEXT, chinaIso, fenToChineseCapital, formatAmount } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { chineseFont, PDF_LINK_TTL_MS, wrap } from '../contracts/contractPdf';
import { pdfToolkit } from '../contracts/pdfToolkit';
import type { Services } from '../services';
import { INVOICE_SELLER, createInvoiceStore, type InvoiceRow } from './invoiceStore';

// The issued invoice as a PDF (电子发票), drawn like the signed contract (contracts/contractPdf.ts: pdf-lib, Noto Sans
// SC embedded as a subset of the characters used): the number and date, buyer and seller, the line items, the total in
// figures and in Chinese capitals (大写). Opened through a short-lived ticket link, as the contract's PDF is: a viewer
// sends no login header, and the link names no session.

export const INVOICE_PDF_PATH = '/files/invoices/:id/invoice.pdf';
const ticketKey = crypto.randomBytes(32);
const ticket = (invoiceId: number, userId: number, expires: number) =>
  crypto.createHmac('sha256', ticketKey).update(`invoice-pdf:${invoiceId}:${userId}:${expires}`).digest('base64url');

/** The PDF link of an issued invoice for its tenant, valid PDF_LINK_TTL_MS from `now`. */
export function invoicePdfUrl(origin: string, invoiceId: number, userId: number, now: number): string {
  const expires = now + PDF_LINK_TTL_MS;
  return `${origin}${INVOICE_PDF_PATH.replace(':id', String(invoiceId))}?expires=${expires}&ticket=${ticket(invoiceId, userId, expires)}`;
}

function ticketValid(row: InvoiceRow, expiresText: unknown, given: unknown, now: number): boolean {
  if (typeof expiresText !== 'string' || !/^\d{1,15}$/.test(expiresText) || typeof given !== 'string' || given.length > 100) return false;
  const expires = Number(expiresText);
  if (expires < now) return false;
  const expected = Buffer.from(ticket(row.id, row.user_id, expires));
  const offered = Buffer.from(given);
  return offered.length === expected.length && crypto.timingSafeEqual(offered, expected);
}

export interface InvoicePdfLine {
  title: string;
  period: string;
  amountFen: number;
}

export interface InvoicePdfContent {
  number: string;
  issuedOn: string;
  buyer: { type: 'personal' | 'company'; name: string; taxNumber: string; bankLine: string; addressLine: string };
  lines: readonly InvoicePdfLine[];
  totalFen: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const yuan = (fen: number) => `¥${formatAmount(fen)}`;

/** The invoice on A4 pages: head, buyer and seller, the lines (continued on further pages), the total and its 大写. */
export async function renderInvoicePdf(content: InvoicePdfContent): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit, subsetFont } = await pdfToolkit();
  const ink = rgb(0.1, 0.1, 0.1);
  const frame = rgb(0.6, 0.25, 0.2);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`电子发票 ${content.number}`);
  pdf.setCreator('Aster 租住服务');
  const capital = fenToChineseCapital(content.totalFen);
  const fixed = '电子发票（普通发票）发票号码开票日期购买方信息销售方信息名称统一社会信用代码纳税人识别号开户银行及账号地址电话项目名称所属期间金额合计价税合计大写小写¥第页共个人企业备注本发票由租住服务开具（）：、/,.-—0123456789支付至 ';
  const texts = [content.number, content.issuedOn, ...Object.values(content.buyer), INVOICE_SELLER.name, INVOICE_SELLER.taxNumber, INVOICE_SELLER.addressLine, capital, ...content.lines.flatMap((line) => [line.title, line.period]), fixed];
  const used = [...new Set(texts.join(''))].join('');
  const font = await pdf.embedFont(await subsetFont(chineseFont(), used, { targetFormat: 'truetype' }));
  const width = PAGE.width - PAGE.margin * 2;
  const left = PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, at: number, size = 10, f: PDFFont = font) => page.drawText(value, { x, y: at, size, font: f, color: ink });
  const right = (value: string, edge: number, at: number, size = 10) => text(value, edge - font.widthOfTextAtSize(value, size), at, size);

  const title = '电子发票（普通发票）';
  page.drawText(title, { x: (PAGE.width - font.widthOfTextAtSize(title, 20)) / 2, y: y - 20, size: 20, font, color: frame });
  y -= 34;
  right(`发票号码：${content.number}`, PAGE.width - left, y);
  y -= 16;
  right(`开票日期：${content.issuedOn}`, PAGE.width - left, y);
  y -= 14;

  // Buyer and seller side by side, in one frame.
  const half = width / 2;
  const partyTop = y;
  const party = (label: string, x: number, rows: readonly string[]) => {
    let at = partyTop - 18;
    text(label, x + 8, at, 11);
    for (const row of rows) {
      for (const line of wrap(row, font, 9, half - 16)) {
        at -= 14;
        text(line, x + 8, at, 9);
      }
    }
    return at;
  };
  const buyer = content.buyer;
  const buyerRows = [`名称：${buyer.name}（${INVOICE_TITLE_TYPE_TEXT[buyer.type]}）`];
  if (buyer.type === 'company') {
    buyerRows.push(`统一社会信用代码/纳税人识别号：${buyer.taxNumber}`);
    if (buyer.addressLine) buyerRows.push(`地址、电话：${buyer.addressLine}`);
    if (buyer.bankLine) buyerRows.push(`开户银行及账号：${buyer.bankLine}`);
  }
  const sellerRows = [`名称：${INVOICE_SELLER.name}`, `统一社会信用代码/纳税人识别号：${INVOICE_SELLER.taxNumber}`, `地址、电话：${INVOICE_SELLER.addressLine}`];
  const bottom = Math.min(party('购买方信息', left, buyerRows), party('销售方信息', left + half, sellerRows)) - 10;
  page.drawRectangle({ x: left, y: bottom, width, height: partyTop - bottom, borderColor: frame, borderWidth: 1 });
  page.drawLine({ start: { x: left + half, y: bottom }, end: { x: left + half, y: partyTop }, color: frame, thickness: 1 });
  y = bottom - 22;

  // The lines: name, period, amount.
  const columns = { title: left + 8, period: left + width * 0.55, amount: PAGE.width - left - 8 };
  const head = () => {
    text('项目名称', columns.title, y, 10);
    text('所属期间', columns.period, y, 10);
    right('金额', columns.amount, y);
    page.drawLine({ start: { x: left, y: y - 6 }, end: { x: PAGE.width - left, y: y - 6 }, color: frame, thickness: 0.5 });
    y -= 22;
  };
  head();
  for (const line of content.lines) {
    const titleLines = wrap(line.title, font, 10, width * 0.5);
    if (y - titleLines.length * 14 < PAGE.margin + 80) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      head();
    }
    text(line.period, columns.period, y, 10);
    right(yuan(line.amountFen), columns.amount, y);
    for (const part of titleLines) {
      text(part, columns.title, y, 10);
      y -= 14;
    }
    y -= 4;
  }
  page.drawLine({ start: { x: left, y: y + 6 }, end: { x: PAGE.width - left, y: y + 6 }, color: frame, thickness: 0.5 });
  y -= 12;
  right(`合计：${yuan(content.totalFen)}`, columns.amount, y, 11);
  y -= 22;
  text(`价税合计（大写）：${capital}`, left + 8, y, 11);
  right(`（小写）${yuan(content.totalFen)}`, columns.amount, y, 11);
  y -= 28;
  text(`备注：本发票由${INVOICE_SELLER.name}开具`, left + 8, y, 9);

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const foot = `第 ${index + 1} 页 / 共 ${pages.length} 页`;
    each.drawText(foot, { x: (PAGE.width - font.widthOfTextAtSize(foot, 9)) / 2, y: 28, size: 9, font, color: rgb(0.45, 0.45, 0.45) });
  });
  return pdf.save({ useObjectStreams: false });
}

/** GET an issued invoice's PDF: only through a valid, unexpired ticket of its tenant; anything else is "not found". */
export function registerInvoicePdf(app: FastifyInstance, services: Services): void {
  const store = createInvoiceStore(services);
  const byId = services.db.prepare('SELECT * FROM invoices WHERE id = ?');
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(INVOICE_PDF_PATH, async (request, reply) => {
    const id = request.params.id;
    const row = /^\d{1,12}$/.test(id) ? (byId.get(Number(id)) as InvoiceRow | undefined) : undefined;
    if (row === undefined || row.status !== 'issued' || row.number === null || row.issued_at === null || !ticketValid(row, request.query.expires, request.query.ticket, services.clock.now())) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('文件不存在或链接已过期，请返回发票详情重新打开');
    }
    const lines = store.lines(row).map((line) => ({
      title: line.title,
      period: line.periodStart === null || line.periodEnd === null ? `${chinaIso(line.paidAt).slice(0, 10)}支付` : `${line.periodStart}至${line.periodEnd}`,
      amountFen: line.amountFen,
    }));
    const body = await renderInvoicePdf({
      number: row.number,
      issuedOn: chinaIso(row.issued_at).slice(0, 10),
      buyer: { type: row.title_type, name: row.title_name, taxNumber: row.tax_number, bankLine: row.bank_line, addressLine: row.address_line },
      lines,
      totalFen: row.amount_fen,
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="invoice-${row.number}.pdf"`)
      .type('application/pdf')
      .send(Buffer.from(body));
  });
}
