import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '@aster/core-domain';
import { removeDir, startTestServer, tempDir, type TestServer } from '../testing/testServer';
import { LONG_CACHE, NO_CACHE, cacheControlFor, webRedirectTarget } from './h5';

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
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><div id="root">aster-h5</div>');
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
