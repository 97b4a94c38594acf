import type { DeviceHome, MeterChargeOrder, MeterChargeRecords, MeterChargeRules, MeterDayUse, MeterDetail, MeterHourUse, MeterReadLogs, MeterReading, MeterTodoTask } from '@aster/core-api';
import type { PrepayParams } from '@aster/core-domain';
import { BleError, type DeviceServerPort, finishPendingMeterTask, meterReading, meterRecharge, meterSwitchOn } from '@aster/device-ble';
import { createFakeWebBluetooth, SIM_PROFILE, SimRadio } from '@aster/device-ble/testing';
import { createTimerClock, createWebBleTransport } from '@aster/device-ble';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import type { CallResult } from '../testing/testServer';
import { moneyInvariantProblems } from '../pay/ledger';

const V3 = '/tapp/v3';

const answered = <T>(result: CallResult<T>): T => {
  if (result.body.errorCode !== '0') throw new Error(result.body.message);
  return result.body.data as T;
};

describe('meters over HTTP: the meter page, its use, top-ups and the offline recharge', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: unknown, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const meters = async () => {
    const home = expectOk(await get<DeviceHome>(`${V3}/smart-device/home`));
    return home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).filter((d) => d.deviceType !== 1);
  };
  const meterOf = async (model: string) => {
    const found = (await meters()).find((m) => m.model === model);
    if (found === undefined) throw new Error(`no ${model}`);
    return expectOk(await get<MeterDetail>(`${V3}/smart-device/meter/detail`, { meterId: found.id }));
  };
  const payOrder = async (orderNo: string) => {
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    const prepayId = params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '';
    expect((await world.server.call<{ charged: boolean }>('POST', '/provider/wechat/pay', { body: { prepayId, outcome: 'success' } })).body).toMatchObject({ charged: true });
  };

  it("shows the room's meters with balance, price and state, and nobody else's", async () => {
    expect((await meters()).map((m) => m.model).sort()).toEqual(['device_meter', 'meter2', 'meter3', 'meter4']);
    const electricity = await meterOf('device_meter');
    expect(electricity).toMatchObject({ name: '电表', unit: '度', priceFen: 120, balance: '86.40', balanceFen: 8_640, online: true, pendingRechargeFen: 0 });
    expect(await meterOf('meter4')).toMatchObject({ unit: '吨', priceFen: 3_000, online: false });
    expect((await meters()).find((m) => m.model === 'device_meter')).toMatchObject({ balance: '86.40', online: true });
    const stranger = await get(`${V3}/smart-device/meter/detail`, { meterId: electricity.id }, world.other);
    expect(stranger.body).toMatchObject({ errorCode: 'METER_NOT_FOUND', message: '电表/水表不存在或您暂无权限使用' });
    expect((await get(`${V3}/smart-device/meter/detail`, { meterId: 'MEnothere' })).body.errorCode).toBe('METER_NOT_FOUND');
  });

  it('answers a year of daily use and a month of hourly use, priced, and refuses longer ranges', async () => {
    const meter = await meterOf('device_meter');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() + 8 * 3_600_000 - 364 * 86_400_000).toISOString().slice(0, 10);
    const days = expectOk(await post<MeterDayUse>(`${V3}/smart-device/device/dayUse`, { meterId: meter.id, startDate: yearAgo, endDate: today }));
    expect(days.unit).toBe('度');
    expect(days.points.length).toBeGreaterThanOrEqual(364);
    for (const p of days.points.slice(0, 300)) {
      expect(p.use).toBeGreaterThan(1);
      expect(p.costFen).toBe(Math.round(p.use * 120));
    }
    const monthAgo = new Date(Date.now() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    const hours = expectOk(await post<MeterHourUse>(`${V3}/smart-device/device/hourUse`, { meterId: meter.id, startDate: monthAgo, endDate: today }));
    expect(hours.points.length).toBeGreaterThan(29 * 24);
    expect(hours.points[0]?.hour).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
    // evenings use more than the small hours
    const at = (h: string) => hours.points.filter((p) => p.hour.endsWith(` ${h}:00`)).reduce((s, p) => s + p.use, 0);
    expect(at('20')).toBeGreaterThan(at('03') * 3);
    const tooLong = await post(`${V3}/smart-device/device/hourUse`, { meterId: meter.id, startDate: yearAgo, endDate: today });
    expect(tooLong.body).toMatchObject({ errorCode: 'METER_BAD_RANGE', message: '查询时间段有误（最多31天）' });
  });

  it('tops up an online meter at once when paid, once, and refuses less than the minimum', async () => {
    const meter = await meterOf('device_meter');
    const rules = expectOk(await get<MeterChargeRules>('/tapp/v1/intelligent/meter/get-minimum-amount', { meterId: meter.id }));
    expect(rules.minimumFen).toBe(1_000);
    const low = await post('/tapp/v1/intelligent/meter/charge', { meterId: meter.id, amount: '9.99' });
    expect(low.body).toMatchObject({ errorCode: 'METER_AMOUNT_TOO_LOW', message: '充值金额不能低于10.00元' });
    const order = expectOk(await post<MeterChargeOrder>('/tapp/v1/intelligent/meter/charge', { meterId: meter.id, amount: 50 }));
    expect(order.amount).toBe('50.00');
    expect((await meterOf('device_meter')).balanceFen).toBe(8_640);
    await payOrder(order.orderNo);
    expect(await meterOf('device_meter')).toMatchObject({ balanceFen: 13_640, pendingRechargeFen: 0 });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
    const stranger = await post('/tapp/v1/intelligent/meter/charge', { meterId: meter.id, amount: 50 }, world.other);
    expect(stranger.body.errorCode).toBe('METER_NOT_FOUND');
  });

  it('writes an offline top-up over Bluetooth; cut mid-write it is finished on the next visit, credited once', async () => {
    const meter = await meterOf('meter4');
    const order = expectOk(await post<MeterChargeOrder>('/tapp/v1/intelligent/meter/charge', { meterId: meter.id, amount: 30 }));
    await payOrder(order.orderNo);
    expect(await meterOf('meter4')).toMatchObject({ balanceFen: 1_200, pendingRechargeFen: 3_000 });

    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, { seed: 3 });
    const sim = radio.addMeter(meter.meterMac, 'SIM-METER', 1_200);
    const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === meter.meterMac) ?? null }), clock);
    const server: DeviceServerPort = {
      getCommand: async (_kind, params) => answered(await post<{ hex: string }>(`${V3}/smart-device/device/offlineChargeBalance`, params)),
      submitResponse: async (_kind, params, answer) => {
        answered(await post(`${V3}/smart-device/device/offlineRechargeBalanceResponse`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: async (meterId) => answered(await get<{ task: MeterTodoTask | null }>(`${V3}/baozu/device/${meterId}/get-todo-task`)).task,
      createTodoTask: async (params, command) =>
        answered(await post<MeterTodoTask>(`${V3}/baozu/device/${params.meterId}/create-todo-task-remote`, { amount: params.amount, hex: command.hex })),
      completeTodoTask: async (task, answer) => {
        answered(await post(`${V3}/baozu/device/complete-todo-task/ble-charge`, { taskId: task.taskId, meterId: task.meterId, hex: answer.hex }));
      },
    };
    const context = { transport, clock, server, mac: meter.meterMac, profile: SIM_PROFILE, retry: { maxAttempts: 1 } };

    // another amount than what waits is refused before the radio is woken
    await expect(meterRecharge(context, { meterId: meter.id, amount: 40 })).rejects.toThrow(BleError);
    expect(sim.balanceFen).toBe(1_200);

    radio.injectFault('die-after-recharge');
    await expect(meterRecharge(context, { meterId: meter.id, amount: 30 })).rejects.toThrow(BleError);
    expect(sim.balanceFen).toBe(4_200);
    expect(await meterOf('meter4')).toMatchObject({ balanceFen: 1_200, pendingRechargeFen: 3_000 });

    // the next visit finishes the task: credited once, nothing more to write
    const finished = await finishPendingMeterTask(context, { meterId: meter.id });
    expect(finished.resumedTaskId).toMatch(/^BT\d+$/);
    expect(await meterOf('meter4')).toMatchObject({ balanceFen: 4_200, pendingRechargeFen: 0 });
    expect([...sim.applied.values()]).toEqual([1]);
    expect(answered(await get<{ task: MeterTodoTask | null }>(`${V3}/baozu/device/${meter.id}/get-todo-task`)).task).toBeNull();
    await expect(meterRecharge(context, { meterId: meter.id, amount: 30 })).rejects.toMatchObject({ serverMessage: '没有待写入的充值' });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });
  it('switches a meter on (合闸) through its cloud or by Bluetooth only with a balance, and reads it (抄表), for its tenant only', async () => {
    const online = await meterOf('device_meter');
    world.server.db.prepare('UPDATE meters SET switch_on = 0, balance_fen = 0 WHERE device_id = ?').run(online.id);
    expect((await post(`${V3}/smart-device/meter/switchOn`, { meterId: online.id })).body).toMatchObject({ errorCode: 'METER_NO_BALANCE', message: '余额不足，请先充值后再合闸' });
    world.server.db.prepare('UPDATE meters SET balance_fen = 500 WHERE device_id = ?').run(online.id);
    expect((await post(`${V3}/smart-device/meter/switchOn`, { meterId: online.id }, world.other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect(expectOk(await post<MeterReading>(`${V3}/smart-device/meter/switchOn`, { meterId: online.id }))).toMatchObject({ switchOn: true, balanceFen: 500 });
    expect(await meterOf('device_meter')).toMatchObject({ switchOn: true });
    expect(expectOk(await post<MeterReading>(`${V3}/smart-device/meter/meterReadingOnline`, { meterId: online.id })).reading).toBe(online.reading);
    expect((await post(`${V3}/smart-device/meter/turnSwitchOnOffline`, { meterId: online.id })).body.errorCode).toBe('METER_ONLINE_CLOUD');

    // the shared meter of the flat: cut when it ran dry, topped up since, switched on beside it
    const shared = await meterOf('meter2');
    expect(shared).toMatchObject({ online: false, switchOn: false, balanceFen: 3_250 });
    expect((await post(`${V3}/smart-device/meter/switchOn`, { meterId: shared.id })).body.errorCode).toBe('METER_OFFLINE');
    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, { seed: 5 });
    const sim = radio.addMeter(shared.meterMac, 'SIM-METER', 3_250);
    const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === shared.meterMac) ?? null }), clock);
    const paths = { 'meter-switch-on': ['meter/turnSwitchOnOffline', 'meter/submitTurnSwitchOfflineResponse'], 'meter-reading': ['meter/meterReadingOffline', 'meter/meterReadingOfflineResponse'] } as Record<string, [string, string]>;
    const server: DeviceServerPort = {
      getCommand: async (kind, params) => answered(await post<{ hex: string }>(`${V3}/smart-device/${paths[kind]?.[0] ?? ''}`, params)),
      submitResponse: async (kind, params, answer) => {
        answered(await post(`${V3}/smart-device/${paths[kind]?.[1] ?? ''}`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: async (meterId) => answered(await get<{ task: MeterTodoTask | null }>(`${V3}/baozu/device/${meterId}/get-todo-task`)).task,
      createTodoTask: () => Promise.reject(new Error('no recharge here')),
      completeTodoTask: () => Promise.reject(new Error('no recharge here')),
    };
    const context = { transport, clock, server, mac: shared.meterMac, profile: SIM_PROFILE, retry: { maxAttempts: 1 } };
    await meterSwitchOn(context, { meterId: shared.id });
    expect(sim.switchOn).toBe(true);
    expect(await meterOf('meter2')).toMatchObject({ switchOn: true });

    // 抄表: what the meter keeps becomes what the page shows
    sim.readingWh = 54_321;
    sim.balanceFen = 3_100;
    await meterReading(context, { meterId: shared.id });
    expect(await meterOf('meter2')).toMatchObject({ reading: 54.321, balanceFen: 3_100, switchOn: true });

    // an answer of another command, or garbage, is not believed
    expect((await post(`${V3}/smart-device/meter/meterReadingOfflineResponse`, { meterId: shared.id, hex: '9300' })).body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await post(`${V3}/smart-device/meter/submitTurnSwitchOfflineResponse`, { meterId: shared.id, hex: 'zz' })).body.errorCode).not.toBe('0');
    expect((await post(`${V3}/smart-device/meter/meterReadingOffline`, { meterId: shared.id }, world.other)).body.errorCode).toBe('METER_NOT_FOUND');
  });
  it("lists the caller's own top-ups with their state and the meter's reading at each day's end", async () => {
    const hot = await meterOf('meter4');
    const records = async () => expectOk(await get<MeterChargeRecords>('/tapp/v1/intelligent/meter/charge-record', { meterId: hot.id }));
    const seeded = (await records()).records;
    expect(seeded.map((r) => [r.amountFen, r.status, r.orderNo])).toEqual([[5_000, 'credited', null], [5_000, 'credited', null]]);
    const order = expectOk(await post<MeterChargeOrder>('/tapp/v1/intelligent/meter/charge', { meterId: hot.id, amount: 30 }));
    expect((await records()).records[0]).toMatchObject({ amountFen: 3_000, status: 'unpaid', orderNo: order.orderNo, paidAt: null });
    await payOrder(order.orderNo);
    expect((await records()).records[0]).toMatchObject({ amountFen: 3_000, status: 'awaiting_write', orderNo: order.orderNo });
    expect((await get('/tapp/v1/intelligent/meter/charge-record', { meterId: hot.id }, world.other)).body.errorCode).toBe('METER_NOT_FOUND');
    const topUpId = (await records()).records[0]?.id ?? '';
    // by recordId alone (the pay result page): the caller's one top-up with its meter; nobody else's
    const byRecord = async (query: Record<string, string>, token = world.tenant) => get<MeterChargeRecords>('/tapp/v1/intelligent/meter/charge-record', query, token);
    expect(expectOk(await byRecord({ recordId: topUpId })).records).toEqual([expect.objectContaining({ id: topUpId, meterId: hot.id, status: 'awaiting_write', amountFen: 3_000 })]);
    expect((await byRecord({ recordId: topUpId }, world.other)).body).toMatchObject({ errorCode: 'METER_TOP_UP_NOT_FOUND', message: '充值记录不存在' });
    expect((await byRecord({ recordId: topUpId, meterId: 'MEnothere' })).body.errorCode).toBe('METER_TOP_UP_NOT_FOUND');
    expect((await byRecord({ recordId: 'x1' })).body.errorCode).not.toBe('0');
    expect((await byRecord({})).body.errorCode).toBe('METER_NOT_FOUND');

    const electricity = await meterOf('device_meter');
    const day = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
    const logs = expectOk(await get<MeterReadLogs>('/tapp/v1/intelligent/meter/read-logs', { meterId: electricity.id, startDate: day(7), endDate: day(1) }));
    expect(logs.unit).toBe('度');
    expect(logs.readings.map((r) => r.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map(day));
    for (let i = 1; i < logs.readings.length; i += 1) expect(logs.readings[i - 1]?.reading ?? 0).toBeGreaterThan(logs.readings[i]?.reading ?? 0);
    expect(logs.readings[0]?.reading ?? Infinity).toBeLessThanOrEqual(electricity.reading);
    expect((await get('/tapp/v1/intelligent/meter/read-logs', { meterId: electricity.id, startDate: day(400), endDate: day(1) })).body.errorCode).toBe('METER_BAD_RANGE');
  });

  it('says before a top-up what the tenant should know first: money waiting to be written, a checkout applied for', async () => {
    const check = async (meterId: string, token = world.tenant) => world.server.call<{ show: boolean; title: string }>('GET', `${V3}/baozu/device/${meterId}/meter-dialog-check`, { token, query: { btnType: '1' } });
    const hot = await meterOf('meter4');
    expect(expectOk(await check(hot.id))).toMatchObject({ show: false });
    world.server.db.prepare('UPDATE meters SET pending_fen = 3000 WHERE device_id = ?').run(hot.id);
    expect(expectOk(await check(hot.id)).title).toBe('您已支付的¥30.00还未写入表内：请先到表旁用蓝牙写入，写入后再看是否需要继续充值。');
    world.server.db.prepare("UPDATE contracts SET status = 'checkout_applied' WHERE contract_no = 'HTDEMO05'").run();
    expect(expectOk(await check(hot.id)).title).toContain('您已申请退租');
    expect((await check(hot.id, world.other)).body.errorCode).toBe('METER_NOT_FOUND');
  });
});
