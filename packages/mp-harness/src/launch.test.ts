import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchMiniProgram } from './miniProgram';

// Bundles that are missing or malformed fail the launch with a message that says what is wrong.
describe('launchMiniProgram on a bad dist folder', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-harness-'));
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('needs app.json', async () => {
    await expect(launchMiniProgram({ platform: 'wechat', distDir: dir })).rejects.toThrow('No built mini-program');
  });

  it.each([
    ['{"pages": []}', '"pages" must be a non-empty list'],
    ['{"pages": ["a"], "subpackages": [{"root": 1}]}', 'every subpackage needs'],
    ['{"pages": ["a"], "tabBar": {"list": [{"text": "x"}]}}', 'every tab needs'],
  ])('rejects app.json %s', async (json, message) => {
    write('app.json', json);
    await expect(launchMiniProgram({ platform: 'wechat', distDir: dir })).rejects.toThrow(message);
  });

  it('needs app.js to call App()', async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', '');
    await expect(launchMiniProgram({ platform: 'wechat', distDir: dir })).rejects.toThrow('app.js did not call App()');
  });

  it('runs a hand-written bundle: require paths resolve against the requiring file and the root', async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({ onLaunch() { this.launched = require("/lib/value").value; } });');
    write('lib/value.js', 'module.exports = { value: require("./other.js").n + 1 };');
    write('lib/other.js', 'module.exports = { n: 41 };');
    write(
      'pages/a/index.js',
      'Page({ data: {}, onLoad(q) { this.setData({ "root.children": [{ id: 1, type: "text", props: {}, children: [{ id: 2, type: "plain-text", text: "answer " + getApp().launched + q.x }] }] }); } });',
    );
    const app = await launchMiniProgram({ platform: 'ali', distDir: dir, entry: 'pages/a/index?x=!' });
    expect(app.currentPage().text()).toBe('answer 42!');
    expect(app.setDataLog).toHaveLength(1);
    app.close();
  });

  it("reads the phone's clock given at launch wherever the bundle reads the date", async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({});');
    write(
      'pages/a/index.js',
      'Page({ data: {}, onLoad() { this.setData({ "root.children": [{ id: 1, type: "text", props: {}, children: [{ id: 2, type: "plain-text", text: new Date().toISOString() + " " + Date.now() }] }] }); } });',
    );
    const at = Date.parse('2026-11-28T02:00:00Z');
    const app = await launchMiniProgram({ platform: 'wechat', distDir: dir, now: () => at });
    expect(app.currentPage().text()).toBe(`2026-11-28T02:00:00.000Z ${at}`);
    app.close();
  });

  it('records a node the built templates cannot draw (a component the build skipped)', async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({});');
    write('base.wxml', '<template name="REMAX_TPL_1_view"></template><template name="REMAX_TPL_1_plain-text"></template>');
    write(
      'pages/a/index.js',
      'Page({ data: {}, onLoad() { this.setData({ "root.children": [{ id: 1, type: "text", props: { type: "x" }, children: [] }] }); } });',
    );
    await expect(launchMiniProgram({ platform: 'wechat', distDir: dir })).rejects.toThrow(
      'pages/a/index renders <text>, which has no template in the build',
    );
  });

  it('settles without waiting for long timers; wait() lets real time pass', async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({});');
    write(
      'pages/a/index.js',
      `const show = (page, text) => page.setData({ "root.children": [{ id: 1, type: "plain-text", text }] });
       Page({ data: {}, onLoad() { setTimeout(() => show(this, "soon"), 0); setTimeout(() => show(this, "later"), 200); } });`,
    );
    const app = await launchMiniProgram({ platform: 'wechat', distDir: dir });
    expect(app.currentPage().text()).toBe('soon');
    expect(app.pendingTimers()).toEqual([{ repeat: false, dueInMs: expect.any(Number) }]);
    await app.wait(250);
    expect(app.currentPage().text()).toBe('later');
    expect(app.pendingTimers()).toEqual([]);
    app.close();
  });

  it('fails clearly when the entry page is missing and nothing redirects', async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({});');
    await expect(launchMiniProgram({ platform: 'wechat', distDir: dir, entry: '/pages/gone/index' })).rejects.toThrow(
      'The entry page "pages/gone/index" is not in app.json',
    );
  });

  it('lets WeChat onPageNotFound redirect a missing entry page', async () => {
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({ onPageNotFound(r) { wx.redirectTo({ url: "/pages/a/index?from=" + r.path }); } });');
    write('pages/a/index.js', 'Page({ data: {} });');
    const app = await launchMiniProgram({ platform: 'wechat', distDir: dir, entry: '/pages/gone/index' });
    expect(app.currentPage().query).toEqual({ from: 'pages/gone/index' });
    app.close();
  });
});
