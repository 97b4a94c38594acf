// WeChat: wx.* BLE calls (callback style, ArrayBuffer values) adapted to the shared mini-program core.

import { fromBufferLike, toArrayBuffer } from './bytes';
import { BleError, type BleErrorKind } from './errors';
import { type Clock } from './clock';
import { type BleTransportFactory, type BleTransportOptions } from './transport';
import { createMiniProgramTransport, type MiniBleApi } from './transport.mini';

export interface WxBleFail {
  readonly errCode?: number;
  readonly errno?: number;
  readonly errMsg?: string;
  /** Set by openBluetoothAdapter on iOS: 3 unauthorized, 4 powered off. */
  readonly state?: number;
}

interface WxCall<R> {
  success?: (result: R) => void;
  fail?: (error: WxBleFail) => void;
}

export interface WxFoundDevice {
  readonly deviceId: string;
  readonly name?: string;
  readonly localName?: string;
  readonly RSSI?: number;
  /** The manufacturer-specific data of the advertisement. */
  readonly advertisData?: ArrayBuffer;
}

interface WxTarget {
  readonly deviceId: string;
  readonly serviceId: string;
  readonly characteristicId: string;
}

/** The subset of `wx` this transport uses (names as in WeChat's documentation). */
export interface WxBleApi {
  openBluetoothAdapter(options: WxCall<unknown>): void;
  closeBluetoothAdapter(options: WxCall<unknown>): void;
  startBluetoothDevicesDiscovery(options: WxCall<unknown> & { allowDuplicatesKey?: boolean }): void;
  stopBluetoothDevicesDiscovery(options: WxCall<unknown>): void;
  onBluetoothDeviceFound(listener: (result: { devices: WxFoundDevice[] }) => void): void;
  offBluetoothDeviceFound?(listener: (result: { devices: WxFoundDevice[] }) => void): void;
  createBLEConnection(options: WxCall<unknown> & { deviceId: string }): void;
  closeBLEConnection(options: WxCall<unknown> & { deviceId: string }): void;
  getBLEDeviceServices(options: WxCall<{ services: { uuid: string; isPrimary: boolean }[] }> & { deviceId: string }): void;
  getBLEDeviceCharacteristics(
    options: WxCall<{ characteristics: { uuid: string }[] }> & { deviceId: string; serviceId: string },
  ): void;
  notifyBLECharacteristicValueChange(options: WxCall<unknown> & WxTarget & { state: boolean }): void;
  writeBLECharacteristicValue(options: WxCall<unknown> & WxTarget & { value: ArrayBuffer }): void;
  onBLECharacteristicValueChange(listener: (result: WxTarget & { value: ArrayBuffer }) => void): void;
  offBLECharacteristicValueChange?(listener: (result: WxTarget & { value: ArrayBuffer }) => void): void;
  onBLEConnectionStateChange(listener: (result: { deviceId: string; connected: boolean }) => void): void;
  offBLEConnectionStateChange?(listener: (result: { deviceId: string; connected: boolean }) => void): void;
  setBLEMTU?(options: WxCall<{ mtu?: number }> & { deviceId: string; mtu: number }): void;
}

/** WeChat's BLE error codes (errCode) to our kinds. */
export const WX_ERROR_KINDS: Readonly<Record<number, BleErrorKind>> = {
  10000: 'bluetooth-off', // not init: the adapter could not be opened
  10001: 'bluetooth-off', // not available: bluetooth switched off
  10002: 'device-not-found',
  10003: 'connection-lost', // connection fail
  10004: 'unsupported-device', // no service
  10005: 'unsupported-device', // no characteristic
  10006: 'connection-lost', // no connection
  10007: 'unsupported-device', // property not support
  10008: 'unknown', // system error
  10009: 'unknown', // Android < 4.3: no BLE at all
  10012: 'timeout', // operate time out
  10013: 'unknown', // invalid data: a bug on our side, not the tenant's to fix
};

const WX_STATE_UNAUTHORIZED = 3;
const WX_ERRNO_AUTH_DENY = 103;

export const wxErrorToBleError = (error: WxBleFail | undefined): BleError => {
  const code = error?.errCode;
  const message = error?.errMsg ?? '';
  // Refused permission shows up as errno 103 "auth deny" (scope.bluetooth) or as state 3 on iOS.
  if (error?.errno === WX_ERRNO_AUTH_DENY || /auth den|permission/i.test(message) || error?.state === WX_STATE_UNAUTHORIZED) {
    return new BleError('permission-denied', { platformCode: code ?? error?.errno ?? 'auth deny' });
  }
  if (code === 10009) return new BleError('unknown', { platformCode: code, message: '手机系统版本过低，不支持蓝牙' });
  const kind = code === undefined ? 'unknown' : (WX_ERROR_KINDS[code] ?? 'unknown');
  return new BleError(kind, code === undefined ? {} : { platformCode: code });
};

