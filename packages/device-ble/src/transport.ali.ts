// Alipay: my.* BLE calls. Same model as WeChat with other names (one table below), hex-string values and
// Alipay's own result shapes and error codes.

import { bytesToHex, hexToBytes, isHex } from './bytes';
import { BleError, type BleErrorKind } from './errors';
import { type Clock } from './clock';
import { type BleTransportFactory, type BleTransportOptions } from './transport';
import { createMiniProgramTransport, type MiniBleApi } from './transport.mini';
import { type WxBleApi } from './transport.wechat';

export interface MyBleFail {
  readonly error?: number;
  readonly errorMessage?: string;
}

interface MyCall<R> {
  success?: (result: R) => void;
  fail?: (error: MyBleFail) => void;
}

export interface MyFoundDevice {
  readonly deviceId: string;
  readonly name?: string;
  readonly localName?: string;
  readonly RSSI?: number;
  /** Hex strings on Alipay. */
  readonly advertisData?: string;
  readonly manufacturerData?: string;
}

interface MyTarget {
  readonly deviceId: string;
  readonly serviceId: string;
  readonly characteristicId: string;
}

type MyValueResult = MyTarget & { value: string };
type MyStateResult = { deviceId: string; connected: boolean };

/** The subset of `my` this transport uses (names as in Alipay's documentation). */
export interface MyBleApi {
  openBluetoothAdapter(options: MyCall<unknown>): void;
  closeBluetoothAdapter(options: MyCall<unknown>): void;
  startBluetoothDevicesDiscovery(options: MyCall<unknown> & { allowDuplicatesKey?: boolean }): void;
  stopBluetoothDevicesDiscovery(options: MyCall<unknown>): void;
  onBluetoothDeviceFound(listener: (result: { devices: MyFoundDevice[] }) => void): void;
  offBluetoothDeviceFound?(listener: (result: { devices: MyFoundDevice[] }) => void): void;
  connectBLEDevice(options: MyCall<unknown> & { deviceId: string }): void;
  disconnectBLEDevice(options: MyCall<unknown> & { deviceId: string }): void;
  getBLEDeviceServices(options: MyCall<{ services: { serviceId: string; isPrimary?: boolean }[] }> & { deviceId: string }): void;
  getBLEDeviceCharacteristics(
    options: MyCall<{ characteristics: { characteristicId: string }[] }> & { deviceId: string; serviceId: string },
  ): void;
  notifyBLECharacteristicValueChange(options: MyCall<unknown> & MyTarget & { state: boolean }): void;
  writeBLECharacteristicValue(options: MyCall<unknown> & MyTarget & { value: string }): void;
  onBLECharacteristicValueChange(listener: (result: MyValueResult) => void): void;
  offBLECharacteristicValueChange?(listener: (result: MyValueResult) => void): void;
  onBLEConnectionStateChanged(listener: (result: MyStateResult) => void): void;
  offBLEConnectionStateChanged?(listener: (result: MyStateResult) => void): void;
  setBLEMTU?(options: MyCall<{ mtu?: number }> & { deviceId: string; mtu: number }): void;
}

/**
 * The one table of name differences: WeChat's name (what the docs and our code think in) to Alipay's.
 * Typed on both sides, so a typo or a missing entry fails the type check.
 */
export const ALIPAY_BLE_NAMES = {
  openBluetoothAdapter: 'openBluetoothAdapter',
  closeBluetoothAdapter: 'closeBluetoothAdapter',
  startBluetoothDevicesDiscovery: 'startBluetoothDevicesDiscovery',
  stopBluetoothDevicesDiscovery: 'stopBluetoothDevicesDiscovery',
  onBluetoothDeviceFound: 'onBluetoothDeviceFound',
  offBluetoothDeviceFound: 'offBluetoothDeviceFound',
  createBLEConnection: 'connectBLEDevice',
  closeBLEConnection: 'disconnectBLEDevice',
  getBLEDeviceServices: 'getBLEDeviceServices',
  getBLEDeviceCharacteristics: 'getBLEDeviceCharacteristics',
  notifyBLECharacteristicValueChange: 'notifyBLECharacteristicValueChange',
  writeBLECharacteristicValue: 'writeBLECharacteristicValue',
  onBLECharacteristicValueChange: 'onBLECharacteristicValueChange',
  offBLECharacteristicValueChange: 'offBLECharacteristicValueChange',
  onBLEConnectionStateChange: 'onBLEConnectionStateChanged',
  offBLEConnectionStateChange: 'offBLEConnectionStateChanged',
  setBLEMTU: 'setBLEMTU',
} as const satisfies Record<keyof WxBleApi, keyof MyBleApi>;

const N = ALIPAY_BLE_NAMES;

