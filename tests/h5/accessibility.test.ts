import type { Browser, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, type Tab, openTab, useH5Browser } from '../support/browser';
import { closeHomePopup } from '../support/h5';
import type { Route } from '../support/routes';
import { DEMO_TENANT_MOBILE } from '../support/server';
import {
  axeFindings,
  builtRoutes,
  demoUrl,
  type DemoRecords,
  type Finding,
  makeDemoRecords,
  setSession,
  settle,
  shareAxeWithPopups,
  stateSample,
} from './accessibilityPages';

// Every built H5 page (the generated registry, so a new page is checked without a list to keep), opened with the
// demo data the way a tenant meets it: loaded, with its lists empty, and with the server failing. axe-core must
// find no serious or critical violation in any of them (issue 18: WCAG 2.1 AA on a phone page).
//
// It has to scale to the ~185 pages of the finished app inside the 20-minute suite: one browser, the pages
// checked by a few contexts at once (a page mostly waits for its network to go quiet), each state in a popup of
// its context, every page checked loaded, and the empty and failing states on the pages of this run's rotation slot
// plus the four entry pages (stateSample; ASTER_A11Y_STATES=all checks every state of every page).
const h5 = useH5Browser();
const routes = builtRoutes();
const sample = stateSample(routes);
/** Contexts checking pages at once (every state of 34 pages on 2 cores: 2 take 50 s, 4 38 s, 6 36 s). */
const CONTEXTS = Number(process.env.ASTER_A11Y_CONTEXTS ?? 4);

type Report = Record<string, Finding[] | string | string[]>;
let tenant: { token: string; userId: string };
let demo: DemoRecords;
const reports = new Map<string, Promise<Report>>();
/** How long each page's check took (all its states), for the slowest-pages line the file prints. */
const durations = new Map<string, number>();
let checking: Promise<unknown> = Promise.resolve();

const serious = (findings: Finding[]) => findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');

/** The API calls of the page (XHR and fetch to the server), whatever their method. */
const isApiCall = (request: { resourceType(): string; url(): string }) =>
  (request.resourceType() === 'xhr' || request.resourceType() === 'fetch') && !new URL(request.url()).pathname.startsWith('/aster/');

async function openPage(page: Page, path: string, needsLogin: boolean): Promise<void> {
  await setSession(page, needsLogin ? tenant : null);
  await page.goto(path);
  await settle(page);
}

/**
 * One state of one page, opened the way a shared link opens in a new tab (window.open from the tab's page): with no
 * history behind it, a page that steps back when it fails (周边配套 without the house's position) stays on what the
 * tenant sees, instead of walking back through the pages checked before it while axe runs. The popup shares the
 * tab's cache and storage (the session is set beforehand from the tab's own page).
 */
async function checkState(tab: Tab, path: string): Promise<{ findings: Finding[]; calledApi: boolean }> {
  const [page] = await Promise.all([tab.context.waitForEvent('page'), tab.page.evaluate((url) => void window.open(url), path)]);
  let calledApi = false;
  page.on('request', (request) => {
    if (isApiCall(request)) calledApi = true;
  });
  page.on('pageerror', (error) => tab.pageErrors.push(error));
  try {
    // The popup starts on about:blank: wait for the app's page to load in it.
    await page.waitForURL((url) => url.protocol !== 'about:');
    await settle(page);
    return { findings: serious(await axeFindings(page)), calledApi };
  } finally {
    await page.close();
  }
}

/**
 * One page in its states; an error (a page that never loads, axe failing) is reported, not thrown. An uncaught
 * error in the page (a module failing as it loads, a render throwing) is reported too: the sweep is also the one
 * run that opens every page of the build.
 */
async function checkPage(tab: Tab, route: Route): Promise<Report> {
  const { context } = tab;
  const report: Report = {};
  tab.pageErrors.length = 0;
  try {
    const url = demoUrl(route, demo);
    await setSession(tab.page, route.needsLogin ? tenant : null);
    const loaded = await checkState(tab, url);
    report.loaded = loaded.findings;

    // Pages that ask the server for nothing have no empty or failing state.
    if (loaded.calledApi && sample.has(route.path)) {
      // The reference server's fault injection (dev flag faultHeader): every list of every API answer emptied, then
      // every API call answering 503. A header, not request interception, which turns the browser's cache off.
      try {
        await context.setExtraHTTPHeaders({ 'x-aster-fault': 'empty' });
        report.empty = (await checkState(tab, url)).findings;
        await context.setExtraHTTPHeaders({ 'x-aster-fault': 'status=503' });
        report.failing = (await checkState(tab, url)).findings;
      } finally {
        await context.setExtraHTTPHeaders({});
      }
    }
  } catch (error) {
    report.error = String(error);
  }
  if (tab.pageErrors.length > 0) report.pageErrors = tab.pageErrors.map((error) => error.message);
  return report;
}

