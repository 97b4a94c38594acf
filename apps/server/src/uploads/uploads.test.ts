import http from 'node:http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { parseMultipart } from './multipart';
import { sniffPhoto } from './photoStore';
import { declaredPhotoSize } from './photoSize';
import { testJpeg, testPng, uploadTestPhoto } from './testing';

const JPEG = testJpeg(1280, 960, 2000);
const PNG = testPng(800, 600);

/**
 * Announces an upload the body limit would take (190 KB; photos of 64 KB here) and sends 16 KB of it: what comes back
 * came while the rest was still unsent (a server reading the body first would wait for it).
 */
function announceHugeUpload(server: TestServer, token: string | null): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=XB', 'content-length': String(190 * 1024), platform: 'h5', companyid: '0' };
    if (token !== null) headers.token = token;
    const request = http.request(new URL('/tapp/v1/uploads/photo', server.baseUrl), { method: 'POST', headers });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.write(Buffer.alloc(16 * 1024, 1));
  });
}

const upload = (server: TestServer, token: string | null, parts: { kind?: string; file?: Buffer; filename?: string }) =>
  uploadTestPhoto(server.baseUrl, token, parts.kind ?? '', parts.file ?? null, parts.filename);

describe('photo uploads over HTTP and SQLite', () => {
  let server: TestServer;
  let tenant: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer({ config: { limits: { uploadPhotoMaxBytes: 64 * 1024, uploadPhotosPerTenantDaily: 6 } } });
    tenant = await server.loginByPhone('13700003331');
    other = await server.loginByPhone('13700003332');
  });
  afterAll(() => server.close());

  it('keeps a JPEG and a PNG, and shows each to its owner only (another tenant: not found)', async () => {
    const jpeg = await upload(server, tenant, { kind: 'id_front', file: JPEG });
    expect(jpeg.body).toMatchObject({ errorCode: '0', data: { size: JPEG.length } });
    const png = await upload(server, tenant, { kind: 'id_back', file: PNG, filename: 'back.jpg' });
    expect(png.body.errorCode).toBe('0');
    const id = jpeg.body.data?.id ?? '';
    const mine = await server.call<{ dataUrl: string; kind: string }>('GET', `/tapp/v1/uploads/${id}`, { token: tenant });
    expect(mine.body.data?.kind).toBe('id_front');
    expect(Buffer.from((mine.body.data?.dataUrl ?? '').replace('data:image/jpeg;base64,', ''), 'base64').equals(JPEG)).toBe(true);
    const pngView = await server.call<{ dataUrl: string }>('GET', `/tapp/v1/uploads/${png.body.data?.id ?? ''}`, { token: tenant });
    expect(pngView.body.data?.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect((await server.call('GET', `/tapp/v1/uploads/${id}`, { token: other })).body).toMatchObject({ errorCode: 'PHOTO_NOT_FOUND', message: '照片不存在或已删除' });
    expect((await server.call('GET', `/tapp/v1/uploads/${id}`)).status).toBe(401);
  });

  it('refuses what is not a JPEG or PNG by its first bytes, whatever its name says', async () => {
    const gif = Buffer.from('GIF89a................');
    expect((await upload(server, tenant, { kind: 'id_front', file: gif, filename: 'x.jpg' })).body).toMatchObject({
      errorCode: 'PHOTO_TYPE_INVALID',
      message: '仅支持 JPG 或 PNG 格式的照片',
    });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(server, tenant, { kind: 'id_front', file: html })).body.errorCode).toBe('PHOTO_TYPE_INVALID');
  });

  it('refuses a photo over the configured size with its own message, and a far bigger body before reading it all', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(70 * 1024)]);
    expect((await upload(server, tenant, { kind: 'id_front', file: big })).body).toMatchObject({ errorCode: 'PHOTO_TOO_LARGE' });
    const huge = Buffer.concat([JPEG, Buffer.alloc(400 * 1024)]);
    expect((await upload(server, tenant, { kind: 'id_front', file: huge })).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请求内容过大' });
  });

  it('refuses an image bomb by the size its header declares, before decoding or storing it', async () => {
    const stored = () => (server.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n;
    const before = stored();
    const message = '照片尺寸过大（不超过4000万像素，边长不超过16384像素），请重新拍摄或选择';
    // A few hundred bytes each: 65,535 x 65,535 pixels (4.3 billion), 100,000 x 100,000, and a long strip.
    for (const bomb of [testJpeg(65_535, 65_535), testPng(100_000, 100_000), testJpeg(16_385, 10)]) {
      expect((await upload(server, tenant, { kind: 'id_front', file: bomb })).body).toMatchObject({ errorCode: 'PHOTO_DIMENSIONS_TOO_LARGE', message });
    }
    expect((await upload(server, tenant, { kind: 'id_front', file: testPng(8000, 5001) })).body.errorCode).toBe('PHOTO_DIMENSIONS_TOO_LARGE');
    // A header that declares no size is no picture a decoder could draw.
    const headless = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7), Buffer.from([0xff, 0xd9])]);
    expect((await upload(server, tenant, { kind: 'id_front', file: headless })).body).toMatchObject({ errorCode: 'PHOTO_UNREADABLE', message: '照片无法识别，请重新拍摄或选择' });
    expect(stored()).toBe(before);
  });

  it('asks for a photo and a known kind, and a login', async () => {
    expect((await upload(server, tenant, { kind: 'id_front' })).body.errorCode).toBe('PHOTO_REQUIRED');
    expect((await upload(server, tenant, { kind: 'selfie', file: JPEG })).body.errorCode).toBe('PARAM_INVALID');
    expect((await upload(server, null, { kind: 'id_front', file: JPEG })).status).toBe(401);
    expect((await server.call('POST', '/tapp/v1/uploads/photo', { token: tenant, body: { kind: 'id_front' } })).body.errorCode).toBe('PHOTO_REQUIRED');
  });

  it('answers a guest 401 before reading the body, and closes the connection', async () => {
    const answer = await announceHugeUpload(server, null);
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: '401' });
  });

  it('caps the photos one tenant uploads a day', async () => {
    const results: string[] = [];
    for (let index = 0; index < 6; index += 1) results.push((await upload(server, other, { kind: 'licence', file: PNG })).body.errorCode);
    expect(results.slice(0, 6)).toEqual(['0', '0', '0', '0', '0', '0']);
    const refused = await upload(server, other, { kind: 'licence', file: PNG });
    expect(refused.body).toMatchObject({ errorCode: 'PHOTO_DAILY_LIMIT' });
    // Refused as the request arrived, before its body was read.
    const unread = await announceHugeUpload(server, other);
    expect(unread.connection).toBe('close');
    expect(JSON.parse(unread.body)).toMatchObject({ errorCode: 'PHOTO_DAILY_LIMIT', message: '今日上传的照片过多，请明天再试' });
  });
});

