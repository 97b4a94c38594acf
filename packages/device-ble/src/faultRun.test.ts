// The randomised fault run: many seeds, each a few visits to a lock and a meter with every fault switched on
// at random rates and the app dying at random server calls. Virtual time keeps it fast and replayable.

import { BLE_ERROR_KINDS, BleError } from './errors';
import { lockSetTime } from './flows/lock';
import { finishPendingMeterTask, meterReading, meterRecharge, meterSwitchOn } from './flows/meter';
import { type FlowResult } from './flows/relay';
import { settle } from './testing/fakeClock';
import { createSimWorld, SIM_LOCK_ID, SIM_LOCK_MAC, SIM_METER_ID, SIM_METER_MAC, type SimWorld } from './testing/harness';
import { Prng } from './testing/prng';
import { FAULT_KINDS, type FaultRates } from './testing/simulator';
import { type BlePlatform } from './transport';

const SEEDS = 300;
const VISITS = 5;
const PLATFORMS: BlePlatform[] = ['wechat', 'ali', 'web'];

interface RunReport {
  readonly failures: Record<string, number>;
  readonly faults: Record<string, number>;
  readonly rechargeVisits: number;
  readonly balanceFen: number;
}

const runSeed = async (seed: number): Promise<RunReport> => {
  const plan = new Prng(seed * 7919 + 13);
  const platform = PLATFORMS[seed % PLATFORMS.length] ?? 'wechat';
  const faultRates: FaultRates = Object.fromEntries(FAULT_KINDS.map((k) => [k, plan.next() * 0.25]));
  const world: SimWorld = createSimWorld({
    platform,
    seed,
    faultRates,
    central: { os: plan.chance(0.5) ? 'ios' : 'android', maxMtu: plan.chance(0.5) ? 185 : 23 },
  });
  world.server.crashRate = plan.next() * 0.15;
  const failures: Record<string, number> = {};
  let rechargeVisits = 0;

  const visit = async (flow: () => Promise<FlowResult>): Promise<void> => {
    try {
      await settle(world.clock, flow());
    } catch (error) {
      // Only tenant-facing errors may come out of a flow; a WedgedError (queue stuck) or a crash fails the run.
      if (!(error instanceof BleError)) throw error;
      expect(BLE_ERROR_KINDS).toContain(error.kind);
      failures[error.kind] = (failures[error.kind] ?? 0) + 1;
    }
    // Every connection is closed and the adapter released after every visit, whatever happened.
    expect(world.radio.openConnections).toBe(0);
    expect(world.radio.stats.overlappingWrites).toBe(0);
    expect(world.central?.adapterOpen ?? false).toBe(false);
    expect(world.central?.discovering ?? false).toBe(false);
  };

  for (let i = 0; i < VISITS; i += 1) {
    const pick = plan.int(10);
    if (pick < 5) {
      rechargeVisits += 1;
      const amount = (1 + plan.int(20000)) / 100;
      await visit(() => meterRecharge(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, amount }));
    } else if (pick < 7) {
      await visit(() => meterReading(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));
    } else if (pick < 8) {
      await visit(() => meterSwitchOn(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));
    } else {
      await visit(() => lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    }
  }

  // A calm visit afterwards (no faults, the app stays alive) must finish whatever was left.
  world.radio.faultRates = {};
  world.server.crashRate = 0;
  await settle(world.clock, finishPendingMeterTask(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));

  const tasked = world.server.taskedRecharges(SIM_METER_ID);
  // No lost recharge: every recharge that got as far as its todo task reached the meter and the server.
  expect(world.server.pendingTasks).toEqual([]);
  for (const r of tasked) {
    expect(r.confirmed).toBe(true);
    expect(world.meter.applied.get(r.rechargeId)).toBe(1);
  }
  // No double recharge: at most one recharge per payment, each applied once, and nothing applied unrecorded.
  expect(tasked.length).toBeLessThanOrEqual(rechargeVisits);
  for (const id of world.meter.applied.keys()) expect(tasked.map((r) => r.rechargeId)).toContain(id);
  expect(world.meter.balanceFen).toBe(world.server.confirmedFen(SIM_METER_ID));
  expect(world.meter.balanceFen).toBe(tasked.reduce((sum, r) => sum + r.fen, 0));
  expect(world.radio.openConnections).toBe(0);
  return { failures, faults: { ...world.radio.stats.faults }, rechargeVisits, balanceFen: world.meter.balanceFen };
};

describe('randomised fault run', () => {
  it(`keeps the invariants over ${SEEDS} seeds`, async () => {
    const totals: Record<string, number> = {};
    const faults: Record<string, number> = {};
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const report = await runSeed(seed).catch((error: unknown) => {
        throw new Error(`seed ${seed}: ${error instanceof Error ? error.message : String(error)}`);
      });
      for (const [k, n] of Object.entries(report.failures)) totals[k] = (totals[k] ?? 0) + n;
      for (const [k, n] of Object.entries(report.faults)) faults[k] = (faults[k] ?? 0) + n;
    }
    // The run must have exercised every fault and several failure kinds, not just happy paths.
    for (const kind of FAULT_KINDS) expect(faults[kind]).toBeGreaterThan(0);
    expect(Object.keys(totals).length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('is deterministic for a seed', async () => {
    const a = await runSeed(42);
    const b = await runSeed(42);
    expect(a).toEqual(b);
  });
});
