// The phone side of the simulation, shared by the fake wx and my objects: adapter, scan, links and GATT,
// in neutral terms. fakeWx.ts and fakeMy.ts only translate names, value encodings and error codes.

import { bytesToHex } from '../bytes';
import { ListenerSet, sameUuid } from '../transport';
import { SIM_PROFILE, type SimPeripheral, type SimRadio } from './simulator';

export type HostFailure =
  | 'not-init'
  | 'off'
  | 'denied'
  | 'no-device'
  | 'refused'
  | 'not-connected'
  | 'no-service'
  | 'no-characteristic'
  | 'too-long';

export interface SimAdvertisement {
  readonly deviceId: string;
  readonly name: string;
  readonly manufacturerData: Uint8Array;
}

export interface SimCentralOptions {
  /** Android mini-programs use the MAC as device id; iOS an opaque UUID. */
  readonly os?: 'android' | 'ios';
  readonly bluetoothOn?: boolean;
  readonly permission?: boolean;
  /** When set, setBLEMTU grants at most this MTU. */
  readonly maxMtu?: number;
  /** Upper-case UUIDs in discovery results, as iOS reports them. */
  readonly upperCaseUuids?: boolean;
}

type Done<T> = (failure: HostFailure | null, result?: T) => void;

const CALL_MS = 1;

export class SimCentral {
  readonly radio: SimRadio;
  readonly options: SimCentralOptions;
  adapterOpen = false;
  discovering = false;
  readonly found = new ListenerSet<[SimAdvertisement[]]>();
  readonly values = new ListenerSet<[string, string, string, Uint8Array]>();
  readonly states = new ListenerSet<[string, boolean]>();
  /** Largest single write seen, to check chunking. */
  maxWrite = 0;
  private readonly ids = new Map<SimPeripheral, string>();
  private readonly links = new Map<string, { cancel: () => void; connected: boolean }>();
  private mtu = new Map<string, number>();

  constructor(radio: SimRadio, options: SimCentralOptions = {}) {
    this.radio = radio;
    this.options = options;
  }

  deviceIdOf(p: SimPeripheral): string {
    let id = this.ids.get(p);
    if (id === undefined) {
      id =
        this.options.os === 'ios'
          ? `${bytesToHex(this.radio.random.bytes(4))}-${bytesToHex(this.radio.random.bytes(2))}-4000-8000-${bytesToHex(this.radio.random.bytes(6))}`.toUpperCase()
          : p.mac;
      this.ids.set(p, id);
    }
    return id;
  }

  private peripheral(deviceId: string): SimPeripheral | undefined {
    for (const [p, id] of this.ids) if (id === deviceId) return p;
    return undefined;
  }

  private later<T>(done: Done<T>, work: () => HostFailure | { ok: T }): void {
    this.radio.clock.schedule(CALL_MS, () => {
      const result = work();
      if (typeof result === 'string') done(result);
      else done(null, result.ok);
    });
  }

  private ready(): HostFailure | null {
    return this.adapterOpen ? null : 'not-init';
  }

  openAdapter(done: Done<void>): void {
    this.later(done, () => {
      if (this.options.permission === false) return 'denied';
      if (this.options.bluetoothOn === false) return 'off';
      this.adapterOpen = true;
      return { ok: undefined };
    });
  }

  closeAdapter(done: Done<void>): void {
    this.later(done, () => {
      this.adapterOpen = false;
      this.discovering = false;
      for (const deviceId of [...this.links.keys()]) this.drop(deviceId);
      return { ok: undefined };
    });
  }

  startDiscovery(done: Done<void>): void {
    this.later(done, () => {
      const failure = this.ready();
      if (failure) return failure;
      if (!this.discovering) {
        this.discovering = true;
        this.advertiseLoop();
      }
      return { ok: undefined };
    });
  }

  private advertiseLoop(): void {
    this.radio.clock.schedule(this.radio.latency.advertiseMs, () => {
      if (!this.discovering) return;
      this.found.emit(
        this.radio.inRange().map((p) => ({ deviceId: this.deviceIdOf(p), name: p.name, manufacturerData: p.manufacturerData })),
      );
      this.advertiseLoop();
    });
  }

  stopDiscovery(done: Done<void>): void {
    this.later(done, () => {
      this.discovering = false;
      return { ok: undefined };
    });
  }

