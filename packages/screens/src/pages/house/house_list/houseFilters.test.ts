import { HOUSE_LIST_PAGE, routeOf } from '@aster/core-domain';
import { openPage } from '@screens/app/pageOpening';
import {
  EMPTY_FILTERS,
  bedroomLabel,
  clearedFilters,
  filterStateFromParams,
  filterTabLabel,
  hasNarrowingFilters,
  toHouseListQuery,
  validateRentRange,
} from './houseFilters';

const filters = {
  districts: [{ id: 'd1', name: '浦东新区', areas: [{ id: 'a1', name: '张江' }] }],
  rentRanges: [{ label: '2000元以下', min: 0, max: 2000 }],
  rentalTypes: [{ identification: 2, name: '合租' }],
  bedroomOptions: [1, 2, 3, 4],
};
const sameName = (_id: number, name: string) => name;
const parse = (query: Record<string, string>) => openPage(routeOf(HOUSE_LIST_PAGE), query).params;

describe('house_list route parameters', () => {
  it('reads searchKey, rentalType, districtId and storeId by name, sanitising the key', () => {
    const params = parse({ searchKey: '  张江%20地铁 ', rentalType: '2', districtId: 'd1', storeId: 's01' });
    expect(filterStateFromParams(params)).toEqual({ searchKey: '张江 地铁', rentalType: 2, districtId: 'd1', storeId: 's01', sort: 'default' });
  });

  it('takes the home icons’ `type` as the rental type, rentalType winning when both are given', () => {
    expect(filterStateFromParams(parse({ type: '1' })).rentalType).toBe(1);
    expect(filterStateFromParams(parse({ type: '1', rentalType: '4' })).rentalType).toBe(4);
  });

  it('drops each bad parameter on its own and keeps the good ones', () => {
    const params = parse({ searchKey: '徐汇', rentalType: 'abc', districtId: '../x', storeId: 'a'.repeat(40) });
    expect(filterStateFromParams(params)).toEqual({ searchKey: '徐汇', sort: 'default', rentalType: undefined, districtId: undefined, storeId: undefined });
    expect(filterStateFromParams(parse({ rentalType: '-3' })).rentalType).toBeUndefined();
  });

  it('starts unfiltered without parameters', () => {
    expect(filterStateFromParams(null)).toEqual(EMPTY_FILTERS);
  });
});

describe('filter state -> list query', () => {
  it('sends only the fields that are set, with the page size', () => {
    expect(toHouseListQuery(EMPTY_FILTERS, 107, null)).toEqual({ cityId: 107, sort: 'default', pageSize: 20 });
    // No city yet (a first visit): no cityId at all, so the server answers for the caller's IP city.
    expect(toHouseListQuery(EMPTY_FILTERS, undefined, null)).toEqual({ sort: 'default', pageSize: 20 });
    const state = { searchKey: '张江', districtId: 'd1', areaId: 'a1', rentalType: 2, rentMin: 2000, rentMax: 3000, bedrooms: 2, sort: 'price_asc' as const };
    expect(toHouseListQuery(state, 107, null)).toEqual({
      cityId: 107, sort: 'price_asc', pageSize: 20, searchKey: '张江', districtId: 'd1', areaId: 'a1', rentalType: 2, rentMin: 2000, rentMax: 3000, bedrooms: 2,
    });
  });

  it('sends the origin only when sorted by distance', () => {
    const origin = { lat: 31.2, lon: 121.5 };
    expect(toHouseListQuery({ ...EMPTY_FILTERS, sort: 'newest' }, 107, origin)).not.toHaveProperty('lat');
    expect(toHouseListQuery({ ...EMPTY_FILTERS, sort: 'distance' }, 107, origin)).toMatchObject({ sort: 'distance', lat: 31.2, lon: 121.5 });
  });

  it('gives the same query (one cached list) for states that mean the same', () => {
    const a = toHouseListQuery({ ...EMPTY_FILTERS, districtId: undefined }, 107, null);
    expect(JSON.stringify(a)).toBe(JSON.stringify(toHouseListQuery(EMPTY_FILTERS, 107, null)));
  });

  it('clears the narrowing filters but keeps the search and the sort', () => {
    const state = { searchKey: '张江', districtId: 'd1', rentMax: 3000, sort: 'newest' as const };
    expect(hasNarrowingFilters(state)).toBe(true);
    expect(clearedFilters(state)).toEqual({ searchKey: '张江', sort: 'newest' });
    expect(hasNarrowingFilters(clearedFilters(state))).toBe(false);
  });
});

describe('custom rent range', () => {
  it.each([
    ['', '', '请输入租金范围'],
    ['abc', '', '租金请输入整数（元）'],
    ['1.5', '3000', '租金请输入整数（元）'],
    ['-1', '', '租金请输入整数（元）'],
    ['5000', '3000', '最低租金不能高于最高租金'],
    ['', '0', '最高租金需大于0'],
    ['200000', '', '租金不能超过100000元'],
  ])('refuses min %p max %p', (min, max, error) => {
    expect(validateRentRange(min, max)).toEqual({ ok: false, error });
  });

  it('accepts either end alone, and a min of 0 means no lower bound', () => {
    expect(validateRentRange(' 2000 ', '')).toEqual({ ok: true, min: 2000, max: undefined });
    expect(validateRentRange('', '3500')).toEqual({ ok: true, min: undefined, max: 3500 });
    expect(validateRentRange('0', '3500')).toEqual({ ok: true, min: undefined, max: 3500 });
    expect(validateRentRange('3000', '3000')).toEqual({ ok: true, min: 3000, max: 3000 });
  });
});

describe('filter bar labels', () => {
  it('names the tab until something is chosen, then the choice', () => {
    expect(filterTabLabel('district', EMPTY_FILTERS, filters, sameName)).toBe('区域');
    expect(filterTabLabel('district', { ...EMPTY_FILTERS, districtId: 'd1' }, filters, sameName)).toBe('浦东新区');
    expect(filterTabLabel('district', { ...EMPTY_FILTERS, districtId: 'd1', areaId: 'a1' }, filters, sameName)).toBe('张江');
    expect(filterTabLabel('rent', { ...EMPTY_FILTERS, rentMin: 2000 }, filters, sameName)).toBe('2000元以上');
    expect(filterTabLabel('rent', { ...EMPTY_FILTERS, rentMax: 3000 }, filters, sameName)).toBe('3000元以下');
    expect(filterTabLabel('sort', { ...EMPTY_FILTERS, sort: 'price_desc' }, filters, sameName)).toBe('租金从高到低');
    expect(filterTabLabel('layout', { ...EMPTY_FILTERS, bedrooms: 4 }, filters, sameName)).toBe('四室及以上');
  });

  it('names rental types the company’s way', () => {
    const brand = (identification: number, name: string) => (identification === 2 ? '床位' : name);
    expect(filterTabLabel('rentalType', { ...EMPTY_FILTERS, rentalType: 2 }, filters, brand)).toBe('床位');
  });

  it('labels bedroom counts in Chinese, the last one open-ended', () => {
    expect([1, 2, 3, 4].map((count) => bedroomLabel(count, [1, 2, 3, 4]))).toEqual(['一室', '两室', '三室', '四室及以上']);
  });
});
