import * as React from 'react';
import { type LockDetail, useGetLockDetailQuery, useGetLocksQuery } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import './device.css';

/**
 * The lock a lock page is about: the one in its link, or (the /device_lock short route) the tenant's first lock
 * with Bluetooth and gateway. A tenant without a lived-in lease has none: said so, with the way to the device home.
 */
export function LockPage({ lockId, children }: { lockId: string | undefined; children: (lock: LockDetail) => React.ReactElement }) {
  const detail = useGetLockDetailQuery({ lockId: lockId ?? '' }, { skip: lockId === undefined, refetchOnMountOrArgChange: true });
  const list = useGetLocksQuery(undefined, { skip: lockId !== undefined, refetchOnMountOrArgChange: true });
  const query = lockId === undefined ? list : detail;
  const lock = lockId === undefined ? (list.data?.find((one) => one.model === 'device_lock') ?? list.data?.[0]) : detail.data;
  if (lock !== undefined) return children(lock);
  if (lockId === undefined && list.data !== undefined) {
    return (
      <Page>
        <StateView status="empty" text="暂无可用的门锁，入住后即可在这里开门" />
        <Button kind="default" testId="lock-none-home" onTap={() => void navigation.redirectTo(pageLink('pages/device/device_index/index'))}>
          查看我的设备
        </Button>
      </Page>
    );
  }
  return <QueryStatePage query={query} failedText="门锁信息加载失败" />;
}
