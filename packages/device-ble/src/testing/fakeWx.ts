// A fake `wx` (the BLE part) over the simulator: WeChat's names, ArrayBuffer values and errCodes.

import { fromBufferLike, toArrayBuffer } from '../bytes';
import { type WxBleApi, type WxBleFail } from '../transport.wechat';
import { type HostFailure, SimCentral, type SimCentralOptions } from './simCentral';
import { type SimRadio } from './simulator';

const WX_FAILURES: Readonly<Record<HostFailure, WxBleFail>> = {
  'not-init': { errCode: 10000, errMsg: 'fail:not init' },
  off: { errCode: 10001, errMsg: 'fail:not available', state: 4 },
  denied: { errno: 103, errMsg: 'openBluetoothAdapter:fail auth deny' },
  'no-device': { errCode: 10002, errMsg: 'fail:no device' },
  refused: { errCode: 10003, errMsg: 'fail:connection fail' },
  'not-connected': { errCode: 10006, errMsg: 'fail:no connection' },
  'no-service': { errCode: 10004, errMsg: 'fail:no service' },
  'no-characteristic': { errCode: 10005, errMsg: 'fail:no characteristic' },
  'too-long': { errCode: 10008, errMsg: 'fail:system error, data too long' },
};

export interface FakeWx extends WxBleApi {
  readonly central: SimCentral;
}

type Callbacks<R> = { success?: (r: R) => void; fail?: (e: WxBleFail) => void };

const answer =
  <R>(cb: Callbacks<R>) =>
  (failure: HostFailure | null, result?: R): void => {
    if (failure) cb.fail?.(WX_FAILURES[failure]);
    else cb.success?.(result as R);
  };

export const createFakeWx = (radio: SimRadio, options: SimCentralOptions = {}): FakeWx => {
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
            devices: ads.map((a) => ({ deviceId: a.deviceId, name: a.name, RSSI: -60, advertisData: toArrayBuffer(a.manufacturerData) })),
          }),
        ),
      );
    },
    offBluetoothDeviceFound: (listener) => found.get(listener)?.(),
    createBLEConnection: (o) => central.connect(o.deviceId, answer(o)),
    closeBLEConnection: (o) => central.disconnect(o.deviceId, answer(o)),
    getBLEDeviceServices: (o) =>
      central.services(o.deviceId, (f, r) => answer(o)(f, r && { services: r.map((uuid) => ({ uuid, isPrimary: true })) })),
    getBLEDeviceCharacteristics: (o) =>
      central.characteristics(o.deviceId, o.serviceId, (f, r) => answer(o)(f, r && { characteristics: r.map((uuid) => ({ uuid })) })),
    notifyBLECharacteristicValueChange: (o) => central.enableNotify(o.deviceId, o.serviceId, o.characteristicId, answer(o)),
    writeBLECharacteristicValue: (o) => {
      if (!(o.value instanceof ArrayBuffer)) {
        o.fail?.({ errCode: 10013, errMsg: 'fail:invalid data' });
        return;
      }
      central.write(o.deviceId, o.serviceId, o.characteristicId, fromBufferLike(o.value), answer(o));
    },
    onBLECharacteristicValueChange: (listener) => {
      values.set(
        listener,
        central.values.add((deviceId, serviceId, characteristicId, value) =>
          listener({ deviceId, serviceId, characteristicId, value: toArrayBuffer(value) }),
        ),
      );
    },
    offBLECharacteristicValueChange: (listener) => values.get(listener)?.(),
    onBLEConnectionStateChange: (listener) => {
      states.set(listener, central.states.add((deviceId, connected) => listener({ deviceId, connected })));
    },
    offBLEConnectionStateChange: (listener) => states.get(listener)?.(),
    setBLEMTU: (o) => central.setMtu(o.deviceId, o.mtu, (f, mtu) => answer(o)(f, mtu === undefined ? undefined : { mtu })),
  };
};
