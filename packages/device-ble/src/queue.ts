// The serial command queue for one device: one radio operation at a time, chunked writes, reassembled
// answers, timeouts, bounded retries and reconnects, and a close that always runs.

import { chunkBytes } from './bytes';
import { type Clock, sleep, withTimeout } from './clock';
import { encodeFrame, type Frame, FRAME_STATUS, FrameDecoder } from './envelope';
import { BleError, toBleError } from './errors';
import { type ProgressListener } from './progress';
import { type BleDeviceProfile, type BleTransport, type Unsubscribe } from './transport';

export interface QueueTimeouts {
  /** How long a scan looks for the MAC before giving up (device-not-found). */
  readonly scanMs: number;
  /** createBLEConnection / connectBLEDevice / gatt.connect have no limit of their own. */
  readonly connectMs: number;
  /** From the first chunk written to the whole answer reassembled. */
  readonly commandMs: number;
}

export interface RetryPolicy {
  /** Tries per command, the first included. */
  readonly maxAttempts: number;
  /** Wait before try n+1 is backoffMs * 2^(n-1), capped at maxBackoffMs. */
  readonly backoffMs: number;
  readonly maxBackoffMs: number;
}

export const DEFAULT_TIMEOUTS: QueueTimeouts = { scanMs: 10_000, connectMs: 10_000, commandMs: 5_000 };
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, backoffMs: 300, maxBackoffMs: 2_000 };

export interface DeviceSessionOptions {
  readonly transport: BleTransport;
  readonly clock: Clock;
  /** The device's MAC (lockMac / the meter's MAC). */
  readonly mac: string;
  readonly profile: BleDeviceProfile;
  readonly timeouts?: Partial<QueueTimeouts>;
  readonly retry?: Partial<RetryPolicy>;
  readonly onProgress?: ProgressListener;
}

export interface SendOptions {
  /**
   * Whether the device may receive this command twice. True for reads, "set to" commands and recharges
   * (the recharge id makes the meter ignore a repeat). False ones are re-sent only when the device cannot
   * have acted on them: nothing was written yet, or the device answered busy / damaged.
   */
  readonly idempotent: boolean;
  readonly timeoutMs?: number;
}

interface Waiter {
  readonly seq: number;
  readonly resolve: (frame: Frame) => void;
  readonly reject: (error: BleError) => void;
}

export const backoffDelay = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (attempt - 1));

export class DeviceSession {
  private readonly transport: BleTransport;
  private readonly clock: Clock;
  private readonly options: DeviceSessionOptions;
  private readonly timeouts: QueueTimeouts;
  private readonly retry: RetryPolicy;
  private readonly decoder = new FrameDecoder();
  private tail: Promise<unknown> = Promise.resolve();
  private adapterOpen = false;
  private deviceId: string | undefined;
  private linked = false;
  private connectStarted = false;
  private stopValues: Unsubscribe | undefined;
  private stopStates: Unsubscribe | undefined;
  private waiter: Waiter | undefined;
  private seq = 0;
  private closed = false;

  constructor(options: DeviceSessionOptions) {
    this.options = options;
    this.transport = options.transport;
    this.clock = options.clock;
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
  }

