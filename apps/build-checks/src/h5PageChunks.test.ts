import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PAGE_LOAD_TEXTS, appConfig, builtRoutes } from '../../../packages/screens/build/generateApps';
import { buildServer, type AsterServer } from '../../server/src';

// Spec section 9: H5 page code loads lazily, one chunk per page, when the page is visited; a chunk that cannot
// be loaded shows an error with a retry. Runs the built apps/h5/dist in Chromium behind the reference server.
jest.setTimeout(90_000);

const h5Dir = path.resolve(__dirname, '../../h5/dist');
const LOGIN_PATH = '/aster/pages/login_by_phone/index';
/** A page chunk's URL: /aster/pages/<page>/index.<hash>.js (or .css), as webpack names it from Remax's entry. */
const PAGE_CHUNK = /\/aster\/(pages\/[^/]+\/index)\.[0-9a-f]+\.(js|css)$/;

let server: AsterServer;
let origin: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!fs.existsSync(path.join(h5Dir, 'index.html'))) throw new Error('apps/h5 is not built: run scripts/build-apps.sh h5');
  server = await buildServer({ dbPath: ':memory:', h5Dir, logger: false });
  origin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  browser = await chromium.launch({
    executablePath: process.env.ASTER_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.app.close();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

interface Tab {
  page: Page;
  /** The page chunks the tab has asked for so far ('pages/index/index.js', ...), in order. */
  chunks: () => string[];
  pageErrors: Error[];
}

async function openTab(): Promise<Tab> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  contexts.push(context);
  const page = await context.newPage();
  const chunks: string[] = [];
  const pageErrors: Error[] = [];
  page.on('request', (request) => {
    const match = PAGE_CHUNK.exec(new URL(request.url()).pathname);
    if (match) chunks.push(`${match[1]}.${match[2]}`);
  });
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, chunks: () => chunks.filter((chunk) => chunk.endsWith('.js')), pageErrors };
}

/** The login page is on screen (its phone field). */
const loginShown = (page: Page) => page.getByLabel('手机号').waitFor();

describe('the page-load texts', () => {
  it('go to the H5 app.config only', () => {
    expect(appConfig('web', builtRoutes()).pageLoad).toEqual({ loading: '页面加载中', failed: '页面加载失败，请检查网络后重试', retry: '重试' });
    expect(appConfig('wechat', builtRoutes())).not.toHaveProperty('pageLoad');
    expect(appConfig('ali', builtRoutes())).not.toHaveProperty('pageLoad');
  });
});

describe('H5 page chunks', () => {
  it('loads only the home page chunk at /aster/, and the login chunk when the tenant goes to login', async () => {
    const { page, chunks, pageErrors } = await openTab();
    await page.goto('/aster/');
    const toLogin = page.getByRole('button', { name: '去登录' });
    await toLogin.waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks()).toEqual(['pages/index/index.js']);

    // The home page's one-time popup banner covers the page: close it as a tenant does.
    const closePopup = page.getByRole('button', { name: '关闭' });
    if ((await closePopup.count()) > 0) await closePopup.click();
    await toLogin.click();
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    await loginShown(page);
    expect(chunks()).toEqual(['pages/index/index.js', 'pages/login_by_phone/index.js']);
    expect(pageErrors).toEqual([]);
  });

  it('opens a page entered directly by its URL with that page chunk alone', async () => {
    const { page, chunks, pageErrors } = await openTab();
    await page.goto(LOGIN_PATH);
    await loginShown(page);
    expect(chunks()).toEqual(['pages/login_by_phone/index.js']);
    expect(pageErrors).toEqual([]);
  });

  it('shows the loading state while a page chunk is on its way', async () => {
    const { page } = await openTab();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/aster\/pages\/login_by_phone\/index\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The held chunk holds the document's load event too: wait for the response only.
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: PAGE_LOAD_TEXTS.loading }).waitFor();
    release();
    await loginShown(page);
    expect(await page.getByText(PAGE_LOAD_TEXTS.loading).count()).toBe(0);
  });

  it.each(['js', 'css'])('shows the load error with a retry when the page %s chunk fails, and the retry loads the page', async (kind) => {
    const { page, chunks, pageErrors } = await openTab();
    const chunk = new RegExp(`/aster/pages/login_by_phone/index\\.[0-9a-f]+\\.${kind}$`);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto(LOGIN_PATH);
    const failure = page.getByRole('alert').filter({ hasText: PAGE_LOAD_TEXTS.failed });
    await failure.waitFor();
    expect(await page.getByLabel('手机号').count()).toBe(0);

    await page.unroute(chunk);
    await failure.getByRole('button', { name: PAGE_LOAD_TEXTS.retry }).click();
    await loginShown(page);
    expect(await failure.count()).toBe(0);
    // The retry asked for the chunk again.
    expect(chunks().filter((name) => name === 'pages/login_by_phone/index.js').length).toBe(kind === 'js' ? 2 : 1);
    expect(pageErrors).toEqual([]);
  });

  it('waits 120 s for a chunk (spec section 9) and prefetches no page chunk', () => {
    const runtime = fs.readdirSync(h5Dir).find((file) => /^runtime\.[0-9a-f]+\.js$/.test(file));
    expect(runtime).toBeDefined();
    const source = fs.readFileSync(path.join(h5Dir, runtime ?? ''), 'utf8');
    // webpack's chunk timer, as the minifier writes it: setTimeout(function(){fail({type:"timeout",...})}, 12e4).
    expect(source).toMatch(/\{type:"timeout",target:\w+\}\)\}\),12e4\)/);
    expect(source).not.toContain('prefetch');
  });
});
