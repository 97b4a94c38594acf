import fc from 'fast-check';
import { HOME_PAGE, LOGIN_PAGE, MINE_PAGE } from './pages';
import {
  findRouteByPath,
  isLoginPage,
  loginUrlFor,
  pageUrl,
  readsNoParams,
  resolveRoute,
  resolveWebPath,
  routeOf,
  routeTable,
  safeRedirectUrl,
} from './routeTable';
import { RouteTableSchema } from './routeSchema';

// Spec section 2, copied: every short route must land on a page.
const SPEC_SHORT_ROUTES = [
  '/repair', '/clean', '/contract_list', '/reservation_list', '/login_by_phone', '/oauth', '/index', '/house_list',
  '/device_lock', '/device_meter', '/device_index', '/bill_list', '/wifi', '/roommate', '/manager', '/mine_book',
  '/coupon', '/purchase_service', '/share_coupon', '/house_detail', '/house_detail_building', '/complaint',
  '/house_deposit', '/bill_detail', '/contract_detail', '/follow_public', '/oauth-third', '/talent_home',
];

describe('route table', () => {
  it('knows the pages that read no parameters without parsing: home does, house_detail does not', () => {
    expect(readsNoParams(routeOf(HOME_PAGE))).toBe(true);
    expect(readsNoParams(routeOf('pages/house_detail/index'))).toBe(false);
    for (const route of routeTable.filter(readsNoParams)) expect(route.params.parse({ any: 'thing' })).toEqual({});
  });

  it('starts with the home page, which the mini-programs launch', () => {
    expect(routeTable[0]?.path).toBe(HOME_PAGE);
    expect(routeTable[0]?.navigationStyle).toBe('custom');
  });

  it('covers the groups of spec section 2 with their subpackages', () => {
    const subpackageOf = (path: string) => findRouteByPath(path)?.subpackage;
    expect(subpackageOf('pages/service/pages/repair/list')).toBe('pages/service/pages');
    expect(subpackageOf('pages/contract/pages/contract_choose_insurance/index')).toBe('pages/contract/pages');
    expect(subpackageOf('pages/bill/bill_pay_by_transfer/stepThree')).toBe('pages/bill');
    expect(subpackageOf('pages/device/meter_record/analyse_range_detail_hours')).toBe('pages/device');
    expect(subpackageOf('pages/ttdevice/tempPwd/index')).toBe('pages/ttdevice');
    expect(subpackageOf('pages/wallet/withdraw_success/index')).toBe('pages/wallet');
    expect(subpackageOf('pages/talent/submitted/index')).toBe('pages/talent');
    expect(subpackageOf('pages/login_by_phone/index')).toBeNull();
    // Pages of the main group outside the entries are each their own subpackage, with their paths unchanged.
    expect(subpackageOf('pages/pick_city/index')).toBe('pages/pick_city');
    expect(subpackageOf('pages/store/detail')).toBe('pages/store');
    expect(subpackageOf('pages/house_detail/index')).toBeNull();
    // 186 pages of section 2 plus issue 3's "mine" page, issue 14's lock authorisations (auth_list, lock_auth_accept)
    // and issue 38's agreement page (the login pages' 《用户协议》 and 《隐私政策》).
    expect(routeTable).toHaveLength(190);
    expect(subpackageOf('pages/agreement/index')).toBe('pages/agreement');
    expect(subpackageOf('pages/device/lock_auth_accept/index')).toBe('pages/device');
  });

  it('marks the shareable pages of the spec and only those', () => {
    expect(routeTable.filter((r) => r.shareable).map((r) => r.path)).toEqual([
      'pages/house_detail/index',
      'pages/ask_pay/ask_pay/index',
    ]);
  });

  it('lets guests browse home and house pages but guards personal pages', () => {
    expect(findRouteByPath('pages/index/index')?.needsLogin).toBe(false);
    expect(findRouteByPath('pages/house_detail/index')?.needsLogin).toBe(false);
    expect(findRouteByPath('pages/bill/bill_list/index')?.needsLogin).toBe(true);
    expect(findRouteByPath('pages/contract/pages/contract_list/index')?.needsLogin).toBe(true);
    expect(findRouteByPath(LOGIN_PAGE)?.needsLogin).toBe(false);
  });

  it('is a valid table: every row fits RouteSchema, no path or alias twice', () => {
    expect(RouteTableSchema.safeParse(routeTable).error?.issues).toBeUndefined();
  });

  it('rejects a table with a duplicate path or alias', () => {
    const [home] = routeTable;
    expect(RouteTableSchema.safeParse([home, home]).success).toBe(false);
    expect(RouteTableSchema.safeParse([home, { ...home, path: 'pages/other/index' }]).success).toBe(false);
  });

  it('keeps only the launch page, the tabs, shareable pages and the login pages in the main package', () => {
    // Issue 10: the main package is downloaded before the first page shows; every other page is a subpackage.
    const main = routeTable.filter((route) => route.subpackage === null);
    const entries = main.filter(
      (route) => route.path === HOME_PAGE || route.path === MINE_PAGE || route.shareable || isLoginPage(route.path),
    );
    expect(main.map((route) => route.path)).toEqual(entries.map((route) => route.path));
  });

  it('rejects a page outside its subpackage root and malformed paths', () => {
    const [home] = routeTable;
    expect(RouteTableSchema.safeParse([{ ...home, subpackage: 'pages/bill' }]).success).toBe(false);
    expect(RouteTableSchema.safeParse([{ ...home, path: '/pages/index/index' }]).success).toBe(false);
    expect(RouteTableSchema.safeParse([{ ...home, aliases: ['repair'] }]).success).toBe(false);
  });

  it('finds a route with or without a leading slash and a query', () => {
    expect(findRouteByPath('/pages/error/index?api=x')?.title).toBe('出错了');
    expect(findRouteByPath('pages/nowhere/index')).toBeUndefined();
  });
});

