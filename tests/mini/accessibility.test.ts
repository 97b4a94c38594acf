import fs from 'node:fs';
import path from 'node:path';
import { classList, textContent, type HarnessNode, type MiniProgram, type Platform } from '../../packages/mp-harness/src';
import { distOf, launchBuilt, platforms, waitFor } from '../support/mini';
import { startServer, type RunningServer } from '../support/server';

// Issue 18 in the built mini-programs: the kit's controls reach the platforms' screen readers (TalkBack, VoiceOver
// and the mini-programs' own accessibility modes) as aria-role and aria-label on the base components, and the
// pictures that only decorate are hidden from them.
let server: RunningServer;
let running: MiniProgram | undefined;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  running?.close();
  running = undefined;
});

describe.each(platforms)('accessibility of the built %s mini-program', (platform: Platform) => {
  it('names the tab bar, the search pill and the buttons of home for screen readers', async () => {
    const app = await launchBuilt(platform, server, { loginCode: null });
    running = app;
    const page = app.currentPage();
    await waitFor(app, 'the tab bar', () => page.findAll((node) => node.props['data-testid'] === 'tab-home')[0]);
    expect(page.findByTestId('tab-home').props).toMatchObject({ 'aria-role': 'tab', 'aria-label': '首页' });
    expect(page.findByTestId('tab-mine').props).toMatchObject({ 'aria-role': 'tab', 'aria-label': '我的' });
    expect(page.findByTestId('home-search').props).toMatchObject({ 'aria-role': 'button', 'aria-label': expect.stringContaining('搜索') as string });
    // Props written for the other platform never reach this one's nodes.
    const prefixed = page.findAll((node) => Object.keys(node.props).some((key) => /^(wechat|ali)-/.test(key)));
    expect(prefixed).toEqual([]);
  });
});

// Issue 18: text follows the phone's font-size setting. Each page starts with a page-meta whose root-font-size is
// the size the tenant chose ("system" on WeChat; on Alipay the page's asterRootFontSize, set from
// getSystemInfoSync's fontSizeSetting) and the stylesheets size text in rem, not rpx, which follows the screen's width
// only (packages/screens/build/systemFontSize.js). The harness draws no styles, so the home page's text nodes are
// sized here from the built stylesheets at two root font sizes.
const FONT_SIZE_FILES = {
  wechat: { template: 'wxml', style: 'wxss', meta: '<page-meta root-font-size="system"/>' },
  ali: { template: 'axml', style: 'acss', meta: '<page-meta root-font-size="{{asterRootFontSize}}"/>' },
} as const;

