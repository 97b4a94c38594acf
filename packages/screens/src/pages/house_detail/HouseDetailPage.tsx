import * as React from 'react';
import { usePageEvent } from 'remax/macro';
import { Image, Text, View } from 'remax/one';
import { houseApi, useAppDispatch, useGetHouseDetailQuery, useSetFavouriteMutation } from '@aster/core-api';
import { type HouseAvailability, type HouseDetail, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Cell } from '../../ui/Cell';
import { FacilityIcon } from '../../ui/icon/FacilityIcon';
import { Icon } from '../../ui/icon/Icon';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { houseActions } from '../../platform/houseActions';
import { areaText, floorText, layoutText, payRuleText, rentText, yuanText } from '../../ui/houseFacts';
import { houseShareLink, houseSharePayload } from './houseShare';
import { openPlaceOnMap } from '../../platform/mapLink';
import { phoneCall } from '../../platform/phoneCall';
import { PhotoSwiper } from '../../ui/PhotoSwiper';
import { RoomCard } from '../../ui/RoomCard';
import { firstScreen } from '../../hooks/firstScreen';
import { useRequestBeforePaint } from '../../hooks/useRequestBeforePaint';
import { useLoginGate } from './useLoginGate';
import '../../ui/house.css';

const UNAVAILABLE_NOTE: Record<Exclude<HouseAvailability, 'available'>, string> = {
  reserved: '该房源已被预订，暂不可预约看房或预订',
  rented: '该房源已出租，看看同楼栋的其他房间吧',
};

/** House detail (shareable; house_detail_building is its alias): everything a renter checks before booking. */
function HouseDetailPage({ params: { id } }: PageProps<'pages/house_detail/index'>) {
  // Fresh on every visit (availability and favourite change), asked for before the page's first paint.
  useRequestBeforePaint((send) => [send(houseApi.endpoints.getHouseDetail.initiate({ id }, { forceRefetch: true }))]);
  const detail = useGetHouseDetailQuery({ id });
  const house = detail.data;

  usePageEvent('onShareAppMessage', () => (house === undefined ? {} : houseSharePayload(house)));

  if (house === undefined) {
    return (
      <Page>
        {detail.isError ? (
          <StateView status="error" text="房源信息加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <StateView status="loading" />
        )}
      </Page>
    );
  }
  return <HouseDetailView house={house} />;
}

