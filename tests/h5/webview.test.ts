import type { Browser } from 'playwright-core';
import { launchChromium, openTab, saveScreenshot, type Tab } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// The in-app web page opens only the operator's own domains (settings/domain), whatever its url parameter says.
let server: RunningServer;
let browser: Browser;
let tab: Tab;

beforeAll(async () => {
  server = await startServer({ serveH5: true });
  browser = await launchChromium();
  tab = await openTab(browser, server.origin);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const webview = (url?: string) => `/aster/pages/webview/index${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`;

describe('the webview page', () => {
  it('shows a page of the operator’s own domain', async () => {
    const ownPage = `${server.origin}/static/demo/banner-home-1.svg`;
    await tab.page.goto(webview(ownPage));
    const frame = tab.page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(ownPage);
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', 'javascript:alert(document.domain)', 'data:text/html,<h1>x</h1>'])(
    'refuses %s with an explanation, loading nothing',
    async (url) => {
      tab.requests.length = 0;
      await tab.page.goto(webview(url));
      await tab.page.getByRole('alert').getByText('无法打开该页面').waitFor();
      await tab.page.getByText('为了您的账号和资金安全，应用内只能打开本平台的页面，该链接不在其中。').waitFor();
      expect(await tab.page.locator('iframe').count()).toBe(0);
      expect(tab.requests.filter((request) => !request.url.startsWith(server.origin))).toEqual([]);
    },
  );

  it('says so when the link names no page', async () => {
    await tab.page.goto(webview());
    await tab.page.getByText('链接中没有要打开的页面地址。').waitFor();
    await saveScreenshot(tab.page, 'h5-webview-no-url');
    expect(tab.pageErrors).toEqual([]);
  });
});
