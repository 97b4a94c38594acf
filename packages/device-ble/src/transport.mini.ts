// The mini-program transports share one shape (callback APIs with a global value listener and a global
// connection listener). This core holds the behaviour once; transport.wechat.ts and transport.ali.ts adapt
// wx.* and my.* to `MiniBleApi` (names, value encodings, result shapes, error codes).

import { advertisementHasMac, parseMac, sameMac } from './bytes';
import { type Clock, withTimeout } from './clock';
import { BleError } from './errors';
import {
  type BleDeviceProfile,
  type BlePlatform,
  type BleTransportOptions,
  type BleTransport,
  type FindDeviceOptions,
  type FoundDevice,
  ListenerSet,
  sameUuid,
  type Unsubscribe,
  writeBytesForMtu,
} from './transport';

export interface MiniAdvertisement {
  readonly deviceId: string;
  readonly name: string | undefined;
  /** Manufacturer data and raw advertising bytes, whatever the platform exposes. */
  readonly data: readonly Uint8Array[];
}

/** A mini-program's BLE module, promise-based; every rejection is already a BleError. */
export interface MiniBleApi {
  openAdapter(): Promise<void>;
  closeAdapter(): Promise<void>;
  startDiscovery(): Promise<void>;
  stopDiscovery(): Promise<void>;
  onDeviceFound(listener: (devices: readonly MiniAdvertisement[]) => void): Unsubscribe;
  connect(deviceId: string): Promise<void>;
  disconnect(deviceId: string): Promise<void>;
  serviceUuids(deviceId: string): Promise<readonly string[]>;
  characteristicUuids(deviceId: string, serviceUuid: string): Promise<readonly string[]>;
  enableNotify(deviceId: string, serviceUuid: string, characteristicUuid: string): Promise<void>;
  write(deviceId: string, serviceUuid: string, characteristicUuid: string, value: Uint8Array): Promise<void>;
  onValue(listener: (deviceId: string, serviceUuid: string, characteristicUuid: string, value: Uint8Array) => void): Unsubscribe;
  onConnectionState(listener: (deviceId: string, connected: boolean) => void): Unsubscribe;
  /** Android only on both platforms; absent or failing means 20-byte writes. Resolves with the granted MTU. */
  setMtu?(deviceId: string, mtu: number): Promise<number>;
}

const ignore = (): void => undefined;

export const createMiniProgramTransport = (
  platform: BlePlatform,
  api: MiniBleApi,
  clock: Clock,
  options: BleTransportOptions = {},
): BleTransport => {
  const values = new ListenerSet<[string, string, string, Uint8Array]>();
  const states = new ListenerSet<[string, boolean]>();
  const writeBytes = new Map<string, number>();
  let platformListeners: Unsubscribe[] = [];

  // The platform listeners are global and survive pages: register them once, remove them on closeAdapter.
  const listenOnce = (): void => {
    if (platformListeners.length > 0) return;
    platformListeners = [
      api.onValue((deviceId, service, characteristic, value) => values.emit(deviceId, service, characteristic, value)),
      api.onConnectionState((deviceId, connected) => {
        if (!connected) writeBytes.delete(deviceId);
        states.emit(deviceId, connected);
      }),
    ];
  };

  const findDevice = ({ mac, timeoutMs }: FindDeviceOptions): Promise<FoundDevice> => {
    const macBytes = parseMac(mac);
    if (macBytes === null) return Promise.reject(new BleError('device-not-found'));
    return new Promise<FoundDevice>((resolve, reject) => {
      let done = false;
      let stopListening: Unsubscribe = ignore;
      const finish = (settle: () => void): void => {
        if (done) return;
        done = true;
        cancelTimer();
        stopListening();
        // The scan drains the battery and slows connecting: always stop it, whatever the outcome.
        api.stopDiscovery().then(settle, settle);
      };
      const cancelTimer = clock.schedule(timeoutMs, () => finish(() => reject(new BleError('device-not-found'))));
      stopListening = api.onDeviceFound((devices) => {
        const match = devices.find(
          (d) => sameMac(d.deviceId, mac) || d.data.some((bytes) => advertisementHasMac(bytes, macBytes)),
        );
        if (match) finish(() => resolve({ deviceId: match.deviceId, name: match.name }));
      });
      api.startDiscovery().catch((error: unknown) => finish(() => reject(error)));
    });
  };

  const connect = async (deviceId: string, { timeoutMs }: { readonly timeoutMs: number }): Promise<void> => {
    listenOnce();
    // A connect that completes after our timeout would hold the device: close it when we give up.
    await withTimeout(clock, timeoutMs, api.connect(deviceId), () => {
      api.disconnect(deviceId).catch(ignore);
    });
    writeBytes.set(deviceId, writeBytesForMtu(undefined));
    if (options.requestMtu !== undefined && api.setMtu) {
      try {
        writeBytes.set(deviceId, writeBytesForMtu(await api.setMtu(deviceId, options.requestMtu)));
      } catch {
        // MTU negotiation is an optimisation (Android only): 20-byte writes always work.
      }
    }
  };

  const discover = async (deviceId: string, profile: BleDeviceProfile): Promise<void> => {
    const services = await api.serviceUuids(deviceId);
    const service = services.find((s) => sameUuid(s, profile.serviceUuid));
    if (service === undefined) throw new BleError('unsupported-device');
    const characteristics = await api.characteristicUuids(deviceId, service);
    const has = (uuid: string): boolean => characteristics.some((c) => sameUuid(c, uuid));
    if (!has(profile.writeUuid) || !has(profile.notifyUuid)) throw new BleError('unsupported-device');
  };

  const subscribe = async (
    deviceId: string,
    profile: BleDeviceProfile,
    onValue: (value: Uint8Array) => void,
  ): Promise<Unsubscribe> => {
    listenOnce();
    const remove = values.add((id, service, characteristic, value) => {
      if (id === deviceId && sameUuid(service, profile.serviceUuid) && sameUuid(characteristic, profile.notifyUuid)) {
        onValue(value);
      }
    });
    try {
      await api.enableNotify(deviceId, profile.serviceUuid, profile.notifyUuid);
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  };

  const maxWriteBytes = (deviceId: string): number => writeBytes.get(deviceId) ?? writeBytesForMtu(undefined);

  const write = async (deviceId: string, profile: BleDeviceProfile, value: Uint8Array): Promise<void> => {
    if (value.length > maxWriteBytes(deviceId)) throw new RangeError('write larger than the negotiated size');
    await api.write(deviceId, profile.serviceUuid, profile.writeUuid, value);
  };

  const disconnect = async (deviceId: string): Promise<void> => {
    writeBytes.delete(deviceId);
    // Already disconnected (10006) or never connected is the state we want: nothing to report.
    await api.disconnect(deviceId).catch(ignore);
  };

  const closeAdapter = async (): Promise<void> => {
    for (const remove of platformListeners) remove();
    platformListeners = [];
    values.clear();
    states.clear();
    writeBytes.clear();
    await api.closeAdapter().catch(ignore);
  };

  return {
    platform,
    openAdapter: () => api.openAdapter(),
    findDevice,
    connect,
    discover,
    subscribe,
    write,
    maxWriteBytes,
    onConnectionStateChange: (listener) => {
      listenOnce();
      return states.add(listener);
    },
    disconnect,
    closeAdapter,
  } satisfies BleTransport;
};
