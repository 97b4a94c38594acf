import * as React from 'react';
import { Text, View } from 'remax/one';
import { HOUSE_DETAIL_PAGE, HOUSE_LIST_PAGE, type MapMarker, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useGetMapMarkersQuery } from '@aster/core-api';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { rentText } from '@screens/ui/houseFacts';
import { useCurrentCity } from '@screens/hooks/useCurrentCity';
import { HouseMap } from '@screens/ui/map/HouseMap';
import { type MapPin, MAP_VIEW_SIZE } from '@screens/ui/map/mapTypes';
import { CHINA_REGION, CITY_ZOOM, type MapCenter, type MapRegion, centerOf, markerBubbleText, markerTapAction, regionAround } from '@screens/ui/map/mapRegion';
import './MapSearchHousePage.css';

const KIND_ORDER: Record<MapMarker['kind'], number> = { district: 0, store: 1, house: 2 };

/** 地图找房: district and store clusters, rooms up close; moving the map searches the area in view. */
function MapSearchHousePage({ params }: PageProps<'pages/house/map_search_house/index'>) {
  const { city, failed: cityFailed } = useCurrentCity();
  const cityReady = city.cityId !== 0;
  // The first query covers the whole country at city zoom: the server answers the city's districts, and the map
  // centres on them (the city carries no coordinates of its own).
  const [region, setRegion] = React.useState<MapRegion>(CHINA_REGION);
  const [view, setView] = React.useState<{ center: MapCenter; zoom: number } | null>(null);
  const rentalType = params.rentalType;
  const markersQuery = useGetMapMarkersQuery(
    { cityId: city.cityId, ...region, ...(rentalType === undefined ? {} : { rentalType }) },
    { skip: !cityReady },
  );
  const markers = React.useMemo(() => markersQuery.data?.markers ?? [], [markersQuery.data]);

  React.useEffect(() => {
    if (view !== null || markersQuery.data === undefined) return;
    const center = centerOf(markersQuery.data.markers);
    if (center === null) return;
    setView({ center, zoom: CITY_ZOOM });
    setRegion(regionAround(center, CITY_ZOOM, MAP_VIEW_SIZE));
  }, [view, markersQuery.data]);

  const pins = React.useMemo<MapPin[]>(
    () => markers.map((marker) => ({ id: marker.id, lat: marker.lat, lon: marker.lon, text: markerBubbleText(marker), tone: marker.kind === 'house' ? 'house' : 'cluster' })),
    [markers],
  );

  const tapMarker = (marker: MapMarker) => {
    const action = markerTapAction(marker, region.zoom);
    if (action.kind === 'open') {
      void navigation.navigateTo(pageLink(HOUSE_DETAIL_PAGE, { id: action.houseId }));
      return;
    }
    setView({ center: action.center, zoom: action.zoom });
    setRegion(regionAround(action.center, action.zoom, MAP_VIEW_SIZE));
  };

  const openRow = (marker: MapMarker) => {
    if (marker.kind === 'store' && marker.storeId != null) {
      void navigation.navigateTo(pageLink(HOUSE_LIST_PAGE, { storeId: marker.storeId }));
      return;
    }
    tapMarker(marker);
  };

  const rows = React.useMemo(
    () => [...markers].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.count - a.count),
    [markers],
  );

  if (!cityReady) return <Page>{cityFailed ? <StateView status="empty" text="请先在首页选择城市" /> : <StateView status="loading" />}</Page>;
  if (markersQuery.isError && markersQuery.data === undefined) {
    return (
      <Page>
        <StateView status="error" text="地图房源加载失败，请检查网络后重试" error={markersQuery.error} onRetry={() => void markersQuery.refetch()} />
      </Page>
    );
  }
  if (view === null) {
    return <Page>{markersQuery.data !== undefined && markers.length === 0 ? <StateView status="empty" text="当前城市暂无房源" /> : <StateView status="loading" />}</Page>;
  }

  return (
    <Page className="ms-page">
      <View className="ms-map-box">
        <HouseMap
          center={view.center}
          zoom={view.zoom}
          pins={pins}
          testId="house-map"
          onPinTap={(pinId) => {
            const marker = markers.find((item) => item.id === pinId);
            if (marker !== undefined) tapMarker(marker);
          }}
          onRegionChange={setRegion}
        />
        <View className="ms-summary" data-testid="map-summary">
          <Text>{markersQuery.isFetching ? '正在查找房源…' : `当前区域共 ${markersQuery.data?.total ?? 0} 套房源`}</Text>
        </View>
      </View>
      <View className="ms-list" data-testid="map-list">
        {rows.length === 0 ? (
          <StateView status="empty" text="当前区域暂无房源，移动地图看看" />
        ) : (
          rows.map((marker) => (
            <View key={marker.id} className="ms-row" role="button" data-testid="map-row" onTap={() => openRow(marker)}>
              <View className="ms-row-main">
                <Text className="ms-row-title">{marker.label}</Text>
                <Text className="ms-row-sub">
                  {marker.kind === 'house' ? '单间房源' : `${marker.count}套在租`}
                  {marker.minRent != null && marker.kind !== 'house' ? ` · ${rentText(marker.minRent)}起` : ''}
                </Text>
              </View>
              <Text className="ms-row-action">
                {marker.kind === 'house' ? `${marker.minRent != null ? rentText(marker.minRent) : ''}/月` : marker.kind === 'store' ? '看房源' : '放大查看'}
              </Text>
            </View>
          ))
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/house/map_search_house/index', MapSearchHousePage);
