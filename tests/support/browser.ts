import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { fileBrowser } from './chromium';
import { repoRoot } from './dist';
import { startServer, type RunningServer, type StepUpThresholds } from './server';
import type { SmsLimits } from '../../apps/server/src/config';
import { testWorldClockScript } from './testClock';

export { launchChromium, launchTestBrowser } from './chromium';

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;
// A test run writes its screenshots outside the tracked tree; docs/screenshots holds the chosen ones.
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** 'document', 'script', 'xhr', 'fetch', 'image'... */
  resourceType: string;
}

/** A browser tab and what it did: every request, every URL it navigated to, every uncaught error. */
export interface Tab {
  context: BrowserContext;
  page: Page;
  requests: RecordedRequest[];
  /** URLs the top frame showed, in order (loads, pushState and replaceState; one change may be seen twice). */
  visitedUrls: string[];
  /** Each history.pushState / replaceState call of the app, once per call: a redirect done twice shows twice. */
  historyCalls: string[];
  pageErrors: Error[];
  /** What the page's Content-Security-Policy refused, as Chromium reports it on the console. */
  cspViolations: string[];
  /** The app's own calls to the server (XHR and fetch; page loads, scripts and images excluded). */
  apiRequests(): RecordedRequest[];
}

/** A fresh context (own storage, its clock on the test world's day) with a phone-sized (default) or desktop viewport. */
export async function openTab(browser: Browser, origin: string, viewport: { width: number; height: number } = PHONE_VIEWPORT): Promise<Tab> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, baseURL: origin, isMobile: phone, hasTouch: phone, locale: 'zh-CN', deviceScaleFactor: 1 });
  const clock = testWorldClockScript();
  if (clock !== undefined) await context.addInitScript({ content: clock });
  const page = await context.newPage();
  const requests: RecordedRequest[] = [];
  const visitedUrls: string[] = [];
  const historyCalls: string[] = [];
  const pageErrors: Error[] = [];
  page.on('request', (request: Request) => {
    requests.push({ method: request.method(), url: request.url(), headers: request.headers(), resourceType: request.resourceType() });
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visitedUrls.push(frame.url());
  });
  page.on('pageerror', (error) => pageErrors.push(error));
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  // History API changes do not always fire framenavigated: record them from inside the page as well.
  await page.exposeFunction('__asterUrlChanged', (url: string) => {
    visitedUrls.push(url);
    historyCalls.push(url);
  });
  await page.addInitScript(() => {
    const report = () => (window as unknown as { __asterUrlChanged: (url: string) => void }).__asterUrlChanged(window.location.href);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      window.history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        report();
      };
    }
  });
  const apiRequests = () =>
    requests.filter((r) => (r.resourceType === 'xhr' || r.resourceType === 'fetch') && new URL(r.url).origin === origin);
  return { context, page, requests, visitedUrls, historyCalls, pageErrors, cspViolations, apiRequests };
}

/** The path and query of the tab's current URL (origin dropped). */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the current URL's path is `pathname` (query ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/**
 * Writes a tenant's session (and a city) into the app's storage, as an earlier visit leaves them, from a page of the
 * app (the error page draws without asking the server). The app reads them when it next starts.
 */
export async function storeSession(page: Page, session: { token: string; userId: string }, city?: { cityId: number; cityName: string }): Promise<void> {
  await page.goto('/aster/pages/error/index');
  await page.evaluate(
    ({ token, userId, city }) => {
      window.localStorage.setItem('token', JSON.stringify(token));
      window.localStorage.setItem('userId', JSON.stringify(userId));
      if (city === undefined) return;
      window.localStorage.setItem('cityId', JSON.stringify(city.cityId));
      window.localStorage.setItem('cityName', JSON.stringify(city.cityName));
    },
    { token: session.token, userId: session.userId, city },
  );
}

/** A screenshot under test-results/screenshots/ (phone viewport), for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/**
 * One reference server serving the H5 build and a browser for a test file (the run's shared Chromium, contexts of
 * its own). Tabs opened with `newTab` are closed after each test; `sharedTab` opens one that lives for the whole file.
 * `stepUp`: the server's captcha step-up thresholds (out of the way unless given); `api: 'spec'`: a spec-only server.
 */
export function useH5Browser(options: { stepUp?: StepUpThresholds; api?: 'full' | 'spec'; sms?: Partial<SmsLimits> } = {}) {
  let running: { server: RunningServer; browser: Browser } | undefined;
  const tabs: Tab[] = [];
  const ready = () => {
    if (running === undefined) throw new Error('useH5Browser: the server and browser start in beforeAll');
    return running;
  };

  beforeAll(async () => {
    const server = await startServer({ serveH5: true, stepUp: options.stepUp, ...(options.api ? { api: options.api } : {}), ...(options.sms ? { sms: options.sms } : {}) });
    running = { server, browser: await fileBrowser() };
  });
  afterEach(async () => {
    for (const tab of tabs.splice(0)) await tab.context.close();
  });
  afterAll(async () => {
    await running?.browser.close();
    await running?.server.close();
  });

  return {
    get server(): RunningServer {
      return ready().server;
    },
    get browser(): Browser {
      return ready().browser;
    },
    async newTab(viewport?: { width: number; height: number }): Promise<Tab> {
      const tab = await openTab(ready().browser, ready().server.origin, viewport);
      tabs.push(tab);
      return tab;
    },
    sharedTab: (viewport?: { width: number; height: number }): Promise<Tab> => openTab(ready().browser, ready().server.origin, viewport),
    /**
     * Opens `redirectUrl` (a path under /aster) logged in with the session `token`, the way a partner app hands a
     * tenant over: /oauth with a one-time token, which the page shows the account of, exchanges on the tenant's
     * 确认登录 and drops from the address bar.
     */
    async openLoggedIn(page: Page, token: string, redirectUrl: string): Promise<void> {
      const handoff = await ready().server.handoffToken(token);
      await page.goto(`/oauth?token=${encodeURIComponent(handoff)}&redirectUrl=${encodeURIComponent(redirectUrl)}`);
      await page.locator('[data-testid="oauth-confirm"]:visible').click();
    },
  };
}
