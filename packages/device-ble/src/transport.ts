// The radio as the queue sees it: one interface, one implementation per platform (transport.wechat.ts,
// transport.ali.ts, transport.web.ts), each taking the platform's API object as a parameter.

import { type Clock } from './clock';

export type BlePlatform = 'wechat' | 'ali' | 'web';

/** Where a device listens and speaks. The vendor's UUIDs come from the app; the simulator has its own. */
export interface BleDeviceProfile {
  readonly serviceUuid: string;
  readonly writeUuid: string;
  readonly notifyUuid: string;
  /** Bluetooth SIG company id under which the device puts its MAC in manufacturer data (Web Bluetooth needs it). */
  readonly companyId: number;
}

export interface FoundDevice {
  /** The platform's id: the MAC on Android mini-programs, an opaque UUID on iOS and in browsers. */
  readonly deviceId: string;
  readonly name: string | undefined;
}

export interface FindDeviceOptions {
  /** The lock's or meter's MAC (lockMac), matched against the advertisement, not the device id. */
  readonly mac: string;
  readonly timeoutMs: number;
  readonly profile: BleDeviceProfile;
}

export type Unsubscribe = () => void;

export interface BleTransport {
  readonly platform: BlePlatform;
  /** Switches the platform's bluetooth module on; fails with bluetooth-off / permission-denied / unavailable. */
  openAdapter(): Promise<void>;
  /** Scans until an advertisement carries the MAC; stops scanning itself after `timeoutMs` (device-not-found). */
  findDevice(options: FindDeviceOptions): Promise<FoundDevice>;
  /** Connects within `timeoutMs` (the platforms' own connect calls may wait forever), then negotiates the MTU. */
  connect(deviceId: string, options: { readonly timeoutMs: number }): Promise<void>;
  /** Checks the service and both characteristics exist (unsupported-device otherwise). */
  discover(deviceId: string, profile: BleDeviceProfile): Promise<void>;
  /** Turns notifications on; every notified value goes to `onValue` until the returned function is called. */
  subscribe(deviceId: string, profile: BleDeviceProfile, onValue: (value: Uint8Array) => void): Promise<Unsubscribe>;
  /** One write of at most `maxWriteBytes` bytes; the caller never has two in flight. */
  write(deviceId: string, profile: BleDeviceProfile, value: Uint8Array): Promise<void>;
  /** 20 by default, larger once an MTU was negotiated (MTU minus the 3-byte ATT header). */
  maxWriteBytes(deviceId: string): number;
  onConnectionStateChange(listener: (deviceId: string, connected: boolean) => void): Unsubscribe;
  disconnect(deviceId: string): Promise<void>;
  /** Releases the bluetooth module and every platform listener this transport registered. */
  closeAdapter(): Promise<void>;
}

export interface BleTransportOptions {
  /** MTU to ask for after connecting (Android mini-programs); writes then carry MTU - 3 bytes. */
  readonly requestMtu?: number;
}

/** How each platform file builds its transport: the platform API object comes in, nothing is global. */
export type BleTransportFactory<Api> = (api: Api, clock: Clock, options?: BleTransportOptions) => BleTransport;

export const DEFAULT_WRITE_BYTES = 20;
const ATT_HEADER_BYTES = 3;

export const writeBytesForMtu = (mtu: number | undefined): number =>
  mtu !== undefined && Number.isFinite(mtu) && mtu - ATT_HEADER_BYTES > DEFAULT_WRITE_BYTES
    ? Math.floor(mtu) - ATT_HEADER_BYTES
    : DEFAULT_WRITE_BYTES;

const BASE_UUID_TAIL = '-0000-1000-8000-00805f9b34fb';

/** "FFF0", "0000fff0" and the full lower-case form compare equal (iOS reports upper case, Android lower). */
export const normalizeUuid = (uuid: string): string => {
  const u = uuid.trim().toLowerCase();
  if (/^[0-9a-f]{4}$/.test(u)) return `0000${u}${BASE_UUID_TAIL}`;
  if (/^[0-9a-f]{8}$/.test(u)) return `${u}${BASE_UUID_TAIL}`;
  return u;
};

export const sameUuid = (a: string, b: string): boolean => normalizeUuid(a) === normalizeUuid(b);

/** A set of listeners with a safe dispatch: one throwing listener does not starve the others. */
export class ListenerSet<A extends unknown[]> {
  private readonly listeners = new Set<(...args: A) => void>();

  add(listener: (...args: A) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(...args: A): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(...args);
      } catch {
        // A listener's bug must not break the radio loop; the listener owns its errors.
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
