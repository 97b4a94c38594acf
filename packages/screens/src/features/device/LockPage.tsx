import * as React from 'react';
import { type LockDetail, useGetLockDetailQuery, useGetLocksQuery } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Text } from 'remax/one';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { lockRadio, TTLOCK_UNSUPPORTED_TEXT, type DeviceRadio } from './lockRadio';
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

/**
 * A lock page that works over the lock's Bluetooth: the lock with its radio (the vendor adapter), or why this lock
 * cannot (`unsupported`: the page's own words; a TTLock of an older protocol says so in the vendor's terms).
 */
export function LockRadioPage<L extends LockDetail = LockDetail>({
  lockId,
  unsupported,
  usable = (_lock): _lock is L => true,
  children,
}: {
  lockId: string | undefined;
  unsupported: string;
  /** What else the page needs of the lock (修改密码: the tenant's own password on it). */
  usable?: (lock: LockDetail) => lock is L;
  children: (lock: L, radio: DeviceRadio) => React.ReactElement;
}) {
  return (
    <LockPage lockId={lockId}>
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
