import fontkit from '@pdf-lib/fontkit';
import type { ContractDetail } from '@aster/core-domain';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { Raster } from '../houses/media/png';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { withTamperedTicket } from '../testing/testServer';
import { PDF_LINK_TTL_MS, lessorCompany } from './contractPdf';
import { DEMO_CONTRACT_TENANT } from './seed';

const C = '/tapp/v1/contract';

/** The font file embedded in a PDF, read back with fontkit. */
async function embeddedFont(pdf: Buffer) {
  const document = await PDFDocument.load(pdf);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
    if (file instanceof PDFRawStream) return fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
  }
  throw new Error('no embedded TrueType font');
}

/**
 * The drawing operators of each page, the text shown in them decoded back to characters (pdf-lib writes glyph ids of
 * the embedded subset: `<0012003A> Tj`), so a test reads what a viewer would draw.
 */
async function pageOperators(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  const font = await embeddedFont(pdf);
  const charOfGlyph = new Map<number, string>((font.characterSet as number[]).map((code) => [font.glyphForCodePoint(code).id as number, String.fromCodePoint(code)]));
  const decode = (hex: string) => (hex.match(/.{4}/g) ?? []).map((gid) => charOfGlyph.get(parseInt(gid, 16)) ?? '?').join('');
  return document.getPages().map((page) => {
    const contents = page.node.lookup(PDFName.of('Contents'));
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    const raw = streams.map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '')).join('\n');
    return raw.replace(/<([0-9A-Fa-f]+)> Tj/g, (_, hex: string) => `(${decode(hex)}) Tj`);
  });
}

function signature(): string {
  const pad = new Raster(600, 300, [255, 255, 255]);
  pad.rect(100, 140, 400, 4, [20, 20, 20]);
  return `data:image/png;base64,${pad.toPng().toString('base64')}`;
}

describe('the signed contract PDF', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  });
  afterAll(() => world.server.close());

  const idOf = (contractNo: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);
  const detail = async (id: string, token = world.tenant) => world.server.call<ContractDetail>('GET', `${C}/${id}`, { token });
  const fetchPdf = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, world.server.baseUrl));

  it('is rendered with the Chinese font and the signature, for the tenant only, through an expiring link', async () => {
    const id = idOf('HTDEMO02');
    expect(expectOk(await detail(id)).pdfUrl).toBeNull();
    const person = { name: DEMO_CONTRACT_TENANT.name, idType: 'id_card', idNumber: DEMO_CONTRACT_TENANT.idNumber, email: 'zhangsan@example.com', emergencyContactName: '李四', emergencyContactPhone: '13912345678' };
    expectOk(await world.server.call('POST', '/tapp/v2/aster/person-info', { token: world.tenant, body: person }));
    expectOk(await world.server.call('GET', `${C}/check-contract-cret/${id}`, { token: world.tenant }));
    expectOk(await world.server.call('POST', `${C}/saveHandSign/${id}`, { token: world.tenant, body: { signImage: signature() } }));

    const url = expectOk(await detail(id)).pdfUrl ?? '';
    // The link names neither the tenant nor their session.
    expect(url).toMatch(/\/files\/contracts\/\d+\/contract\.pdf\?expires=\d+&ticket=[\w-]+$/);
    expect(url).not.toContain(world.tenant);
    const answer = await fetchPdf(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A subset of Noto Sans SC is embedded (the whole font is about 10 MB), and the signature as an image.
    // The embedded subset draws the contract's characters (a broken subset keeps their codes but not their outlines).
    const font = await embeddedFont(pdf);
    for (const char of '房屋租赁合同乙方签字张三') {
      expect(font.glyphForCodePoint(char.codePointAt(0) ?? 0).path.bbox.width).toBeGreaterThan(0);
    }
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');

    // The lessor's seal on the last page, beside 甲方（盖章）: a red ring and star, the company's name around the arc
    // (one character at a time, each turned: a Tm with a rotation), 合同专用章 and the signing date; the signer as verified.
    const operators = await pageOperators(pdf);
    const last = operators[operators.length - 1] ?? '';
    expect(last).toContain('(甲方（盖章）：) Tj');
    expect(last).toMatch(/0\.84 0\.09 0\.11 RG/);
    expect(last).toMatch(/0\.84 0\.09 0\.11 rg/);
    const seal = last.slice(last.indexOf('0.84 0.09 0.11 RG'), last.indexOf('(合同专用章) Tj'));
    const arc = [...seal.matchAll(/(-?[\d.]+) (-?[\d.]+) -?[\d.]+ -?[\d.]+ [\d.-]+ [\d.-]+ Tm\s+\((.)\) Tj/gu)];
    expect(arc.map((match) => match[3]).join('')).toBe(lessorCompany().replace(/\s/g, ''));
    // Turned from about -120° to 120°: the name runs over the top of the ring.
    const turns = arc.map((match) => (Math.atan2(Number(match[2]), Number(match[1])) * 180) / Math.PI);
    expect(turns[0]).toBeCloseTo(120, 0);
    expect(turns[turns.length - 1]).toBeCloseTo(-120, 0);
    expect(last).toContain('(合同专用章) Tj');
    expect(last).toMatch(/\(签署日期：\d{4}-\d{2}-\d{2}\) Tj/);
    expect(last).toContain(`(${DEMO_CONTRACT_TENANT.name}（证件号码 11**************2X）) Tj`);
    expect(last).not.toContain(DEMO_CONTRACT_TENANT.idNumber);
    // Drawn once per version: the second opening is the same file, from contract_pdfs.
    expect(Buffer.from(await (await fetchPdf(url)).arrayBuffer()).equals(pdf)).toBe(true);
    expect(world.server.db.prepare('SELECT COUNT(*) AS n FROM contract_pdfs').get()).toEqual({ n: 1 });
    expect(pdf.length).toBeLessThan(400_000);

    // Another tenant: the contract is not found, a ticket cannot be moved to another contract or altered.
    expect((await detail(id, world.other)).body).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND' });
    expect((await fetchPdf(url.replace(`/contracts/${id}/`, `/contracts/${idOf('HTDEMO05')}/`))).status).toBe(404);
    expect((await fetchPdf(withTamperedTicket(url))).status).toBe(404);
    expect((await fetchPdf(url.replace(/&ticket=.*$/, ''))).status).toBe(404);
    // The link expires.
    world.clock.advance(PDF_LINK_TTL_MS + 1000);
    expect((await fetchPdf(url)).status).toBe(404);
    expect((await fetchPdf(expectOk(await detail(id)).pdfUrl ?? '')).status).toBe(200);
  });
});
