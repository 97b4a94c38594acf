import * as React from 'react';
import { type DeviceSummary, useGetDeviceHomeQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { definePage } from '@screens/app/definePage';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { DeviceRow } from '@screens/features/device/DeviceRow';

/**
 * 智能设备 (/device_index): the locks and meters of each lease the tenant lives in, room by room, pinned first; then
 * the locks family members shared with the tenant.
 */
function DeviceIndexPage() {
  const query = useGetDeviceHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  const home = query.data;
  if (home === undefined) return <QueryStatePage query={query} failedText="设备加载失败" />;
  if (home.contracts.length === 0 && home.shared.length === 0) {
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
          <Card key={contract.contractId} title={contract.houseTitle} extra={contract.contractNo}>
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
        {home.shared.length > 0 && (
          <Card title="家人分享给我的门锁">
            {home.shared.map((one) => (
              <View key={one.device.id} className="dv-room">
                <Text className="dv-room-name">
                  {one.houseTitle} · {one.roomName} · {one.sharedBy}分享
                </Text>
                <DeviceRow device={one.device} />
              </View>
            ))}
          </Card>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/device/device_index/index', DeviceIndexPage);
