import { BleUnavailableError, createWebBleTransport, type WebBluetoothApi } from '@aster/device-ble';
import { type BluetoothPort, bleClock } from './bluetoothTypes';

/**
 * Web Bluetooth (Chrome and Edge). The chooser is opened here, inside the tap, and the transport later receives
 * the device the tenant picked instead of asking again after the server's command came back.
 */
export const bluetooth = {
  open: (profile) => {
    const api = (globalThis.navigator as (Navigator & { bluetooth?: WebBluetoothApi }) | undefined)?.bluetooth;
    if (api === undefined) throw new BleUnavailableError();
    const picked = api.requestDevice({
      filters: [{ manufacturerData: [{ companyIdentifier: profile.companyId }] }, { services: [profile.serviceUuid] }],
      optionalServices: [profile.serviceUuid],
      optionalManufacturerData: [profile.companyId],
    });
    // A dismissed chooser is reported by the flow when it asks for the device; until then it is not an error.
    picked.catch(() => undefined);
    return createWebBleTransport({ getAvailability: () => api.getAvailability(), requestDevice: () => picked }, bleClock);
  },
} satisfies BluetoothPort;
