import * as React from 'react';
import { type LockDetail } from '@aster/core-api';
import { lockSetTime } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { deviceServerPort } from '@screens/features/device/deviceServerPort';
import { FlowStatus } from '@screens/features/device/FlowStatus';
import { useLockCommandRoutes } from '@screens/features/device/lockCommands';
import { LockPage } from '@screens/features/device/LockPage';
import { useDeviceFlow } from '@screens/features/device/useDeviceFlow';

function SyncTime({ lock }: { lock: LockDetail }) {
  const routes = useLockCommandRoutes();
  const flow = useDeviceFlow();
  const sync = () =>
    flow.run({
      mac: lock.lockMac,
      server: deviceServerPort(routes),
      flow: (context) => lockSetTime(context, { lockId: lock.id }),
      doneText: '门锁时间已同步',
    });
  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lock.name} · 同步时间`}>
          <Text className="dv-note">门锁时间不准时，临时密码可能无法使用、开门记录的时间也会不对。同步后门锁使用服务器的北京时间。</Text>
          <Button testId="sync-time" disabled={flow.busy} onTap={sync}>
            同步门锁时间
          </Button>
          <FlowStatus state={flow.state} testId="sync-time-status" />
        </Card>
      </View>
    </Page>
  );
}

/** 同步时间: sets the lock's clock over Bluetooth (getSetTimeCmd2). */
function SyncTimePage({ params }: PageProps<'pages/device/device_lock/syncTime'>) {
  return <LockPage lockId={params.lockId}>{(lock) => <SyncTime lock={lock} />}</LockPage>;
}

export default definePage('pages/device/device_lock/syncTime', SyncTimePage);
