import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { LockShareAcceptScreen } from '@screens/features/device/LockShareAccept';

/** 接受门锁分享: the page a family member's share link opens (lock/auth/accept with shareId and shortLink). */
function LockAuthAcceptPage({ params }: PageProps<'pages/device/lock_auth_accept/index'>) {
  return <LockShareAcceptScreen shareId={params.shareId} shortLink={params.shortLink} />;
}

export default definePage('pages/device/lock_auth_accept/index', LockAuthAcceptPage);
