import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../testing/testServer';

// Answers over HTTP: the house list is the H5 house_list page's one request before its first photo.
describe('compressed JSON answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const LIST = '/tapp/v2/aster/common/houses?cityId=107&pageSize=20';
  const get = (path: string, acceptEncoding: string) => fetch(new URL(path, server.baseUrl), { headers: { 'accept-encoding': acceptEncoding } });

  it('sends a large answer in brotli, else gzip, as the caller accepts, and the same JSON either way', async () => {
    const plain = await get(LIST, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(8000);

    const br = await get(LIST, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-store');
    expect(await br.text()).toBe(json);

    const gzip = await get(LIST, 'gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(json);
  });

  it('sends small answers as they are', async () => {
    const response = await get('/tapp/v1/home/ip-city', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ errorCode: '0', data: { cityId: 107 } });
  });

  it('is smaller on the wire: the gzip body of the list is under a third of its JSON', async () => {
    const response = await fetch(new URL(LIST, server.baseUrl), { headers: { 'accept-encoding': 'gzip' } });
    const json = await response.text();
    // fetch decodes what it receives: node:http shows the bytes that went over the wire.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      httpGet(new URL(LIST, server.baseUrl), { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
      }).on('error', reject);
    });
    expect(gunzipSync(raw).toString()).toBe(json);
    expect(raw.length * 3).toBeLessThan(Buffer.byteLength(json));
  });
});
