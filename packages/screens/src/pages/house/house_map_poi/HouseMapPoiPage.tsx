import * as React from 'react';
import { Text, View } from 'remax/one';
import { BACK_DELAY_MS, GeoPointSchema, type PoiCategory } from '@aster/core-domain';
import { useGetHouseDetailQuery, useGetHousePoisQuery } from '@aster/core-api';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { formatDistance } from '@screens/ui/houseFacts';
import { HouseMap } from '@screens/ui/map/HouseMap';
import { type MapCenter, zoomToFit } from '@screens/ui/map/mapRegion';
import { MAP_VIEW_SIZE, type MapPin } from '@screens/ui/map/mapTypes';
import './HouseMapPoiPage.css';

/** Spec section 5: opening a map needs latitude and longitude. */
export const NO_LOCATION_TOAST = '位置获取失败';
/** Close enough to read the street, far enough for places up to about 2 km away. */
const POI_ZOOM_MAX = 17;
const POI_ZOOM_MIN = 12;
const HOME_PIN_ID = 'house';

export const POI_CATEGORIES: readonly { category: PoiCategory; label: string }[] = [
  { category: 'transit', label: '交通' },
  { category: 'shopping', label: '购物' },
  { category: 'school', label: '学校' },
  { category: 'hospital', label: '医院' },
  { category: 'food', label: '餐饮' },
];

/** A usable position: both numbers, in range, and not the 0,0 an empty field turns into. */
function pointOf(lat: number | undefined, lon: number | undefined): MapCenter | null {
  const parsed = GeoPointSchema.safeParse({ lat, lon });
  if (!parsed.success || (parsed.data.lat === 0 && parsed.data.lon === 0)) return null;
  return parsed.data;
}

/** 周边配套: the map centred on the house, with transit, shops, schools, hospitals and food around it. */
function HouseMapPoiPage({ params }: PageProps<'pages/house/house_map_poi/index'>) {
  const houseId = params.id;
  const fromParams = pointOf(params.lat, params.lon);
  // Without coordinates in the link, the house itself says where it is.
  const detail = useGetHouseDetailQuery({ id: houseId ?? '' }, { skip: houseId === undefined || fromParams !== null });
  const housePoint = fromParams ?? (detail.data === undefined ? null : pointOf(detail.data.lat, detail.data.lon));
  const [category, setCategory] = React.useState<PoiCategory>('transit');
  const [focus, setFocus] = React.useState<MapCenter | null>(null);
  const pois = useGetHousePoisQuery({ id: houseId ?? '', category }, { skip: houseId === undefined || housePoint === null });

  const noLocation = houseId === undefined || (fromParams === null && (detail.isError || (detail.data !== undefined && housePoint === null)));
  React.useEffect(() => {
    if (!noLocation) return undefined;
    ui.toast(NO_LOCATION_TOAST);
    const handle = clock.setTimeout(() => void navigation.navigateBack(), BACK_DELAY_MS);
    return () => clock.clearTimeout(handle);
  }, [noLocation]);

  const pins = React.useMemo<MapPin[]>(() => {
    if (housePoint === null) return [];
    const around = (pois.data ?? []).map((poi) => ({ id: poi.id, lat: poi.lat, lon: poi.lon, text: poi.name, tone: 'poi' as const }));
    return [{ id: HOME_PIN_ID, lat: housePoint.lat, lon: housePoint.lon, text: detail.data?.title ?? '房源位置', tone: 'home' }, ...around];
    // housePoint is rebuilt each render from the same numbers: depend on them.
  }, [housePoint?.lat, housePoint?.lon, pois.data, detail.data?.title]);

  if (noLocation) return <Page><StateView status="error" text={NO_LOCATION_TOAST} /></Page>;
  if (housePoint === null) return <Page><StateView status="loading" /></Page>;

  return (
    <Page className="poi-page">
      <HouseMap
        center={focus ?? housePoint}
        zoom={focus === null ? zoomToFit(housePoint, pins, MAP_VIEW_SIZE, POI_ZOOM_MIN, POI_ZOOM_MAX) : POI_ZOOM_MAX - 1}
        pins={pins}
        testId="poi-map"
        onPinTap={(pinId) => {
          const pin = pins.find((item) => item.id === pinId);
          if (pin !== undefined) setFocus({ lat: pin.lat, lon: pin.lon });
        }}
      />
      <View className="poi-sheet">
        <View className="poi-tabs" role="tablist">
          {POI_CATEGORIES.map((item) => (
            <View
              key={item.category}
              className={`poi-tab ${item.category === category ? 'poi-tab--on' : ''}`}
              role="tab"
              aria-selected={item.category === category}
              data-testid={`poi-tab-${item.category}`}
              onTap={() => {
                setCategory(item.category);
                setFocus(null);
              }}
            >
              <Text>{item.label}</Text>
            </View>
          ))}
        </View>
        <View className="poi-list" data-testid="poi-list">
          {pois.isError && pois.data === undefined ? (
            <StateView status="error" text="周边信息加载失败" error={pois.error} onRetry={() => void pois.refetch()} />
          ) : pois.data === undefined ? (
            <StateView status="loading" />
          ) : pois.data.length === 0 ? (
            <StateView status="empty" text="附近暂无此类配套" />
          ) : (
            pois.data.map((poi) => (
              <View key={poi.id} className="poi-row" role="button" data-testid="poi-row" onTap={() => setFocus({ lat: poi.lat, lon: poi.lon })}>
                <Text className="poi-name">{poi.name}</Text>
                <Text className="poi-distance">{formatDistance(poi.distanceMeters)}</Text>
              </View>
            ))
          )}
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/house/house_map_poi/index', HouseMapPoiPage);
