// Throughput of the relay's radio path through the simulator: `npx tsx packages/device-ble/bench.ts`.
// Prints figures only. Virtual time (FakeClock) with zero simulated latency, so the wall time measured is the
// CPU cost of our code plus the simulator; "direct" writes the same frames without the queue, for comparison.

import { performance } from 'node:perf_hooks';
import { chunkBytes } from './src/bytes';
import { encodeFrame, type Frame, FrameDecoder } from './src/envelope';
import { DeviceSession } from './src/queue';
import { type BlePlatform, type BleTransport } from './src/transport';
import { createSimWorld, SIM_METER_MAC, type SimWorld } from './src/testing/harness';
import { FakeClock, settle } from './src/testing/fakeClock';
import { SIM_OP, simCommand } from './src/testing/simProtocol';
import { SIM_PROFILE } from './src/testing/simulator';

const COMMANDS = 2_000;
// Advertising stays at 1 ms: a 0 ms advertising loop would never let virtual time move on.
const ZERO_LATENCY = { connectMs: 0, writeMs: 0, processMs: 0, notifyMs: 0, advertiseMs: 1 };

const world = (platform: BlePlatform, latency = ZERO_LATENCY): SimWorld => {
  const w = createSimWorld({ platform, latency, central: { maxMtu: 23 } });
  w.aim(SIM_METER_MAC);
  return w;
};

const readingCommand = (w: SimWorld): Uint8Array => simCommand(SIM_OP.reading, w.meter.tag);

/** N commands through DeviceSession (serial queue, timeouts, retry bookkeeping). Returns ms per command. */
const viaQueue = async (w: SimWorld, n: number): Promise<{ wallMs: number; virtualMs: number }> => {
  const session = new DeviceSession({ transport: w.transport, clock: w.clock, mac: SIM_METER_MAC, profile: SIM_PROFILE });
  const command = readingCommand(w);
  await settle(w.clock, session.send(command, { idempotent: true }));
  const v0 = w.clock.now();
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) await settle(w.clock, session.send(command, { idempotent: true }));
  const wallMs = performance.now() - t0;
  const virtualMs = w.clock.now() - v0;
  await settle(w.clock, session.close());
  return { wallMs, virtualMs };
};

/** The same frames written straight to the transport: no queue, no timeouts, no retries. */
const direct = async (w: SimWorld, n: number): Promise<{ wallMs: number; virtualMs: number }> => {
  const t = w.transport;
  await settle(w.clock, t.openAdapter());
  const { deviceId } = await settle(w.clock, t.findDevice({ mac: SIM_METER_MAC, timeoutMs: 10_000, profile: SIM_PROFILE }));
  await settle(w.clock, t.connect(deviceId, { timeoutMs: 10_000 }));
  await settle(w.clock, t.discover(deviceId, SIM_PROFILE));
  const decoder = new FrameDecoder();
  let waiting: ((frame: Frame) => void) | undefined;
  await settle(
    w.clock,
    t.subscribe(deviceId, SIM_PROFILE, (value) => {
      for (const frame of decoder.push(value)) waiting?.(frame);
    }),
  );
  const command = readingCommand(w);
  const v0 = w.clock.now();
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) {
    const answer = new Promise<Frame>((resolve) => {
      waiting = resolve;
    });
    const run = async (): Promise<Frame> => {
      for (const chunk of chunkBytes(encodeFrame({ seq: i & 0xff, status: 0, payload: command }), t.maxWriteBytes(deviceId))) {
        await t.write(deviceId, SIM_PROFILE, chunk);
      }
      return answer;
    };
    await settle(w.clock, run());
  }
  const wallMs = performance.now() - t0;
  const virtualMs = w.clock.now() - v0;
  await settle(w.clock, t.disconnect(deviceId));
  await settle(w.clock, t.closeAdapter());
  return { wallMs, virtualMs };
};

/**
 * A transport that answers in the same turn (a microtask) with no timers: what remains is the pure cost of the
 * path above it, so queue minus direct is the queue's own overhead per command.
 */
