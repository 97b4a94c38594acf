import type { Page, Route as RequestRoute } from 'playwright-core';
import { type Tab, useH5Browser } from '../support/browser';
import { closeHomePopup } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';
import { axeFindings, builtRoutes, demoUrl, type DemoRecords, type Finding, makeDemoRecords, setSession, settle } from './accessibilityPages';

// Every built H5 page (the generated registry, so a new page is checked without a list to keep), opened with the
// demo data the way a tenant meets it: loaded, with its lists empty, and with the server failing. axe-core must
// find no serious or critical violation in any of them (issue 18: WCAG 2.1 AA on a phone page).
const h5 = useH5Browser();
const routes = builtRoutes();
let tenant: { token: string; userId: string };
let demo: DemoRecords;
let tab: Tab;

beforeAll(async () => {
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
  demo = await makeDemoRecords(h5.server, tenant.token);
  // One tab for the whole file: a page costs a navigation and an axe run, not a new context.
  tab = await h5.sharedTab();
  await tab.page.goto('/aster/pages/error/index');
});
afterAll(async () => {
  await tab.context.close();
});

const serious = (findings: Finding[]) => findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');

/** The API calls of the page (XHR and fetch to the server), whatever their method. */
const isApiCall = (request: { resourceType(): string; url(): string }) =>
  (request.resourceType() === 'xhr' || request.resourceType() === 'fetch') && !new URL(request.url()).pathname.startsWith('/aster/');

/** Every list in a response body emptied: what the page shows when the server has nothing for the tenant. */
function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptied(inner)]));
}

async function openPage(page: Page, path: string, needsLogin: boolean): Promise<void> {
  await setSession(page, needsLogin ? tenant : null);
  await page.goto(path);
  await settle(page);
}

describe('accessibility of every built H5 page (axe-core)', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s: loaded, empty and failing', async (_path, route) => {
    const { page } = tab;
    const url = demoUrl(route, demo);
    const report: Record<string, Finding[]> = {};

    let calledApi = false;
    const seeCall = (request: Parameters<typeof isApiCall>[0]) => {
      if (isApiCall(request)) calledApi = true;
    };
    page.on('request', seeCall);
    await openPage(page, url, route.needsLogin);
    page.off('request', seeCall);
    report.loaded = serious(await axeFindings(page));

    // Pages that ask the server for nothing have no empty or failing state.
    if (calledApi) {
      const empty = async (request: RequestRoute) => {
        if (!isApiCall(request.request())) return request.continue();
        const response = await request.fetch();
        const body = (await response.json()) as { data?: unknown };
        return request.fulfill({ response, json: { ...body, data: emptied(body.data) } });
      };
      await page.route('**/*', empty);
      await openPage(page, url, route.needsLogin);
      report.empty = serious(await axeFindings(page));
      await page.unroute('**/*', empty);

      // The reference server's fault injection (dev flag faultHeader): every API call answers 503.
      await tab.context.setExtraHTTPHeaders({ 'x-aster-fault': 'status=503' });
      await openPage(page, url, route.needsLogin);
      report.failing = serious(await axeFindings(page));
      await tab.context.setExtraHTTPHeaders({});
    }

    expect(report).toEqual(Object.fromEntries(Object.keys(report).map((state) => [state, []])));
  });

  it('长辈模式: switched on in settings with the keyboard, home draws larger text, and a reload keeps it', async () => {
    const large = await h5.newTab();
    const { page } = large;
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

  it('home: no error in the console, lang zh-CN and a viewport that allows zoom once the app has started', async () => {
    const { page } = tab;
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('console', onConsole);
    await openPage(page, '/aster/', false);
    page.off('console', onConsole);
    expect(errors).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
  });
});
