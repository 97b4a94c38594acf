import { saveScreenshot, type Tab, useH5Browser } from '../support/browser';

// The in-app web page opens only the operator's own domains (settings/domain), whatever its url parameter says.
const h5 = useH5Browser();
let tab: Tab;

beforeAll(async () => {
  tab = await h5.sharedTab();
});

const webview = (url?: string) => `/aster/pages/webview/index${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`;

describe('the webview page', () => {
  it('shows a page of the operator’s own domain', async () => {
    const ownPage = `${h5.server.origin}/static/demo/banner-home-1.svg`;
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
      expect(tab.requests.filter((request) => !request.url.startsWith(h5.server.origin))).toEqual([]);
    },
  );

  it('says so when the link names no page', async () => {
    await tab.page.goto(webview());
    await tab.page.getByText('链接中没有要打开的页面地址。').waitFor();
    await saveScreenshot(tab.page, 'h5-webview-no-url');
    expect(tab.pageErrors).toEqual([]);
  });
});
