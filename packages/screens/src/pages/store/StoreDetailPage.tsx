import * as React from 'react';
import { usePageEvent } from 'remax/macro';
import { Image, Text, View } from 'remax/one';
import { useGetHouseListInfiniteQuery, useGetStoreDetailQuery } from '@aster/core-api';
import { type Store } from '@aster/core-domain';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Cell } from '../../ui/Cell';
import { ListFooter } from '../../ui/ListFooter';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { rentText } from '../../ui/houseFacts';
import { openPlaceOnMap } from '../../platform/mapLink';
import { phoneCall } from '../../platform/phoneCall';
import { RoomCard } from '../../ui/RoomCard';
import { definePage, type PageProps } from '../../app/definePage';
import '../../ui/house.css';

/** Rooms per page: a phone shows about four; ten keeps each setData small. */
const ROOMS_PAGE_SIZE = 10;

/** An apartment store: where it is, when it is open, who runs it, and its rooms still free. */
function StoreDetailPage({ params: { id } }: PageProps<'pages/store/detail'>) {
  const store = useGetStoreDetailQuery({ id });

  if (store.data === undefined) {
    return (
      <Page>
        {store.isError ? <StateView status="error" text="门店信息加载失败" error={store.error} onRetry={() => void store.refetch()} /> : <StateView status="loading" />}
      </Page>
    );
  }
  return <StoreView store={store.data} />;
}

function StoreView({ store }: { store: Store }) {
  const rooms = useGetHouseListInfiniteQuery({ cityId: store.cityId, storeId: store.id, sort: 'default', pageSize: ROOMS_PAGE_SIZE });
  const list = rooms.data?.pages.flatMap((page) => page.list).filter((room) => room.availability === 'available') ?? [];
  const total = rooms.data?.pages[0]?.total;
  const loadMore = () => {
    if (rooms.hasNextPage && !rooms.isFetching) void rooms.fetchNextPage();
  };
  usePageEvent('onReachBottom', loadMore);

  return (
    <Page>
      <View className="hd-store-hero">
        <Image className="hd-store-hero-image" src={store.coverUrl} mode="aspectFill" />
        <View className="hd-store-hero-shade">
          <Text className="hd-store-hero-name">{store.name}</Text>
          <Text className="hd-store-hero-meta">
            {store.districtName} · 在租{store.availableCount}间{store.minRent != null ? ` · ${rentText(store.minRent)}/月起` : ''}
          </Text>
        </View>
      </View>
      <View className="ak-body">
        <Card flush>
          <Cell title="门店地址" value={store.address} onTap={() => openPlaceOnMap(store, store.name, store.address)} testId="store-location" />
          <Cell title="营业时间" value={store.openHours} arrow={false} />
          <Cell title="门店电话" value={store.phone} onTap={() => phoneCall.call(store.phone)} testId="store-phone" />
        </Card>

        <Card title="门店管家">
          <View className="hd-manager hd-manager--first">
            <View className="hd-avatar">
              <Text>{store.managerName.charAt(0)}</Text>
            </View>
            <View className="hd-manager-info">
              <Text className="hd-manager-name">{store.managerName}</Text>
              <Text className="hd-manager-role">带看、签约、入住一站服务</Text>
            </View>
            <Button size="small" kind="default" className="hd-call" testId="call-manager" onTap={() => phoneCall.call(store.managerPhone)}>
              电话咨询
            </Button>
          </View>
        </Card>

        {store.description !== '' && (
          <Card title="门店介绍">
            <Text className="hd-paragraph">{store.description}</Text>
          </Card>
        )}

        <Card title={total === undefined ? '在租房间' : `在租房间（${total}）`}>
          {rooms.isError && list.length === 0 ? (
            <StateView status="error" text="房间加载失败" error={rooms.error} onRetry={() => void rooms.refetch()} />
          ) : rooms.data === undefined ? (
            <StateView status="loading" />
          ) : list.length === 0 ? (
            <StateView status="empty" text="该门店暂无可租房间" />
          ) : (
            <View>
              {list.map((room) => (
                <RoomCard key={room.id} room={room} />
              ))}
              <ListFooter
                testId="more-rooms"
                loadOn="tap"
                hasMore={rooms.hasNextPage}
                loading={rooms.isFetchingNextPage}
                failed={rooms.isFetchNextPageError}
                onMore={loadMore}
              />
            </View>
          )}
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/store/detail', StoreDetailPage);
