import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { LockScreen } from '@screens/features/device/LockScreen';

/** 智能门锁, a TTLock: the lock page of every model, its Bluetooth through the TTLock adapter (ttlockData). */
function TtDeviceLockPage({ params }: PageProps<'pages/ttdevice/device_lock/index'>) {
  return <LockScreen lockId={params.lockId} group="ttdevice" />;
}

export default definePage('pages/ttdevice/device_lock/index', TtDeviceLockPage);
