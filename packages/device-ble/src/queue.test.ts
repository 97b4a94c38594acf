import { BleError } from './errors';
import { backoffDelay, DEFAULT_RETRY, DeviceSession } from './queue';
import { settle } from './testing/fakeClock';
import { createSimWorld, SIM_LOCK_MAC, SIM_METER_MAC, type SimWorld } from './testing/harness';
import { ByteReader, ByteWriter, SIM_OP, simCommand } from './testing/simProtocol';
import { type FaultKind, SIM_PROFILE } from './testing/simulator';
import { type BlePlatform } from './transport';

const PLATFORMS: BlePlatform[] = ['wechat', 'ali', 'web'];

/** A meter reading command with `padding` extra argument bytes (the meter ignores them): a long frame. */
const readingCommand = (world: SimWorld, padding = 27): Uint8Array =>
  simCommand(SIM_OP.reading, world.meter.tag, new Uint8Array(padding));

/** 21 bytes with its signature: the frame takes two writes. */
const rechargeCommand = (world: SimWorld, id: number, fen: number): Uint8Array =>
  simCommand(SIM_OP.recharge, world.meter.tag, new ByteWriter().u32(id).u32(fen).done());

/** A water allowance of 10 litres (write id 1): a command the device acts on. */
const waterCommand = (world: SimWorld): Uint8Array => simCommand(SIM_OP.water, world.meter.tag, new ByteWriter().u32(1).u32(10).done());

const session = (world: SimWorld, mac = SIM_METER_MAC, retry = {}): DeviceSession => {
  world.aim(mac);
  return new DeviceSession({
    transport: world.transport,
    clock: world.clock,
    mac,
    profile: SIM_PROFILE,
    retry,
    onProgress: (e) => world.progress.push(e),
  });
};

const isReadingAnswer = (answer: Uint8Array): boolean => answer[0] === (SIM_OP.reading | 0x80) && answer[1] === 0;

describe('backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(DEFAULT_RETRY, n))).toEqual([300, 600, 1200, 2000, 2000]);
  });
});

