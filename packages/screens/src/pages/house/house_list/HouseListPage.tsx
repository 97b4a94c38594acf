import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import {
  type GeoPoint,
  type HouseFilters,
  type HouseSort,
  HouseIdentification,
  HOUSE_DETAIL_PAGE,
  iconDisplayName,
  citySelected,
  pageLink,
  selectCity,
  selectCompanyId,
  wgs84ToGcj02,
} from '@aster/core-domain';
import { houseApi, useAppDispatch, useAppSelector, useGetHomeBaseQuery, useGetHouseFiltersQuery, useGetHouseListInfiniteQuery } from '@aster/core-api';
import { definePage, type PageProps } from '@screens/app/definePage';
import { firstScreen } from '@screens/hooks/firstScreen';
import { useRequestBeforePaint } from '@screens/hooks/useRequestBeforePaint';
import { location } from '@screens/platform/location';
import { navigation } from '@screens/platform/navigation';
import { permissions } from '@screens/platform/permissions';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { ListFooter } from '@screens/ui/ListFooter';
import { Page } from '@screens/ui/Page';
import { SearchEntry } from '@screens/ui/SearchBar';
import { StateView } from '@screens/ui/StateView';
import { HouseCard } from './HouseCard';
import {
  type FilterTab,
  type HouseFilterState,
  SORT_OPTIONS,
  bedroomLabel,
  clearedFilters,
  filterStateFromParams,
  filterTabLabel,
  hasNarrowingFilters,
  toHouseListQuery,
  validateRentRange,
} from './houseFilters';
import { reachEnd } from './reachEnd';
import { keypad } from '@screens/ui/keypad';
import { Icon } from '@screens/ui/icon/Icon';
import './HouseListPage.css';

const LIST_END_ID = 'house-list-end';
/** House cards in the frame that first shows the list (H5): a tall phone's screen, 823 px, under the filter bar. */
const FIRST_SCREEN_CARDS = 6;
/** Shown when the tenant refuses the location (or it cannot be had): the sort stays as it was. */
export const DISTANCE_NEEDS_LOCATION = '无法获取您的位置，暂不能按距离排序';

const TABS: readonly FilterTab[] = ['district', 'rent', 'rentalType', 'layout', 'sort'];
const RENTAL_IDENTIFICATIONS: ReadonlySet<number> = new Set(Object.values(HouseIdentification));

interface RentalTypeOption {
  identification: number;
  name: string;
}

/** 方式: the house types of the base config (the home icons), named the company's way (床位 for the brand). */
function rentalTypeOptions(iconConfig: readonly { identification: number; name: string }[] | undefined, filters: HouseFilters | undefined, companyId: string): RentalTypeOption[] {
  const fromBase = (iconConfig ?? []).filter((icon) => RENTAL_IDENTIFICATIONS.has(icon.identification));
  const source = fromBase.length > 0 ? fromBase : (filters?.rentalTypes ?? []);
  return source.map((entry) => ({ identification: entry.identification, name: iconDisplayName(entry, companyId) }));
}

interface OptionRowProps {
  label: string;
  active: boolean;
  onTap: () => void;
}

function OptionRow({ label, active, onTap }: OptionRowProps) {
  return (
    <View className={`hl-option ${active ? 'hl-option--on' : ''}`} role="option" aria-selected={active} onTap={onTap}>
      <Text>{label}</Text>
    </View>
  );
}

