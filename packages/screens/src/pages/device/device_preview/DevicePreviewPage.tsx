import * as React from 'react';
import { useGetDeviceHomeQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { isBuiltPage } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { StatusHead } from '@screens/ui/StatusHead';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { deviceFactRows, devicePageUrl } from '@screens/features/device/lockModels';

/**
 * 设备预览: one device at a glance (where it is, its kind, online state, battery, balance) with the way to its own
 * page; device_index opens it for a device whose page this build does not have.
 */
function DevicePreviewPage({ params: { deviceId } }: PageProps<'pages/device/device_preview/index'>) {
  const query = useGetDeviceHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.data === undefined) return <QueryStatePage query={query} failedText="设备加载失败" />;
  const found = query.data.contracts
    .flatMap((contract) => contract.rooms.map((room) => ({ contract, room })))
    .flatMap(({ contract, room }) => room.devices.map((device) => ({ contract, room, device })))
    .find(({ device }) => device.id === deviceId);
  if (found === undefined) {
    return (
      <Page>
        <StateView status="empty" text="设备不存在或您暂无权限使用" />
      </Page>
    );
  }
  const { contract, room, device } = found;
  const url = devicePageUrl(device);
  return (
    <Page>
      <StatusHead status={device.name} note={`${contract.houseTitle} · ${room.roomName}`} testId="device-preview-name" />
      <View className="ak-body ak-overlap">
        <Card flush>
          {deviceFactRows(device).map(([label, value]) => (
            <Cell key={label} title={label} value={value} />
          ))}
          <Cell title="合同编号" value={contract.contractNo} />
        </Card>
        {isBuiltPage(url) ? (
          <Button testId="device-preview-open" onTap={() => void navigation.navigateTo(url)}>
            进入设备
          </Button>
        ) : (
          <StateView status="empty" text="该设备暂不支持在本应用中操作，请联系管家" />
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/device/device_preview/index', DevicePreviewPage);