describe.each(PLATFORMS)('queue on %s', (platform) => {
  let world: SimWorld;
  beforeEach(() => {
    world = createSimWorld({ platform });
  });

  it('splits a 46-byte frame into writes of at most 20 bytes and reassembles the answer', async () => {
    const s = session(world);
    const answer = await settle(world.clock, s.send(readingCommand(world), { idempotent: true }));
    expect(isReadingAnswer(answer)).toBe(true);
    expect(world.radio.stats.writes).toBe(3);
    if (world.central) expect(world.central.maxWrite).toBe(20);
    await settle(world.clock, s.close());
    expect(world.radio.openConnections).toBe(0);
  });

  it('runs commands sent together one at a time, in order, over one connection', async () => {
    const s = session(world);
    const sends = [1, 2, 3, 4].map((i) => s.send(rechargeCommand(world, i, 100 * i), { idempotent: true }));
    const answers = await settle(world.clock, Promise.all(sends));
    expect(answers.map((a) => new ByteReader(a.slice(2)).u32())).toEqual([1, 2, 3, 4]);
    expect(world.radio.stats.overlappingWrites).toBe(0);
    expect(world.radio.stats.connectionsOpened).toBe(1);
    await settle(world.clock, s.close());
    expect(world.radio.openConnections).toBe(0);
  });

  it('a failed command does not wedge the ones behind it', async () => {
    const s = session(world, SIM_METER_MAC, { maxAttempts: 1 });
    world.radio.injectFault('delay-past-timeout');
    const first = s.send(readingCommand(world), { idempotent: true });
    const second = s.send(readingCommand(world), { idempotent: true });
    await expect(settle(world.clock, first)).rejects.toMatchObject({ kind: 'timeout' });
    expect(isReadingAnswer(await settle(world.clock, second))).toBe(true);
    await settle(world.clock, s.close());
    expect(world.radio.openConnections).toBe(0);
  });

  it('a command after close is refused; closing twice is harmless', async () => {
    const s = session(world);
    await settle(world.clock, s.send(readingCommand(world), { idempotent: true }));
    await settle(world.clock, s.close());
    await settle(world.clock, s.close());
    await expect(s.send(readingCommand(world), { idempotent: true })).rejects.toBeInstanceOf(BleError);
    expect(world.radio.openConnections).toBe(0);
  });

  // Each fault once: the queue recovers by itself (retry, reconnect) and the device acts once.
  // Garbage is either raw bytes (no frame: timeout, then a retry) or a well-framed nonsense payload (handed on).
  it.each<[FaultKind, boolean | 'either']>([
    ['drop-chunk', true],
    ['duplicate-notification', false],
    ['reorder', true],
    ['delay-past-timeout', true],
    ['disconnect-mid-write', true],
    ['refuse-connection', true],
    ['garbage', 'either'],
    ['die-after-recharge', true],
  ])('recovers from %s', async (fault, retries) => {
    world.radio.injectFault(fault);
    const s = session(world);
    const answer = await settle(world.clock, s.send(rechargeCommand(world, 77, 1234), { idempotent: true }));
    await settle(world.clock, s.close());
    // The recharge was applied exactly once whatever happened on the air.
    expect(world.meter.balanceFen).toBe(1234);
    expect(world.meter.applied.get(77)).toBe(1);
    expect(world.radio.stats.faults[fault]).toBe(1);
    expect(world.radio.openConnections).toBe(0);
    expect(world.radio.stats.overlappingWrites).toBe(0);
    const attempts = Math.max(...world.progress.map((e) => e.attempt ?? 0));
    const gotRechargeAnswer = answer[0] === (SIM_OP.recharge | 0x80);
    expect(attempts > 1).toBe(retries === 'either' ? gotRechargeAnswer : retries);
    // A nonsense answer in a valid envelope reaches the server, which refuses it (see the flow tests).
    if (retries !== 'either') expect(gotRechargeAnswer).toBe(true);
  });

  it('gives up after the bounded attempts with the last error, and closes', async () => {
    world.radio.injectFault('refuse-connection', 10);
    const s = session(world, SIM_METER_MAC, { maxAttempts: 3, backoffMs: 100 });
    const started = world.clock.now();
    await expect(settle(world.clock, s.send(readingCommand(world), { idempotent: true }))).rejects.toMatchObject({
      kind: 'connection-lost',
    });
    expect(world.radio.stats.faults['refuse-connection']).toBe(3);
    // Two backoffs (100 + 200 ms) between three attempts.
    expect(world.clock.now() - started).toBeGreaterThanOrEqual(300);
    await settle(world.clock, s.close());
    expect(world.radio.openConnections).toBe(0);
  });

  it('does not retry what a retry cannot fix (device not nearby)', async () => {
    world.meter.inRange = false;
    const s = session(world);
    await expect(settle(world.clock, s.send(readingCommand(world), { idempotent: true }))).rejects.toMatchObject({
      kind: 'device-not-found',
    });
    expect(world.progress.filter((e) => e.stage === 'scanning')).toHaveLength(1);
    await settle(world.clock, s.close());
  });

  it('never re-sends a non-idempotent command the device may have run (link lost after the write)', async () => {
    world.radio.injectFault('delay-past-timeout');
    const s = session(world);
    await expect(settle(world.clock, s.send(waterCommand(world), { idempotent: false }))).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(world.meter.waterLitres).toBe(10);
    await settle(world.clock, s.close());
    expect(world.radio.openConnections).toBe(0);
  });

  it('re-sends a non-idempotent command the device refused as busy (not applied)', async () => {
    world.meter.busyFor = 2;
    const s = session(world);
    const answer = await settle(world.clock, s.send(waterCommand(world), { idempotent: false }));
    expect(answer[0]).toBe(SIM_OP.water | 0x80);
    expect(world.meter.waterLitres).toBe(10);
    expect(world.progress.filter((e) => e.stage === 'sending').map((e) => e.attempt)).toEqual([1, 2, 3]);
    await settle(world.clock, s.close());
  });

  it('a device busy beyond the attempts fails as device-busy', async () => {
    world.meter.busyFor = 5;
    const s = session(world);
    await expect(settle(world.clock, s.send(waterCommand(world), { idempotent: false }))).rejects.toMatchObject({
      kind: 'device-busy',
      message: '设备正忙，请稍后重试',
    });
    expect(world.meter.waterLitres).toBe(0);
    await settle(world.clock, s.close());
  });

  it('a non-idempotent command whose link dropped before any write is re-sent', async () => {
    world.radio.injectFault('refuse-connection');
    const s = session(world);
    await settle(world.clock, s.send(waterCommand(world), { idempotent: false }));
    expect(world.meter.waterLitres).toBe(10);
    await settle(world.clock, s.close());
  });

  it('reports scanning, connecting, sending and waiting, with the attempt number', async () => {
    world.radio.injectFault('delay-past-timeout');
    const s = session(world);
    await settle(world.clock, s.send(readingCommand(world, 0), { idempotent: true }));
    await settle(world.clock, s.close());
    expect(world.progress.map((e) => `${e.stage}#${e.attempt ?? ''}`)).toEqual([
      'scanning#1',
      'connecting#1',
      'sending#1',
      'waiting-for-device#1',
      'connecting#2',
      'sending#2',
      'waiting-for-device#2',
    ]);
  });
});

describe('stale answers', () => {
  it('an answer that arrives after its command timed out is not taken for the next command', async () => {
    const world = createSimWorld({ platform: 'wechat', latency: { lateMs: 5_500 } });
    world.aim(SIM_LOCK_MAC);
    const s = new DeviceSession({
      transport: world.transport,
      clock: world.clock,
      mac: SIM_LOCK_MAC,
      profile: SIM_PROFILE,
      retry: { maxAttempts: 1 },
      timeouts: { commandMs: 5_000 },
    });
    world.radio.injectFault('delay-past-timeout');
    const setTime = (t: number): Uint8Array => simCommand(SIM_OP.setTime, world.lock.tag, new ByteWriter().u32(t).done());
    await expect(settle(world.clock, s.send(setTime(111), { idempotent: true }))).rejects.toMatchObject({ kind: 'timeout' });
    const answer = await settle(world.clock, s.send(setTime(222), { idempotent: true }));
    expect(new ByteReader(answer.slice(2)).u32()).toBe(222);
    await settle(world.clock, s.close());
  });
});
