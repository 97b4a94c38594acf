// A fake `navigator.bluetooth` over the simulator: requestDevice with a scripted chooser, GATT objects,
// DOMException-style errors (plain Errors with a DOMException name), advertisements while watched.

import { fromBufferLike, toArrayBuffer } from '../bytes';
import { sameUuid } from '../transport';
import {
  type WebBleAdvertisement,
  type WebBleCharacteristic,
  type WebBleDevice,
  type WebBleGattServer,
  type WebBleRequestOptions,
  type WebBleService,
  type WebBluetoothApi,
} from '../transport.web';
import { SIM_PROFILE, type SimPeripheral, type SimRadio } from './simulator';

const domError = (name: string, message: string): Error => Object.assign(new Error(message), { name });

const CALL_MS = 1;

export interface FakeWebBluetoothOptions {
  /** getAvailability: false when the adapter is off. */
  readonly available?: boolean;
  /** requestDevice rejects with SecurityError (no user gesture / blocked by policy). */
  readonly denied?: boolean;
  /** The tenant's pick in the chooser; default: the first device in range. null: dismisses the chooser. */
  readonly choose?: (candidates: readonly SimPeripheral[]) => SimPeripheral | null;
  /** Whether the browser has watchAdvertisements (Chrome behind a flag). */
  readonly watchAdvertisements?: boolean;
}

type Listener = (event: never) => void;

class Events {
  private readonly map = new Map<string, Set<Listener>>();

  add(type: string, listener: Listener): void {
    const set = this.map.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.map.set(type, set);
  }

  remove(type: string, listener: Listener): void {
    this.map.get(type)?.delete(listener);
  }

  emit(type: string, event: unknown): void {
    for (const listener of [...(this.map.get(type) ?? [])]) (listener as (e: unknown) => void)(event);
  }
}

class FakeCharacteristic implements WebBleCharacteristic {
  value: DataView | undefined;
  readonly events = new Events();

  constructor(
    readonly uuid: string,
    private readonly server: FakeGattServer,
  ) {}

  startNotifications(): Promise<unknown> {
    return this.server.later(() => {
      const failure = this.server.peripheral.subscribe();
      if (failure) throw domError('NetworkError', 'GATT Server is disconnected.');
      return this;
    });
  }

  writeValue(value: ArrayBuffer): Promise<void> {
    if (!this.server.connected) return Promise.reject(domError('NetworkError', 'GATT Server is disconnected.'));
    if (value.byteLength > 512) return Promise.reject(domError('InvalidModificationError', 'Value is too long.'));
    this.server.maxWrite = Math.max(this.server.maxWrite, value.byteLength);
    return new Promise((resolve, reject) => {
      this.server.peripheral.write(fromBufferLike(value), (failure) =>
        failure ? reject(domError('NetworkError', 'GATT operation failed.')) : resolve(),
      );
    });
  }

  notify(value: Uint8Array): void {
    this.value = new DataView(toArrayBuffer(value));
    this.events.emit('characteristicvaluechanged', {});
  }

  addEventListener(type: 'characteristicvaluechanged', listener: () => void): void {
    this.events.add(type, listener);
  }

  removeEventListener(type: 'characteristicvaluechanged', listener: () => void): void {
    this.events.remove(type, listener);
  }
}

class FakeGattServer implements WebBleGattServer {
  connected = false;
  maxWrite = 0;
  readonly notifyCharacteristic: FakeCharacteristic;
  readonly writeCharacteristic: FakeCharacteristic;
  private abandon: (() => void) | undefined;

  constructor(
    readonly peripheral: SimPeripheral,
    private readonly device: FakeWebDevice,
    private readonly radio: SimRadio,
  ) {
    this.notifyCharacteristic = new FakeCharacteristic(SIM_PROFILE.notifyUuid, this);
    this.writeCharacteristic = new FakeCharacteristic(SIM_PROFILE.writeUuid, this);
  }

