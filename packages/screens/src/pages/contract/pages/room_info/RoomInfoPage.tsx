import * as React from 'react';
import { useGetContractDetailQuery, useGetContractRoomItemsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { HOUSE_DETAIL_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { HouseBrief, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryState, QueryStatePage } from '@screens/features/booking/pageStates';
import '@screens/features/lease/lease.css';

/** 房间信息: the rented room (house, store, address, lock) and the items handed over with it (contract/{id}/room-items). */
function RoomInfoPage({ params: { contractId } }: PageProps<'pages/contract/pages/room_info/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId });
  const items = useGetContractRoomItemsQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="房间信息加载失败" />;
  const { house } = contract;
  return (
    <Page>
      <View className="bk-body">
        <Card>
          <HouseBrief coverUrl={house.coverUrl} title={house.title} meta={house.storeName} rent={contract.rent} testId="room-house" />
          <InfoRow label="门店" value={house.storeName} />
          <InfoRow label="地址" value={house.address} />
          <InfoRow label="门锁编号" value={contract.lockId ?? '暂未配置'} />
        </Card>
        {hasScreen(HOUSE_DETAIL_PAGE) && (
          <Card flush>
            <Cell title="查看房源详情" testId="room-house-detail" onTap={() => void navigation.navigateTo(pageLink(HOUSE_DETAIL_PAGE, { id: house.houseId }))} />
          </Card>
        )}
        <Card title="房间物品">
          {items.data === undefined ? (
            <QueryState query={items} failedText="物品清单加载失败" />
          ) : items.data.length === 0 ? (
            <Text className="ls-muted">暂无物品清单</Text>
          ) : (
            items.data.map((item) => <InfoRow key={item.name} label={`${item.name} × ${item.quantity}`} value={item.condition} testId={`room-item-${item.name}`} />)
          )}
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/room_info/index', RoomInfoPage);
