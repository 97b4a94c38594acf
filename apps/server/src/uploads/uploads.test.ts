import { startTestServer, type TestServer } from '../testing/testServer';
import { parseMultipart } from './multipart';
import { sniffPhoto } from './photoStore';
import { uploadTestPhoto } from './testing';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);

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

  it('asks for a photo and a known kind, and a login', async () => {
    expect((await upload(server, tenant, { kind: 'id_front' })).body.errorCode).toBe('PHOTO_REQUIRED');
    expect((await upload(server, tenant, { kind: 'selfie', file: JPEG })).body.errorCode).toBe('PARAM_INVALID');
    expect((await upload(server, null, { kind: 'id_front', file: JPEG })).status).toBe(401);
    expect((await server.call('POST', '/tapp/v1/uploads/photo', { token: tenant, body: { kind: 'id_front' } })).body.errorCode).toBe('PHOTO_REQUIRED');
  });

  it('caps the photos one tenant uploads a day', async () => {
    const results: string[] = [];
    for (let index = 0; index < 6; index += 1) results.push((await upload(server, other, { kind: 'licence', file: PNG })).body.errorCode);
    expect(results.slice(0, 6)).toEqual(['0', '0', '0', '0', '0', '0']);
    expect((await upload(server, other, { kind: 'licence', file: PNG })).body).toMatchObject({ errorCode: 'PHOTO_DAILY_LIMIT' });
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

  it('knows JPEG and PNG by their first bytes only', () => {
    expect(sniffPhoto(JPEG)).toBe('image/jpeg');
    expect(sniffPhoto(PNG)).toBe('image/png');
    expect(sniffPhoto(Buffer.from('RIFF....WEBP'))).toBeNull();
    expect(sniffPhoto(Buffer.alloc(0))).toBeNull();
  });
});
