import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { LockScreen } from '@screens/features/device/LockScreen';

/** 智能门锁, model lock2: a gateway lock without Bluetooth (the flat's entrance): remote open and temporary passwords. */
function Lock2Page({ params }: PageProps<'pages/device/lock2/index'>) {
  return <LockScreen lockId={params.lockId} />;
}

export default definePage('pages/device/lock2/index', Lock2Page);