  later<T>(work: () => T): Promise<T> {
    return new Promise((resolve, reject) => {
      this.radio.clock.schedule(CALL_MS, () => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  connect(): Promise<unknown> {
    if (this.connected) return Promise.resolve(this);
    return new Promise((resolve, reject) => {
      this.abandon = this.peripheral.connect(
        {
          onNotify: (value) => this.notifyCharacteristic.notify(value),
          onDisconnected: () => {
            this.connected = false;
            this.device.events.emit('gattserverdisconnected', {});
          },
        },
        (failure) => {
          this.abandon = undefined;
          if (failure) {
            reject(domError('NetworkError', 'Connection failed for unknown reason.'));
            return;
          }
          this.connected = true;
          resolve(this);
        },
      );
    });
  }

  disconnect(): void {
    this.abandon?.();
    this.abandon = undefined;
    if (this.connected) this.peripheral.disconnect();
  }

  getPrimaryService(uuid: string): Promise<WebBleService> {
    return this.later(() => {
      if (!this.connected) throw domError('NetworkError', 'GATT Server is disconnected.');
      if (!sameUuid(uuid, SIM_PROFILE.serviceUuid)) throw domError('NotFoundError', 'No Services matching UUID found.');
      return {
        getCharacteristic: (c: string) =>
          this.later(() => {
            if (sameUuid(c, SIM_PROFILE.notifyUuid)) return this.notifyCharacteristic;
            if (sameUuid(c, SIM_PROFILE.writeUuid)) return this.writeCharacteristic;
            throw domError('NotFoundError', 'No Characteristics matching UUID found.');
          }),
      };
    });
  }
}

class FakeWebDevice implements WebBleDevice {
  readonly events = new Events();
  readonly gatt: FakeGattServer;
  watchAdvertisements?: (options?: { signal?: AbortSignal }) => Promise<void>;

  constructor(
    readonly id: string,
    readonly name: string,
    peripheral: SimPeripheral,
    radio: SimRadio,
    canWatch: boolean,
  ) {
    this.gatt = new FakeGattServer(peripheral, this, radio);
    if (canWatch) {
      this.watchAdvertisements = (options) => {
        const loop = (): void => {
          radio.clock.schedule(radio.latency.advertiseMs, () => {
            if (options?.signal?.aborted || !peripheral.inRange) return;
            const event: WebBleAdvertisement = {
              manufacturerData: new Map([[SIM_PROFILE.companyId, new DataView(toArrayBuffer(peripheral.manufacturerData.slice(2)))]]),
            };
            this.events.emit('advertisementreceived', event);
            loop();
          });
        };
        loop();
        return Promise.resolve();
      };
    }
  }

  addEventListener(type: string, listener: Listener): void {
    this.events.add(type, listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.events.remove(type, listener);
  }
}

export interface FakeWebBluetooth extends WebBluetoothApi {
  /** The device objects handed out, for assertions (listeners left behind, connections). */
  readonly devices: readonly FakeWebDevice[];
}

export const createFakeWebBluetooth = (radio: SimRadio, options: FakeWebBluetoothOptions = {}): FakeWebBluetooth => {
  const devices: FakeWebDevice[] = [];
  const byPeripheral = new Map<SimPeripheral, FakeWebDevice>();
  return {
    devices,
    getAvailability: () => Promise.resolve(options.available ?? true),
    requestDevice: (request: WebBleRequestOptions) =>
      new Promise<WebBleDevice>((resolve, reject) => {
        radio.clock.schedule(CALL_MS, () => {
          if (options.denied) {
            reject(domError('SecurityError', 'requestDevice() chooser was blocked.'));
            return;
          }
          const wanted = (p: SimPeripheral): boolean =>
            request.filters.some(
              (f) =>
                (f.services ?? []).some((s) => sameUuid(s, SIM_PROFILE.serviceUuid)) ||
                (f.manufacturerData ?? []).some((m) => m.companyIdentifier === SIM_PROFILE.companyId),
            ) && p.inRange;
          const candidates = radio.inRange().filter(wanted);
          const chosen = options.choose ? options.choose(candidates) : (candidates[0] ?? null);
          if (chosen === null) {
            reject(domError('NotFoundError', 'User cancelled the requestDevice() chooser.'));
            return;
          }
          let device = byPeripheral.get(chosen);
          if (device === undefined) {
            device = new FakeWebDevice(
              `web-${devices.length + 1}-${radio.random.int(1e9).toString(36)}`,
              chosen.name,
              chosen,
              radio,
              options.watchAdvertisements ?? true,
            );
            byPeripheral.set(chosen, device);
            devices.push(device);
          }
          resolve(device);
        });
      }),
  };
};
