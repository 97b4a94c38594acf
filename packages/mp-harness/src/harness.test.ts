import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensureFixtureBuilt } from './fixtureBuild';
import { launchMiniProgram, type MiniProgram } from './miniProgram';
import type { LaunchOptions, Platform } from './types';

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A real HTTP server standing in for the Aster API: the fixture's requests must reach it.
let server: http.Server;
let apiBase: string;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/slow') {
        setTimeout(() => res.end('{}'), 1000);
        return;
      }
      if (url.pathname === '/api/hello') {
        const phone = url.searchParams.get('phone') ?? '';
        const status = phone === '401' ? 401 : 200;
        res.writeHead(status, { 'Content-Type': 'application/json', 'X-Token': `tok-${phone}` });
        res.end(JSON.stringify({ message: status === 200 ? `你好 ${phone}` : '请先登录' }));
        return;
      }
      res.writeHead(404).end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const platforms: Platform[] = ['wechat', 'ali'];
const distDirs = new Map<Platform, string>();

beforeAll(() => {
  for (const platform of platforms) distDirs.set(platform, ensureFixtureBuilt(platform));
}, 180_000);

describe.each(platforms)('the fixture on %s', (platform) => {
  const isAli = platform === 'ali';
  let app: MiniProgram | undefined;

  const launch = async (options: Partial<LaunchOptions> = {}) => {
    app = await launchMiniProgram({ platform, distDir: distDirs.get(platform) ?? '', apiBase, ...options });
    return app;
  };

  beforeEach(() => {
    seen.length = 0;
  });

  afterEach(() => app?.close());

  it('launches on the first page of app.json and ships the first render in one payload', async () => {
    const app = await launch();
    const page = app.currentPage();
    expect(page.route).toBe('pages/index/index');
    expect(page.text()).toContain('欢迎来到夹具');
    const first = page.firstRender;
    expect(first?.method).toBe(isAli ? '$spliceData' : 'setData');
    expect(JSON.stringify(first?.payload)).toContain('欢迎来到夹具');
    expect(page.findByClass('title').type).toBe('text');
    expect(app.errors).toEqual([]);
  });

  it('records every setData / $spliceData with its JSON byte size', async () => {
    const app = await launch();
    await app.currentPage().tap('加一');
    expect(app.setDataLog.length).toBeGreaterThanOrEqual(2);
    for (const record of app.setDataLog) {
      expect(record.bytes).toBe(Buffer.byteLength(JSON.stringify(record.payload), 'utf8'));
    }
    const [first] = app.setDataLog;
    const last = app.setDataLog[app.setDataLog.length - 1];
    // The first render carries the whole tree; a counter update carries one text node.
    expect(last!.bytes).toBeLessThan(first!.bytes / 5);
  });

  it('changes data on taps, bubbling from a text to the view that handles it', async () => {
    const app = await launch();
    const page = app.currentPage();
    expect(page.findByTestId('count').children.map((c) => c.text).join('')).toBe('计数：0');
    await page.tap(page.findByTestId('increment'));
    expect(page.queryByText('计数：1')).toBeDefined();
    await page.tap('加十');
    expect(page.queryByText('计数：11')).toBeDefined();
    expect(JSON.stringify(page.data())).toContain('"11"');
  });

  it('refuses taps that nothing handles and ambiguous text queries', async () => {
    const app = await launch();
    const page = app.currentPage();
    await expect(page.tap('欢迎来到夹具')).rejects.toThrow('No tap handler on <text class="title"> "欢迎来到夹具" or its ancestors');
    expect(() => page.findByText('不存在')).toThrow('No node matches text 不存在');
    expect(() => page.findByText(/^加/)).toThrow('2 nodes match text /^加/ on pages/index/index: <button> "加一", <text> "加十"');
  });

  it('updates data from input events', async () => {
    const app = await launch();
    const page = app.currentPage();
    await page.input('phone', '13800138000');
    expect(page.queryByText('输入：13800138000')).toBeDefined();
    expect(page.findByTestId('phone').props.value).toBe('13800138000');
    await page.input('请输入手机号', '139');
    expect(page.queryByText('输入：139')).toBeDefined();
    expect(() => page.findInput('没有这个框')).toThrow('No node matches input "没有这个框"');
  });

  it('sends requests to the real server and hands back the answer in the platform shape', async () => {
    const app = await launch();
    const page = app.currentPage();
    await page.input('phone', '13800138000');
    await page.tap('登录');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/hello?phone=13800138000', body: '{"phone":"13800138000"}' });
    expect(seen[0]?.headers['x-platform']).toBe(isAli ? 'alipay' : 'wechat');
    expect(page.findByTestId('greeting').children[0]?.text).toBe('200 你好 13800138000');
    expect(app.requests[0]).toMatchObject({ url: 'https://api.fixture.invalid/hello?phone=13800138000', sentUrl: `${apiBase}/hello?phone=13800138000`, status: 200 });
    expect(app.storageSnapshot().token).toBe('tok-13800138000');
    expect(app.toasts.map((t) => [t.kind, t.title])).toEqual([
      ['loading', '登录中'],
      ['toast', '登录成功'],
    ]);
    expect(app.loadingVisible).toBe(false);
    expect(app.peakRequestsInFlight).toBe(1);
    expect(app.requestsInFlight).toBe(0);
  });

  it(`reports an HTTP 401 ${isAli ? 'through fail (Alipay error 19)' : 'through success with statusCode (WeChat)'}`, async () => {
    const app = await launch();
    const page = app.currentPage();
    await page.input('phone', '401');
    await page.tap('登录');
    if (isAli) {
      expect(page.queryByTestId('greeting')).toBeUndefined();
      expect(app.toasts.at(-1)?.title).toBe('网络错误');
    } else {
      expect(page.findByTestId('greeting').children[0]?.text).toBe('401 请先登录');
    }
    expect(app.requests[0]?.status).toBe(401);
  });

  it('fails a request that outlives its timeout', async () => {
    const app = await launch();
    const outcome = new Promise<Record<string, unknown>>((resolve) => {
      app.callApi('request', { url: 'https://api.fixture.invalid/slow', timeout: 100, success: resolve, fail: resolve });
    });
    await app.settle();
    expect(await outcome).toEqual(isAli ? { error: 13, errorMessage: '超时' } : { errMsg: 'request:fail timeout' });
    expect(app.requests[0]?.error).toBe('timeout');
  });

  it('aborts a request through its task', async () => {
    const app = await launch();
    const outcome = new Promise<Record<string, unknown>>((resolve) => {
      const task = app.callApi('request', { url: 'https://api.fixture.invalid/slow', fail: resolve }) as { abort(): void };
      task.abort();
    });
    await app.settle();
    expect(await outcome).toEqual(isAli ? { error: 9, errorMessage: 'abort' } : { errMsg: 'request:fail abort' });
  });

  it('navigates: records the call, instantiates the page with its query, runs onLoad / onShow / onReady', async () => {
    const app = await launch();
    await app.currentPage().tap('去详情');
    expect(app.navigations).toEqual([{ type: 'navigateTo', url: '/pages/detail/index?id=7&from=home', delta: undefined, ok: true, errMsg: undefined }]);
    const detail = app.currentPage();
    expect(detail.route).toBe('pages/detail/index');
    expect(detail.query).toEqual({ id: '7', from: 'home' });
    expect(detail.text()).toBe('详情 7已就绪返回');
    expect(app.pageStack().map((p) => p.route)).toEqual(['pages/index/index', 'pages/detail/index']);

    await detail.tap('返回');
    expect(app.navigations.at(-1)).toMatchObject({ type: 'navigateBack', delta: 1, ok: true });
    expect(app.pageStack().map((p) => p.route)).toEqual(['pages/index/index']);
    expect(detail.unloaded).toBe(true);
  });

  it('switches tabs, opens subpackage pages and relaunches, keeping the stack as the platform does', async () => {
    const app = await launch();
    await app.currentPage().tap('去详情');
    await app.currentPage().tap('返回');
    await app.currentPage().tap('我的');
    expect(app.pageStack().map((p) => p.route)).toEqual(['pages/mine/index']);
    await app.currentPage().tap('去分包');
    expect(app.currentPage().route).toBe('pages/sub/pages/deep/index');
    expect(app.currentPage().text()).toBe('分包页面 来自mine');
    await app.pageStack()[0]!.tap('回首页');
    expect(app.pageStack().map((p) => p.route)).toEqual(['pages/index/index']);
    expect(app.navigations.map((n) => [n.type, n.ok])).toEqual([
      ['navigateTo', true],
      ['navigateBack', true],
      ['switchTab', true],
      ['navigateTo', true],
      ['reLaunch', true],
    ]);
  });

  it('refuses navigateTo a tab page and navigateBack from the only page', async () => {
    const app = await launch();
    const results = await Promise.allSettled([
      app.callApi('navigateTo', { url: '/pages/mine/index' }) as Promise<unknown>,
      app.callApi('navigateBack', {}) as Promise<unknown>,
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(app.navigations.map((n) => n.errMsg)).toEqual(['can not navigateTo a tabbar page', 'cannot navigate back at first page']);
    expect(app.pageStack().map((p) => p.route)).toEqual(['pages/index/index']);
  });

  it('refuses navigation to a page that is not in app.json', async () => {
    const app = await launch();
    const failure = new Promise<Record<string, unknown>>((resolve) => app.callApi('navigateTo', { url: '/pages/nope/index', fail: resolve }));
    await app.settle();
    const result = await failure;
    expect(isAli ? result.errorMessage : result.errMsg).toContain('page "pages/nope/index" is not found');
    expect(app.navigations).toEqual([{ type: 'navigateTo', url: '/pages/nope/index', delta: undefined, ok: false, errMsg: 'page "pages/nope/index" is not found' }]);
    expect(app.currentPage().route).toBe('pages/index/index');
  });

  it('opens the entry page given in the launch options', async () => {
    const app = await launch({ entry: '/pages/detail/index?id=42' });
    expect(app.currentPage().text()).toContain('详情 42');
  });

  it('keeps storage in the platform call shape', async () => {
    const app = await launch({ storage: { nickname: '小明' } });
    expect(app.currentPage().queryByText('昵称：小明')).toBeDefined();
    if (isAli) {
      app.callApi('setStorageSync', { key: 'city', data: { id: 107 } });
      expect(app.callApi('getStorageSync', { key: 'city' })).toEqual({ data: { id: 107 } });
      app.callApi('removeStorageSync', { key: 'city' });
      expect(app.callApi('getStorageSync', { key: 'city' })).toEqual({ data: null });
      expect(() => app.callApi('getStorageSync', 'city')).toThrow('my.getStorageSync expects an object { key }');
    } else {
      app.callApi('setStorageSync', 'city', { id: 107 });
      expect(app.callApi('getStorageSync', 'city')).toEqual({ id: 107 });
      app.callApi('removeStorageSync', 'city');
      expect(app.callApi('getStorageSync', 'city')).toBe('');
      expect(() => app.callApi('getStorageSync', { key: 'city' })).toThrow('wx.getStorageSync expects a string key');
    }
    expect(app.callApi('getStorageInfoSync')).toMatchObject({ keys: ['nickname', 'launchedAt'], limitSize: 10240 });
    expect(() => app.callApi('setStorageSync', ...(isAli ? [{ key: 'big', data: 'x'.repeat(1024 * 1024) }] : ['big', 'x'.repeat(1024 * 1024)]))).toThrow(
      'exceed storage item max length',
    );
  });

  it('shows the update prompt when the test makes an update ready; confirming applies it', async () => {
    const app = await launch({ onModal: () => ({ confirm: false }) });
    expect(app.updateApplied).toBe(0);
    app.triggerUpdateReady();
    await app.settle();
    // The prompt has no cancel button, so even a "cancel" answer can only confirm.
    expect(app.modals).toEqual([
      {
        kind: isAli ? 'alert' : 'modal',
        title: '更新提示',
        content: '新版本已经准备好，是否重启应用？',
        showCancel: false,
        confirmText: undefined,
        cancelText: undefined,
        answer: { confirm: true },
      },
    ]);
    expect(app.updateApplied).toBe(1);
  });

  it('answers modals as the test scripts them', async () => {
    const app = await launch();
    const page = app.currentPage();
    app.setModalResponder(() => ({ confirm: false }));
    await page.tap('退出');
    expect(page.queryByText('已退出')).toBeUndefined();
    app.setModalResponder(() => ({ confirm: true }));
    await page.tap('退出');
    expect(page.queryByText('已退出')).toBeDefined();
    expect(app.modals.map((m) => [m.kind, m.title, m.showCancel, m.answer.confirm])).toEqual([
      [isAli ? 'confirm' : 'modal', '退出登录', true, false],
      [isAli ? 'confirm' : 'modal', '退出登录', true, true],
    ]);
  });

  it('records an unknown API call instead of crashing', async () => {
    const app = await launch();
    await app.currentPage().tap('震动');
    expect(app.unknownApiCalls).toEqual([{ api: 'vibrateShort', args: [{ type: 'light' }] }]);
    expect(app.errors).toEqual([]);
    expect(app.callApi('canIUse', 'vibrateShort')).toBe(false);
    const query = app.callApi('createSelectorQuery') as { select(s: string): { boundingClientRect(): { exec(): unknown } } };
    expect(() => query.select('#a').boundingClientRect().exec()).not.toThrow();
    expect(app.unknownApiCalls.map((c) => c.api)).toEqual([
      'vibrateShort',
      'createSelectorQuery',
      'createSelectorQuery().select',
      'createSelectorQuery().boundingClientRect',
      'createSelectorQuery().exec',
    ]);
    expect(app.callApi('canIUse', 'getUpdateManager')).toBe(true);
  });

  it('hands out the login code the test chooses', async () => {
    let calls = 0;
    const app = await launch({ loginCode: () => `code-${++calls}` });
    const login = isAli ? 'getAuthCode' : 'login';
    const result = await (app.callApi(login, isAli ? { scopes: 'auth_base' } : {}) as Promise<Record<string, unknown>>);
    expect(result).toEqual(isAli ? { authCode: 'code-1' } : { errMsg: 'login:ok', code: 'code-1' });
    expect(app.loginCount).toBe(1);
  });

  it('fakes system info, menu button, location and account info', async () => {
    const app = await launch({ systemInfo: { windowWidth: 320 }, location: null });
    expect(app.callApi('getSystemInfoSync')).toMatchObject({ windowWidth: 320, statusBarHeight: 47, ...(isAli ? { app: 'alipay' } : { platform: 'ios' }) });
    expect(app.callApi('getMenuButtonBoundingClientRect')).toMatchObject({ height: 32 });
    expect(app.callApi('getAccountInfoSync')).toMatchObject({ miniProgram: { envVersion: 'release' } });
    expect(app.callApi('getLaunchOptionsSync')).toEqual({ path: 'pages/index/index', query: {}, scene: 1001, referrerInfo: {} });
    await expect(app.callApi('getLocation', {})).rejects.toEqual(isAli ? { error: 11, errorMessage: '用户拒绝授权' } : { errMsg: 'getLocation:fail auth deny' });
  });

  it('makes settle() throw when the app threw, and keeps the error', async () => {
    const app = await launch();
    app.callApi('nextTick', () => {
      throw new Error('boom');
    });
    await expect(app.settle()).rejects.toThrow('The mini-program threw: Error: boom');
    expect(app.errors).toHaveLength(1);
    await expect(app.settle()).resolves.toBeUndefined();
  });
});