  /** Queues a command; resolves with the device's answer payload. Commands run strictly one after another. */
  send(payload: Uint8Array, options: SendOptions): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new BleError('connection-lost'));
    return this.enqueue(() => this.sendWithRetry(payload, options));
  }

  /** Disconnects and releases the adapter after the queued commands; safe to call more than once. */
  close(): Promise<void> {
    this.closed = true;
    return this.enqueue(() => this.shutdown());
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    // A failed command must not wedge the ones behind it.
    this.tail = run.catch(() => undefined);
    return run;
  }

  private progress(stage: 'scanning' | 'connecting' | 'sending' | 'waiting-for-device', attempt: number): void {
    this.options.onProgress?.({ stage, attempt });
  }

  private async sendWithRetry(payload: Uint8Array, options: SendOptions): Promise<Uint8Array> {
    let wroteAny = false;
    for (let attempt = 1; ; attempt += 1) {
      let deviceRefused = false;
      try {
        await this.ensureLinked(attempt);
        return await this.exchange(payload, options.timeoutMs ?? this.timeouts.commandMs, attempt, {
          wrote: () => {
            wroteAny = true;
          },
          refused: () => {
            deviceRefused = true;
          },
        });
      } catch (caught) {
        const error = toBleError(caught);
        const mayResend = options.idempotent || !wroteAny || deviceRefused;
        if (!error.retryable || !mayResend || attempt >= this.retry.maxAttempts) throw error;
        // A silent or vanished device gets a fresh link: stale bytes and half-open connections go with it.
        if (error.kind === 'connection-lost' || error.kind === 'timeout') await this.dropLink();
        await sleep(this.clock, backoffDelay(this.retry, attempt));
      }
    }
  }

  private async ensureLinked(attempt: number): Promise<void> {
    if (!this.adapterOpen) {
      await this.transport.openAdapter();
      this.adapterOpen = true;
      this.stopStates = this.transport.onConnectionStateChange((deviceId, connected) => {
        if (deviceId === this.deviceId && !connected && this.linked) this.linkLost();
      });
    }
    if (this.deviceId === undefined) {
      this.progress('scanning', attempt);
      const found = await this.transport.findDevice({
        mac: this.options.mac,
        timeoutMs: this.timeouts.scanMs,
        profile: this.options.profile,
      });
      this.deviceId = found.deviceId;
    }
    if (this.linked) return;
    const deviceId = this.deviceId;
    this.progress('connecting', attempt);
    this.connectStarted = true;
    try {
      await this.transport.connect(deviceId, { timeoutMs: this.timeouts.connectMs });
      this.linked = true;
      await this.transport.discover(deviceId, this.options.profile);
      this.decoder.reset();
      this.stopValues = await this.transport.subscribe(deviceId, this.options.profile, (value) => this.onValue(value));
    } catch (error) {
      await this.dropLink();
      throw error;
    }
    // The link may have dropped while we subscribed.
    if (!this.linked) throw new BleError('connection-lost');
  }

  private onValue(value: Uint8Array): void {
    for (const frame of this.decoder.push(value)) {
      const waiter = this.waiter;
      // Answers to an earlier (timed-out) command and duplicated notifications carry another seq or come
      // after the waiter left: dropped.
      if (waiter !== undefined && frame.seq === waiter.seq) {
        this.waiter = undefined;
        waiter.resolve(frame);
      }
    }
  }

  private linkLost(): void {
    this.linked = false;
    this.stopValues?.();
    this.stopValues = undefined;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(new BleError('connection-lost'));
  }

  private async dropLink(): Promise<void> {
    this.linkLost();
    if (this.deviceId !== undefined && this.connectStarted) await this.transport.disconnect(this.deviceId).catch(() => undefined);
  }

  private async exchange(
    payload: Uint8Array,
    timeoutMs: number,
    attempt: number,
    note: { wrote: () => void; refused: () => void },
  ): Promise<Uint8Array> {
    const deviceId = this.deviceId;
    if (deviceId === undefined || !this.linked) throw new BleError('connection-lost');
    this.seq = (this.seq + 1) & 0xff;
    const seq = this.seq;
    this.decoder.reset();
    const answer = new Promise<Frame>((resolve, reject) => {
      this.waiter = { seq, resolve, reject };
    });
    // The answer may fail (link lost) while we are still writing; the write loop reports that instead.
    answer.catch(() => undefined);
    const frame = encodeFrame({ seq, status: FRAME_STATUS.ok, payload });
    const run = async (): Promise<Frame> => {
      this.progress('sending', attempt);
      for (const chunk of chunkBytes(frame, this.transport.maxWriteBytes(deviceId))) {
        if (!this.linked) throw new BleError('connection-lost');
        note.wrote();
        await this.transport.write(deviceId, this.options.profile, chunk);
      }
      this.progress('waiting-for-device', attempt);
      return answer;
    };
    try {
      const reply = await withTimeout(this.clock, timeoutMs, run());
      if (reply.status === FRAME_STATUS.ok) return reply.payload;
      if (reply.status === FRAME_STATUS.busy || reply.status === FRAME_STATUS.damaged) {
        note.refused();
        throw new BleError(reply.status === FRAME_STATUS.busy ? 'device-busy' : 'transfer-error');
      }
      throw new BleError('unsupported-device');
    } finally {
      if (this.waiter?.seq === seq) this.waiter = undefined;
    }
  }

  private async shutdown(): Promise<void> {
    const deviceId = this.deviceId;
    this.linkLost();
    this.stopStates?.();
    this.stopStates = undefined;
    try {
      if (deviceId !== undefined && this.connectStarted) await this.transport.disconnect(deviceId);
    } finally {
      if (this.adapterOpen) {
        this.adapterOpen = false;
        await this.transport.closeAdapter();
      }
    }
  }
}