describe('multipart parsing and the type sniff', () => {
  const body = (parts: string) => Buffer.from(parts.replace(/\n/g, '\r\n'), 'latin1');

  it('reads text fields and files, the boundary string inside a file included', () => {
    const form = parseMultipart(body('--XB\nContent-Disposition: form-data; name="kind"\n\nid_front\n--XB\nContent-Disposition: form-data; name="file"; filename="a.jpg"\nContent-Type: image/jpeg\n\nab--XBcd\n--XB--\n'), 'XB');
    expect(form?.fields).toEqual({ kind: 'id_front' });
    expect(form?.files.map((file) => [file.field, file.filename, file.bytes.toString('latin1')])).toEqual([['file', 'a.jpg', 'ab--XBcd']]);
  });

  it('refuses a truncated or nameless form', () => {
    expect(parseMultipart(body('--XB\nContent-Disposition: form-data; name="kind"\n\nid_front'), 'XB')).toBeNull();
    expect(parseMultipart(body('--XB\nContent-Disposition: form-data\n\nx\n--XB--\n'), 'XB')).toBeNull();
    expect(parseMultipart(body('no boundary here'), 'XB')).toBeNull();
  });

  it('reads the size a JPEG or PNG header declares, past other segments and stray bytes', () => {
    expect(declaredPhotoSize(testJpeg(4032, 3024), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(declaredPhotoSize(testPng(800, 600), 'image/png')).toEqual({ width: 800, height: 600 });
    const app0 = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46];
    const progressive = [0xff, 0xc2, 0x00, 0x0b, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x01, 0x01, 0x11, 0x00];
    // An APP0 segment, then bytes outside any segment (a decoder skips them to the next marker), then the frame.
    const jpeg = Buffer.from([0xff, 0xd8, ...app0, 0x12, 0x34, ...progressive, 0xff, 0xd9]);
    expect(declaredPhotoSize(jpeg, 'image/jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(declaredPhotoSize(Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x00, 0x01, 0x00]), 'image/jpeg')).toBeNull();
    expect(declaredPhotoSize(PNG.subarray(0, 20), 'image/png')).toBeNull();
  });

  it('knows JPEG and PNG by their first bytes only', () => {
    expect(sniffPhoto(JPEG)).toBe('image/jpeg');
    expect(sniffPhoto(PNG)).toBe('image/png');
    expect(sniffPhoto(Buffer.from('RIFF....WEBP'))).toBeNull();
    expect(sniffPhoto(Buffer.alloc(0))).toBeNull();
  });
});