const loopback = (): BleTransport => {
  let listener: ((value: Uint8Array) => void) | undefined;
  const device = new FrameDecoder();
  const answer = Uint8Array.of(SIM_OP.reading | 0x80, 0, 0, 0, 0x30, 0x39, 0, 0, 0, 0, 0);
  return {
    platform: 'wechat',
    openAdapter: async () => undefined,
    findDevice: async () => ({ deviceId: 'loop', name: 'loop' }),
    connect: async () => undefined,
    discover: async () => undefined,
    subscribe: async (_id, _profile, onValue) => {
      listener = onValue;
      return () => {
        listener = undefined;
      };
    },
    write: async (_id, _profile, value) => {
      for (const frame of device.push(value)) {
        const reply = encodeFrame({ seq: frame.seq, status: 0, payload: answer });
        queueMicrotask(() => {
          for (const chunk of chunkBytes(reply, 20)) listener?.(chunk);
        });
      }
    },
    maxWriteBytes: () => 20,
    onConnectionStateChange: () => () => undefined,
    disconnect: async () => undefined,
    closeAdapter: async () => undefined,
  };
};

const loopbackQueue = async (n: number): Promise<number> => {
  const clock = new FakeClock();
  const session = new DeviceSession({ transport: loopback(), clock, mac: SIM_METER_MAC, profile: SIM_PROFILE });
  const command = simCommand(SIM_OP.reading, 0x12345678);
  await session.send(command, { idempotent: true });
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) await session.send(command, { idempotent: true });
  const ms = performance.now() - t0;
  await session.close();
  return ms;
};

const loopbackDirect = async (n: number): Promise<number> => {
  const t = loopback();
  const decoder = new FrameDecoder();
  let waiting: ((frame: Frame) => void) | undefined;
  await t.subscribe('loop', SIM_PROFILE, (value) => {
    for (const frame of decoder.push(value)) waiting?.(frame);
  });
  const command = simCommand(SIM_OP.reading, 0x12345678);
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) {
    const answer = new Promise<Frame>((resolve) => {
      waiting = resolve;
    });
    for (const chunk of chunkBytes(encodeFrame({ seq: i & 0xff, status: 0, payload: command }), 20)) {
      await t.write('loop', SIM_PROFILE, chunk);
    }
    await answer;
  }
  return performance.now() - t0;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const ROUNDS = 5;
const LOOPBACK_COMMANDS = 20_000;

const main = async (): Promise<void> => {
  console.log(`device-ble bench (median of ${ROUNDS} rounds)`);
  console.log(`1. Through the simulator: ${COMMANDS} meter readings (21-byte command in 2 writes, answer in 2 notifications),`);
  console.log('   fake platform API + simulated meter on virtual time with zero latency: CPU-bound.');
  console.log('   platform  cmds/s (queue)  µs/cmd (queue)  µs/cmd (direct writes)');
  for (const platform of ['wechat', 'ali', 'web'] as const) {
    await direct(world(platform), 200);
    await viaQueue(world(platform), 200);
    const d: number[] = [];
    const q: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      d.push(((await direct(world(platform), COMMANDS)).wallMs * 1000) / COMMANDS);
      q.push(((await viaQueue(world(platform), COMMANDS)).wallMs * 1000) / COMMANDS);
    }
    console.log(
      `   ${platform.padEnd(8)}  ${Math.round(1e6 / median(q)).toString().padStart(14)}  ${median(q).toFixed(1).padStart(14)}  ${median(d).toFixed(1).padStart(22)}`,
    );
  }
  const lq: number[] = [];
  const ld: number[] = [];
  await loopbackQueue(2_000);
  await loopbackDirect(2_000);
  for (let r = 0; r < ROUNDS; r += 1) {
    lq.push(((await loopbackQueue(LOOPBACK_COMMANDS)) * 1000) / LOOPBACK_COMMANDS);
    ld.push(((await loopbackDirect(LOOPBACK_COMMANDS)) * 1000) / LOOPBACK_COMMANDS);
  }
  console.log(`2. Queue overhead on a loopback transport (${LOOPBACK_COMMANDS} commands, answers in the same turn):`);
  console.log(`   direct writes ${median(ld).toFixed(2)} µs/cmd (${Math.round(1e6 / median(ld))} cmds/s)`);
  console.log(`   queue         ${median(lq).toFixed(2)} µs/cmd (${Math.round(1e6 / median(lq))} cmds/s)`);
  console.log(`   overhead      ${(median(lq) - median(ld)).toFixed(2)} µs per command`);
  // With the simulator's default latencies (write 2 ms, processing 10 ms, 2 ms per notification) the radio,
  // not the code, sets the pace: commands per virtual second.
  const paced = await viaQueue(world('wechat', { ...ZERO_LATENCY, connectMs: 40, writeMs: 2, processMs: 10, notifyMs: 2 }), 200);
  console.log(`3. Simulated radio pace (default latencies): ${(200 / (paced.virtualMs / 1000)).toFixed(1)} commands per virtual second`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
