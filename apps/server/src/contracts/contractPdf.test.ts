import fontkit from '@pdf-lib/fontkit';
import type { ContractDetail } from '@aster/core-domain';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { Raster } from '../houses/media/png';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { withTamperedTicket } from '../testing/testServer';
import { PDF_LINK_TTL_MS } from './contractPdf';
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
