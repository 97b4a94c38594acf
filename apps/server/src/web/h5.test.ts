import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeTable } from '@aster/core-domain';
import { serverConfigFromEnv } from '../config';
import { removeDir, startTestServer, tempDir, type TestServer } from '../testing/testServer';
import { LONG_CACHE, NO_CACHE, cacheControlFor, h5SecurityHeaders, inlineScriptHashes, webRedirectTarget } from './h5';

/** index.html's parts as the build writes them: the page-chunk map (data) and the early script (runs). */
const EARLY_SCRIPT_BODY = '(()=>{fetch("/tapp/v1/home/ui")})();';
const EARLY_SCRIPT = `<script>${EARLY_SCRIPT_BODY}</script>`;
const PAGE_CHUNKS = '<script type="application/json" id="aster-page-chunks">{"files":[]}</script>';

function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

/** The short routes of spec section 2, written out so a change to the route table that drops one fails here. */
const SPEC_SHORT_ROUTES = [
  '/repair', '/clean', '/contract_list', '/reservation_list', '/login_by_phone', '/oauth', '/index', '/house_list',
  '/device_lock', '/device_meter', '/device_index', '/bill_list', '/wifi', '/roommate', '/manager', '/mine_book', '/coupon',
  '/purchase_service', '/share_coupon', '/house_detail', '/house_detail_building', '/complaint', '/house_deposit',
  '/bill_detail', '/contract_detail', '/follow_public', '/oauth-third', '/talent_home',
];

