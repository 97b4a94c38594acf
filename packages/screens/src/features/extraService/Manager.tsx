import * as React from 'react';
import { useGetHouseManagersQuery } from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import type { HouseManager } from '@aster/core-domain';
import { houseActions } from '@screens/platform/houseActions';
import { phoneCall } from '@screens/platform/phoneCall';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryState } from '@screens/features/booking/pageStates';
import { NotRenting } from './extraServiceParts';
import './extraService.css';

function ManagerCard({ manager }: { manager: HouseManager }) {
  const openMap = () =>
    void houseActions
      .openMap({ latitude: manager.latitude, longitude: manager.longitude, name: manager.storeName, address: manager.storeAddress })
      .catch(() => ui.toast('位置获取失败'));
  return (
    <Card title={manager.houseTitle} className="xs-card">
      <View className="xs-manager" data-testid={`xs-manager-${manager.contractId}`}>
        <View role="img" aria-label={`管家${manager.name}的照片`}>
          <Image className="xs-manager-photo" src={manager.photoUrl} mode="aspectFill" />
        </View>
        <View className="xs-manager-main">
          <Text className="xs-manager-name">{manager.name}</Text>
          <Text className="xs-note">{`${manager.storeName} · 专属管家`}</Text>
        </View>
      </View>
      <View className="xs-rows">
        <View className="xs-row">
          <Text className="xs-row-label">联系电话</Text>
          <Text className="xs-row-value">{manager.phone}</Text>
        </View>
        <View className="xs-row">
          <Text className="xs-row-label">工作时间</Text>
          <Text className="xs-row-value">{manager.workHours}</Text>
        </View>
        <View className="xs-row">
          <Text className="xs-row-label">门店地址</Text>
          <Text className="xs-row-value">{manager.storeAddress}</Text>
        </View>
      </View>
      <View className="xs-actions">
        <Button kind="default" size="small" testId={`xs-manager-map-${manager.contractId}`} onTap={openMap}>
          查看地图
        </Button>
        <Button size="small" testId={`xs-manager-call-${manager.contractId}`} onTap={() => phoneCall.call(manager.phone)}>
          拨打电话
        </Button>
      </View>
    </Card>
  );
}

/** 我的管家: the housekeeper of each rented room (name, picture, phone with 拨打, hours, the store on the map). */
export function Manager() {
  const managers = useGetHouseManagersQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <View className="ak-body xs-body">
        {managers.data === undefined ? (
          <QueryState query={managers} failedText="管家信息加载失败" />
        ) : managers.data.length === 0 ? (
          <NotRenting text="您还没有在租的房间，租房后会有专属管家为您服务" />
        ) : (
          managers.data.map((manager) => <ManagerCard key={manager.contractId} manager={manager} />)
        )}
      </View>
    </Page>
  );
}