/** 租金: the server's ranges, or a custom min and max. */
function RentPanel({ filters, state, onApply }: { filters: HouseFilters | undefined; state: HouseFilterState; onApply: (min?: number, max?: number) => void }) {
  const [minText, setMinText] = React.useState(state.rentMin === undefined ? '' : String(state.rentMin));
  const [maxText, setMaxText] = React.useState(state.rentMax === undefined ? '' : String(state.rentMax));
  const [error, setError] = React.useState<string | undefined>(undefined);
  const applyCustom = () => {
    const result = validateRentRange(minText, maxText);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onApply(result.min, result.max);
  };
  return (
    <View className="hl-panel-body">
      <View className="hl-grid">
        <OptionRow label="不限" active={state.rentMin === undefined && state.rentMax === undefined} onTap={() => onApply()} />
        {(filters?.rentRanges ?? []).map((range) => (
          <OptionRow
            key={range.label}
            label={range.label}
            active={state.rentMin === (range.min === 0 ? undefined : range.min) && state.rentMax === (range.max ?? undefined)}
            onTap={() => onApply(range.min === 0 ? undefined : range.min, range.max ?? undefined)}
          />
        ))}
      </View>
      <Text className="hl-panel-label">自定义租金（元/月）</Text>
      <View className="hl-range">
        <Input className="hl-range-input" {...keypad('digits')} value={minText} placeholder="最低" aria-label="最低租金" data-testid="rent-min" onInput={(event) => setMinText(String(event.target.value ?? ''))} />
        <Text className="hl-range-dash">—</Text>
        <Input className="hl-range-input" {...keypad('digits')} value={maxText} placeholder="最高" aria-label="最高租金" data-testid="rent-max" onInput={(event) => setMaxText(String(event.target.value ?? ''))} />
        <Button size="small" onTap={applyCustom} testId="rent-apply">
          确定
        </Button>
      </View>
      {error !== undefined && <FieldError>{error}</FieldError>}
    </View>
  );
}

/** 区域: districts on the left, the chosen district's areas on the right. */
function DistrictPanel({ filters, state, onApply }: { filters: HouseFilters | undefined; state: HouseFilterState; onApply: (districtId?: string, areaId?: string) => void }) {
  const [districtId, setDistrictId] = React.useState(state.districtId);
  const district = filters?.districts.find((item) => item.id === districtId);
  return (
    <View className="hl-columns">
      <View className="hl-column hl-column--left">
        <OptionRow label="不限" active={districtId === undefined} onTap={() => onApply()} />
        {(filters?.districts ?? []).map((item) => (
          <OptionRow key={item.id} label={item.name} active={item.id === districtId} onTap={() => setDistrictId(item.id)} />
        ))}
      </View>
      <View className="hl-column">
        {district !== undefined && (
          <>
            <OptionRow label={`全${district.name}`} active={state.districtId === district.id && state.areaId === undefined} onTap={() => onApply(district.id)} />
            {district.areas.map((area) => (
              <OptionRow key={area.id} label={area.name} active={area.id === state.areaId} onTap={() => onApply(district.id, area.id)} />
            ))}
          </>
        )}
      </View>
    </View>
  );
}

