import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { LockAuthsScreen } from '@screens/features/device/LockAuths';

/** 开门授权 (auth-list): who may open the lock and how; sharing it with a family member; revoking a share. */
function AuthListPage({ params }: PageProps<'pages/device/auth_list/index'>) {
  return <LockAuthsScreen lockId={params.lockId} />;
}

export default definePage('pages/device/auth_list/index', AuthListPage);
