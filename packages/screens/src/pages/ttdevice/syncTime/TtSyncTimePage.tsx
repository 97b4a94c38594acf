import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { SyncTimeScreen } from '@screens/features/device/LockForms';

/** 同步时间 of a TTLock, through the TTLock adapter. */
function TtSyncTimePage({ params }: PageProps<'pages/ttdevice/syncTime/index'>) {
  return <SyncTimeScreen lockId={params.lockId} group="ttdevice" />;
}

export default definePage('pages/ttdevice/syncTime/index', TtSyncTimePage);
