import * as React from 'react';
import { type CityOption, useAppDispatch, useAppSelector, useGetCityListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { HOME_PAGE, citySelected, pageLink, selectCity, type CitySelection } from '@aster/core-domain';
import { definePage } from '../../app/definePage';
import { useCityLocator } from '../../hooks/useCityLocator';
import { navigation } from '../../platform/navigation';
import { Page } from '../../ui/Page';
import { SearchField } from '../../ui/SearchBar';
import { StateView } from '../../ui/StateView';
import { cityMatches, groupCitiesByInitial } from './cityGroups';
import { Icon } from '@screens/ui/icon/Icon';
import '../../ui/kit.css';
import './PickCityPage.css';

/** City choice: the list grouped by initial, a search, and "定位" (GPS, or the network address on refusal). */
function PickCityPage() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCity);
  const cities = useGetCityListQuery();
  const { state: locator, locate } = useCityLocator();
  const [search, setSearch] = React.useState('');

  const choose = (city: CitySelection) => {
    dispatch(citySelected(city));
    if (navigation.pageDepth() > 1) void navigation.navigateBack();
    else void navigation.redirectTo(pageLink(HOME_PAGE));
  };
  const chooseOption = (city: CityOption) => choose({ cityId: city.cityId, cityName: city.cityName });

  const matching = (cities.data ?? []).filter((city) => cityMatches(city, search));
  const groups = groupCitiesByInitial(matching);
  const hot = search === '' ? (cities.data ?? []).filter((city) => city.hot) : [];

  const cityChip = (city: { cityId: number; cityName: string }, onTap: () => void, key: string, extraClass = '') => (
    <View
      key={key}
      className={`city-chip ${city.cityId === current.cityId ? 'city-chip--current' : ''} ${extraClass}`}
      onTap={onTap}
    >
      <Text>{city.cityName}</Text>
    </View>
  );

  return (
    <Page>
      <View className="city-search-bar">
        <SearchField value={search} placeholder="输入城市名或拼音" label="搜索城市" maxLength={20} onChange={setSearch} />
      </View>

      <View className="ak-body">
        <View className="city-section">
          <Text className="city-section-title">当前定位</Text>
          <View className="city-locate">
            {locator.status === 'located' ? (
              cityChip(locator.city, () => locator.status === 'located' && choose(locator.city), 'located', 'city-chip--located')
            ) : (
              <Text className="city-locate-text">
                {locator.status === 'locating' ? '正在定位…' : locator.status === 'failed' ? '定位失败，请在下方选择城市' : `当前城市：${current.cityName || '未选择'}`}
              </Text>
            )}
            <View className="city-locate-button" role="button" data-testid="city-locate" onTap={() => void locate()}>
              <Icon name="locate-fixed" size="small" className="city-locate-icon" />
              <Text>{locator.status === 'locating' ? '定位中' : '定位'}</Text>
            </View>
          </View>
          {locator.status === 'located' && locator.source === 'ip' && (
            <Text className="city-locate-note">无法获取您的位置（未授权或定位失败），已根据网络为您推荐城市</Text>
          )}
        </View>

        {cities.isError && cities.data === undefined ? (
          <StateView status="error" text="城市列表加载失败" error={cities.error} onRetry={() => void cities.refetch()} />
        ) : cities.data === undefined ? (
          <StateView status="loading" />
        ) : matching.length === 0 ? (
          <StateView status="empty" text={search === '' ? '暂无开通的城市' : `没有找到“${search}”相关的城市`} />
        ) : (
          <>
            {hot.length > 0 && (
              <View className="city-section">
                <Text className="city-section-title">热门城市</Text>
                <View className="city-chips">{hot.map((city) => cityChip(city, () => chooseOption(city), `hot-${city.cityId}`))}</View>
              </View>
            )}
            {groups.map((group) => (
              <View key={group.initial} className="city-group">
                <Text className="city-group-initial">{group.initial}</Text>
                <View className="city-group-list">
                  {group.cities.map((city) => (
                    <View
                      key={city.cityId}
                      className={`city-row ${city.cityId === current.cityId ? 'city-row--current' : ''}`}
                      onTap={() => chooseOption(city)}
                    >
                      <Text>{city.cityName}</Text>
                      {city.cityId === current.cityId && <Text className="city-row-tag">当前</Text>}
                    </View>
                  ))}
                </View>
              </View>
            ))}
          </>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/pick_city/index', PickCityPage);
