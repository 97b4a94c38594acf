import crypto from 'node:crypto';
import fs from 'node:fs';
import { maskIdNumber, type ContractText } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { createHouseFacts } from '../bookings/houseFacts';
import { OPERATOR_COMPANY_NAME } from '../operatorCompany';
import type { Services } from '../services';
import type { ContractRow } from './contractStore';
import { contractText } from './contractText';
import { pdfToolkit, type PdfToolkit } from './pdfToolkit';

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

/** The lessor as the seal names it: the operator's company. */
export const lessorCompany = (): string => OPERATOR_COMPANY_NAME;
const SEAL_RED = { r: 0.84, g: 0.09, b: 0.11 };
const SEAL_KIND = '合同专用章';

/** Who signed and when, as the signature block prints them (the verified identity, ID number masked). */
export interface ContractSigning {
  png: Buffer;
  signerName: string | null;
  signerIdMasked: string | null;
}

/** A five-pointed star of outer radius `r` centred on the origin, as an SVG path (y pointing down). */
function starPath(r: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M ${points.join(' L ')} Z`;
}

/**
 * The lessor's seal as a company's 公章 is drawn: a red ring, a star in the middle, the company's name around the
 * upper arc (each character turned to face the centre) and 合同专用章 under the star. Vector only, centred on (x, y).
 */
function drawSeal(page: PDFPage, font: PDFFont, toolkit: PdfToolkit, x: number, y: number, radius: number): void {
  const red = toolkit.rgb(SEAL_RED.r, SEAL_RED.g, SEAL_RED.b);
  const ring = radius * 0.06;
  page.drawCircle({ x, y, size: radius - ring / 2, borderColor: red, borderWidth: ring, opacity: 0 });
  page.drawSvgPath(starPath(radius * 0.26), { x, y, color: red, borderWidth: 0 });
  const chars = Array.from(lessorCompany().replace(/\s/g, ''));
  const size = Math.min(radius * 0.2, (radius * 3.2) / chars.length);
  const baseline = radius - ring - size * 1.1;
  // The name spans 240° of the ring, from the lower left over the top to the lower right.
  const span = (240 * Math.PI) / 180;
  chars.forEach((char, index) => {
    const angle = Math.PI / 2 + span / 2 - (index * span) / Math.max(1, chars.length - 1);
    const turn = angle - Math.PI / 2;
    const half = font.widthOfTextAtSize(char, size) / 2;
    page.drawText(char, {
      x: x + baseline * Math.cos(angle) - half * Math.cos(turn),
      y: y + baseline * Math.sin(angle) - half * Math.sin(turn),
      size,
      font,
      color: red,
      rotate: toolkit.degrees((turn * 180) / Math.PI),
    });
  });
  const kindSize = radius * 0.16;
  page.drawText(SEAL_KIND, { x: x - font.widthOfTextAtSize(SEAL_KIND, kindSize) / 2, y: y - radius * 0.55, size: kindSize, font, color: red });
}

/**
 * The contract text on A4 pages; once signed, the signature block: 甲方 with the lessor's seal and the signing date,
 * 乙方 with the handwritten signature and the verified signer; page numbers at the foot.
 */
export async function renderContractPdf(text: ContractText, signing: ContractSigning | null, title: string): Promise<Uint8Array> {
  const toolkit = await pdfToolkit();
  const { PDFDocument, rgb, fontkit, subsetFont } = toolkit;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setCreator('Aster 租住服务');
  const pageFoot = '第页/共0123456789 ';
  const signedText = '甲方（盖章）：乙方（签字）：签署日期时间证件号码0123456789-:*（） ';
  const signer = signing === null ? '' : `${signing.signerName ?? ''}${signing.signerIdMasked ?? ''}`;
  const used = [...new Set([text.title, ...text.paragraphs, pageFoot, signedText, lessorCompany(), SEAL_KIND, signer].join(''))].join('');
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
  if (signing !== null) {
    const image = await pdf.embedPng(signing.png);
    const scaled = image.scaleToFit(160, 80);
    const block = 150;
    room(block);
    y -= 16;
    const column = PAGE.margin + width / 2;
    // 甲方: the seal over the lessor's line, as a stamp sits half over the name.
    page.drawText('甲方（盖章）：', { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font });
    page.drawText(lessorCompany(), { x: PAGE.margin, y: y - BODY_SIZE - LINE_HEIGHT, size: BODY_SIZE, font });
    drawSeal(page, font, toolkit, PAGE.margin + 120, y - 55, 48);
    page.drawText('乙方（签字）：', { x: column, y: y - BODY_SIZE, size: BODY_SIZE, font });
    page.drawImage(image, { x: column + 10, y: y - 20 - scaled.height, width: scaled.width, height: scaled.height });
    if (signing.signerName !== null) {
      const who = `${signing.signerName}${signing.signerIdMasked === null ? '' : `（证件号码 ${signing.signerIdMasked}）`}`;
      page.drawText(who, { x: column, y: y - 30 - scaled.height - BODY_SIZE, size: BODY_SIZE, font });
    }
    y -= block - 20;
    if (text.signedAt) {
      const date = `签署日期：${text.signedAt.slice(0, 10)}`;
      page.drawText(date, { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font });
      page.drawText(`签署时间：${text.signedAt.slice(0, 16).replace('T', ' ')}`, { x: column, y: y - BODY_SIZE, size: BODY_SIZE, font });
    }
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const foot = `第 ${index + 1} 页 / 共 ${pages.length} 页`;
    each.drawText(foot, { x: (PAGE.width - font.widthOfTextAtSize(foot, 9)) / 2, y: 28, size: 9, font, color: rgb(0.45, 0.45, 0.45) });
  });
  // Without object streams: older readers (some phones' built-in viewers) open it too.
  return pdf.save({ useObjectStreams: false });
}

/** Bumped when the drawing changes, so PDFs drawn before are drawn again. */
const DRAWING_VERSION = 'seal-1';

/**
 * The signed contract's PDF: drawn once per version of what it shows (text, signature, signer, the drawing itself)
 * and kept in contract_pdfs; a change of any of them draws it again.
 */
export function createContractPdfs(services: Services) {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const byId = db.prepare('SELECT * FROM contracts WHERE id = ?');
  const signature = db.prepare('SELECT png, sha256, signer_name, signer_id_number FROM contract_signatures WHERE contract_id = ? ORDER BY id DESC LIMIT 1');
  const cached = db.prepare('SELECT version, pdf FROM contract_pdfs WHERE contract_id = ?');
  const keep = db.prepare(`INSERT INTO contract_pdfs (contract_id, version, pdf, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (contract_id) DO UPDATE SET version = excluded.version, pdf = excluded.pdf, created_at = excluded.created_at`);
  const drawing = new Map<number, Promise<Buffer>>();

  const pdfOf = async (row: ContractRow): Promise<Buffer> => {
    const signed = signature.get(row.id) as { png: Buffer; sha256: string; signer_name: string | null; signer_id_number: string | null } | undefined;
    const text = contractText(row, houses.get(row.house_id), false);
    const signing: ContractSigning | null =
      signed === undefined ? null : { png: signed.png, signerName: signed.signer_name, signerIdMasked: signed.signer_id_number === null ? null : maskIdNumber(signed.signer_id_number) };
    const version = crypto.createHash('sha256').update(JSON.stringify([DRAWING_VERSION, lessorCompany(), text, signed?.sha256 ?? null, signing?.signerName ?? null, signing?.signerIdMasked ?? null])).digest('hex');
    const hit = cached.get(row.id) as { version: string; pdf: Buffer } | undefined;
    if (hit?.version === version) return hit.pdf;
    // Two openings at once draw it once.
    const running = drawing.get(row.id);
    if (running !== undefined) return running;
    const draw = renderContractPdf(text, signing, `房屋租赁合同 ${row.contract_no}`)
      .then((bytes) => {
        const body = Buffer.from(bytes);
        keep.run(row.id, version, body, clock.now());
        return body;
      })
      .finally(() => drawing.delete(row.id));
    drawing.set(row.id, draw);
    return draw;
  };

  return {
    pdfOf,
    /** Draws a just-signed contract's PDF ahead of its first opening; a failure waits for the opening to try again. */
    prepare(contractId: number): void {
      setImmediate(() => {
        const row = byId.get(contractId) as ContractRow | undefined;
        if (row !== undefined && row.signed_at !== null) pdfOf(row).catch(() => undefined);
      });
    },
    row: (id: number) => byId.get(id) as ContractRow | undefined,
  };
}

/** GET the signed contract's PDF: only through a valid, unexpired ticket of its tenant; anything else is "not found". */
export function registerContractPdf(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  const pdfs = createContractPdfs(services);
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(CONTRACT_PDF_PATH, async (request, reply) => {
    const id = request.params.id;
    const row = /^\d{1,15}$/.test(id) ? pdfs.row(Number(id)) : undefined;
    if (row === undefined || row.signed_at === null || !ticketValid(row, request.query.expires, request.query.ticket, clock.now())) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('文件不存在或链接已过期，请返回合同详情重新打开');
    }
    const body = await pdfs.pdfOf(row);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${row.contract_no}.pdf"`)
      .type('application/pdf')
      .send(body);
  });
}
