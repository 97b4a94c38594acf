// The meters' figures (issue 14): the server's p99 of the day-use query over a year (the meter_record day page's
// request), the hour-use query over a month, and a full offline top-up through device-ble's simulator over HTTP
// (order, payment, recharge command, todo task, the meter's answer, completion). Figures only.
import { performance } from 'node:perf_hooks';
import type { MeterChargeOrder, MeterDetail, MeterTodoTask } from '../../packages/core-api/src';
import type { PrepayParams } from '../../packages/core-domain/src';
import { createTimerClock, createWebBleTransport, type DeviceServerPort, meterRecharge } from '../../packages/device-ble/src';
import { createFakeWebBluetooth, SIM_PROFILE, SimRadio } from '../../packages/device-ble/src/testing';
import { requestId, startBookingWorld } from '../../apps/server/src/bookings/testing/bookingWorld';
import { ms, percentile } from './support';

const V3 = '/tapp/v3';
const QUERIES = 300;
const TOP_UPS = 20;


async function main() {
  const world = await startBookingWorld();
  try {
    const get = <T>(path: string, query: Record<string, string> = {}) => world.server.call<T>('GET', path, { token: world.tenant, query });
    const post = <T>(path: string, body: unknown) => world.server.call<T>('POST', path, { token: world.tenant, body });
    const data = <T>(result: { body: { errorCode: string; data?: unknown; message?: string } }): T => {
      if (result.body.errorCode !== '0') throw new Error(result.body.message);
      return result.body.data as T;
    };
    const home = data<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>(await get(`${V3}/smart-device/home`));
    const devices = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices));
    const electricity = devices.find((d) => d.model === 'device_meter')?.id ?? '';
    const hotWater = devices.find((d) => d.model === 'meter4')?.id ?? '';
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const back = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

    for (const [label, path, startDate] of [
      ['day use, a year (365 points)', 'dayUse', back(364)],
      ['hour use, a month (~720 points)', 'hourUse', back(29)],
    ] as const) {
      const times: number[] = [];
      let points = 0;
      for (let i = 0; i < QUERIES; i += 1) {
        const started = performance.now();
        points = data<{ points: unknown[] }>(await post(`${V3}/smart-device/device/${path}`, { meterId: electricity, startDate, endDate: today })).points.length;
        times.push(performance.now() - started);
      }
      console.log(`${label} over HTTP, ${QUERIES} requests: ${points} points, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`);
    }

    const meter = data<MeterDetail>(await get(`${V3}/smart-device/meter/detail`, { meterId: hotWater }));
    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, { seed: 1 });
    const sim = radio.addMeter(meter.meterMac, 'SIM-METER', meter.balanceFen);
    const server: DeviceServerPort = {
      getCommand: async (_kind, params) => data<{ hex: string }>(await post(`${V3}/smart-device/device/offlineChargeBalance`, params)),
      submitResponse: async (_kind, params, answer) => {
        data(await post(`${V3}/smart-device/device/offlineRechargeBalanceResponse`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: async (id) => data<{ task: MeterTodoTask | null }>(await get(`${V3}/baozu/device/${id}/get-todo-task`)).task,
      createTodoTask: async (params, command) => data<MeterTodoTask>(await post(`${V3}/baozu/device/${params.meterId}/create-todo-task-remote`, { amount: params.amount, hex: command.hex })),
      completeTodoTask: async (task, answer) => {
        data(await post(`${V3}/baozu/device/complete-todo-task/ble-charge`, { taskId: task.taskId, meterId: task.meterId, hex: answer.hex }));
      },
    };
    const times: number[] = [];
    for (let i = 0; i < TOP_UPS; i += 1) {
      const started = performance.now();
      const order = data<MeterChargeOrder>(await post('/tapp/v1/intelligent/meter/charge', { meterId: hotWater, amount: 20 }));
      const params = data<PrepayParams>(await post(`/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
      await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '', outcome: 'success' } });
      const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === meter.meterMac) ?? null }), clock);
      await meterRecharge({ transport, clock, server, mac: meter.meterMac, profile: SIM_PROFILE }, { meterId: hotWater, amount: 20 });
      times.push(performance.now() - started);
    }
    const after = data<MeterDetail>(await get(`${V3}/smart-device/meter/detail`, { meterId: hotWater }));
    console.log(
      `offline top-up end to end (charge, pay, command, task, simulated meter, report, complete), ${TOP_UPS} runs: p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}; ` +
        `meter ${sim.balanceFen} fen = server ${after.balanceFen} fen ${sim.balanceFen === after.balanceFen ? 'pass' : 'FAIL'}`,
    );
  } finally {
    await world.server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
