import { DEVICE_TYPE, type DeviceSummary, type LockDetail, type LockModel, type MeterModel } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';

/** The models in the tenant's words: what the lock can do. */
export const LOCK_MODEL_TEXT: Readonly<Record<LockModel, string>> = {
  device_lock: '蓝牙网关门锁',
  lock2: '网关门锁',
  lock3: '蓝牙门锁',
  ttlock: '通通锁',
};

/** A lock on a gateway opens remotely; lock3 has none (it opens by Bluetooth beside the door). */
export const hasGateway = (lock: Pick<LockDetail, 'model'>): boolean => lock.model !== 'lock3';

/** Battery at or under this is a warning on the lock's page: the manager changes batteries. */
export const LOW_BATTERY = 20;

export function lockPageUrl(lock: { id: string; model: LockModel }): string {
  const params = { lockId: lock.id };
  switch (lock.model) {
    case 'device_lock':
      return pageLink('pages/device/device_lock/index', params);
    case 'lock2':
      return pageLink('pages/device/lock2/index', params);
    case 'lock3':
      return pageLink('pages/device/lock3/index', params);
    case 'ttlock':
      return pageLink('pages/ttdevice/device_lock/index', params);
  }
}

export type LockForm = 'tempPwd' | 'editPwd' | 'syncTime';

/** A lock's forms in its own group: the TTLock's under pages/ttdevice, the others' under pages/device/device_lock. */
export function lockFormUrl(lock: { id: string; model: LockModel }, form: LockForm): string {
  const params = { lockId: lock.id };
  if (lock.model === 'ttlock') {
    switch (form) {
      case 'tempPwd':
        return pageLink('pages/ttdevice/tempPwd/index', params);
      case 'editPwd':
        return pageLink('pages/ttdevice/editPwd/index', params);
      case 'syncTime':
        return pageLink('pages/ttdevice/syncTime/index', params);
    }
  }
  switch (form) {
    case 'tempPwd':
      return pageLink('pages/device/device_lock/tempPwd', params);
    case 'editPwd':
      return pageLink('pages/device/device_lock/editPwd', params);
    case 'syncTime':
      return pageLink('pages/device/device_lock/syncTime', params);
  }
}

/** A device's own page: locks by model; meters on the meters' pages by model. */
export function devicePageUrl(device: Pick<DeviceSummary, 'id' | 'model' | 'deviceType'>): string {
  if (device.deviceType === DEVICE_TYPE.lock) return lockPageUrl({ id: device.id, model: device.model as LockModel });
  const params = { meterId: device.id };
  switch (device.model as MeterModel) {
    case 'meter2':
      return pageLink('pages/device/meter2/index', params);
    case 'meter3':
      return pageLink('pages/device/meter3/index', params);
    case 'meter4':
      return pageLink('pages/device/meter4/index', params);
    default:
      return pageLink('pages/device/device_meter/index', params);
  }
}

/** "2026-11-22T00:30:00+08:00" as the tenant reads it: 2026-11-22 00:30. */
export const shortTime = (iso: string): string => iso.replace('T', ' ').slice(0, 16);

const METER_TEXT: Readonly<Record<number, string>> = { [DEVICE_TYPE.electricity]: '电表', [DEVICE_TYPE.coldWater]: '冷水表', [DEVICE_TYPE.hotWater]: '热水表' };

/** A device's facts as label and value: its kind, online state (a lock without gateway has none), battery, balance. */
export function deviceFactRows(device: DeviceSummary): [label: string, value: string][] {
  const kind = device.deviceType === DEVICE_TYPE.lock ? LOCK_MODEL_TEXT[device.model as keyof typeof LOCK_MODEL_TEXT] : (METER_TEXT[device.deviceType] ?? '设备');
  const rows: [string, string | null][] = [
    ['类型', kind],
    ['状态', device.model === 'lock3' ? null : device.online ? '在线' : '离线'],
    ['电量', device.battery === null ? null : `${device.battery <= LOW_BATTERY ? '低 ' : ''}${device.battery}%`],
    ['余额', device.balance === null ? null : `¥${device.balance}`],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** One line under a device's name on the device home: 蓝牙网关门锁 · 在线 · 电量86%. */
export function deviceFacts(device: DeviceSummary): string[] {
  return deviceFactRows(device).map(([label, value]) => (label === '类型' || label === '状态' ? value : `${label}${value}`));
}
