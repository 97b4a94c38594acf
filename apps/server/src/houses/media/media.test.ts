import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { writeTextPdf } from './pdf';
import { drawFloorPlan, drawRoomPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './pictures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Walks a PNG's chunks, checking every CRC; answers IHDR's size and the inflated image data's length. */
function readPng(png: Buffer): { width: number; height: number; rawBytes: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const body = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(zlib.crc32(png.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { width, height, rawBytes: zlib.inflateSync(Buffer.concat(data)).length };
}

describe('generated media', () => {
  it('draws valid 480x360 PNGs, the same for the same id and different across houses and photos', () => {
    const photo = drawRoomPhoto('h000123', 0);
    expect(readPng(photo)).toEqual({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT, rawBytes: (PHOTO_WIDTH * 3 + 1) * PHOTO_HEIGHT });
    expect(photo.length).toBeLessThan(30 * 1024);
    expect(drawRoomPhoto('h000123', 0).equals(photo)).toBe(true);
    expect(drawRoomPhoto('h000124', 0).equals(photo)).toBe(false);
    expect(drawRoomPhoto('h000123', 1).equals(photo)).toBe(false);
    for (let index = 0; index < 8; index += 1) expect(readPng(drawRoomPhoto('h000777', index)).width).toBe(PHOTO_WIDTH);
    expect(readPng(drawFloorPlan('h000123', 3, 1, 2)).height).toBe(PHOTO_HEIGHT);
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = writeTextPdf('Aster house rules', ['Line (one) with \\ and 中文']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('(Line \\(one\\) with \\\\ and ??) Tj');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const streamAt = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamAt + length, streamAt + length + '\nendstream'.length)).toBe('\nendstream');
  });
});

describe('media over HTTP', () => {
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.baseUrl), { headers });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves every photo a house lists, its floor plan and its store cover as long-cached PNGs', async () => {
    const { photo_count: photos } = server.db.prepare("SELECT photo_count FROM houses WHERE id = 'h000001'").get() as { photo_count: number };
    for (let index = 1; index <= photos; index += 1) {
      const response = await get(`/assets/houses/h000001/${index}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect(readPng(await bytes(response)).width).toBe(PHOTO_WIDTH);
    }
    const again = await bytes(await get('/assets/houses/h000001/1.png'));
    expect(again.equals(drawRoomPhoto('h000001', 0))).toBe(true);
    expect((await get(`/assets/houses/h000001/${photos + 1}.png`)).status).toBe(404);
    expect((await get('/assets/houses/h000001/0.png')).status).toBe(404);
    expect((await get('/assets/houses/h999999/1.png')).status).toBe(404);
    expect((await get('/assets/houses/h000001/secret.txt')).status).toBe(404);
    const plan = await get('/assets/houses/h000001/plan.png');
    expect(readPng(await bytes(plan)).height).toBe(PHOTO_HEIGHT);
    const cover = await get('/assets/stores/s01.png');
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(readPng(await bytes(cover)).width).toBe(PHOTO_WIDTH);
    expect((await get('/assets/stores/s99.png')).status).toBe(404);
  });

  it('serves a house\'s rules as a PDF', async () => {
    const response = await get('/assets/houses/h000001/rules.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = (await bytes(response)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(House h000001) Tj');
  });

  it('serves the tour video as H.264 MP4 with Range support, and its poster', async () => {
    const full = await get('/assets/house-tour.mp4');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const video = await bytes(full);
    expect(video.length).toBeLessThan(100 * 1024);
    expect(video.subarray(4, 8).toString('ascii')).toBe('ftyp');
    expect(video.includes(Buffer.from('avc1'))).toBe(true);

    const part = await get('/assets/house-tour.mp4', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect((await bytes(part)).equals(video.subarray(100, 200))).toBe(true);
    const tail = await get('/assets/house-tour.mp4', { range: `bytes=${video.length - 10}-` });
    expect((await bytes(tail)).equals(video.subarray(video.length - 10))).toBe(true);
    expect((await get('/assets/house-tour.mp4', { range: `bytes=${video.length + 10}-` })).status).toBeLessThan(500);

    const poster = await get('/assets/house-tour.png');
    expect(poster.headers.get('content-type')).toBe('image/png');
    expect((await bytes(poster)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });
});
