import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { SyncTimeScreen } from '@screens/features/device/LockForms';

/** 同步时间: sets the lock's clock over Bluetooth (getSetTimeCmd2). */
function SyncTimePage({ params }: PageProps<'pages/device/device_lock/syncTime'>) {
  return <SyncTimeScreen lockId={params.lockId} />;
}

export default definePage('pages/device/device_lock/syncTime', SyncTimePage);
