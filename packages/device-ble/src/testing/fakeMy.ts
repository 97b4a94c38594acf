// A fake `my` (the BLE part) over the simulator: Alipay's names, hex-string values and error codes.

import { bytesToHex, hexToBytes, isHex } from '../bytes';
import { type MyBleApi, type MyBleFail } from '../transport.ali';
import { type HostFailure, SimCentral, type SimCentralOptions } from './simCentral';
import { type SimRadio } from './simulator';

const MY_FAILURES: Readonly<Record<HostFailure, MyBleFail>> = {
  'not-init': { error: 10000, errorMessage: '未初始化蓝牙适配器' },
  off: { error: 12, errorMessage: '蓝牙未打开' },
  denied: { error: 14, errorMessage: '未授权支付宝使用蓝牙功能' },
  'no-device': { error: 10002, errorMessage: '没有找到指定设备' },
  refused: { error: 10003, errorMessage: '连接失败' },
  'not-connected': { error: 10006, errorMessage: '当前连接已断开' },
  'no-service': { error: 10004, errorMessage: '没有找到指定服务' },
  'no-characteristic': { error: 10005, errorMessage: '没有找到指定特征值' },
  'too-long': { error: 10017, errorMessage: '写入特征值失败' },
};

export interface FakeMy extends MyBleApi {
  readonly central: SimCentral;
}

type Callbacks<R> = { success?: (r: R) => void; fail?: (e: MyBleFail) => void };

const answer =
  <R>(cb: Callbacks<R>) =>
  (failure: HostFailure | null, result?: R): void => {
    if (failure) cb.fail?.(MY_FAILURES[failure]);
    else cb.success?.(result as R);
  };

export const createFakeMy = (radio: SimRadio, options: SimCentralOptions = {}): FakeMy => {
  const central = new SimCentral(radio, options);
  const found = new Map<unknown, () => void>();
  const values = new Map<unknown, () => void>();
  const states = new Map<unknown, () => void>();
  return {
    central,
    openBluetoothAdapter: (o) => central.openAdapter(answer(o)),
    closeBluetoothAdapter: (o) => central.closeAdapter(answer(o)),
    startBluetoothDevicesDiscovery: (o) => central.startDiscovery(answer(o)),
    stopBluetoothDevicesDiscovery: (o) => central.stopDiscovery(answer(o)),
    onBluetoothDeviceFound: (listener) => {
      found.set(
        listener,
        central.found.add((ads) =>
          listener({
            devices: ads.map((a) => ({
              deviceId: a.deviceId,
              name: a.name,
              RSSI: -60,
              manufacturerData: bytesToHex(a.manufacturerData),
              // The raw advertising structure: length, type 0xFF (manufacturer specific), data.
              advertisData: bytesToHex(Uint8Array.from([a.manufacturerData.length + 1, 0xff, ...a.manufacturerData])),
            })),
          }),
        ),
      );
    },
    offBluetoothDeviceFound: (listener) => found.get(listener)?.(),
    connectBLEDevice: (o) => central.connect(o.deviceId, answer(o)),
    disconnectBLEDevice: (o) => central.disconnect(o.deviceId, answer(o)),
    getBLEDeviceServices: (o) =>
      central.services(o.deviceId, (f, r) => answer(o)(f, r && { services: r.map((serviceId) => ({ serviceId, isPrimary: true })) })),
    getBLEDeviceCharacteristics: (o) =>
      central.characteristics(o.deviceId, o.serviceId, (f, r) =>
        answer(o)(f, r && { characteristics: r.map((characteristicId) => ({ characteristicId })) }),
      ),
    notifyBLECharacteristicValueChange: (o) => central.enableNotify(o.deviceId, o.serviceId, o.characteristicId, answer(o)),
    writeBLECharacteristicValue: (o) => {
      if (!isHex(o.value)) {
        o.fail?.({ error: 10014, errorMessage: '发送的数据为空或格式错误' });
        return;
      }
      central.write(o.deviceId, o.serviceId, o.characteristicId, hexToBytes(o.value), answer(o));
    },
    onBLECharacteristicValueChange: (listener) => {
      values.set(
        listener,
        central.values.add((deviceId, serviceId, characteristicId, value) =>
          listener({ deviceId, serviceId, characteristicId, value: bytesToHex(value) }),
        ),
      );
    },
    offBLECharacteristicValueChange: (listener) => values.get(listener)?.(),
    onBLEConnectionStateChanged: (listener) => {
      states.set(listener, central.states.add((deviceId, connected) => listener({ deviceId, connected })));
    },
    offBLEConnectionStateChanged: (listener) => states.get(listener)?.(),
    setBLEMTU: (o) => central.setMtu(o.deviceId, o.mtu, (f, mtu) => answer(o)(f, mtu === undefined ? undefined : { mtu })),
  };
};