function HouseDetailView({ house }: { house: HouseDetail }) {
  const dispatch = useAppDispatch();
  const requireLogin = useLoginGate();
  const [setFavourite, favourite] = useSetFavouriteMutation();
  const [photoIndex, setPhotoIndex] = React.useState(0);
  const belowFirstScreen = firstScreen.useBelowFirstScreen();
  const photos = house.photos.length > 0 ? house.photos.map((photo) => photo.url) : [house.coverUrl];
  const available = house.availability === 'available';
  const shareLink = houseShareLink(houseActions.pageOrigin() ?? '', house.id);

  const openPhoto = async (index: number) => {
    const shown = await houseActions.previewImages(photos, index).catch(() => false);
    if (!shown) void navigation.navigateTo(pageLink('pages/show_image/index', { urls: JSON.stringify(photos), index }));
  };

  // Optimistic: the heart changes at once and goes back if the server refuses (its message is shown by core-api).
  const toggleFavourite = async () => {
    if (!requireLogin() || favourite.isLoading) return;
    const next = !house.favourite;
    const patch = dispatch(
      houseApi.util.updateQueryData('getHouseDetail', { id: house.id }, (draft) => {
        draft.favourite = next;
      }),
    );
    try {
      await setFavourite({ id: house.id, favourite: next }).unwrap();
      ui.toast(next ? '已收藏' : '已取消收藏', 'success');
    } catch {
      patch.undo();
    }
  };

  const goIfLoggedIn = (target: string) => {
    if (requireLogin(target)) void navigation.navigateTo(target);
  };

  const copyLink = () => {
    if (shareLink === null) return;
    houseActions.copyText(shareLink).then(
      () => ui.toast('复制成功', 'success'),
      () => ui.toast('复制失败，请长按地址栏复制'),
    );
  };

  const facts = [
    { label: '户型', value: layoutText(house.layout) },
    { label: '面积', value: areaText(house.areaSqm) },
    { label: '朝向', value: house.orientation },
    { label: '楼层', value: floorText(house.floor, house.totalFloors) },
    { label: '可入住', value: house.availableFrom },
    { label: '区域', value: `${house.districtName}·${house.areaName}` },
  ];

  return (
    <Page className="hd-page">
      <View className="hd-gallery">
        <PhotoSwiper urls={photos} current={photoIndex} onChange={setPhotoIndex} onPhotoTap={(index) => void openPhoto(index)} />
        <View className="hd-gallery-tabs">
          {house.videoUrl ? (
            <View
              className="hd-gallery-tab"
              role="button"
              data-testid="video-tab"
              onTap={() =>
                void navigation.navigateTo(pageLink('pages/video/index', { url: house.videoUrl ?? '', poster: house.videoCoverUrl ?? house.coverUrl }))
              }
            >
              <Icon name="play" size="small" />
              <Text>视频</Text>
            </View>
          ) : null}
          <Text className="hd-gallery-tab hd-gallery-tab--on">图片</Text>
        </View>
        <Text className="hd-gallery-counter" data-testid="photo-counter">
          {photoIndex + 1}/{photos.length}
        </Text>
      </View>

      <View className="hd-body">
        <View className="hd-card hd-headline">
          <Text className="hd-title">{house.title}</Text>
          <View className="hd-price-row">
            <Text className="hd-price">{rentText(house.rent)}</Text>
            <Text className="hd-price-unit">/月</Text>
            <Text className="hd-payrule">{payRuleText(house.deposit.depositMonths, house.deposit.payMonths)}</Text>
          </View>
          {house.tags.length > 0 && (
            <View className="hd-tags">
              {house.tags.map((tag) => (
                <Text key={tag} className="hd-tag">
                  {tag}
                </Text>
              ))}
            </View>
          )}
          <View className="hd-facts">
            {facts.map((fact) => (
              <View key={fact.label} className="hd-fact">
                <Text className="hd-fact-value">{fact.value}</Text>
                <Text className="hd-fact-label">{fact.label}</Text>
              </View>
            ))}
          </View>
          {!available && (
            <View className="hd-unavailable" role="note">
              <Text>{UNAVAILABLE_NOTE[house.availability as Exclude<HouseAvailability, 'available'>]}</Text>
            </View>
          )}
        </View>

        <Card flush>
          <Cell
            title="费用说明"
            value={`首期含${payRuleText(house.deposit.depositMonths, house.deposit.payMonths)}`}
            onTap={() => void navigation.navigateTo(pageLink('pages/house/house_cost_info/index', { id: house.id }))}
            testId="cost-entry"
          />
          <Cell
            title="押金与定金"
            value={`押金¥${yuanText(house.deposit.depositAmount)} · 定金¥${yuanText(house.reservationDeposit)}`}
            onTap={() => void navigation.navigateTo(pageLink('pages/house/deposit/index', { id: house.id }))}
            testId="deposit-entry"
          />
          {house.documentUrl ? (
            <Cell
              title="房屋资料"
              value="PDF"
              onTap={() =>
                void navigation.navigateTo(pageLink('pages/show_pdf/index', { url: house.documentUrl ?? '', title: `${house.title} 房屋资料` }))
              }
              testId="document-entry"
            />
          ) : null}
        </Card>

        {/* Below a phone's first screen: drawn once the photo, title and price are on screen (hooks/firstScreen.ts). */}
        {belowFirstScreen && (
          <>
            {house.facilities.length > 0 && (
              <Card title="房间配置">
                <View className="hd-facilities">
                  {house.facilities.map((facility) => (
                    <View key={facility.code} className="hd-facility">
                      <View className="hd-facility-icon">
                        <FacilityIcon code={facility.code} />
                      </View>
                      <Text className="hd-facility-name">{facility.name}</Text>
                    </View>
                  ))}
                </View>
              </Card>
            )}

            {house.description !== '' && (
              <Card title="房源介绍">
                {/* Plain text from the server: shown as text, never parsed as HTML. */}
                <Text className="hd-description">{house.description}</Text>
              </Card>
            )}

            <Card title="位置及周边">
              <View className="hd-location" role="button" data-testid="house-location" onTap={() => openPlaceOnMap(house, house.title, house.address)}>
                <View className="hd-pin" />
                <View className="hd-location-text">
                  <Text className="hd-location-address">{house.address}</Text>
                  <Text className="hd-location-district">
                    {house.districtName} · {house.areaName}
                  </Text>
                </View>
                <Text className="hd-link">地图</Text>
              </View>
              <Button kind="default" size="small" className="hd-poi-button" onTap={() => void navigation.navigateTo(pageLink('pages/house/house_map_poi/index', { id: house.id }))}>
                周边配套：交通 · 购物 · 学校 · 医院
              </Button>
            </Card>

            <Card title="所属门店" extra="查看门店" onExtraTap={() => void navigation.navigateTo(pageLink('pages/store/detail', { id: house.store.id }))}>
              <View className="hd-store" role="link" onTap={() => void navigation.navigateTo(pageLink('pages/store/detail', { id: house.store.id }))}>
                <Image className="hd-store-cover" src={house.store.coverUrl} mode="aspectFill" />
                <View className="hd-store-info">
                  <Text className="hd-store-name">{house.store.name}</Text>
                  <Text className="hd-store-meta">{house.store.address}</Text>
                  <Text className="hd-store-meta">营业时间 {house.store.openHours}</Text>
                </View>
              </View>
              <View className="hd-manager">
                <View className="hd-avatar">
                  <Text>{house.store.managerName.charAt(0)}</Text>
                </View>
                <View className="hd-manager-info">
                  <Text className="hd-manager-name">{house.store.managerName}</Text>
                  <Text className="hd-manager-role">门店管家 · 带看、签约一站服务</Text>
                </View>
                <Button size="small" kind="default" className="hd-call" testId="call-manager" onTap={() => phoneCall.call(house.store.managerPhone)}>
                  电话咨询
                </Button>
              </View>
            </Card>

            {house.sameBuildingRooms.length > 0 && (
              <Card title="同楼栋在租房间">
                {house.sameBuildingRooms.map((room) => (
                  <RoomCard key={room.id} room={room} />
                ))}
              </Card>
            )}
          </>
        )}
      </View>

      <View className="hd-bar">
        <View
          className={`hd-bar-icon ${house.favourite ? 'hd-bar-icon--on' : ''}`}
          role="button"
          aria-pressed={house.favourite}
          data-testid="favourite"
          onTap={() => void toggleFavourite()}
        >
          <Icon name={house.favourite ? 'heart-filled' : 'heart'} className="hd-bar-glyph" />
          <Text className="hd-bar-label">{house.favourite ? '已收藏' : '收藏'}</Text>
        </View>
        {shareLink !== null && (
          <View className="hd-bar-icon" role="button" data-testid="share-link" onTap={copyLink}>
            <Icon name="share-2" className="hd-bar-glyph" />
            <Text className="hd-bar-label">分享</Text>
          </View>
        )}
        <Button kind="default" className="hd-bar-button" disabled={!available} testId="book-viewing" onTap={() => goIfLoggedIn(pageLink('pages/book_room/index', { houseId: house.id }))}>
          预约看房
        </Button>
        <Button className="hd-bar-button" disabled={!available} testId="reserve" onTap={() => goIfLoggedIn(pageLink('pages/contract/pages/reservation_confirm/index', { houseId: house.id }))}>
          立即预订
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/house_detail/index', HouseDetailPage);
