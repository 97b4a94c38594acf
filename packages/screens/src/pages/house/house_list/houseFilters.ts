import { type GeoPoint, HouseFilterChoiceSchema, type HouseFilterChoice, type HouseFilters, type HouseSort, type PageParams, sanitizeSearchKey } from '@aster/core-domain';
import { type HouseListQuery } from '@aster/core-api';

/** One page of results: a phone screen shows about four cards, so 20 fills five screens per request. */
export const HOUSE_LIST_PAGE_SIZE = 20;
/** The custom rent range accepts whole yuan up to this (no room in the catalogue costs more a month). */
export const RENT_INPUT_MAX = 100000;

/** house_list's route parameters (route table); `type` is the home query's name for the rental type. */
export type HouseListParams = PageParams<'pages/house/house_list/index'>;

/** The filter bar: core-domain's filter choice (what the list query sends), the search key always set, and the sort. */
export type HouseFilterState = HouseFilterChoice & { searchKey: string; sort: HouseSort };

export const EMPTY_FILTERS: HouseFilterState = { searchKey: '', sort: 'default' };

export function filterStateFromParams(params: HouseListParams | null): HouseFilterState {
  if (params === null) return EMPTY_FILTERS;
  return {
    searchKey: sanitizeSearchKey(params.searchKey ?? ''),
    districtId: params.districtId,
    storeId: params.storeId,
    rentalType: params.rentalType ?? params.type,
    sort: 'default',
  };
}

/** True when any filter narrows the results (the search key and the sort do not count). */
export function hasNarrowingFilters(state: HouseFilterState): boolean {
  return [state.districtId, state.areaId, state.storeId, state.rentalType, state.rentMin, state.rentMax, state.bedrooms].some(
    (value) => value !== undefined,
  );
}

/** Clears the filters, keeping what the tenant searched for and how the list is sorted. */
export function clearedFilters(state: HouseFilterState): HouseFilterState {
  return { searchKey: state.searchKey, sort: state.sort };
}

/**
 * The list query for the filter state. Only set fields are sent (the query is also the cache key of the
 * infinite list: two states meaning the same thing share one list). The origin goes along only for sort=distance.
 */
export function toHouseListQuery(state: HouseFilterState, cityId: number | undefined, origin: GeoPoint | null): HouseListQuery {
  const query: HouseListQuery = { sort: state.sort, pageSize: HOUSE_LIST_PAGE_SIZE };
  if (cityId !== undefined) query.cityId = cityId;
  if (state.searchKey !== '') query.searchKey = state.searchKey;
  if (state.districtId !== undefined) query.districtId = state.districtId;
  if (state.areaId !== undefined) query.areaId = state.areaId;
  if (state.storeId !== undefined) query.storeId = state.storeId;
  if (state.rentalType !== undefined) query.rentalType = state.rentalType;
  if (state.rentMin !== undefined) query.rentMin = state.rentMin;
  if (state.rentMax !== undefined) query.rentMax = state.rentMax;
  if (state.bedrooms !== undefined) query.bedrooms = state.bedrooms;
  if (state.sort === 'distance' && origin !== null) {
    query.lat = origin.lat;
    query.lon = origin.lon;
  }
  return query;
}

export type RentRangeResult = { ok: true; min?: number | undefined; max?: number | undefined } | { ok: false; error: string };

const WHOLE_YUAN = /^\d{1,7}$/;

/** The custom rent range: whole yuan, either end may be empty, not both; min not above max. */
export function validateRentRange(minText: string, maxText: string): RentRangeResult {
  const minRaw = minText.trim();
  const maxRaw = maxText.trim();
  if (minRaw === '' && maxRaw === '') return { ok: false, error: '请输入租金范围' };
  if ((minRaw !== '' && !WHOLE_YUAN.test(minRaw)) || (maxRaw !== '' && !WHOLE_YUAN.test(maxRaw))) {
    return { ok: false, error: '租金请输入整数（元）' };
  }
  const min = minRaw === '' ? undefined : Number(minRaw);
  const max = maxRaw === '' ? undefined : Number(maxRaw);
  if ((min ?? 0) > RENT_INPUT_MAX || (max ?? 0) > RENT_INPUT_MAX) return { ok: false, error: `租金不能超过${RENT_INPUT_MAX}元` };
  if (max === 0) return { ok: false, error: '最高租金需大于0' };
  const checked = HouseFilterChoiceSchema.safeParse({ rentMin: min, rentMax: max });
  if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? '请输入租金范围' };
  return { ok: true, min: min === 0 ? undefined : min, max };
}

export const SORT_OPTIONS: readonly { sort: HouseSort; label: string }[] = [
  { sort: 'default', label: '默认排序' },
  { sort: 'price_asc', label: '租金从低到高' },
  { sort: 'price_desc', label: '租金从高到低' },
  { sort: 'newest', label: '最新上架' },
  { sort: 'distance', label: '距离最近' },
];

export type FilterTab = 'district' | 'rent' | 'rentalType' | 'layout' | 'sort';

export function rentRangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min}-${max}元`;
  if (min !== undefined) return `${min}元以上`;
  if (max !== undefined) return `${max}元以下`;
  return '不限';
}

/**
 * What a tab of the filter bar says: its name until something is chosen, then the choice.
 * `rentalTypeName` gives the brand's names (床位) for rental types.
 */
export function filterTabLabel(
  tab: FilterTab,
  state: HouseFilterState,
  filters: HouseFilters | undefined,
  rentalTypeName: (identification: number, name: string) => string,
): string {
  switch (tab) {
    case 'district': {
      const district = filters?.districts.find((item) => item.id === state.districtId);
      if (district === undefined) return '区域';
      return district.areas.find((area) => area.id === state.areaId)?.name ?? district.name;
    }
    case 'rent':
      if (state.rentMin === undefined && state.rentMax === undefined) return '租金';
      return rentRangeText(state.rentMin, state.rentMax);
    case 'rentalType': {
      const type = filters?.rentalTypes.find((item) => item.identification === state.rentalType);
      return type === undefined ? '方式' : rentalTypeName(type.identification, type.name);
    }
    case 'layout':
      if (state.bedrooms === undefined) return '户型';
      return bedroomLabel(state.bedrooms, filters?.bedroomOptions ?? []);
    case 'sort':
      return state.sort === 'default' ? '排序' : (SORT_OPTIONS.find((option) => option.sort === state.sort)?.label ?? '排序');
  }
}

const CHINESE_DIGITS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九'];

/** 一室, 两室… and "四室及以上" for the last option (the filter's last count means "that many or more"). */
export function bedroomLabel(count: number, options: readonly number[]): string {
  const name = `${CHINESE_DIGITS[count] ?? String(count)}室`;
  return count === options[options.length - 1] && options.length > 1 ? `${name}及以上` : name;
}
