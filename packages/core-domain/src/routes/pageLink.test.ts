import fc from 'fast-check';
import { z } from 'zod';
import { HOME_PAGE, HOUSE_DETAIL_PAGE } from './pages';
import {
  BAD_PARAMS_TEXT,
  type PageParams,
  type PagePath,
  findRouteByPath,
  pageLink,
  pageUrl,
  routeOf,
  routeTable,
  safeRedirectUrl,
} from './routeTable';

describe('pageLink', () => {
  it('writes the page path and its parameters, encoded as pageUrl encodes them', () => {
    expect(pageLink(HOUSE_DETAIL_PAGE, { id: 'h 1/中' })).toBe('/pages/house_detail/index?id=h%201%2F%E4%B8%AD');
    expect(pageLink('pages/show_image/index', { urls: '["a"]', index: 2 })).toBe(
      pageUrl('pages/show_image/index', { urls: '["a"]', index: 2 }),
    );
  });

  it('leaves out parameters given as undefined, and the query of a page without parameters', () => {
    expect(pageLink('pages/house/house_list/index', { searchKey: undefined, storeId: 's01' })).toBe(
      '/pages/house/house_list/index?storeId=s01',
    );
    expect(pageLink(HOME_PAGE)).toBe('/pages/index/index');
  });

  it('nests a link as a parameter, encoded once, so the login redirect reads it back whole', () => {
    const back = pageLink('pages/contract/pages/reservation_sign/index', { id: 'r&1' });
    const url = pageLink('pages/contract/pages/person_info/index', { redirectUrl: back });
    expect(new URLSearchParams(url.split('?')[1]).get('redirectUrl')).toBe(back);
    expect(safeRedirectUrl(back)).toBe(back);
  });

  it('gives a URL the page parses back to the same parameters, whatever the text', () => {
    const schema = routeOf('pages/house/search_house/index').params;
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (searchKey) => {
        const url = pageLink('pages/house/search_house/index', { searchKey });
        const raw = Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
        return schema.parse(raw).searchKey === searchKey;
      }),
    );
  });
});

describe('route params schemas', () => {
  it('default to none: whatever a link carries is ignored', () => {
    expect(routeOf('pages/mine/index').params.parse({ c: '1001', x: 'y' })).toEqual({});
    expect(routeOf('pages/mine/index').badParamsText).toBe(BAD_PARAMS_TEXT);
  });

  it('convert numbers the page reads and drop an optional parameter that does not fit on its own', () => {
    const list = routeOf('pages/house/house_list/index').params;
    expect(list.parse({ rentalType: '2', districtId: '../x', searchKey: '徐汇' })).toEqual({ rentalType: 2, searchKey: '徐汇' });
    expect(routeOf('pages/show_image/index').params.parse({ index: '3' })).toEqual({ index: 3 });
    expect(routeOf('pages/show_image/index').params.parse({ index: '1e2' })).toEqual({});
  });

  it('refuse a link without a required parameter, with the route own message', () => {
    const detail = routeOf('pages/contract/pages/reservation_detail/index');
    expect(detail.params.safeParse({}).success).toBe(false);
    expect(detail.badParamsText).toBe('预订信息有误');
    expect(routeOf('pages/bill/bill_result/index').params.safeParse({ newOrderNo: 'o1', amount: 'x' }).success).toBe(false);
  });

  it('read the old house_detail_building name of the house parameter', () => {
    expect(routeOf(HOUSE_DETAIL_PAGE).params.parse({ houseId: 'h7' })).toEqual({ id: 'h7' });
  });

  it('say in the tenant\'s words what is wrong with a link a page cannot open', () => {
    const needingParams = routeTable.filter((route) => !route.params.safeParse({}).success);
    expect(needingParams.map((route) => route.path)).toContain('pages/bill/bill_result/index');
    for (const route of needingParams) expect(route.badParamsText).toMatch(/^[\u4e00-\u9fa5]/);
  });

  it('knows every row by path', () => {
    expect(routeOf('pages/store/detail')).toBe(findRouteByPath('/pages/store/detail?id=1'));
    expect(() => routeOf('pages/nowhere/index' as PagePath)).toThrow('not in the route table');
  });
});

// Compile-time checks: tsc (npm run typecheck) fails when one of these lines stops being an error.
export function typeChecks(): void {
  // @ts-expect-error an unknown page
  pageLink('pages/nowhere/index');
  // @ts-expect-error a misspelt parameter name
  pageLink(HOUSE_DETAIL_PAGE, { ids: 'h1' });
  // @ts-expect-error a required parameter left out
  pageLink(HOUSE_DETAIL_PAGE);
  // @ts-expect-error a page without parameters given one
  pageLink(HOME_PAGE, { id: '1' });
  // @ts-expect-error a parameter of another page
  pageLink('pages/house/house_list/index', { newOrderNo: 'o1' });
  // @ts-expect-error an object is not a parameter value
  pageLink('pages/webview/index', { url: { href: 'x' } });
  const params: PageParams<'pages/house/house_list/index'> = { rentalType: 2 };
  // @ts-expect-error the screen receives numbers where the schema converts them
  const wrong: PageParams<'pages/house/house_list/index'> = { rentalType: '2' };
  const path: PagePath = 'pages/index/index';
  // @ts-expect-error PagePath is the table's paths, not any string
  const notAPage: PagePath = 'pages/index';
  void z;
  void [params, wrong, path, notAPage];
}
