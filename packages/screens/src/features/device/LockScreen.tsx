import * as React from 'react';
import { useState } from 'react';
import { type LockDetail, LOCK_LOG_PAGE_SIZE, useCancelCollectDeviceMutation, useCollectDeviceMutation, useGetLockLogsQuery, DEVICE_TYPE } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { lockOpen, lockUploadLog } from '@aster/device-ble';
import { Text, View } from 'remax/one';
import { isBuiltPage } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { ListFooter } from '@screens/ui/ListFooter';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { SwitchCell } from '@screens/ui/SwitchCell';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { useLockCommandRoutes } from './lockCommands';
import { hasGateway, LOCK_MODEL_TEXT, lockFormUrl, lockPageUrl, LOW_BATTERY, shortTime } from './lockModels';
import { LockAccount } from './LockAccount';
import { lockRadio, TTLOCK_UNSUPPORTED_TEXT } from './lockRadio';
import { type LockGroup, LockPage } from './LockPage';
import { useDeviceFlow } from './useDeviceFlow';
import { useRemoteOpen } from './useRemoteOpen';
import { RemoteOpenStatus } from './RemoteOpenStatus';
import './device.css';

function LogPage({ lockId, pageNum, onTotal }: { lockId: string; pageNum: number; onTotal: (total: number) => void }) {
  const query = useGetLockLogsQuery({ id: lockId, pageNum });
  const total = query.data?.total;
  React.useEffect(() => {
    if (total !== undefined) onTotal(total);
  }, [total, onTotal]);
  return (
    <>
      {(query.data?.list ?? []).map((line) => (
        <View key={line.id} className="dv-log">
          <Text>{line.text}</Text>
          <Text className="dv-log-time">{shortTime(line.time)}</Text>
        </View>
      ))}
    </>
  );
}

/** 开门记录: the lock's log newest first, page by page; a Bluetooth lock's own records are fetched from it on request. */
function LockLog({ lock }: { lock: LockDetail }) {
  const radio = lockRadio(lock);
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const routes = useLockCommandRoutes();
  const upload = useDeviceFlow();
  const onTotal = React.useCallback((value: number) => setTotal(value), []);
  const fetchFromLock = () =>
    radio !== null &&
    upload.run({
      radio,
      server: deviceServerPort(routes),
      flow: (context) => lockUploadLog(context, { lockId: lock.id }),
      doneText: '已从门锁同步开门记录',
    });
  return (
    <Card title="开门记录">
      {radio !== null && (
        <Button kind="default" size="small" testId="lock-log-fetch" disabled={upload.busy} onTap={fetchFromLock}>
          从门锁同步记录
        </Button>
      )}
      <FlowStatus state={upload.state} testId="lock-log-status" />
      {Array.from({ length: pages }, (_, index) => (
        <LogPage key={index + 1} lockId={lock.id} pageNum={index + 1} onTotal={onTotal} />
      ))}
      {total === 0 ? (
        <Text className="dv-note">暂无开门记录</Text>
      ) : (
        <ListFooter hasMore={total !== null && pages * LOCK_LOG_PAGE_SIZE < total} loading={false} failed={false} onMore={() => setPages(pages + 1)} loadOn="tap" testId="lock-log-more" />
      )}
    </Card>
  );
}

