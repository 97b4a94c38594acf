// The vendor adapter of a lock's radio: where its Bluetooth is (MAC) and which GATT service it speaks. The operator's
// own locks use DEVICE_PROFILE at their lockMac; a TTLock is described by the server's ttlockData (its own MAC and
// service), and only locks of the vendor's protocol generation 3 and later take relayed commands. The flows
// (open, password, time, log, NFC) are the same for every vendor: the server builds the commands.

import { type LockDetail } from '@aster/core-api';
import { parseTtlockData, TTLOCK_MIN_PROTOCOL } from '@aster/core-domain';
import { type BleDeviceProfile } from '@aster/device-ble';
import { DEVICE_PROFILE } from './bluetoothTypes';

export interface DeviceRadio {
  readonly mac: string;
  readonly profile: BleDeviceProfile;
}

/** What the tenant reads where a TTLock's data is missing or too old for the app. */
export const TTLOCK_UNSUPPORTED_TEXT = '该通通锁暂不支持在本应用中蓝牙操作，请使用远程开门或联系管家';

/** The lock's radio, or null when the app cannot speak to it over Bluetooth. */
export function lockRadio(lock: Pick<LockDetail, 'model' | 'lockMac' | 'lockIsBlue' | 'ttlockData'>): DeviceRadio | null {
  if (!lock.lockIsBlue) return null;
  if (lock.model !== 'ttlock') return { mac: lock.lockMac, profile: DEVICE_PROFILE };
  const data = parseTtlockData(lock.ttlockData);
  if (data === null || data.protocolVersion < TTLOCK_MIN_PROTOCOL) return null;
  return {
    mac: data.lockMac,
    profile: { serviceUuid: data.serviceUuid, writeUuid: data.writeUuid, notifyUuid: data.notifyUuid, companyId: data.companyId },
  };
}
