import { createAlipayBleTransport, type MyBleApi } from '@aster/device-ble';
import { type BluetoothPort, bleClock } from './bluetoothTypes';

declare const my: MyBleApi;

/** Alipay's Bluetooth (its own names for connect and the state events are mapped by device-ble). */
export const bluetooth = {
  open: () => createAlipayBleTransport(my, bleClock),
} satisfies BluetoothPort;