  connect(deviceId: string, done: Done<void>): void {
    const failure = this.ready();
    const p = this.peripheral(deviceId);
    if (failure || p === undefined) {
      this.later(done, () => failure ?? 'no-device');
      return;
    }
    if (this.links.get(deviceId)?.connected) {
      this.later(done, () => ({ ok: undefined }));
      return;
    }
    const cancel = p.connect(
      {
        onNotify: (value) => this.values.emit(deviceId, SIM_PROFILE.serviceUuid, SIM_PROFILE.notifyUuid, value),
        onDisconnected: () => {
          const link = this.links.get(deviceId);
          this.links.delete(deviceId);
          this.mtu.delete(deviceId);
          if (link?.connected) this.states.emit(deviceId, false);
        },
      },
      (result) => {
        if (result !== null) {
          this.links.delete(deviceId);
          done(result);
          return;
        }
        this.links.set(deviceId, { cancel, connected: true });
        this.states.emit(deviceId, true);
        done(null);
      },
    );
    this.links.set(deviceId, { cancel, connected: false });
  }

  private drop(deviceId: string): void {
    const link = this.links.get(deviceId);
    if (link === undefined) return;
    if (!link.connected) {
      // Closing while connecting abandons the attempt: no connection is left behind.
      link.cancel();
      this.links.delete(deviceId);
      return;
    }
    this.peripheral(deviceId)?.disconnect();
  }

  disconnect(deviceId: string, done: Done<void>): void {
    this.later(done, () => {
      if (!this.links.has(deviceId)) return 'not-connected';
      this.drop(deviceId);
      return { ok: undefined };
    });
  }

  private connected(deviceId: string): SimPeripheral | HostFailure {
    const failure = this.ready();
    if (failure) return failure;
    const p = this.peripheral(deviceId);
    if (p === undefined || !this.links.get(deviceId)?.connected || !p.connected) return 'not-connected';
    return p;
  }

  private uuid(u: string): string {
    return this.options.upperCaseUuids ? u.toUpperCase() : u;
  }

  services(deviceId: string, done: Done<string[]>): void {
    this.later(done, () => {
      const p = this.connected(deviceId);
      return typeof p === 'string' ? p : { ok: [this.uuid('00001800-0000-1000-8000-00805f9b34fb'), this.uuid(SIM_PROFILE.serviceUuid)] };
    });
  }

  characteristics(deviceId: string, serviceId: string, done: Done<string[]>): void {
    this.later(done, () => {
      const p = this.connected(deviceId);
      if (typeof p === 'string') return p;
      if (!sameUuid(serviceId, SIM_PROFILE.serviceUuid)) return 'no-service';
      return { ok: [this.uuid(SIM_PROFILE.writeUuid), this.uuid(SIM_PROFILE.notifyUuid)] };
    });
  }

  enableNotify(deviceId: string, serviceId: string, characteristicId: string, done: Done<void>): void {
    this.later(done, () => {
      const p = this.connected(deviceId);
      if (typeof p === 'string') return p;
      if (!sameUuid(serviceId, SIM_PROFILE.serviceUuid)) return 'no-service';
      if (!sameUuid(characteristicId, SIM_PROFILE.notifyUuid)) return 'no-characteristic';
      return p.subscribe() ?? { ok: undefined };
    });
  }

  write(deviceId: string, serviceId: string, characteristicId: string, value: Uint8Array, done: Done<void>): void {
    const p = this.connected(deviceId);
    let failure: HostFailure | null = typeof p === 'string' ? p : null;
    if (!failure && !sameUuid(serviceId, SIM_PROFILE.serviceUuid)) failure = 'no-service';
    if (!failure && !sameUuid(characteristicId, SIM_PROFILE.writeUuid)) failure = 'no-characteristic';
    if (!failure && value.length > (this.mtu.get(deviceId) ?? 23) - 3) failure = 'too-long';
    if (failure || typeof p === 'string') {
      const f = failure ?? 'not-connected';
      this.later(done, () => f);
      return;
    }
    this.maxWrite = Math.max(this.maxWrite, value.length);
    p.write(value, (result) => done(result));
  }

  setMtu(deviceId: string, mtu: number, done: Done<number>): void {
    this.later(done, () => {
      const p = this.connected(deviceId);
      if (typeof p === 'string') return p;
      const granted = Math.min(mtu, this.options.maxMtu ?? 23);
      this.mtu.set(deviceId, granted);
      return { ok: granted };
    });
  }
}
