import * as React from 'react';
import { Text, View } from 'remax/one';
import { useAppSelector, useGetCityListQuery } from '@aster/core-api';
import { pageLink, selectCity } from '@aster/core-domain';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { cityChoice } from './cityChoice';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import './wechat.css';

/**
 * 选择城市 (of 添加微信): the cities of home/city-list, hot ones first; a tap leads back to 添加微信 with that city's
 * WeChat (opened alone, from a link: to a 添加微信 of that city). The tenant's own city (the home page's) stays as it is.
 */
export function ChooseCity() {
  const cities = useGetCityListQuery();
  const current = useAppSelector(selectCity);
  if (cities.data === undefined) return <QueryStatePage query={cities} failedText="城市列表加载失败" />;
  const ordered = [...cities.data].sort((a, b) => Number(b.hot) - Number(a.hot));
  const choose = (cityId: number) => {
    if (navigation.pageDepth() > 1) {
      cityChoice.choose(cityId);
      void navigation.navigateBack();
    } else void navigation.redirectTo(pageLink('pages/wechat/add/index', { cityId: String(cityId) }));
  };
  return (
    <Page>
      <View className="ak-body wx-body">
        <Text className="wx-hint wx-hint--top">选择您所在的城市，添加该城市的客服微信</Text>
        <View className="wx-cities" role="list">
          {ordered.map((city) => (
            <View
              key={city.cityId}
              className={`wx-city-row ${city.cityId === current.cityId ? 'wx-city-row--current' : ''}`}
              role="listitem"
              data-testid={`wx-city-${city.cityId}`}
              onTap={() => choose(city.cityId)}
            >
              <Text>{city.cityName}</Text>
              {city.cityId === current.cityId && <Text className="wx-city-tag">当前城市</Text>}
            </View>
          ))}
        </View>
      </View>
    </Page>
  );
}
