// H5: Web Bluetooth (Chrome on Android and desktop). Where it is missing, every call fails with
// BleUnavailableError, whose message tells the tenant to use the WeChat or Alipay mini-program.

import { advertisementHasMac, fromBufferLike, parseMac, toArrayBuffer } from './bytes';
import { type Clock, withTimeout } from './clock';
import { BleError, type BleErrorKind, BleUnavailableError } from './errors';
import {
  type BleDeviceProfile,
  type BleTransport,
  type BleTransportFactory,
  DEFAULT_WRITE_BYTES,
  type FindDeviceOptions,
  type FoundDevice,
  ListenerSet,
  type Unsubscribe,
} from './transport';

// The subset of the Web Bluetooth API used here; `navigator.bluetooth` (type Bluetooth) is assignable to it
// (checked in transport.web.test.ts), and the fake in testing/ implements only this.
export interface WebBleCharacteristic {
  readonly uuid: string;
  readonly value?: DataView | undefined;
  startNotifications(): Promise<unknown>;
  writeValue(value: ArrayBuffer): Promise<void>;
  addEventListener(type: 'characteristicvaluechanged', listener: () => void): void;
  removeEventListener(type: 'characteristicvaluechanged', listener: () => void): void;
}

export interface WebBleService {
  getCharacteristic(uuid: string): Promise<WebBleCharacteristic>;
}

export interface WebBleGattServer {
  readonly connected: boolean;
  connect(): Promise<unknown>;
  disconnect(): void;
  getPrimaryService(uuid: string): Promise<WebBleService>;
}

export interface WebBleAdvertisement {
  readonly manufacturerData: ReadonlyMap<number, DataView>;
}

export interface WebBleDevice {
  readonly id: string;
  readonly name?: string | undefined;
  readonly gatt?: WebBleGattServer | undefined;
  /** Chrome behind a flag: without it the MAC cannot be checked and the tenant's choice is trusted. */
  watchAdvertisements?(options?: { signal?: AbortSignal }): Promise<void>;
  addEventListener(type: 'advertisementreceived', listener: (event: WebBleAdvertisement) => void): void;
  addEventListener(type: 'gattserverdisconnected', listener: () => void): void;
  removeEventListener(type: 'advertisementreceived', listener: (event: WebBleAdvertisement) => void): void;
  removeEventListener(type: 'gattserverdisconnected', listener: () => void): void;
}

export interface WebBleRequestOptions {
  filters: { services?: string[]; manufacturerData?: { companyIdentifier: number }[] }[];
  optionalServices?: string[];
  optionalManufacturerData?: number[];
}

export interface WebBluetoothApi {
  getAvailability(): Promise<boolean>;
  requestDevice(options: WebBleRequestOptions): Promise<WebBleDevice>;
}

/** DOMException names to our kinds. */
export const WEB_ERROR_KINDS: Readonly<Record<string, BleErrorKind>> = {
  NotFoundError: 'device-not-found', // chooser dismissed or no device matched
  NotAllowedError: 'permission-denied',
  SecurityError: 'permission-denied',
  NetworkError: 'connection-lost', // GATT server disconnected or connection failed
  InvalidStateError: 'connection-lost', // GATT operation on a disconnected device
  NotSupportedError: 'unsupported-device',
  TimeoutError: 'timeout',
  AbortError: 'unknown',
};

export const webErrorToBleError = (error: unknown): BleError => {
  if (error instanceof BleError) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
  const kind = name === undefined ? 'unknown' : (WEB_ERROR_KINDS[name] ?? 'unknown');
  return new BleError(kind, name === undefined ? {} : { platformCode: name });
};

const mapped = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw webErrorToBleError(error);
  }
};

interface Link {
  readonly device: WebBleDevice;
  write?: WebBleCharacteristic;
  notify?: WebBleCharacteristic;
  readonly onDisconnected: () => void;
}

