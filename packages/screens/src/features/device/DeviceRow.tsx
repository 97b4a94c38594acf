import * as React from 'react';
import { type DeviceSummary, useCancelCollectDeviceMutation, useCollectDeviceMutation } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { isBuiltPage } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { deviceFacts, devicePageUrl, LOW_BATTERY } from './lockModels';
import './device.css';

/** A device on the device home: its page on a tap (its preview where this build has no page for it), details, pin. */
export function DeviceRow({ device }: { device: DeviceSummary }) {
  const [collect] = useCollectDeviceMutation();
  const [cancelCollect] = useCancelCollectDeviceMutation();
  const url = devicePageUrl(device);
  const open = () => void navigation.navigateTo(isBuiltPage(url) ? url : pageLink('pages/device/device_preview/index', { deviceId: device.id }));
  return (
    <View className="dv-device" data-testid={`device-${device.id}`}>
      <View className="dv-device-main" role="link" wechat-aria-role="link" ali-aria-role="link" data-testid={`device-open-${device.id}`} aria-label={`${device.name}，${deviceFacts(device).join('，')}`} onTap={open}>
        <Text className="dv-device-name">{device.name}</Text>
        <Text className={`dv-device-meta ${(device.online || device.model === 'lock3') && !(device.battery !== null && device.battery <= LOW_BATTERY) ? '' : 'dv-offline'}`}>{deviceFacts(device).join(' · ')}</Text>
      </View>
      <View
        className="dv-collect"
        role="link"
        wechat-aria-role="link"
        ali-aria-role="link"
        data-testid={`device-preview-${device.id}`}
        onTap={() => void navigation.navigateTo(pageLink('pages/device/device_preview/index', { deviceId: device.id }))}
      >
        <Text>详情</Text>
      </View>
      <View
        className="dv-collect"
        role="button"
        wechat-aria-role="button"
        ali-aria-role="button"
        aria-pressed={device.collected}
        data-testid={`device-collect-${device.id}`}
        onTap={() => void (device.collected ? cancelCollect : collect)({ id: device.id, deviceType: device.deviceType })}
      >
        <Text>{device.collected ? '★ 已收藏' : '☆ 收藏'}</Text>
      </View>
    </View>
  );
}
