import * as React from 'react';
import { type LockDetail, useGetLockDetailQuery, useGetLockDetailV2Query, useGetLocksQuery } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Text } from 'remax/one';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { lockRadio, TTLOCK_UNSUPPORTED_TEXT, type DeviceRadio } from './lockRadio';
import './device.css';

/** The lock pages' two groups: pages/device (the operator's locks) and pages/ttdevice (TTLocks). */
export type LockGroup = 'device' | 'ttdevice';

/**
 * The lock a lock page is about: the one in its link, or (the /device_lock short route) the tenant's first lock
 * with Bluetooth and gateway. A tenant without a lived-in lease has none: said so, with the way to the device home.
 * The TTLock group's pages read the lock's v2 detail (smart-device/v2/lock/detail: the one that carries ttlockData,
 * what their vendor adapter needs); the others read lock/detail.
 */
export function LockPage({ lockId, group = 'device', children }: { lockId: string | undefined; group?: LockGroup; children: (lock: LockDetail) => React.ReactElement }) {
  const v2 = group === 'ttdevice';
  const v1Detail = useGetLockDetailQuery({ lockId: lockId ?? '' }, { skip: lockId === undefined || v2, refetchOnMountOrArgChange: true });
  const v2Detail = useGetLockDetailV2Query({ lockId: lockId ?? '' }, { skip: lockId === undefined || !v2, refetchOnMountOrArgChange: true });
  const detail = v2 ? v2Detail : v1Detail;
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

/**
 * A lock page that works over the lock's Bluetooth: the lock with its radio (the vendor adapter), or why this lock
 * cannot (`unsupported`: the page's own words; a TTLock of an older protocol says so in the vendor's terms).
 */
export function LockRadioPage<L extends LockDetail = LockDetail>({
  lockId,
  group = 'device',
  unsupported,
  usable = (_lock): _lock is L => true,
  children,
}: {
  lockId: string | undefined;
  group?: LockGroup;
  unsupported: string;
  /** What else the page needs of the lock (修改密码: the tenant's own password on it). */
  usable?: (lock: LockDetail) => lock is L;
  children: (lock: L, radio: DeviceRadio) => React.ReactElement;
}) {
  return (
    <LockPage lockId={lockId} group={group}>
      {(lock) => {
        const radio = lockRadio(lock);
        return radio !== null && usable(lock) ? (
          children(lock, radio)
        ) : (
          <Page>
            <Text className="dv-note">{lock.model === 'ttlock' && lock.lockIsBlue ? TTLOCK_UNSUPPORTED_TEXT : unsupported}</Text>
          </Page>
        );
      }}
    </LockPage>
  );
}