const createWebTransport = (bluetooth: WebBluetoothApi | undefined, clock: Clock): BleTransport => {
  const links = new Map<string, Link>();
  const states = new ListenerSet<[string, boolean]>();

  const api = (): WebBluetoothApi => {
    if (bluetooth === undefined) throw new BleUnavailableError();
    return bluetooth;
  };

  const link = (deviceId: string): Link => {
    const found = links.get(deviceId);
    if (found === undefined) throw new BleError('connection-lost');
    return found;
  };

  const gatt = (deviceId: string): WebBleGattServer => {
    const server = link(deviceId).device.gatt;
    if (server === undefined) throw new BleError('unsupported-device');
    return server;
  };

  const remember = (device: WebBleDevice): void => {
    if (links.has(device.id)) return;
    const onDisconnected = (): void => states.emit(device.id, false);
    device.addEventListener('gattserverdisconnected', onDisconnected);
    links.set(device.id, { device, onDisconnected });
  };

  /** Resolves when an advertisement of `device` carries the MAC; rejects device-not-found after `timeoutMs`. */
  const confirmMac = (device: WebBleDevice, mac: Uint8Array, timeoutMs: number): Promise<void> => {
    const watch = device.watchAdvertisements;
    if (watch === undefined) return Promise.resolve();
    const abort = new AbortController();
    return new Promise<void>((resolve, reject) => {
      let done = false;
      const finish = (settle: () => void): void => {
        if (done) return;
        done = true;
        cancel();
        device.removeEventListener('advertisementreceived', onAdvertisement);
        abort.abort();
        settle();
      };
      const onAdvertisement = (event: WebBleAdvertisement): void => {
        for (const data of event.manufacturerData.values()) {
          if (advertisementHasMac(fromBufferLike(data), mac)) finish(resolve);
        }
      };
      const cancel = clock.schedule(timeoutMs, () => finish(() => reject(new BleError('device-not-found'))));
      device.addEventListener('advertisementreceived', onAdvertisement);
      watch.call(device, { signal: abort.signal }).catch((error: unknown) => finish(() => reject(webErrorToBleError(error))));
    });
  };

  const findDevice = async ({ mac, timeoutMs, profile }: FindDeviceOptions): Promise<FoundDevice> => {
    const macBytes = parseMac(mac);
    if (macBytes === null) throw new BleError('device-not-found');
    // The browser shows its own chooser (the tenant picks); the MAC is then checked from advertisements.
    const device = await mapped(() =>
      api().requestDevice({
        filters: [{ manufacturerData: [{ companyIdentifier: profile.companyId }] }, { services: [profile.serviceUuid] }],
        optionalServices: [profile.serviceUuid],
        optionalManufacturerData: [profile.companyId],
      }),
    );
    await confirmMac(device, macBytes, timeoutMs);
    remember(device);
    return { deviceId: device.id, name: device.name };
  };

  const connect = async (deviceId: string, { timeoutMs }: { readonly timeoutMs: number }): Promise<void> => {
    const server = gatt(deviceId);
    await mapped(() => withTimeout(clock, timeoutMs, server.connect(), () => server.disconnect()));
    states.emit(deviceId, true);
  };

  const discover = async (deviceId: string, profile: BleDeviceProfile): Promise<void> => {
    const current = link(deviceId);
    try {
      const service = await gatt(deviceId).getPrimaryService(profile.serviceUuid);
      current.write = await service.getCharacteristic(profile.writeUuid);
      current.notify = await service.getCharacteristic(profile.notifyUuid);
    } catch (error) {
      const mappedError = webErrorToBleError(error);
      // Here NotFoundError means a missing service or characteristic: not the device we expect.
      throw mappedError.kind === 'device-not-found' ? new BleError('unsupported-device', { platformCode: 'NotFoundError' }) : mappedError;
    }
  };

  const subscribe = async (deviceId: string, _profile: BleDeviceProfile, onValue: (value: Uint8Array) => void): Promise<Unsubscribe> => {
    const characteristic = link(deviceId).notify;
    if (characteristic === undefined) throw new BleError('unsupported-device');
    const handler = (): void => {
      if (characteristic.value !== undefined) onValue(fromBufferLike(characteristic.value));
    };
    characteristic.addEventListener('characteristicvaluechanged', handler);
    try {
      await mapped(() => characteristic.startNotifications());
    } catch (error) {
      characteristic.removeEventListener('characteristicvaluechanged', handler);
      throw error;
    }
    return () => characteristic.removeEventListener('characteristicvaluechanged', handler);
  };

  const write = async (deviceId: string, _profile: BleDeviceProfile, value: Uint8Array): Promise<void> => {
    if (value.length > DEFAULT_WRITE_BYTES) throw new RangeError('write larger than the negotiated size');
    const characteristic = link(deviceId).write;
    if (characteristic === undefined) throw new BleError('unsupported-device');
    await mapped(() => characteristic.writeValue(toArrayBuffer(value)));
  };

  const disconnect = async (deviceId: string): Promise<void> => {
    const server = links.get(deviceId)?.device.gatt;
    if (server?.connected) server.disconnect();
  };

  const closeAdapter = async (): Promise<void> => {
    for (const { device, onDisconnected } of links.values()) {
      device.removeEventListener('gattserverdisconnected', onDisconnected);
      if (device.gatt?.connected) device.gatt.disconnect();
    }
    links.clear();
    states.clear();
  };

  return {
    platform: 'web',
    openAdapter: async () => {
      if (!(await mapped(() => api().getAvailability()))) throw new BleError('bluetooth-off');
    },
    findDevice,
    connect,
    discover,
    subscribe,
    write,
    // Web Bluetooth has no MTU call; 20 bytes always fit.
    maxWriteBytes: () => DEFAULT_WRITE_BYTES,
    onConnectionStateChange: (listener) => states.add(listener),
    disconnect,
    closeAdapter,
  } satisfies BleTransport;
};

/** Pass `navigator.bluetooth` (undefined where the browser has none: calls then fail with BleUnavailableError). */
export const createWebBleTransport = ((bluetooth, clock) => createWebTransport(bluetooth, clock)) satisfies BleTransportFactory<
  WebBluetoothApi | undefined
>;
