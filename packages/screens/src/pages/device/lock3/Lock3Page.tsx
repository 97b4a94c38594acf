import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { LockScreen } from '@screens/features/device/LockScreen';

/** 智能门锁, model lock3: a Bluetooth lock without gateway: opened, set and read beside the door. */
function Lock3Page({ params }: PageProps<'pages/device/lock3/index'>) {
  return <LockScreen lockId={params.lockId} />;
}

export default definePage('pages/device/lock3/index', Lock3Page);
