import type { MeterChargeOrder, MeterDetail, MeterTodoTask } from '@aster/core-api';
import type { PrepayParams } from '@aster/core-domain';
import { createTimerClock, createWebBleTransport, type DeviceServerPort, finishPendingMeterTask, meterRecharge } from '@aster/device-ble';
import { createFakeWebBluetooth, Prng, SIM_PROFILE, SimRadio } from '@aster/device-ble/testing';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';
import type { CallResult } from '../testing/testServer';

const V3 = '/tapp/v3';
const ROUNDS = 15;

class AppRestarted extends Error {}

/**
 * A randomised run of offline top-ups end to end: device-ble's simulated meter with radio faults (dropped and
 * duplicated chunks, links cut mid-write, the meter dying right after applying a recharge), the real server over
 * HTTP with latency, and the app killed before or after any server call and started again. However it goes, every
 * paid top-up reaches the meter exactly once and the server's balance is the meter's.
 */
describe('offline recharge, randomised end to end', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  });
  afterAll(() => world.server.close());

  it(`finds no double and no lost recharge in ${ROUNDS} top-ups`, async () => {
    const random = new Prng(20261124);
    const get = <T>(path: string, query: Record<string, string> = {}) => world.server.call<T>('GET', path, { token: world.tenant, query });
    const post = <T>(path: string, body: unknown) => world.server.call<T>('POST', path, { token: world.tenant, body });
    const home = expectOk(await get<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>(`${V3}/smart-device/home`));
    const meterId = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === 'meter4')?.id ?? '';
    const detail = async () => expectOk(await get<MeterDetail>(`${V3}/smart-device/meter/detail`, { meterId }));
    const start = await detail();

    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, {
      seed: 11,
      faultRates: { 'drop-chunk': 0.05, 'duplicate-notification': 0.05, reorder: 0.05, 'disconnect-mid-write': 0.1, garbage: 0.05, 'die-after-recharge': 0.1 },
    });
    const sim = radio.addMeter(start.meterMac, 'SIM-METER', start.balanceFen);

    // the app: every server call may be slow, or the app may die just before or just after it
    const call = async <T>(work: () => Promise<CallResult<T>>): Promise<T> => {
      if (random.chance(0.08)) throw new AppRestarted('app died before the call');
      await new Promise((resolve) => setTimeout(resolve, random.int(15)));
      const result = await work();
      if (random.chance(0.08)) throw new AppRestarted('app died after the call');
      if (result.body.errorCode !== '0') throw new Error(result.body.message);
      return result.body.data as T;
    };
    const server: DeviceServerPort = {
      getCommand: (_kind, params) => call(() => post<{ hex: string }>(`${V3}/smart-device/device/offlineChargeBalance`, params)),
      submitResponse: async (_kind, params, answer) => {
        await call(() => post(`${V3}/smart-device/device/offlineRechargeBalanceResponse`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: async (id) => (await call(() => get<{ task: MeterTodoTask | null }>(`${V3}/baozu/device/${id}/get-todo-task`))).task,
      createTodoTask: (params, command) => call(() => post<MeterTodoTask>(`${V3}/baozu/device/${params.meterId}/create-todo-task-remote`, { amount: params.amount, hex: command.hex })),
      completeTodoTask: async (task, answer) => {
        await call(() => post(`${V3}/baozu/device/complete-todo-task/ble-charge`, { taskId: task.taskId, meterId: task.meterId, hex: answer.hex }));
      },
    };

    let paidFen = 0;
    let visits = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const amountFen = (10 + random.int(90)) * 100;
      const order = expectOk(await post<MeterChargeOrder>('/tapp/v1/intelligent/meter/charge', { meterId, amount: amountFen / 100 }));
      const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
      const prepayId = params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '';
      await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId, outcome: 'success' } });
      paidFen += amountFen;
      // the tenant comes back (a fresh app each visit) until the meter has it all
      for (let visit = 0; visit < 40; visit += 1) {
        const meter = await detail();
        if (meter.pendingRechargeFen === 0 && !meter.rechargeTaskPending) break;
        visits += 1;
        const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === meter.meterMac) ?? null }), clock);
        const context = { transport, clock, server, mac: meter.meterMac, profile: SIM_PROFILE, timeouts: { scanMs: 300, connectMs: 300, commandMs: 300 } };
        const flow = meter.rechargeTaskPending
          ? finishPendingMeterTask(context, { meterId })
          : meterRecharge(context, { meterId, amount: meter.pendingRechargeFen / 100 });
        await flow.catch(() => undefined);
      }
      const meter = await detail();
      expect({ round, pending: meter.pendingRechargeFen, task: meter.rechargeTaskPending }).toEqual({ round, pending: 0, task: false });
    }

    expect([...sim.applied.values()].every((times) => times === 1)).toBe(true);
    expect(sim.balanceFen).toBe(start.balanceFen + paidFen);
    expect((await detail()).balanceFen).toBe(sim.balanceFen);
    expect(visits).toBeGreaterThan(ROUNDS);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  }, 120_000);
});
