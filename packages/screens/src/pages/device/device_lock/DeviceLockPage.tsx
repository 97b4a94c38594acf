import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { LockScreen } from '@screens/features/device/LockScreen';

/** 智能门锁 (/device_lock): the lock with Bluetooth and a gateway; without lockId, the tenant's room lock. */
function DeviceLockPage({ params }: PageProps<'pages/device/device_lock/index'>) {
  return <LockScreen lockId={params.lockId} />;
}

export default definePage('pages/device/device_lock/index', DeviceLockPage);
