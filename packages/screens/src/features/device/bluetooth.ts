import { type BleTransport, BleUnavailableError } from '@aster/device-ble';
import { type BluetoothPort } from './bluetoothTypes';

// The plain fallback (Jest, tools): no radio unless a test puts a simulated one in range.
let inRange: (() => BleTransport) | null = null;

/** Screen tests: the transport the next flows get (device-ble's fakes over its simulator), or none. */
export function setSimulatedBluetooth(transport: (() => BleTransport) | null): void {
  inRange = transport;
}

export const bluetooth: BluetoothPort = {
  open: () => {
    if (inRange === null) throw new BleUnavailableError();
    return inRange();
  },
};