const WX_ALREADY_CONNECTED = -1;

const adaptWx = (wx: WxBleApi): MiniBleApi => {
  const call = <R>(run: (callbacks: Required<WxCall<R>>) => void): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      run({ success: resolve, fail: (error) => reject(wxErrorToBleError(error)) });
    });
  const target = (deviceId: string, serviceId: string, characteristicId: string): WxTarget => ({
    deviceId,
    serviceId,
    characteristicId,
  });
  return {
    openAdapter: async () => {
      await call((cb) => wx.openBluetoothAdapter(cb));
    },
    closeAdapter: async () => {
      await call((cb) => wx.closeBluetoothAdapter(cb));
    },
    startDiscovery: async () => {
      await call((cb) => wx.startBluetoothDevicesDiscovery({ ...cb, allowDuplicatesKey: false }));
    },
    stopDiscovery: async () => {
      await call((cb) => wx.stopBluetoothDevicesDiscovery(cb));
    },
    onDeviceFound: (listener) => {
      const handler = ({ devices }: { devices: WxFoundDevice[] }): void =>
        listener(
          devices.map((d) => ({
            deviceId: d.deviceId,
            name: d.localName ?? d.name,
            data: d.advertisData ? [fromBufferLike(d.advertisData)] : [],
          })),
        );
      wx.onBluetoothDeviceFound(handler);
      return () => wx.offBluetoothDeviceFound?.(handler);
    },
    connect: async (deviceId) => {
      try {
        await call((cb) => wx.createBLEConnection({ ...cb, deviceId }));
      } catch (error) {
        if (error instanceof BleError && error.platformCode === WX_ALREADY_CONNECTED) return;
        throw error;
      }
    },
    disconnect: async (deviceId) => {
      await call((cb) => wx.closeBLEConnection({ ...cb, deviceId }));
    },
    serviceUuids: async (deviceId) =>
      (await call<{ services: { uuid: string }[] }>((cb) => wx.getBLEDeviceServices({ ...cb, deviceId }))).services.map(
        (s) => s.uuid,
      ),
    characteristicUuids: async (deviceId, serviceId) =>
      (
        await call<{ characteristics: { uuid: string }[] }>((cb) =>
          wx.getBLEDeviceCharacteristics({ ...cb, deviceId, serviceId }),
        )
      ).characteristics.map((c) => c.uuid),
    enableNotify: async (deviceId, serviceId, characteristicId) => {
      await call((cb) => wx.notifyBLECharacteristicValueChange({ ...cb, ...target(deviceId, serviceId, characteristicId), state: true }));
    },
    write: async (deviceId, serviceId, characteristicId, value) => {
      await call((cb) =>
        wx.writeBLECharacteristicValue({ ...cb, ...target(deviceId, serviceId, characteristicId), value: toArrayBuffer(value) }),
      );
    },
    onValue: (listener) => {
      const handler = (r: WxTarget & { value: ArrayBuffer }): void =>
        listener(r.deviceId, r.serviceId, r.characteristicId, fromBufferLike(r.value));
      wx.onBLECharacteristicValueChange(handler);
      return () => wx.offBLECharacteristicValueChange?.(handler);
    },
    onConnectionState: (listener) => {
      const handler = (r: { deviceId: string; connected: boolean }): void => listener(r.deviceId, r.connected);
      wx.onBLEConnectionStateChange(handler);
      return () => wx.offBLEConnectionStateChange?.(handler);
    },
    ...(wx.setBLEMTU
      ? {
          setMtu: async (deviceId: string, mtu: number) => {
            const result = await call<{ mtu?: number }>((cb) => wx.setBLEMTU?.({ ...cb, deviceId, mtu }));
            return result.mtu ?? mtu;
          },
        }
      : {}),
  };
};

/** `wx` comes from the WeChat shell (no global here, so tests pass a fake). */
export const createWechatBleTransport = ((wx: WxBleApi, clock: Clock, options?: BleTransportOptions) =>
  createMiniProgramTransport('wechat', adaptWx(wx), clock, options)) satisfies BleTransportFactory<WxBleApi>;