/** Alipay's BLE error codes (`error`) to our kinds. */
export const ALIPAY_ERROR_KINDS: Readonly<Record<number, BleErrorKind>> = {
  12: 'bluetooth-off', // 蓝牙未打开
  13: 'connection-lost', // 与系统服务的链接暂时丢失
  14: 'permission-denied', // 未授权支付宝使用蓝牙功能
  15: 'unknown',
  10000: 'bluetooth-off', // 未初始化蓝牙适配器
  10001: 'bluetooth-off', // 当前蓝牙适配器不可用
  10002: 'device-not-found',
  10003: 'connection-lost', // 连接失败
  10004: 'unsupported-device', // 没有找到指定服务
  10005: 'unsupported-device', // 没有找到指定特征值
  10006: 'connection-lost', // 当前连接已断开
  10007: 'unsupported-device', // 当前特征值不支持此操作
  10008: 'unknown', // 其余所有系统上报的异常
  10009: 'unknown', // Android < 4.3
  10010: 'unsupported-device', // 没有找到指定描述符
  10011: 'unknown', // 10011-10014, 10016: bad arguments, a bug on our side
  10012: 'unknown',
  10013: 'unknown',
  10014: 'unknown',
  10015: 'timeout', // 操作超时
  10016: 'unknown',
  10017: 'transfer-error', // 写入特征值失败
  10018: 'transfer-error', // 读取特征值失败
};

export const alipayErrorToBleError = (error: MyBleFail | undefined): BleError => {
  const code = error?.error;
  if (code === 10009) return new BleError('unknown', { platformCode: code, message: '手机系统版本过低，不支持蓝牙' });
  const kind = code === undefined ? 'unknown' : (ALIPAY_ERROR_KINDS[code] ?? 'unknown');
  return new BleError(kind, code === undefined ? {} : { platformCode: code });
};

/** Hex from the platform; anything else counts as no data rather than crashing the listener. */
const hexData = (value: string | undefined): Uint8Array[] => (isHex(value) ? [hexToBytes(value)] : []);

const adaptMy = (my: MyBleApi): MiniBleApi => {
  const call = <R>(run: (callbacks: Required<MyCall<R>>) => void): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      run({ success: resolve, fail: (error) => reject(alipayErrorToBleError(error)) });
    });
  const target = (deviceId: string, serviceId: string, characteristicId: string): MyTarget => ({
    deviceId,
    serviceId,
    characteristicId,
  });
  const setMtu = my[N.setBLEMTU];
  return {
    openAdapter: async () => {
      await call((cb) => my[N.openBluetoothAdapter](cb));
    },
    closeAdapter: async () => {
      await call((cb) => my[N.closeBluetoothAdapter](cb));
    },
    startDiscovery: async () => {
      await call((cb) => my[N.startBluetoothDevicesDiscovery]({ ...cb, allowDuplicatesKey: false }));
    },
    stopDiscovery: async () => {
      await call((cb) => my[N.stopBluetoothDevicesDiscovery](cb));
    },
    onDeviceFound: (listener) => {
      const handler = ({ devices }: { devices: MyFoundDevice[] }): void =>
        listener(
          devices.map((d) => ({
            deviceId: d.deviceId,
            name: d.localName ?? d.name,
            data: [...hexData(d.manufacturerData), ...hexData(d.advertisData)],
          })),
        );
      my[N.onBluetoothDeviceFound](handler);
      return () => my[N.offBluetoothDeviceFound]?.(handler);
    },
    connect: async (deviceId) => {
      await call((cb) => my[N.createBLEConnection]({ ...cb, deviceId }));
    },
    disconnect: async (deviceId) => {
      await call((cb) => my[N.closeBLEConnection]({ ...cb, deviceId }));
    },
    serviceUuids: async (deviceId) =>
      (
        await call<{ services: { serviceId: string }[] }>((cb) => my[N.getBLEDeviceServices]({ ...cb, deviceId }))
      ).services.map((s) => s.serviceId),
    characteristicUuids: async (deviceId, serviceId) =>
      (
        await call<{ characteristics: { characteristicId: string }[] }>((cb) =>
          my[N.getBLEDeviceCharacteristics]({ ...cb, deviceId, serviceId }),
        )
      ).characteristics.map((c) => c.characteristicId),
    enableNotify: async (deviceId, serviceId, characteristicId) => {
      await call((cb) =>
        my[N.notifyBLECharacteristicValueChange]({ ...cb, ...target(deviceId, serviceId, characteristicId), state: true }),
      );
    },
    write: async (deviceId, serviceId, characteristicId, value) => {
      await call((cb) =>
        my[N.writeBLECharacteristicValue]({ ...cb, ...target(deviceId, serviceId, characteristicId), value: bytesToHex(value) }),
      );
    },
    onValue: (listener) => {
      const handler = (r: MyValueResult): void => {
        if (isHex(r.value)) listener(r.deviceId, r.serviceId, r.characteristicId, hexToBytes(r.value));
      };
      my[N.onBLECharacteristicValueChange](handler);
      return () => my[N.offBLECharacteristicValueChange]?.(handler);
    },
    onConnectionState: (listener) => {
      const handler = (r: MyStateResult): void => listener(r.deviceId, r.connected);
      my[N.onBLEConnectionStateChange](handler);
      return () => my[N.offBLEConnectionStateChange]?.(handler);
    },
    ...(setMtu
      ? {
          setMtu: async (deviceId: string, mtu: number) => {
            const result = await call<{ mtu?: number }>((cb) => setMtu.call(my, { ...cb, deviceId, mtu }));
            return result.mtu ?? mtu;
          },
        }
      : {}),
  };
};

/** `my` comes from the Alipay shell (no global here, so tests pass a fake). */
export const createAlipayBleTransport = ((my: MyBleApi, clock: Clock, options?: BleTransportOptions) =>
  createMiniProgramTransport('ali', adaptMy(my), clock, options)) satisfies BleTransportFactory<MyBleApi>;