/** 房源列表: the current city's rooms with Ziroom-style filters, paged as the tenant scrolls. */
function HouseListPage({ params }: PageProps<'pages/house/house_list/index'>) {
  const dispatch = useAppDispatch();
  const city = useAppSelector(selectCity);
  const companyId = useAppSelector(selectCompanyId);
  const [state, setState] = React.useState<HouseFilterState>(() => filterStateFromParams(params));
  const [origin, setOrigin] = React.useState<GeoPoint | null>(null);
  const [openTab, setOpenTab] = React.useState<FilterTab | null>(null);
  const cityReady = city.cityId !== 0;
  // A first visit has no city: the list is asked for without one (the server answers for the caller's IP city, one
  // round trip instead of home/ip-city and then the list), and its answer's city becomes the tenant's. The list keeps
  // that cityless key while the city is the one it answered with, so choosing it does not load the list again.
  const [firstVisit] = React.useState(!cityReady);
  const [ipCityId, setIpCityId] = React.useState<number | undefined>(undefined);
  const listCityId = firstVisit && (!cityReady || city.cityId === ipCityId) ? undefined : city.cityId;

  const filterOptions = useGetHouseFiltersQuery({ cityId: city.cityId }, { skip: !cityReady });
  const base = useGetHomeBaseQuery({ cityId: city.cityId }, { skip: !cityReady });
  const query = React.useMemo(() => toHouseListQuery(state, listCityId, origin), [state, listCityId, origin]);
  useRequestBeforePaint((send) => [send(houseApi.endpoints.getHouseList.initiate(query))]);
  const list = useGetHouseListInfiniteQuery(query);
  const answeredCity = listCityId === undefined ? list.data?.pages[0]?.city : undefined;
  React.useEffect(() => {
    if (answeredCity === undefined || cityReady) return;
    setIpCityId(answeredCity.cityId);
    dispatch(citySelected({ cityId: answeredCity.cityId, cityName: answeredCity.cityName }));
  }, [answeredCity, cityReady, dispatch]);
  const houses = React.useMemo(() => (list.data?.pages ?? []).flatMap((page) => page.list), [list.data]);
  const total = list.data?.pages[0]?.total;
  const rentalTypes = React.useMemo(() => rentalTypeOptions(base.data?.iconConfig, filterOptions.data, companyId), [base.data, filterOptions.data, companyId]);

  const firstPage = list.data?.pages[0]?.list ?? [];
  const firstPageShown = firstScreen.useFirstScreenCount(firstPage.length, FIRST_SCREEN_CARDS);
  // The end of a list drawn in part is not the end of the list: the next page waits until all of the first is drawn.
  const drawnWhole = firstPageShown === firstPage.length;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const canLoadMore = drawnWhole && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const loadMore = React.useCallback(() => {
    if (canLoadMore) void fetchNextPage();
  }, [canLoadMore, fetchNextPage]);
  usePageEvent('onReachBottom', loadMore);
  reachEnd.useReachEnd(LIST_END_ID, loadMore, canLoadMore ? houses.length : null);

  const openHouse = React.useCallback((houseId: string) => {
    void navigation.navigateTo(pageLink(HOUSE_DETAIL_PAGE, { id: houseId }));
  }, []);

  const apply = (next: HouseFilterState) => {
    setOpenTab(null);
    setState(next);
  };

  const chooseSort = async (sort: HouseSort) => {
    if (sort !== 'distance') {
      apply({ ...state, sort });
      return;
    }
    setOpenTab(null);
    const granted = (await permissions.ensurePermission('location')) === 'granted';
    const position = granted ? await location.getLocation().catch(() => null) : null;
    if (position === null) {
      ui.toast(DISTANCE_NEEDS_LOCATION);
      return;
    }
    const gcj = position.system === 'wgs84' ? wgs84ToGcj02(position) : position;
    setOrigin({ lat: gcj.latitude, lon: gcj.longitude });
    setState((current) => ({ ...current, sort: 'distance' }));
  };

  const openSearch = () => {
    const url = pageLink('pages/house/search_house/index', { searchKey: state.searchKey === '' ? undefined : state.searchKey });
    void navigation.navigateTo(url);
  };
  const openMap = () => {
    void navigation.navigateTo(pageLink('pages/house/map_search_house/index', { rentalType: state.rentalType }));
  };

  const rentalTypeName = (identification: number, name: string) =>
    rentalTypes.find((type) => type.identification === identification)?.name ?? name;

  const body = () => {
    if (list.isError && list.data === undefined) {
      return <StateView status="error" text="房源加载失败，请检查网络后重试" error={list.error} onRetry={() => void list.refetch()} />;
    }
    if (list.data === undefined) return <StateView status="loading" />;
    if (houses.length === 0) {
      const narrowed = hasNarrowingFilters(state);
      return (
        <View className="hl-empty">
          <StateView status="empty" text={state.searchKey === '' ? '没有符合条件的房源' : `没有找到“${state.searchKey}”相关的房源`} />
          {(narrowed || state.searchKey !== '') && (
            <Button kind="default" size="small" testId="clear-filters" onTap={() => apply(narrowed ? clearedFilters(state) : { ...state, searchKey: '' })}>
              {narrowed ? '清空筛选条件' : '清除搜索词'}
            </Button>
          )}
        </View>
      );
    }
    return (
      <View className="hl-list">
        {total !== undefined && <Text className="hl-total">共找到 {total} 套房源</Text>}
        {/* One block per loaded page: a new page adds one child to the list, not another id to a list of 1,000. */}
        {(list.data?.pages ?? []).map((page, index) => (
          <View key={page.pageNo} className="hl-chunk">
            {(index === 0 ? page.list.slice(0, firstPageShown) : page.list).map((house) => (
              <HouseCard key={house.id} house={house} showDistance={state.sort === 'distance'} onOpen={openHouse} />
            ))}
          </View>
        ))}
        <ListFooter
          id={LIST_END_ID}
          testId="list-footer"
          loadOn="scroll"
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          failed={isFetchNextPageError}
          onMore={() => void fetchNextPage()}
        />
      </View>
    );
  };

  return (
    <Page className="hl-page">
      <View className="hl-head">
        <View className="hl-top">
          <SearchEntry text={state.searchKey} placeholder="搜索小区、商圈、地铁站" onTap={openSearch} testId="list-search" />
          <View className="hl-map-entry" role="button" data-testid="map-entry" onTap={openMap}>
            <Icon name="map-pin" className="hl-map-icon" />
            <Text>地图找房</Text>
          </View>
        </View>
        <View className="hl-bar" role="tablist">
          {TABS.map((tab) => {
            const label = filterTabLabel(tab, state, filterOptions.data, rentalTypeName);
            const chosen = tab === 'sort' ? state.sort !== 'default' : label !== filterTabLabel(tab, { searchKey: '', sort: 'default' }, filterOptions.data, rentalTypeName);
            return (
              <View
                key={tab}
                className={`hl-tab ${openTab === tab ? 'hl-tab--open' : ''} ${chosen ? 'hl-tab--chosen' : ''}`}
                role="tab"
                aria-selected={openTab === tab}
                data-testid={`filter-${tab}`}
                onTap={() => setOpenTab(openTab === tab ? null : tab)}
              >
                <Text className="hl-tab-text">{label}</Text>
                <View className="hl-caret" />
              </View>
            );
          })}
        </View>
        {openTab !== null && (
          <View className="hl-panel" role="listbox" data-testid={`panel-${openTab}`}>
            {openTab === 'district' && (
              <DistrictPanel filters={filterOptions.data} state={state} onApply={(districtId, areaId) => apply({ ...state, districtId, areaId, storeId: undefined })} />
            )}
            {openTab === 'rent' && <RentPanel filters={filterOptions.data} state={state} onApply={(rentMin, rentMax) => apply({ ...state, rentMin, rentMax })} />}
            {openTab === 'rentalType' && (
              <View className="hl-panel-body hl-grid">
                <OptionRow label="不限" active={state.rentalType === undefined} onTap={() => apply({ ...state, rentalType: undefined })} />
                {rentalTypes.map((type) => (
                  <OptionRow key={type.identification} label={type.name} active={type.identification === state.rentalType} onTap={() => apply({ ...state, rentalType: type.identification })} />
                ))}
              </View>
            )}
            {openTab === 'layout' && (
              <View className="hl-panel-body hl-grid">
                <OptionRow label="不限" active={state.bedrooms === undefined} onTap={() => apply({ ...state, bedrooms: undefined })} />
                {(filterOptions.data?.bedroomOptions ?? []).map((count, _index, options) => (
                  <OptionRow key={count} label={bedroomLabel(count, options)} active={count === state.bedrooms} onTap={() => apply({ ...state, bedrooms: count })} />
                ))}
              </View>
            )}
            {openTab === 'sort' && (
              <View className="hl-panel-body">
                {SORT_OPTIONS.map((option) => (
                  <OptionRow key={option.sort} label={option.label} active={option.sort === state.sort} onTap={() => void chooseSort(option.sort)} />
                ))}
              </View>
            )}
          </View>
        )}
      </View>
      {openTab !== null && <View className="hl-mask" onTap={() => setOpenTab(null)} />}
      {body()}
    </Page>
  );
}

export default definePage('pages/house/house_list/index', HouseListPage);
