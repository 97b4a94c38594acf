import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LOCATION_REASON,
  SHELL_APPS,
  WECHAT_PRIVATE_INFOS,
  appConfig,
  appLayout,
  builtRoutes,
  generateApp,
  pageConfig,
  writeApp,
} from '../../../packages/screens/build/generateApps';
import { routeOf } from '../../../packages/core-domain/src/routes/routeTable';

const registry = {
  'pages/index/index': 'index/IndexPage',
  'pages/login_by_phone/index': 'login/LoginByPhonePage',
  'pages/bill/bill_list/index': 'bill/BillListPage',
  'pages/bill/bill_pay_by_transfer/stepOne': 'bill/TransferStepOnePage',
  'pages/service/pages/repair/list': 'service/RepairListPage',
};

describe('builtRoutes', () => {
  it('keeps the route-table order with home first, and only pages that have a screen', () => {
    expect(builtRoutes(registry).map((route) => route.path)).toEqual([
      'pages/index/index',
      'pages/login_by_phone/index',
      'pages/service/pages/repair/list',
      'pages/bill/bill_list/index',
      'pages/bill/bill_pay_by_transfer/stepOne',
    ]);
  });

  it('refuses a screen for a page the route table does not know', () => {
    expect(() => builtRoutes({ ...registry, 'pages/nowhere/index': 'x' })).toThrow(/not in the route table/);
  });

  it('refuses a build without the home page', () => {
    expect(() => builtRoutes({ 'pages/login_by_phone/index': 'x' })).toThrow(/home page/);
  });
});

describe('appLayout', () => {
  it('puts main pages in pages and the rest in their subpackages, relative to the root', () => {
    expect(appLayout(builtRoutes(registry))).toEqual({
      pages: ['pages/index/index', 'pages/login_by_phone/index'],
      subPackages: [
        { root: 'pages/service/pages', pages: ['repair/list'] },
        { root: 'pages/bill', pages: ['bill_list/index', 'bill_pay_by_transfer/stepOne'] },
      ],
    });
  });
});

describe('app and page configs', () => {
  const routes = builtRoutes(registry);

  it('declares the location permission with its reason and the privacy check on WeChat', () => {
    const config = appConfig('wechat', routes);
    expect(config.permission).toEqual({ 'scope.userLocation': { desc: LOCATION_REASON } });
    expect(config.requiredPrivateInfos).toEqual(['getLocation']);
    expect(WECHAT_PRIVATE_INFOS).toEqual(['getLocation']);
    expect(config.__usePrivacyCheck__).toBe(true);
  });

  it('declares Alipay’s privacy check and no WeChat keys outside WeChat', () => {
    const ali = appConfig('ali', routes);
    expect(ali.usePrivacyCheck).toBe(true);
    for (const config of [ali, appConfig('web', routes)]) {
      expect(config).not.toHaveProperty('permission');
      expect(config).not.toHaveProperty('requiredPrivateInfos');
      expect(config).not.toHaveProperty('__usePrivacyCheck__');
    }
  });

  it('serves H5 with browser history under /aster', () => {
    expect(appConfig('web', routes).router).toEqual({ type: 'browser', basename: '/aster' });
  });

  it('titles each page in its platform key, with the custom bar on home', () => {
    const [home, login] = routes;
    if (home === undefined || login === undefined) throw new Error('routes missing');
    expect(pageConfig('wechat', home)).toMatchObject({ navigationBarTitleText: '首页', navigationStyle: 'custom' });
    expect(pageConfig('ali', home)).toMatchObject({ defaultTitle: '首页', transparentTitle: 'always' });
    expect(pageConfig('ali', login)).toEqual({ defaultTitle: '手机号登录' });
    expect(pageConfig('web', login)).toEqual({ defaultTitle: '手机号登录' });
  });

  it("turns on the mini-programs' pull-down refresh for the routes that ask for it, and never Remax's web one", () => {
    const [home, login] = routes;
    if (home === undefined || login === undefined) throw new Error('routes missing');
    expect(home.pullDownRefresh).toBe(true);
    expect(pageConfig('wechat', home)).toMatchObject({ enablePullDownRefresh: true });
    expect(pageConfig('ali', home)).toMatchObject({ pullRefresh: true });
    // Remax's web pull-to-refresh transforms the page, fixed bars included (issue 46): H5 draws ui/PullDownRefresh.
    expect(pageConfig('web', home)).not.toHaveProperty('pullRefresh');
    expect(pageConfig('wechat', login)).not.toHaveProperty('enablePullDownRefresh');
  });

  it('lets the signature pages turn with the phone on WeChat', () => {
    const signing = routeOf('pages/contract/pages/handwritten_signature/index');
    expect(pageConfig('wechat', signing)).toMatchObject({ navigationBarTitleText: '手写签名', pageOrientation: 'auto' });
    expect(pageConfig('wechat', routeOf('pages/login_by_phone/index'))).not.toHaveProperty('pageOrientation');
  });
});

describe('generateApp and writeApp', () => {
  let appDir: string;
  beforeEach(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aster-app-'));
  });
  afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('writes one re-export entry and one config per page, and drops entries of removed screens', () => {
    const [wechat] = SHELL_APPS;
    if (wechat === undefined) throw new Error('no apps');
    fs.mkdirSync(path.join(appDir, 'src/pages/stale'), { recursive: true });
    fs.writeFileSync(path.join(appDir, 'src/pages/stale/index.ts'), 'old');
    writeApp(appDir, generateApp(wechat, registry));

    const entry = fs.readFileSync(path.join(appDir, 'src/pages/bill/bill_list/index.ts'), 'utf8');
    expect(entry).toContain("export { default } from '@aster/screens/src/pages/bill/BillListPage';");
    expect(fs.existsSync(path.join(appDir, 'src/pages/bill/bill_list/index.config.ts'))).toBe(true);
    expect(fs.existsSync(path.join(appDir, 'src/pages/stale'))).toBe(false);
    expect(fs.existsSync(path.join(appDir, 'src/pages/contract'))).toBe(false);
    const config = fs.readFileSync(path.join(appDir, 'src/app.config.ts'), 'utf8');
    expect(config).toContain('"root": "pages/bill"');
  });
});
