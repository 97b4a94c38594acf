// The phone's Bluetooth for the device flows. The interface lives here (inside bluetooth.web.ts, './bluetooth'
// would resolve to that file itself); bluetooth.ts is the plain fallback (Jest, tools).

import { type BleDeviceProfile, type BleTransport, createTimerClock } from '@aster/device-ble';

export interface BluetoothPort {
  /**
   * The transport for one flow, called first thing in the tenant's tap: on H5 it opens the browser's device chooser
   * at once (Chrome needs the tap's user gesture, which a server round trip would lose). Throws BleUnavailableError
   * where the browser has no Web Bluetooth.
   */
  open(profile: BleDeviceProfile): BleTransport;
}

/** device-ble's clock over the platform's timers (the same on the minis and in browsers). */
export const bleClock = createTimerClock({
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/**
 * The vendor's GATT profile of the locks and meters the operator installs (service FFF0, write FFF2, notify FFF1;
 * the MAC advertised under company id 0xFFFF), the same as device-ble's simulated devices.
 */
export const DEVICE_PROFILE: BleDeviceProfile = {
  serviceUuid: '0000fff0-0000-1000-8000-00805f9b34fb',
  writeUuid: '0000fff2-0000-1000-8000-00805f9b34fb',
  notifyUuid: '0000fff1-0000-1000-8000-00805f9b34fb',
  companyId: 0xffff,
};