function LockView({ lock }: { lock: LockDetail }) {
  const radio = lockRadio(lock);
  const routes = useLockCommandRoutes();
  const bluetoothOpen = useDeviceFlow();
  const remote = useRemoteOpen(lock.id);
  const [collect] = useCollectDeviceMutation();
  const [cancelCollect] = useCancelCollectDeviceMutation();
  const gateway = hasGateway(lock);
  const openByBluetooth = () =>
    radio !== null &&
    bluetoothOpen.run({
      radio,
      server: deviceServerPort(routes),
      flow: (context) => lockOpen(context, { lockId: lock.id }),
      doneText: '门已打开',
    });
  const go = (url: string) => void navigation.navigateTo(url);
  const params = { lockId: lock.id };
  const sharedWithMe = lock.lockAuthId === null;
  const state = !gateway ? '蓝牙门锁' : lock.online ? '网关在线' : '网关离线';

  return (
    <Page>
      <StatusHead status={`${lock.name} · ${state}`} note={`${lock.houseTitle} · ${lock.roomName}`} testId="lock-status" />
      <View className="ak-body ak-overlap">
        <Card title="开门">
          {lock.battery !== null && lock.battery <= LOW_BATTERY && (
            <Text className="dv-warning" data-testid="lock-low-battery">
              门锁电量仅剩{lock.battery}%，请尽快联系管家更换电池
            </Text>
          )}
          <View className="dv-actions">
            {gateway && (
              <Button testId="lock-remote-open" disabled={remote.state.phase === 'opening'} onTap={() => void remote.start()}>
                远程开门
              </Button>
            )}
            {radio !== null && (
              <Button kind={gateway ? 'default' : 'primary'} testId="lock-bluetooth-open" disabled={bluetoothOpen.busy} onTap={openByBluetooth}>
                蓝牙开门
              </Button>
            )}
          </View>
          <RemoteOpenStatus state={remote.state} />
          <FlowStatus state={bluetoothOpen.state} prefix="蓝牙开门：" testId="lock-bluetooth-status" />
          {radio !== null && <Text className="dv-note">蓝牙开门请站在门锁旁，并打开手机蓝牙。</Text>}
          {radio === null && lock.model === 'ttlock' && lock.lockIsBlue && (
            <Text className="dv-note" data-testid="lock-ttlock-unsupported">
              {TTLOCK_UNSUPPORTED_TEXT}
            </Text>
          )}
        </Card>
        <Card flush>
          <Cell title="临时密码" value="给访客或维修师傅" onTap={() => go(lockFormUrl(lock, 'tempPwd'))} testId="lock-temp-password" />
          {radio !== null && lock.lockAuthId !== null && <Cell title="修改开门密码" onTap={() => go(lockFormUrl(lock, 'editPwd'))} testId="lock-edit-password" />}
          {radio !== null && <Cell title="同步门锁时间" onTap={() => go(lockFormUrl(lock, 'syncTime'))} testId="lock-sync-time" />}
          <Cell title="开门方式 / 授权管理" value={sharedWithMe ? '家人分享给我' : '分享给家人'} onTap={() => go(pageLink('pages/device/auth_list/index', params))} testId="lock-auths" />
          {radio !== null && <Cell title="NFC开门" value="用手机NFC开门" onTap={() => go(pageLink('pages/device_nfc/index', params))} testId="lock-nfc" />}
          {radio !== null && <Cell title="NFC开门指引" onTap={() => go(pageLink('pages/device/device_lock_nfc_guide/index'))} testId="lock-nfc-guide" />}
          <SwitchCell
            title="收藏到设备首页"
            on={lock.collected}
            onChange={(on) => void (on ? collect : cancelCollect)({ id: lock.id, deviceType: DEVICE_TYPE.lock })}
            testId="lock-collect"
          />
        </Card>
        <Card title="门锁信息">
          <InfoRow label="型号" value={LOCK_MODEL_TEXT[lock.model]} />
          <InfoRow label="电量" value={lock.battery === null ? '未上报' : `${lock.battery}%`} />
        </Card>
        <LockAccount />
        <LockLog lock={lock} />
      </View>
    </Page>
  );
}

/** A lock opened in the other group's page: a TTLock's own pages are pages/ttdevice, the others' pages/device. */
function HandOver({ lock }: { lock: LockDetail }) {
  const url = lockPageUrl(lock);
  const built = isBuiltPage(url);
  React.useEffect(() => {
    if (built) void navigation.redirectTo(url);
  }, [built, url]);
  return <Page>{!built && <Text className="dv-note">该门锁暂不支持在本应用中操作，请联系管家</Text>}</Page>;
}

/**
 * A lock's page (device_lock, lock2, lock3 and the TTLock group's device_lock share it; what it offers follows the
 * lock's model and radio). `group` is the page's: a lock of the other group is handed to its own page.
 */
export function LockScreen({ lockId, group = 'device' }: { lockId: string | undefined; group?: LockGroup }) {
  return <LockPage lockId={lockId} group={group}>{(lock) => ((lock.model === 'ttlock') !== (group === 'ttdevice') ? <HandOver lock={lock} /> : <LockView lock={lock} />)}</LockPage>;
}