describe('resolveWebPath (H5 page-not-found rule)', () => {
  it.each(SPEC_SHORT_ROUTES)('resolves the short route %s, with and without /aster', (alias) => {
    const bare = resolveWebPath(alias);
    expect(bare?.changed).toBe(true);
    expect(bare?.webPath).toMatch(/^\/aster\/pages\//);
    expect(resolveWebPath(`/aster${alias}`)?.webPath).toBe(bare?.webPath);
  });

  it('maps the short routes to their pages', () => {
    expect(resolveWebPath('/repair')?.webPath).toBe('/aster/pages/service/pages/repair/list');
    expect(resolveWebPath('/oauth')?.webPath).toBe('/aster/pages/oauth-token-login/index');
    expect(resolveWebPath('/share_coupon')?.webPath).toBe('/aster/pages/coupon/share_list/index');
    expect(resolveWebPath('/pages/reservation/detail')?.webPath).toBe(
      '/aster/pages/contract/pages/reservation_detail/index',
    );
  });

  it('inserts /aster when missing and leaves a canonical path alone', () => {
    expect(resolveWebPath('/pages/bill/bill_list/index')).toMatchObject({
      webPath: '/aster/pages/bill/bill_list/index',
      changed: true,
    });
    expect(resolveWebPath('/aster/pages/bill/bill_list/index')?.changed).toBe(false);
  });

  it('rewrites house_detail_building to house_detail', () => {
    expect(resolveWebPath('/house_detail_building')?.webPath).toBe('/aster/pages/house_detail/index');
    expect(resolveWebPath('/aster/pages/house_detail_building/index')?.webPath).toBe('/aster/pages/house_detail/index');
    expect(resolveRoute('pages/house_detail_building/index')?.path).toBe('pages/house_detail/index');
  });

  it('sends the bare base path to the home page', () => {
    expect(resolveWebPath('/aster/')?.route.path).toBe(HOME_PAGE);
    expect(resolveWebPath('/')?.route.path).toBe(HOME_PAGE);
  });

  it('gives undefined for paths that name no page', () => {
    expect(resolveWebPath('/nowhere')).toBeUndefined();
    expect(resolveWebPath('/aster/pages/index')).toBeUndefined();
    expect(resolveWebPath('/repair/extra')).toBeUndefined();
  });
});

describe('safeRedirectUrl', () => {
  it('keeps app paths and their query', () => {
    expect(safeRedirectUrl('/pages/bill/bill_detail/index?id=12&x=%E4%B8%AD')).toBe(
      '/pages/bill/bill_detail/index?id=12&x=%E4%B8%AD',
    );
    expect(safeRedirectUrl('/aster/pages/index/index')).toBe('/pages/index/index');
    expect(safeRedirectUrl('/repair?from=sms')).toBe('/pages/service/pages/repair/list?from=sms');
    expect(safeRedirectUrl('%2Fpages%2Fmine%2Findex%3Fa%3D1')).toBe('/pages/mine/index?a=1');
    expect(safeRedirectUrl('/pages/mine/index#top')).toBe('/pages/mine/index');
  });

  it.each([
    ['absolute URL', 'https://evil.example/pages/index/index'],
    ['protocol-relative', '//evil.example/pages/index/index'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash', '/javascript:alert(1)'],
    ['backslash', '/\\evil.example'],
    ['backslash inside', '/pages\\index/index'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded slash in the path', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded', '%252F%252Fevil.example'],
    ['dot segments', '/pages/index/../../evil'],
    ['relative without slash', 'pages/index/index'],
    ['unknown page', '/pages/unknown/index'],
    ['tab in scheme', 'java\tscript:alert(1)'],
    ['newline', '/pages/index/index\n'],
    ['user info', '/@evil.example'],
    ['empty', ''],
    ['data URL', 'data:text/html,<script>'],
  ])('rejects %s', (_name, url) => {
    expect(safeRedirectUrl(url)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeRedirectUrl(undefined)).toBeNull();
    expect(safeRedirectUrl(null)).toBeNull();
  });

  const knownPaths = new Set<string>(routeTable.map((r) => r.path));
  const insideTheApp = (result: string) => {
    const parsed = new URL(result, 'https://app.example/aster/');
    const path = result.split('?')[0] ?? '';
    return parsed.origin === 'https://app.example' && knownPaths.has(path.slice(1)) && result.startsWith('/pages/');
  };

  it('never returns something outside the app, whatever it is given', () => {
    const tricky = fc.constantFrom(
      '/', '//', '\\', '%2F', '%2f%2f', '%5C', 'javascript:', 'https://', 'http:', '@', '.', '..', ':', '?', '#',
      '/aster', '/pages/index/index', '/repair', 'evil.example', '\t', '\n', '%00', '%252F',
    );
    const input = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.array(fc.oneof(tricky, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(input, (url) => {
        const result = safeRedirectUrl(url);
        return result === null || insideTheApp(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps every page of the table with any query', () => {
    const route = fc.constantFrom(...routeTable);
    const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 10 }), { maxKeys: 3 });
    fc.assert(
      fc.property(route, query, (r, q) => {
        const url = pageUrl(r.path, q);
        return safeRedirectUrl(url) === url && insideTheApp(url);
      }),
    );
  });
});

describe('loginUrlFor', () => {
  it('sends the guest to login with the page they came from', () => {
    expect(loginUrlFor('/pages/bill/bill_detail/index?id=3')).toBe(
      '/pages/login_by_phone/index?redirectUrl=%2Fpages%2Fbill%2Fbill_detail%2Findex%3Fid%3D3',
    );
  });

  it('drops a redirect outside the app or back to a login page', () => {
    expect(loginUrlFor('https://evil.example/')).toBe('/pages/login_by_phone/index');
    expect(loginUrlFor('/pages/login_by_phone/index?redirectUrl=x')).toBe('/pages/login_by_phone/index');
    expect(loginUrlFor(undefined)).toBe('/pages/login_by_phone/index');
  });

  it('round-trips: the redirectUrl read back from the login URL is safe and equal', () => {
    const login = loginUrlFor('/pages/mine/index?tab=1');
    const redirect = new URLSearchParams(login.split('?')[1]).get('redirectUrl');
    expect(safeRedirectUrl(redirect)).toBe('/pages/mine/index?tab=1');
  });
});
