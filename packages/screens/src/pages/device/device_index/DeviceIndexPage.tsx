import * as React from 'react';
import { type DeviceSummary, useCancelCollectDeviceMutation, useCollectDeviceMutation, useGetDeviceHomeQuery } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { definePage } from '@screens/app/definePage';
import { isBuiltPage } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { deviceFacts, devicePageUrl } from '@screens/features/device/lockModels';
import '@screens/features/device/device.css';

function DeviceRow({ device }: { device: DeviceSummary }) {
  const [collect] = useCollectDeviceMutation();
  const [cancelCollect] = useCancelCollectDeviceMutation();
  const url = devicePageUrl(device);
  const open = () => void navigation.navigateTo(isBuiltPage(url) ? url : pageLink('pages/device/device_preview/index', { deviceId: device.id }));
  return (
    <View className="dv-device" data-testid={`device-${device.id}`}>
      <View className="dv-device-main" role="link" aria-label={`${device.name}，${deviceFacts(device).join('，')}`} onTap={open}>
        <Text className="dv-device-name">{device.name}</Text>
        <Text className={`dv-device-meta ${device.online || device.model === 'lock3' ? '' : 'dv-offline'}`}>{deviceFacts(device).join(' · ')}</Text>
      </View>
      <View
        className="dv-collect"
        role="link"
        data-testid={`device-preview-${device.id}`}
        onTap={() => void navigation.navigateTo(pageLink('pages/device/device_preview/index', { deviceId: device.id }))}
      >
        <Text>详情</Text>
      </View>
      <View
        className="dv-collect"
        role="button"
        aria-pressed={device.collected}
        data-testid={`device-collect-${device.id}`}
        onTap={() => void (device.collected ? cancelCollect : collect)({ id: device.id, deviceType: device.deviceType })}
      >
        <Text>{device.collected ? '★ 已收藏' : '☆ 收藏'}</Text>
      </View>
    </View>
  );
}

/** 智能设备 (/device_index): the locks and meters of each lease the tenant lives in, room by room; pinned first. */
function DeviceIndexPage() {
  const query = useGetDeviceHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  const home = query.data;
  if (home === undefined) return <QueryStatePage query={query} failedText="设备加载失败" />;
  if (home.contracts.length === 0) {
    return (
      <Page>
        <StateView status="empty" text="暂无智能设备，入住后房间的门锁和水电表会显示在这里" />
      </Page>
    );
  }
  const pinned = (devices: DeviceSummary[]) => [...devices.filter((d) => d.collected), ...devices.filter((d) => !d.collected)];
  return (
    <Page>
      <View className="ak-body">
        {home.contracts.map((contract) => (
          <Card key={contract.contractId} title={contract.houseTitle} extra={`合同 ${contract.contractNo}`}>
            {contract.rooms.map((room) => (
              <View key={room.roomId} className="dv-room">
                <Text className="dv-room-name">{room.roomName}</Text>
                {pinned(room.devices).map((device) => (
                  <DeviceRow key={device.id} device={device} />
                ))}
              </View>
            ))}
          </Card>
        ))}
      </View>
    </Page>
  );
}

export default definePage('pages/device/device_index/index', DeviceIndexPage);