/** Checks every page with CONTEXTS tabs taking the next unchecked page; each page's report is ready on its own. */
function checkAll(browser: Browser, origin: string): Promise<unknown> {
  const settled = new Map<string, (report: Report) => void>();
  for (const route of routes) reports.set(route.path, new Promise((resolve) => settled.set(route.path, resolve)));
  const queue = [...routes];
  const worker = async () => {
    const tab = await openTab(browser, origin);
    await tab.page.goto('/aster/pages/error/index');
    await shareAxeWithPopups(tab.page);
    try {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const started = Date.now();
        const report = await checkPage(tab, route);
        durations.set(route.path, Date.now() - started);
        settled.get(route.path)?.(report);
      }
    } finally {
      await tab.context.close();
    }
  };
  // A context that fails to open leaves its pages to the others; if all fail, every unchecked page says why.
  return Promise.allSettled(Array.from({ length: Math.max(1, CONTEXTS) }, worker)).then((results) => {
    const failure = results.find((result) => result.status === 'rejected');
    for (const route of queue.splice(0)) settled.get(route.path)?.({ error: `not checked: ${String(failure?.reason)}` });
  });
}

beforeAll(async () => {
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
  demo = await makeDemoRecords(h5.server, tenant.token);
  // Not awaited: each page's test waits for its own report, so the file shows progress and per-page timings.
  checking = checkAll(h5.browser, h5.server.origin);
  checking.catch(() => undefined);
  console.log(`[a11y] ${routes.length} pages loaded, ${sample.size} of them also empty and failing (${sample.describe}), ${CONTEXTS} contexts`);
});
afterAll(async () => {
  await checking.catch(() => undefined);
  const slowest = [...durations].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`[a11y] slowest page checks: ${slowest.map(([path, ms]) => `${path} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
});

describe('accessibility of every built H5 page (axe-core)', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s', async (path) => {
    const report = await (reports.get(path) ?? Promise.reject(new Error(`${path} was not checked`)));
    expect(report).toEqual(Object.fromEntries(Object.keys(report).map((state) => [state, []])));
  });

  it('长辈模式: switched on in settings with the keyboard, home draws larger text, and a reload keeps it', async () => {
    const { page } = await h5.newTab();
    await page.goto('/aster/pages/error/index');
    await setSession(page, tenant);
    await openPage(page, '/aster/pages/index/index', false);
    await closeHomePopup(page);
    const iconName = page.locator('.home-icon-name').first();
    const fontSize = async () => Number.parseFloat(await iconName.evaluate((node) => getComputedStyle(node).fontSize));
    const before = await fontSize();

    await openPage(page, '/aster/pages/user/user_setting/index', true);
    const toggle = page.getByRole('switch', { name: '长辈模式' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(serious(await axeFindings(page))).toEqual([]);

    await openPage(page, '/aster/pages/index/index', false);
    await closeHomePopup(page);
    await page.locator('.ak-page--large').first().waitFor();
    expect(await fontSize()).toBeGreaterThan(before * 1.2);
    expect(serious(await axeFindings(page))).toEqual([]);
    await page.reload();
    await page.locator('.ak-page--large').first().waitFor();
  });

  it('200% zoom on a desktop doubles the text without losing any of the page (no sideways scrolling)', async () => {
    // Zooming a desktop browser to 200% halves its CSS width: the same text then has the same CSS size, twice the pixels.
    const measure = async (viewport: { width: number; height: number }) => {
      const { page } = await h5.newTab(viewport);
      await page.goto('/aster/pages/house/house_list/index');
      await page.locator('[data-testid="house-card"]').first().waitFor();
      return page.evaluate(() => {
        const title = document.querySelector('[data-testid="house-card"]');
        const scroller = document.scrollingElement ?? document.documentElement;
        return { text: title === null ? 0 : Number.parseFloat(getComputedStyle(title).fontSize), overflow: scroller.scrollWidth - scroller.clientWidth };
      });
    };
    const normal = await measure(DESKTOP_VIEWPORT);
    const zoomed = await measure({ width: DESKTOP_VIEWPORT.width / 2, height: DESKTOP_VIEWPORT.height / 2 });
    expect(normal.text).toBeGreaterThan(0);
    expect(zoomed.text).toBe(normal.text);
    expect(zoomed.overflow).toBeLessThanOrEqual(0);
  });

  it('home: no error in the console, lang zh-CN and a viewport that allows zoom once the app has started', async () => {
    const { page } = await h5.newTab();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/aster/');
    await settle(page);
    expect(errors).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
  });
});
