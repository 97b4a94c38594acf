import crypto from 'node:crypto';
import fs from 'node:fs';
import type { ContractText } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { createHouseFacts } from '../bookings/houseFacts';
import type { Services } from '../services';
import type { ContractRow } from './contractStore';
import { contractText } from './contractText';
import { pdfToolkit } from './pdfToolkit';

// The signed contract as a PDF: the contract text with the tenant's handwritten signature, drawn with pdf-lib (the
// well-kept PDF library of the JavaScript world) and Noto Sans SC (SIL Open Font License: free to embed and
// redistribute; from @expo-google-fonts/noto-sans-sc, one TTF that covers the whole of GB 2312 and more), embedded as
// a subset of the characters the contract uses, so a PDF weighs tens of KB rather than the font's 10 MB. The subset is
// cut by HarfBuzz's hb-subset (subset-font) and embedded whole: pdf-lib's own subsetting (fontkit) drops most CJK
// glyphs of this font (the pages came out blank but for a few characters).

const FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
let fontBytes: Buffer | null = null;
/** Noto Sans SC's TTF, read once (the invoices' PDF uses it too). */
export const chineseFont = (): Buffer => (fontBytes ??= fs.readFileSync(FONT_FILE));

/** A PDF link lives this long: show_pdf opens it at once; the contract detail hands out a fresh one each time. */
export const PDF_LINK_TTL_MS = 30 * 60 * 1000;
export const CONTRACT_PDF_PATH = '/files/contracts/:id/contract.pdf';
// A PDF viewer (the browser's frame, wx.downloadFile) sends no login header, so the link carries a ticket: an HMAC of
// the contract, its tenant and the expiry under a key made at start (links die with the process, as sessions of a
// viewer do). It names no user and no session token, opens this one file only, and nobody else can make one.
const ticketKey = crypto.randomBytes(32);

function ticket(contractId: number, userId: number, expires: number): string {
  return crypto.createHmac('sha256', ticketKey).update(`contract-pdf:${contractId}:${userId}:${expires}`).digest('base64url');
}

/** The PDF link of a signed contract for its tenant, valid PDF_LINK_TTL_MS from `now`. */
export function contractPdfUrl(origin: string, contractId: number, userId: number, now: number): string {
  const expires = now + PDF_LINK_TTL_MS;
  return `${origin}${CONTRACT_PDF_PATH.replace(':id', String(contractId))}?expires=${expires}&ticket=${ticket(contractId, userId, expires)}`;
}

function ticketValid(row: ContractRow, expiresText: unknown, given: unknown, now: number): boolean {
  if (typeof expiresText !== 'string' || !/^\d{1,15}$/.test(expiresText) || typeof given !== 'string' || given.length > 100) return false;
  const expires = Number(expiresText);
  if (row.user_id === null || expires < now) return false;
  const expected = Buffer.from(ticket(row.id, row.user_id, expires));
  const offered = Buffer.from(given);
  return offered.length === expected.length && crypto.timingSafeEqual(offered, expected);
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BODY_SIZE = 11;
const LINE_HEIGHT = 19;

/** Splits `text` into lines no wider than `width` (Chinese wraps between any two characters). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line !== '' && font.widthOfTextAtSize(line + char, size) > width) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  lines.push(line);
  return lines;
}

/** The contract text on A4 pages, the signature image at 乙方（签字）, page numbers at the foot. */
export async function renderContractPdf(text: ContractText, signaturePng: Buffer | null, title: string): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit, subsetFont } = await pdfToolkit();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setCreator('Aster 租住服务');
  const pageFoot = '第页/共0123456789 ';
  const signedText = '乙方（签字）：签署时间0123456789-: ';
  const used = [...new Set([text.title, ...text.paragraphs, pageFoot, signedText].join(''))].join('');
  const font = await pdf.embedFont(await subsetFont(chineseFont(), used, { targetFormat: 'truetype' }));
  const width = PAGE.width - PAGE.margin * 2;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (height: number) => {
    if (y - height >= PAGE.margin + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const titleWidth = font.widthOfTextAtSize(text.title, 18);
  page.drawText(text.title, { x: (PAGE.width - titleWidth) / 2, y: y - 18, size: 18, font });
  y -= 44;
  for (const paragraph of text.paragraphs) {
    for (const line of wrap(paragraph, font, BODY_SIZE, width)) {
      room(LINE_HEIGHT);
      page.drawText(line, { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font, color: rgb(0.1, 0.1, 0.1) });
      y -= LINE_HEIGHT;
    }
    y -= 6;
  }
  if (signaturePng !== null) {
    const image = await pdf.embedPng(signaturePng);
    const scaled = image.scaleToFit(180, 90);
    room(scaled.height + 30);
    page.drawText('乙方（签字）：', { x: PAGE.margin, y: y - 40, size: BODY_SIZE, font });
    page.drawImage(image, { x: PAGE.margin + 90, y: y - scaled.height, width: scaled.width, height: scaled.height });
    y -= scaled.height + 10;
    if (text.signedAt) page.drawText(`签署时间：${text.signedAt.slice(0, 16).replace('T', ' ')}`, { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font });
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const foot = `第 ${index + 1} 页 / 共 ${pages.length} 页`;
    each.drawText(foot, { x: (PAGE.width - font.widthOfTextAtSize(foot, 9)) / 2, y: 28, size: 9, font, color: rgb(0.45, 0.45, 0.45) });
  });
  // Without object streams: older readers (some phones' built-in viewers) open it too.
  return pdf.save({ useObjectStreams: false });
}

/** GET the signed contract's PDF: only through a valid, unexpired ticket of its tenant; anything else is "not found". */
export function registerContractPdf(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const byId = db.prepare('SELECT * FROM contracts WHERE id = ?');
  const signature = db.prepare('SELECT png FROM contract_signatures WHERE contract_id = ? ORDER BY id DESC LIMIT 1');
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(CONTRACT_PDF_PATH, async (request, reply) => {
    const id = request.params.id;
    const row = /^\d{1,15}$/.test(id) ? (byId.get(Number(id)) as ContractRow | undefined) : undefined;
    if (row === undefined || row.signed_at === null || !ticketValid(row, request.query.expires, request.query.ticket, clock.now())) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('文件不存在或链接已过期，请返回合同详情重新打开');
    }
    const png = (signature.get(row.id) as { png: Buffer } | undefined)?.png ?? null;
    const body = await renderContractPdf(contractText(row, houses.get(row.house_id), false), png, `房屋租赁合同 ${row.contract_no}`);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${row.contract_no}.pdf"`)
      .type('application/pdf')
      .send(Buffer.from(body));
  });
}
