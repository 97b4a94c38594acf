// The simulated air and devices: an in-memory lock and meter that advertise their MAC in manufacturer data,
// expose one service with a write and a notify characteristic, answer in 20-byte notifications, and misbehave
// on demand (scripted one-shot faults) or at random (seeded rates).

import { bytesToHex, chunkBytes, formatMac, parseMac } from '../bytes';
import { type Clock } from '../clock';
import { crc8, ENVELOPE_MAGIC, ENVELOPE_OVERHEAD, encodeFrame, FRAME_STATUS, MAX_PAYLOAD } from '../envelope';
import { type BleDeviceProfile } from '../transport';
import { Prng } from './prng';
import { ANSWER_FLAG, ByteReader, ByteWriter, deviceTag, SIGNATURE_BYTES, SIM_OP, SIM_RESULT, simSignature } from './simProtocol';

/** The simulated devices' GATT layout; 0xFFFF is the company id the Bluetooth SIG reserves for testing. */
export const SIM_PROFILE: BleDeviceProfile = {
  serviceUuid: '0000fff0-0000-1000-8000-00805f9b34fb',
  writeUuid: '0000fff2-0000-1000-8000-00805f9b34fb',
  notifyUuid: '0000fff1-0000-1000-8000-00805f9b34fb',
  companyId: 0xffff,
};