describe.each(platforms)('%s text follows the phone font size', (platform: Platform) => {
  const { template, style, meta } = FONT_SIZE_FILES[platform];
  const dist = () => distOf(platform);
  const read = (file: string) => fs.readFileSync(path.join(dist(), file), 'utf8');
  const stylesheets = () =>
    [`app.${style}`, `remax-styles.${style}`, `pages/index/index.${style}`].filter((file) => fs.existsSync(path.join(dist(), file))).map(read);

  it('starts every page with the page-meta of the root font size and sizes no text in px or rpx', () => {
    const app = JSON.parse(read('app.json')) as { pages: string[]; subPackages?: { root: string; pages: string[] }[] };
    const pages = [...app.pages, ...(app.subPackages ?? []).flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))];
    const withoutMeta = pages.filter((page) => !read(`${page}.${template}`).replace(/^(\s*<import [^>]*\/>)*/, '').startsWith(meta));
    expect(withoutMeta).toEqual([]);
    // Text no rule sizes inherits the page's size, which follows the root too.
    expect(read(`app.${style}`)).toMatch(/^(\s*@import [^;]*;)*\s*page\{font-size:1rem\}/);

    const sheets = fs.readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(`.${style}`));
    const fixed = sheets.flatMap((file) => [...read(file).matchAll(/(font-size|line-height)\s*:\s*[\d.]+(px|rpx)/g)].map((match) => `${file}: ${match[0]}`));
    expect(fixed).toEqual([]);
  });

  it('draws the home page text 1.25 times larger at a root font size of 20 px than at 16 px', async () => {
    // The last font-size each class is given by a rule of its own (`.a` or `.a.b`), as the cascade would give it.
    const sizeOfClass = new Map<string, string>();
    for (const css of stylesheets()) {
      for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const size = /font-size\s*:\s*([^;}]+)/.exec(body)?.[1]?.trim();
        if (size === undefined) continue;
        for (const selector of selectors.split(',')) {
          const classes = /^\s*((?:\.[\w-]+)+)\s*$/.exec(selector)?.[1];
          if (classes !== undefined) sizeOfClass.set(classes.split('.').filter(Boolean).join('.'), size);
        }
      }
    }
    /** A node's font size in CSS px on a 375 pt wide phone whose root font size is `rootPx` (inherited when unset). */
    const fontPx = (node: HarnessNode | undefined, rootPx: number): number => {
      if (node === undefined) return rootPx;
      const classes = classList(node);
      const keys = [classes.join('.'), ...classes.flatMap((a) => classes.filter((b) => b !== a).map((b) => `${a}.${b}`)), ...classes];
      const size = keys.map((key) => sizeOfClass.get(key)).find((found) => found !== undefined);
      const parsed = size === undefined ? undefined : /^([\d.]+)(rem|rpx|px|em)$/.exec(size);
      if (parsed === undefined || parsed === null) return fontPx(node.parent, rootPx);
      const value = Number(parsed[1]);
      if (parsed[2] === 'rem') return value * rootPx;
      if (parsed[2] === 'em') return value * fontPx(node.parent, rootPx);
      return parsed[2] === 'rpx' ? value / 2 : value;
    };

    const app = await launchBuilt(platform, server, { loginCode: null });
    running = app;
    const page = app.currentPage();
    await waitFor(app, 'the tab bar', () => page.findAll((node) => node.props['data-testid'] === 'tab-home')[0]);
    const texts = page.findAll((node) => node.type === 'text' || (node.text ?? '').trim() !== '');
    expect(texts.length).toBeGreaterThan(10);
    const sizes = texts.map((node) => ({ text: textContent(node).slice(0, 20), standard: fontPx(node, 16), larger: fontPx(node, 20) }));
    // Every text grows with the root; at the standard size it is what the design drew (12 to 24 px on a phone).
    expect(sizes.filter((size) => Math.abs(size.larger - size.standard * 1.25) > 0.01)).toEqual([]);
    expect(sizes.filter((size) => size.standard < 10 || size.standard > 24)).toEqual([]);
    expect(page.findByTestId('tab-home').props).toMatchObject({ 'aria-label': '首页' });
  });

  it('gives each page the text size the tenant chose in the app', async () => {
    if (platform === 'wechat') {
      // WeChat's page-meta reads the setting itself: nothing is sent.
      const app = await launchBuilt(platform, server, { loginCode: null, systemInfo: { fontSizeSetting: 20 } });
      running = app;
      await waitFor(app, 'the tab bar', () => app.currentPage().findAll((node) => node.props['data-testid'] === 'tab-home')[0]);
      expect(app.currentPage().data()).not.toHaveProperty('asterRootFontSize');
      return;
    }
    for (const [setting, rootFontSize] of [[20, '20px'], [16, '16px'], ['large', '16px']] as const) {
      const app = await launchBuilt(platform, server, { loginCode: null, systemInfo: { fontSizeSetting: setting } });
      running = app;
      await waitFor(app, 'the tab bar', () => app.currentPage().findAll((node) => node.props['data-testid'] === 'tab-home')[0]);
      expect(app.currentPage().data()).toMatchObject({ asterRootFontSize: rootFontSize });
      app.close();
      running = undefined;
    }
  });
});