describe('webRedirectTarget', () => {
  it('sends every short route of spec section 2 to the same path under /aster', () => {
    for (const route of SPEC_SHORT_ROUTES) expect(webRedirectTarget(route)).toBe(`/aster${route}`);
  });

  it('sends / and page paths under /aster, and leaves /aster paths and unknown paths alone', () => {
    expect(webRedirectTarget('/')).toBe('/aster/');
    expect(webRedirectTarget('/pages/person_info/index')).toBe('/aster/pages/person_info/index');
    expect(webRedirectTarget(`/${routeTable[0]?.path ?? ''}`)).toBe(`/aster/${routeTable[0]?.path ?? ''}`);
    expect(webRedirectTarget('/aster/repair')).toBeNull();
    expect(webRedirectTarget('/wp-admin')).toBeNull();
    expect(webRedirectTarget('/favicon.ico')).toBeNull();
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('assets/main.3f2a1b9c.js')).toBe(LONG_CACHE);
    expect(cacheControlFor('static/js/vendor-8c1e0f2a9b.chunk.js')).toBe(LONG_CACHE);
    expect(cacheControlFor('2b3e1faf89f94a4835397e7a43b4f77d.png')).toBe(LONG_CACHE);
    expect(cacheControlFor('index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('logo.png')).toBe(NO_CACHE);
  });
});

describe('serving the H5 build', () => {
  let server: TestServer;
  let h5Dir: string;
  const get = (urlPath: string) => fetch(new URL(urlPath, server.baseUrl), { redirect: 'manual' });

  beforeAll(async () => {
    h5Dir = tempDir();
    fs.mkdirSync(path.join(h5Dir, 'assets'));
    fs.writeFileSync(path.join(h5Dir, 'index.html'), `<!doctype html><head>${PAGE_CHUNKS}${EARLY_SCRIPT}<script src="/aster/assets/main.3f2a1b9c.js"></script></head><div id="root">aster-h5</div>`);
    fs.writeFileSync(path.join(h5Dir, 'assets', 'main.3f2a1b9c.js'), 'console.log("app")');
    fs.writeFileSync(path.join(h5Dir, 'logo.png'), 'png');
    fs.writeFileSync(path.join(path.dirname(h5Dir), `${path.basename(h5Dir)}-secret.txt`), 'secret');
    server = await startTestServer({ h5Dir });
  });
  afterAll(async () => {
    await server.close();
    removeDir(h5Dir);
    fs.rmSync(path.join(path.dirname(h5Dir), `${path.basename(h5Dir)}-secret.txt`));
  });

  it('serves index.html at /aster/ without caching', async () => {
    const response = await get('/aster/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await response.text()).toContain('aster-h5');
  });

  it('falls back to index.html for any page path (browser history)', async () => {
    for (const page of ['/aster/repair', '/aster/pages/index/index?c=1001', '/aster/pages/bill/bill_list/index']) {
      const response = await get(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('aster-h5');
    }
  });

  it('serves hashed assets with a long cache and other files with revalidation', async () => {
    const asset = await get('/aster/assets/main.3f2a1b9c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(LONG_CACHE);
    expect(await asset.text()).toBe('console.log("app")');
    expect((await get('/aster/logo.png')).headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('answers 404 for a missing asset instead of the app, and never leaves the build folder', async () => {
    expect((await get('/aster/assets/missing.0123abcd.js')).status).toBe(404);
    for (const sneaky of [`/aster/..%2F${path.basename(h5Dir)}-secret.txt`, `/aster/%2E%2E/${path.basename(h5Dir)}-secret.txt`]) {
      const response = await get(sneaky);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toBe('secret');
    }
  });

  it('answers a path with a percent-escape that decodes to a broken escape as a page, not a 500 (issue 16 item 9)', async () => {
    for (const odd of ['/aster/%25ZZ', '/aster/pages/%25E0%25A4%25A', '/aster/%25', '/aster/a%25ZZ.js']) {
      const response = await get(odd);
      expect(response.status).toBeLessThan(500);
    }
    expect(await (await get('/aster/%25ZZ')).text()).toContain('aster-h5');
  });

  it('forbids framing, MIME sniffing and the Referer to other sites on the page, its files and its 404s (issue 16 item 11)', async () => {
    for (const urlPath of ['/aster/', '/aster/pages/user/setting/index', '/aster/assets/main.3f2a1b9c.js', '/aster/missing.png']) {
      const response = await get(urlPath);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  // Issue 39: a real policy, which lets the build's own inline script run and nothing else inline.
  it("runs only the build's files and its hashed inline script, and talks only to this server", async () => {
    const policy = directivesOf((await get('/aster/')).headers.get('content-security-policy') ?? '');
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${crypto.createHash('sha256').update(EARLY_SCRIPT_BODY).digest('base64')}'`]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'", 'https://wx.tenpay.com', 'https://openapi.alipay.com', 'https://mclient.alipay.com']);
    // Served over http here: no HSTS.
    expect((await get('/aster/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('hashes only the inline scripts that run', () => {
    const html = `${PAGE_CHUNKS}${EARLY_SCRIPT}<script src="/aster/main.js"></script><script type="module">go()</script><script type="text/template"><p></p></script>`;
    const hash = (body: string) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash(EARLY_SCRIPT_BODY), hash('go()')]);
  });

  it('allows the configured API and map tile origins, and HSTS on an https public origin', () => {
    const headers = h5SecurityHeaders({
      indexHtml: null,
      sources: { apiOrigin: 'https://api.rent.example.com', mapTileOrigin: 'https://*.tile.example.com' },
      publicOrigin: 'https://rent.example.com',
    });
    const policy = directivesOf(headers['content-security-policy'] ?? '');
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.rent.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.rent.example.com', 'https://*.tile.example.com']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('reads those origins from the variables the H5 build takes', () => {
    const config = serverConfigFromEnv({ ASTER_API_BASE: 'https://api.rent.example.com/', ASTER_MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' });
    expect(config.h5).toEqual({ apiOrigin: 'https://api.rent.example.com', mapTileOrigin: 'https://*.tile.example.com' });
    expect(serverConfigFromEnv({ ASTER_API_BASE: '' }).h5).toEqual({});
  });

  it('redirects /, /aster and the short routes (query kept) under /aster', async () => {
    const expectRedirect = async (from: string, to: string) => {
      const response = await get(from);
      expect([301, 302]).toContain(response.status);
      expect(response.headers.get('location')).toBe(to);
    };
    await expectRedirect('/', '/aster/');
    await expectRedirect('/aster', '/aster/');
    await expectRedirect('/repair?id=7', '/aster/repair?id=7');
    await expectRedirect('/house_detail_building?id=3', '/aster/house_detail_building?id=3');
    await expectRedirect('/pages/reservation/detail', '/aster/pages/reservation/detail');
    expect((await get('/not-a-page')).status).toBe(404);
  });
});

/** One HTTP exchange with exactly the given headers (fetch would add Accept-Encoding and decode the body). */
function exchange(
  baseUrl: string,
  urlPath: string,
  options: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(urlPath, baseUrl), { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serving the compressed twins of the H5 build', () => {
  const script = 'console.log("the whole app, long enough to be worth compressing");'.repeat(40);
  const page = `<!doctype html><div id="root">aster-h5</div>${'<p>房源</p>'.repeat(40)}`;
  const twins = (text: string) => ({ br: zlib.brotliCompressSync(text), gzip: zlib.gzipSync(text, { level: 9 }) });
  const scriptTwins = twins(script);
  const pageTwins = twins(page);
  const styles = 'body{color:#333}'.repeat(50);
  let server: TestServer;
  let h5Dir: string;
  const send = (urlPath: string, options?: Parameters<typeof exchange>[2]) => exchange(server.baseUrl, urlPath, options);

  beforeAll(async () => {
    h5Dir = tempDir();
    const write = (relative: string, body: string | Buffer) => fs.writeFileSync(path.join(h5Dir, relative), body);
    write('index.html', page);
    write('index.html.br', pageTwins.br);
    write('index.html.gz', pageTwins.gzip);
    write('index.3f2a1b9c.js', script);
    write('index.3f2a1b9c.js.br', scriptTwins.br);
    write('index.3f2a1b9c.js.gz', scriptTwins.gzip);
    // A build that only made the gzip twin, and a picture with none.
    write('remax-styles.639596a8.css', styles);
    write('remax-styles.639596a8.css.gz', zlib.gzipSync(styles));
    write('2b3e1faf89f94a4835397e7a43b4f77d.png', 'png');
    server = await startTestServer({ h5Dir });
  });
  afterAll(async () => {
    await server.close();
    removeDir(h5Dir);
  });

  it('sends the brotli twin of a hashed asset to a browser that takes br, cached for a year', async () => {
    const response = await send('/aster/index.3f2a1b9c.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript; charset=utf-8$/i);
    expect(response.headers['content-length']).toBe(String(scriptTwins.br.length));
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip when br is not taken, and follows the quality values', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5', '*']) {
      const response = await send('/aster/index.3f2a1b9c.js', { headers: { 'accept-encoding': acceptEncoding } });
      expect({ acceptEncoding, encoding: response.headers['content-encoding'] }).toEqual({ acceptEncoding, encoding: 'gzip' });
      expect(zlib.gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('sends the file itself without Accept-Encoding, or when only identity is taken', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await send('/aster/index.3f2a1b9c.js', { headers });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(LONG_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(script);
    }
  });

  it('falls back to the twin that exists, then to the file, keeping the long cache', async () => {
    const styles = await send('/aster/remax-styles.639596a8.css', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(styles.headers['content-encoding']).toBe('gzip');
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.headers['cache-control']).toBe(LONG_CACHE);
    const picture = await send('/aster/2b3e1faf89f94a4835397e7a43b4f77d.png', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['cache-control']).toBe(LONG_CACHE);
    expect(picture.body.toString()).toBe('png');
  });

  it('sends index.html compressed and never cached, at /aster/ and at every page path', async () => {
    for (const pagePath of ['/aster/', '/aster/index.html', '/aster/house_list', '/aster/pages/house_detail/index?id=h000001']) {
      const response = await send(pagePath, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect({ pagePath, status: response.status, encoding: response.headers['content-encoding'] }).toEqual({ pagePath, status: 200, encoding: 'br' });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(page);
    }
  });

  it('answers HEAD with the headers of the encoding GET would send, and no body', async () => {
    const response = await send('/aster/index.3f2a1b9c.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(scriptTwins.br.length));
    expect(response.headers['cache-control']).toBe(LONG_CACHE);
    expect(response.body.length).toBe(0);
  });

  it('answers a range of the encoded bytes, and of the plain file without Accept-Encoding', async () => {
    const gzip = await send('/aster/index.3f2a1b9c.js', { headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' } });
    expect(gzip.status).toBe(206);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-range']).toBe(`bytes 0-9/${scriptTwins.gzip.length}`);
    expect(gzip.body.equals(scriptTwins.gzip.subarray(0, 10))).toBe(true);
    const plain = await send('/aster/index.3f2a1b9c.js', { headers: { range: 'bytes=8-11' } });
    expect(plain.status).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 8-11/${script.length}`);
    expect(plain.body.toString()).toBe(script.slice(8, 12));
  });

  it('gives each encoding its own ETag and answers 304 to a revalidation in the same encoding', async () => {
    const br = await send('/aster/index.html', { headers: { 'accept-encoding': 'br' } });
    const gzip = await send('/aster/index.html', { headers: { 'accept-encoding': 'gzip' } });
    const etag = br.headers.etag ?? '';
    expect(etag).not.toBe('');
    expect(gzip.headers.etag).not.toBe(etag);
    const again = await send('/aster/house_list', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(NO_CACHE);
    expect((await send('/aster/house_list', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })).status).toBe(200);
  });
});

describe('without an H5 build', () => {
  it('says in Chinese that the H5 is not built yet', async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(new URL('/aster/', server.baseUrl));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('H5 页面尚未构建');
    } finally {
      await server.close();
    }
  });
});