export const FAULT_KINDS = [
  'drop-chunk',
  'duplicate-notification',
  'reorder',
  'delay-past-timeout',
  'disconnect-mid-write',
  'refuse-connection',
  'garbage',
  'die-after-recharge',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultRates = Partial<Record<FaultKind, number>>;

export interface SimLatency {
  readonly connectMs: number;
  readonly writeMs: number;
  readonly processMs: number;
  readonly notifyMs: number;
  readonly advertiseMs: number;
  /** Added to an answer by the delay-past-timeout fault. */
  readonly lateMs: number;
}

export const DEFAULT_SIM_LATENCY: SimLatency = {
  connectMs: 40,
  writeMs: 2,
  processMs: 10,
  notifyMs: 2,
  advertiseMs: 50,
  lateMs: 60_000,
};

export interface SimRadioOptions {
  readonly seed?: number;
  readonly latency?: Partial<SimLatency>;
  readonly faultRates?: FaultRates;
}

/** What a central (a fake wx/my/navigator.bluetooth) hears on a link. */
export interface SimLinkListener {
  onNotify(value: Uint8Array): void;
  onDisconnected(): void;
}

export type SimFailure = 'refused' | 'not-connected';

export interface SimStats {
  connectionsOpened: number;
  connectionsClosed: number;
  /** Writes that arrived while another write was still in flight (the queue must keep this at 0). */
  overlappingWrites: number;
  writes: number;
  notifications: number;
  faults: Record<FaultKind, number>;
}

interface Link {
  readonly listener: SimLinkListener;
  subscribed: boolean;
  rx: Uint8Array;
}

export class SimRadio {
  readonly clock: Clock;
  readonly random: Prng;
  readonly latency: SimLatency;
  faultRates: FaultRates;
  readonly stats: SimStats;
  private readonly peripherals: SimPeripheral[] = [];
  private readonly scripted = new Map<FaultKind, number>();

  constructor(clock: Clock, options: SimRadioOptions = {}) {
    this.clock = clock;
    this.random = new Prng(options.seed ?? 1);
    this.latency = { ...DEFAULT_SIM_LATENCY, ...options.latency };
    this.faultRates = { ...options.faultRates };
    this.stats = {
      connectionsOpened: 0,
      connectionsClosed: 0,
      overlappingWrites: 0,
      writes: 0,
      notifications: 0,
      faults: Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>,
    };
  }

  addLock(mac: string, name = 'SIM-LOCK'): SimLock {
    const lock = new SimLock(this, mac, name);
    this.peripherals.push(lock);
    return lock;
  }

  addMeter(mac: string, name = 'SIM-METER', balanceFen = 0): SimMeter {
    const meter = new SimMeter(this, mac, name, balanceFen);
    this.peripherals.push(meter);
    return meter;
  }

  inRange(): SimPeripheral[] {
    return this.peripherals.filter((p) => p.inRange);
  }

  /** The next `count` opportunities for `kind` misbehave, whatever the random rates say. */
  injectFault(kind: FaultKind, count = 1): void {
    this.scripted.set(kind, (this.scripted.get(kind) ?? 0) + count);
  }

  /** Decides (and counts) whether a fault strikes now. */
  fault(kind: FaultKind): boolean {
    const left = this.scripted.get(kind) ?? 0;
    const strike = left > 0 || this.random.chance(this.faultRates[kind] ?? 0);
    if (left > 0) this.scripted.set(kind, left - 1);
    if (strike) this.stats.faults[kind] += 1;
    return strike;
  }

  get openConnections(): number {
    return this.stats.connectionsOpened - this.stats.connectionsClosed;
  }
}

export abstract class SimPeripheral {
  readonly mac: string;
  readonly macBytes: Uint8Array;
  readonly name: string;
  readonly tag: number;
  inRange = true;
  /** Answers "busy" (frame status 1) to the next n commands, without acting on them. */
  busyFor = 0;
  protected readonly radio: SimRadio;
  private link: Link | undefined;
  private writeInFlight = false;

  constructor(radio: SimRadio, mac: string, name: string) {
    const bytes = parseMac(mac);
    if (bytes === null) throw new TypeError(`not a MAC: ${mac}`);
    this.radio = radio;
    this.macBytes = bytes;
    this.mac = formatMac(bytes);
    this.name = name;
    this.tag = deviceTag(bytes);
  }

  /** Manufacturer data as advertised: company id (little-endian) then the MAC. */
  get manufacturerData(): Uint8Array {
    const { companyId } = SIM_PROFILE;
    return Uint8Array.from([companyId & 0xff, companyId >> 8, ...this.macBytes]);
  }

  get connected(): boolean {
    return this.link !== undefined;
  }

  /** Starts a connection; `done` gets null or a failure. The returned function abandons a pending attempt. */
  connect(listener: SimLinkListener, done: (failure: SimFailure | null) => void): () => void {
    let pending = true;
    const cancel = this.radio.clock.schedule(this.radio.latency.connectMs, () => {
      pending = false;
      if (!this.inRange || this.link !== undefined || this.radio.fault('refuse-connection')) {
        done('refused');
        return;
      }
      this.link = { listener, subscribed: false, rx: new Uint8Array(0) };
      this.radio.stats.connectionsOpened += 1;
      done(null);
    });
    return () => {
      if (pending) cancel();
      pending = false;
    };
  }

  subscribe(): SimFailure | null {
    if (this.link === undefined) return 'not-connected';
    this.link.subscribed = true;
    return null;
  }

  /** Ends the link (either side); the central hears onDisconnected. */
  disconnect(): void {
    const link = this.link;
    if (link === undefined) return;
    this.link = undefined;
    this.radio.stats.connectionsClosed += 1;
    link.listener.onDisconnected();
  }

  write(value: Uint8Array, done: (failure: SimFailure | null) => void): void {
    const link = this.link;
    if (link === undefined) {
      done('not-connected');
      return;
    }
    this.radio.stats.writes += 1;
    if (this.writeInFlight) this.radio.stats.overlappingWrites += 1;
    this.writeInFlight = true;
    this.radio.clock.schedule(this.radio.latency.writeMs, () => {
      this.writeInFlight = false;
      if (this.link !== link) {
        done('not-connected');
        return;
      }
      const joined = new Uint8Array(link.rx.length + value.length);
      joined.set(link.rx);
      joined.set(value, link.rx.length);
      link.rx = joined;
      const complete = this.frameComplete(joined);
      if (!complete && this.radio.fault('disconnect-mid-write')) {
        this.disconnect();
        done('not-connected');
        return;
      }
      done(null);
      if (complete) this.receive(link);
    });
  }

  private frameComplete(rx: Uint8Array): boolean {
    const start = rx.indexOf(ENVELOPE_MAGIC);
    if (start < 0 || rx.length - start < 5) return false;
    const length = ((rx[start + 3] ?? 0) << 8) | (rx[start + 4] ?? 0);
    return length > MAX_PAYLOAD || rx.length - start >= length + ENVELOPE_OVERHEAD;
  }

  private receive(link: Link): void {
    const rx = link.rx;
    link.rx = new Uint8Array(0);
    const start = rx.indexOf(ENVELOPE_MAGIC);
    const seq = rx[start + 1] ?? 0;
    const length = ((rx[start + 3] ?? 0) << 8) | (rx[start + 4] ?? 0);
    const frame = rx.subarray(start, start + length + ENVELOPE_OVERHEAD);
    if (length > MAX_PAYLOAD || crc8(frame, frame.length - 1) !== frame[frame.length - 1]) {
      this.answer(link, seq, FRAME_STATUS.damaged, new Uint8Array(0));
      return;
    }
    if (this.busyFor > 0) {
      this.busyFor -= 1;
      this.answer(link, seq, FRAME_STATUS.busy, new Uint8Array(0));
      return;
    }
    const payload = frame.slice(5, 5 + length);
    this.radio.clock.schedule(this.radio.latency.processMs, () => {
      if (this.link !== link) return;
      const reply = this.execute(payload);
      if (reply === 'die') {
        this.disconnect();
        return;
      }
      this.answer(link, seq, FRAME_STATUS.ok, reply);
    });
  }

  private answer(link: Link, seq: number, status: number, payload: Uint8Array): void {
    const { radio } = this;
    let chunks = chunkBytes(encodeFrame({ seq, status, payload }), 20);
    if (radio.fault('garbage')) {
      chunks = radio.random.chance(0.5)
        ? [radio.random.bytes(1 + radio.random.int(20))]
        : chunkBytes(encodeFrame({ seq, status, payload: radio.random.bytes(1 + radio.random.int(12)) }), 20);
    }
    if (radio.fault('drop-chunk')) chunks.splice(radio.random.int(chunks.length), 1);
    if (radio.fault('duplicate-notification')) {
      const i = radio.random.int(chunks.length);
      const chunk = chunks[i];
      if (chunk !== undefined) chunks.splice(i, 0, chunk);
    }
    if (chunks.length >= 2 && radio.fault('reorder')) {
      const i = radio.random.int(chunks.length - 1);
      const [a, b] = [chunks[i], chunks[i + 1]];
      if (a !== undefined && b !== undefined) chunks.splice(i, 2, b, a);
    }
    const late = radio.fault('delay-past-timeout') ? radio.latency.lateMs : 0;
    chunks.forEach((chunk, i) => {
      radio.clock.schedule(late + (i + 1) * radio.latency.notifyMs, () => {
        if (this.link !== link || !link.subscribed) return;
        radio.stats.notifications += 1;
        link.listener.onNotify(chunk);
      });
    });
  }

  /** The device firmware: a reply payload, or 'die' to drop the link without answering. */
  private execute(payload: Uint8Array): Uint8Array | 'die' {
    const body = payload.slice(0, Math.max(0, payload.length - SIGNATURE_BYTES));
    const signature = payload.slice(body.length);
    const reader = new ByteReader(body);
    let op = 0;
    try {
      op = reader.u8();
      if (bytesToHex(simSignature(body)) !== bytesToHex(signature)) throw new RangeError('signature');
      if (reader.u32() !== this.tag) return new ByteWriter().u8(op | ANSWER_FLAG).u8(SIM_RESULT.wrongDevice).done();
      const data = this.handle(op, reader);
      if (data === 'die') return data;
      if (data === null) return new ByteWriter().u8(op | ANSWER_FLAG).u8(SIM_RESULT.unknownOp).done();
      return new ByteWriter().u8(op | ANSWER_FLAG).u8(SIM_RESULT.ok).raw(data).done();
    } catch {
      return new ByteWriter().u8(op | ANSWER_FLAG).u8(SIM_RESULT.badArguments).done();
    }
  }

  protected abstract handle(op: number, args: ByteReader): Uint8Array | 'die' | null;
}

const LOG_PAGE = 4;

export class SimLock extends SimPeripheral {
  timeSeconds = 0;
  readonly passwords = new Map<number, string>();
  readonly nfcCards = new Set<number>();
  /** Unlock records, oldest first (unix seconds). */
  logs: number[] = [];
  /** How often the door was opened over Bluetooth. */
  opened = 0;

  protected handle(op: number, args: ByteReader): Uint8Array | null {
    switch (op) {
      case SIM_OP.setTime:
        this.timeSeconds = args.u32();
        return new ByteWriter().u32(this.timeSeconds).done();
      case SIM_OP.uploadLog: {
        const page = args.u16();
        const entries = this.logs.slice(page * LOG_PAGE, (page + 1) * LOG_PAGE);
        const more = (page + 1) * LOG_PAGE < this.logs.length ? 1 : 0;
        const out = new ByteWriter().u16(page).u8(more).u8(entries.length);
        for (const e of entries) out.u32(e);
        return out.done();
      }
      case SIM_OP.updatePassword: {
        const authId = args.u16();
        const password = String.fromCharCode(...args.raw(6));
        if (!/^\d{6}$/.test(password)) throw new RangeError('password');
        this.passwords.set(authId, password);
        return new ByteWriter().u16(authId).done();
      }
      case SIM_OP.open: {
        const at = args.u32();
        this.logs.push(at);
        this.opened += 1;
        return new ByteWriter().u32(at).done();
      }
      case SIM_OP.nfc: {
        const card = args.u32();
        this.nfcCards.add(card);
        return new ByteWriter().u32(card).done();
      }
      default:
        return null;
    }
  }
}

export class SimMeter extends SimPeripheral {
  balanceFen: number;
  readingWh = 12_345;
  switchOn = false;
  waterLitres = 0;
  /** The water processor's write ids applied so far: a repeated write answers the credit without adding again. */
  readonly waterWrites = new Set<number>();
  /** How often each recharge id was applied: the invariant is at most once. */
  readonly applied = new Map<number, number>();
  /** The last zeroing (退租清零) the meter applied: a repeated command with its id answers the same amount again. */
  lastZeroing: { readonly id: number; readonly clearedFen: number } | null = null;
  /** How often the balance was cleared by a zeroing command: a repeated id never counts. */
  zeroingsApplied = 0;

  constructor(radio: SimRadio, mac: string, name: string, balanceFen: number) {
    super(radio, mac, name);
    this.balanceFen = balanceFen;
  }

  protected handle(op: number, args: ByteReader): Uint8Array | 'die' | null {
    switch (op) {
      case SIM_OP.reading:
        return new ByteWriter().u32(this.readingWh).u32(this.balanceFen).u8(this.switchOn ? 1 : 0).done();
      case SIM_OP.switchOn:
        this.switchOn = true;
        return new ByteWriter().u8(1).done();
      case SIM_OP.resetBalance:
        this.balanceFen = 0;
        return new ByteWriter().u32(0).done();
      case SIM_OP.zeroBalance: {
        const id = args.u32();
        // The meter remembers its last zeroing id: a repeat (the answer was lost) reports that zeroing again.
        const fresh = this.lastZeroing?.id !== id;
        if (fresh) {
          this.lastZeroing = { id, clearedFen: this.balanceFen };
          this.balanceFen = 0;
          this.zeroingsApplied += 1;
        }
        const clearedFen = this.lastZeroing?.clearedFen ?? 0;
        return new ByteWriter().u32(id).u32(clearedFen).u8(fresh ? 1 : 0).u32(this.balanceFen).done();
      }
      case SIM_OP.recharge: {
        const id = args.u32();
        const fen = args.u32();
        // The meter remembers every recharge id: a repeated command reports the state instead of adding again.
        const fresh = !this.applied.has(id);
        if (fresh) {
          this.applied.set(id, 1);
          this.balanceFen += fen;
          if (this.radio.fault('die-after-recharge')) return 'die';
        }
        return new ByteWriter().u32(id).u32(this.balanceFen).u8(fresh ? 1 : 0).u32(this.readingWh).raw(this.macBytes).done();
      }
      case SIM_OP.water: {
        const writeId = args.u32();
        const litres = args.u32();
        const fresh = !this.waterWrites.has(writeId);
        if (fresh) {
          this.waterWrites.add(writeId);
          this.waterLitres += litres;
        }
        return new ByteWriter().u32(writeId).u32(this.waterLitres).u8(fresh ? 1 : 0).done();
      }
      default:
        return null;
    }
  }
}
