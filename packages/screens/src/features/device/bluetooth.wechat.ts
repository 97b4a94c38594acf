import { createWechatBleTransport, type WxBleApi } from '@aster/device-ble';
import { type BluetoothPort, bleClock } from './bluetoothTypes';

declare const wx: WxBleApi;

/** WeChat's Bluetooth; Android grants larger writes after setBLEMTU. */
export const bluetooth = {
  open: () => createWechatBleTransport(wx, bleClock, { requestMtu: 185 }),
} satisfies BluetoothPort;
