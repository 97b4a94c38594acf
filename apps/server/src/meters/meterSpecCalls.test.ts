import type {
  MeterButtonCheck,
  MeterChargeOrder,
  MeterDeviceInfo,
  MeterListItem,
  MeterOperationLogInfo,
  MeterOperationLogs,
  MeterReading,
  MeterRechargePosition,
  MeterSwitchLogs,
  MeterTasksTodo,
  MeterTodoTask,
  MeterUseRecords,
  MeterUseTotal,
  MeterViewMore,
} from '@aster/core-api';
import type { PrepayParams } from '@aster/core-domain';
import { createTimerClock, createWebBleTransport, type DeviceServerPort, meterRecharge, meterResetBalance } from '@aster/device-ble';
import { createFakeWebBluetooth, SIM_PROFILE, SimRadio } from '@aster/device-ble/testing';
import { expectOk, requestId } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';
import type { CallResult } from '../testing/testServer';
import { useMeterWorld } from './testing/meterWorld';

const V1 = '/tapp/v1/intelligent/meter';
const V3 = '/tapp/v3';

const answered = <T>(result: CallResult<T>): T => {
  if (result.body.errorCode !== '0') throw new Error(result.body.message);
  return result.body.data as T;
};
const day = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);

describe("section 7's meter calls over HTTP: the meter list, logs, use records, recharge positions, todo tasks and 余额校零", () => {
  const { world, get, post, meterOf } = useMeterWorld();
  const payOrder = async (orderNo: string) => {
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    const prepayId = params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '';
    expect((await world().server.call<{ charged: boolean }>('POST', '/provider/wechat/pay', { body: { prepayId, outcome: 'success' } })).body).toMatchObject({ charged: true });
  };

  it("lists the caller's meters where they are, and none of them to anyone else", async () => {
    const list = expectOk(await get<MeterListItem[]>(`${V1}/list`));
    expect(list.map((m) => m.model).sort()).toEqual(['device_meter', 'meter2', 'meter3', 'meter4']);
    expect(list.find((m) => m.model === 'device_meter')).toMatchObject({ name: '电表', roomName: '我的房间', balance: '86.40', balanceFen: 8_640, online: true, deviceType: 2 });
    const theirs = expectOk(await get<MeterListItem[]>(`${V1}/list`, {}, world().other));
    expect(theirs.filter((m) => list.some((mine) => mine.id === m.id))).toEqual([]);
  });

  it("keeps the meter's operation log (pageSize at most 1000), one entry's info and whether to show 查看更多, for its tenants only", async () => {
    const meter = await meterOf('device_meter');
    const logs = async (query: Record<string, string> = {}) => expectOk(await get<MeterOperationLogs>(`${V1}/meter-operation-log`, { meterId: meter.id, ...query }));
    // the seeded top-ups reached the online meter through its cloud
    const seeded = await logs();
    expect(seeded.total).toBe(3);
    expect(seeded.list.map((e) => [e.operation, e.channel, e.title, e.operator])).toEqual([
      ['recharge', 'remote', '远程充值 ¥50.00', '我'],
      ['recharge', 'remote', '远程充值 ¥100.00', '我'],
      ['recharge', 'remote', '远程充值 ¥100.00', '我'],
    ]);
    expect(expectOk(await get<MeterViewMore>(`${V1}/meter-operation-log/view-more-button`, { meterId: meter.id }))).toEqual({ show: false, previewSize: 5 });
    for (let i = 0; i < 3; i += 1) expectOk(await post<MeterReading>(`${V3}/smart-device/meter/meterReadingOnline`, { meterId: meter.id }));
    const after = await logs({ pageSize: '2' });
    expect(after.total).toBe(6);
    expect(after.list.map((e) => e.title)).toEqual(['远程抄表', '远程抄表']);
    expect((await logs({ pageSize: '5000' })).list).toHaveLength(6);
    expect(expectOk(await get<MeterViewMore>(`${V1}/meter-operation-log/view-more-button`, { meterId: meter.id })).show).toBe(true);

    const entry = after.list[0]?.id ?? '';
    expect(expectOk(await get<MeterOperationLogInfo>(`${V1}/meter-operation-log/${entry}/info`))).toMatchObject({
      id: entry,
      meterId: meter.id,
      meterName: '电表',
      operation: 'reading',
      balanceAfterFen: 8_640,
      readingAfter: meter.reading,
    });
    expect((await get(`${V1}/meter-operation-log/${entry}/info`, {}, world().other)).body).toMatchObject({ errorCode: 'METER_LOG_NOT_FOUND', message: '操作记录不存在' });
    expect((await get(`${V1}/meter-operation-log/99999/info`)).body.errorCode).toBe('METER_LOG_NOT_FOUND');
    expect((await get(`${V1}/meter-operation-log/x'1/info`)).body.errorCode).not.toBe('0');
    expect((await get(`${V1}/meter-operation-log`, { meterId: meter.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await get(`${V1}/meter-operation-log/view-more-button`, { meterId: meter.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
  });

  it("answers each day's use and charge of a range with its totals, and what the tenant paid in over it", async () => {
    const meter = await meterOf('device_meter');
    const range = { meterId: meter.id, startDate: day(10), endDate: day(1) };
    const records = expectOk(await get<MeterUseRecords>(`${V1}/use-record`, range));
    expect(records.unit).toBe('度');
    expect(records.list.map((r) => r.date)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(day));
    for (const r of records.list) expect(Math.abs(r.costFen - r.use * 120)).toBeLessThanOrEqual(1);
    // the reading at a day's end is the one before it plus the day's use
    const [newer, older] = records.list;
    expect(Math.abs((newer?.readingEnd ?? 0) - (older?.readingEnd ?? 0) - (newer?.use ?? 0))).toBeLessThan(0.002);
    const total = expectOk(await get<MeterUseTotal>(`${V1}/use-record-total`, range));
    expect(total).toMatchObject({ unit: '度', days: 10, costFen: records.list.reduce((s, r) => s + r.costFen, 0), paidInFen: 5_000 });
    expect(total.use).toBeCloseTo(records.list.reduce((s, r) => s + r.use, 0), 2);
    expect(expectOk(await get<MeterUseRecords>(`${V1}/use-record`, { ...range, pageSize: '3' })).list).toHaveLength(3);
    expect((await get(`${V1}/use-record`, { ...range, startDate: day(400) })).body.errorCode).toBe('METER_BAD_RANGE');
    expect((await get(`${V1}/use-record-total`, range, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await get(`${V1}/use-record`, { meterId: meter.id })).body.errorCode).not.toBe('0');
  });

  it('shows the unit price and the device info (MAC masked) before a top-up, and the water cloud reads only water meters', async () => {
    const meter = await meterOf('device_meter');
    expect(expectOk(await get<{ priceFen: number; unit: string }>(`${V1}/baozu/price`, { meterId: meter.id }))).toEqual({ priceFen: 120, unit: '度' });
    expect((await get(`${V1}/baozu/price`, { meterId: meter.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    const info = expectOk(await post<MeterDeviceInfo>(`${V3}/smart-device/show/device-info`, { meterId: meter.id }));
    expect(info).toMatchObject({ name: '电表', modelName: '4G预付费电表', connection: '4G远程（在线）' });
    expect(info.mac).toMatch(/^E1:\*\*:\*\*:\*\*:\*\*:[0-9A-F]{2}$/);
    expect(info.installedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await post(`${V3}/smart-device/show/device-info`, { meterId: meter.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');

    const cold = await meterOf('meter3');
    expect(expectOk(await post<MeterReading>(`${V3}/smart-device/common/water/meterReadingOnline`, { meterId: cold.id }))).toMatchObject({ reading: cold.reading, balanceFen: cold.balanceFen });
    expect(expectOk(await get<MeterOperationLogs>(`${V1}/meter-operation-log`, { meterId: cold.id })).list[0]).toMatchObject({ operation: 'reading', title: '远程抄表' });
    expect((await post(`${V3}/smart-device/common/water/meterReadingOnline`, { meterId: meter.id })).body).toMatchObject({ errorCode: 'METER_NOT_WATER_METER', message: '该表不是水表，请使用电表抄表' });
    const hot = await meterOf('meter4');
    expect((await post(`${V3}/smart-device/common/water/meterReadingOnline`, { meterId: hot.id })).body.errorCode).toBe('METER_OFFLINE');
    expect((await post(`${V3}/smart-device/common/water/meterReadingOnline`, { meterId: cold.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
  });

  it('says whether a meter button may act now, and logs the relay switched on again', async () => {
    const meter = await meterOf('device_meter');
    const check = async (btnType: number, token = world().tenant) => get<MeterButtonCheck>(`${V3}/baozu/device/click-btn-check`, { deviceId: meter.id, btnType: String(btnType) }, token);
    expect(expectOk(await check(1))).toEqual({ allowed: true, message: '' });
    expect(expectOk(await check(2))).toEqual({ allowed: false, message: '表已合闸，无需重复操作' });
    expect(expectOk(await check(4))).toEqual({ allowed: false, message: '没有待处理的余额校零' });
    world().server.db.prepare('UPDATE meters SET switch_on = 0, balance_fen = 0 WHERE device_id = ?').run(meter.id);
    expect(expectOk(await check(2))).toEqual({ allowed: false, message: '余额不足，请先充值后再合闸' });
    world().server.db.prepare('UPDATE meters SET balance_fen = 900 WHERE device_id = ?').run(meter.id);
    expect(expectOk(await check(2)).allowed).toBe(true);
    expectOk(await post(`${V3}/smart-device/meter/switchOn`, { meterId: meter.id }));
    expect(expectOk(await get<MeterSwitchLogs>(`${V1}/operate-logs`, { meterId: meter.id })).list).toEqual([expect.objectContaining({ action: 'on', reason: '远程合闸，恢复供电' })]);
    // the flat's shared meter ran dry (seeded)
    const shared = await meterOf('meter2');
    expect(expectOk(await get<MeterSwitchLogs>(`${V1}/operate-logs`, { meterId: shared.id })).list).toEqual([expect.objectContaining({ action: 'off', reason: '余额用完，自动断开' })]);
    expect((await get(`${V1}/operate-logs`, { meterId: meter.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await check(1, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await get(`${V3}/baozu/device/click-btn-check`, { deviceId: meter.id })).body.errorCode).not.toBe('0');
  });

  it('takes the app\'s device event log for the caller\'s own devices only, bounded', async () => {
    const meter = await meterOf('meter4');
    const report = { device: { system: 'iOS 17', model: 'iPhone', brand: 'Apple' }, dotContent: 'meter-recharge failed: connection-lost', deviceId: meter.id };
    expect(expectOk(await post<{ id: string }>(`${V3}/smart-device/device/dot/log/report`, report)).id).toMatch(/^\d+$/);
    expect((await post(`${V3}/smart-device/device/dot/log/report`, report, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await post(`${V3}/smart-device/device/dot/log/report`, { ...report, dotContent: 'x'.repeat(2001) })).body.errorCode).not.toBe('0');
    const saved = world().server.db.prepare('SELECT system, content FROM device_dot_logs WHERE device_id = ?').all(meter.id);
    expect(saved).toEqual([{ system: 'iOS 17 Apple iPhone', content: 'meter-recharge failed: connection-lost' }]);
  });

  it('余额校零: sets an offline meter to 0 by Bluetooth only for the operator\'s reset task, before a top-up is written, once', async () => {
    const shared = await meterOf('meter2');
    const grant = (meterId: string) => world().server.call<{ todoTaskId: string }>('POST', `/__dev/meters/${meterId}/balance-resets`, { body: { reason: '上一租期余额已随押金结算' } });
    expect((await grant((await meterOf('device_meter')).id)).body.errorCode).toBe('METER_RESET_ONLINE');
    // the hot water meter holds the tenant's own top-ups: never reset
    expect((await grant((await meterOf('meter4')).id)).body.errorCode).toBe('METER_RESET_TENANT_MONEY');
    expect((await post(`${V3}/smart-device/device/offlineResetBalance`, { meterId: shared.id })).body).toMatchObject({ errorCode: 'METER_NO_RESET', message: '没有待处理的余额校零' });
    const taskId = expectOk(await grant(shared.id)).todoTaskId;
    expect((await grant(shared.id)).body.errorCode).toBe('METER_RESET_OPEN');
    expect(expectOk(await get<MeterTasksTodo>(`${V3}/baozu/device/${shared.id}/device-task-todo`)).tasks).toEqual([
      expect.objectContaining({ taskId, taskType: 4, title: '余额校零：上一租期余额已随押金结算' }),
    ]);
    expect((await get(`${V3}/baozu/device/${shared.id}/device-task-todo`, {}, world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await post(`${V3}/smart-device/device/offlineResetBalance`, { meterId: shared.id }, world().other)).body.errorCode).toBe('METER_NOT_FOUND');

    // a top-up paid meanwhile waits: it is written after the reset, so the reset never clears it
    const order = expectOk(await post<MeterChargeOrder>(`${V1}/charge`, { meterId: shared.id, amount: 30 }));
    await payOrder(order.orderNo);
    expect((await post(`${V3}/smart-device/device/offlineChargeBalance`, { meterId: shared.id, amount: 30 })).body).toMatchObject({ errorCode: 'METER_RESET_FIRST' });

    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, { seed: 11 });
    const sim = radio.addMeter(shared.meterMac, 'SIM-METER', 3_250);
    const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === shared.meterMac) ?? null }), clock);
    const paths: Record<string, [string, string]> = {
      'meter-reset-balance': ['device/offlineResetBalance', 'device/offlineResetBalanceResponse'],
      'meter-recharge': ['device/offlineChargeBalance', 'device/offlineRechargeBalanceResponse'],
    };
    const answers: string[] = [];
    const server: DeviceServerPort = {
      getCommand: async (kind, params) => answered(await post<{ hex: string }>(`${V3}/smart-device/${paths[kind]?.[0] ?? ''}`, params)),
      submitResponse: async (kind, params, answer) => {
        if (kind === 'meter-reset-balance') answers.push(answer.hex);
        answered(await post(`${V3}/smart-device/${paths[kind]?.[1] ?? ''}`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: async (meterId) => answered(await get<{ task: MeterTodoTask | null }>(`${V3}/baozu/device/${meterId}/get-todo-task`)).task,
      createTodoTask: async (params, command) => answered(await post<MeterTodoTask>(`${V3}/baozu/device/${params.meterId}/create-todo-task-remote`, { amount: params.amount, hex: command.hex })),
      completeTodoTask: async (task, answer) => {
        answered(await post(`${V3}/baozu/device/complete-todo-task/ble-charge`, { taskId: task.taskId, meterId: task.meterId, hex: answer.hex }));
      },
    };
    const context = { transport, clock, server, mac: shared.meterMac, profile: SIM_PROFILE, retry: { maxAttempts: 1 } };
    await meterResetBalance(context, { meterId: shared.id });
    expect(sim.balanceFen).toBe(0);
    expect(await meterOf('meter2')).toMatchObject({ balanceFen: 0, pendingRechargeFen: 3_000 });
    expect(expectOk(await get<MeterTasksTodo>(`${V3}/baozu/device/${shared.id}/device-task-todo`)).tasks).toEqual([]);
    expect(world().server.db.prepare('SELECT cleared_fen FROM meter_balance_resets WHERE task_id = ?').get(taskId)).toEqual({ cleared_fen: 3_250 });
    // the same answer again changes nothing; another command's answer is not believed
    expect(expectOk(await post<MeterReading>(`${V3}/smart-device/device/offlineResetBalanceResponse`, { meterId: shared.id, hex: answers[0] ?? '' })).balanceFen).toBe(0);
    expect((await post(`${V3}/smart-device/device/offlineResetBalanceResponse`, { meterId: shared.id, hex: '9100' })).body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await post(`${V3}/smart-device/device/offlineResetBalance`, { meterId: shared.id })).body.errorCode).toBe('METER_NO_RESET');

    // now the top-up is written: the meter has exactly what was paid
    await meterRecharge(context, { meterId: shared.id, amount: 30 });
    expect(sim.balanceFen).toBe(3_000);
    expect(await meterOf('meter2')).toMatchObject({ balanceFen: 3_000, pendingRechargeFen: 0 });
    const log = expectOk(await get<MeterOperationLogs>(`${V1}/meter-operation-log`, { meterId: shared.id })).list.map((e) => e.title);
    expect(log).toEqual(['蓝牙写入充值 ¥30.00', '余额校零（原余额¥32.50已由运营方结算）']);
    expect(moneyInvariantProblems(world().server.db)).toEqual([]);
  });

  it('says where a top-up can go, and why not once the meter was zeroed at move-out', async () => {
    const positions = async () => expectOk(await get<{ positions: MeterRechargePosition[] }>(`${V1}/recharge-position`)).positions;
    expect((await positions()).every((p) => p.chargeable && p.reason === null)).toBe(true);
    expect((await positions()).map((p) => p.name).sort()).toEqual(['公摊电表', '冷水表', '热水表', '电表']);
    const meter = await meterOf('device_meter');
    world().server.db.prepare("UPDATE contracts SET status = 'checkout_applied' WHERE contract_no = 'HTDEMO05'").run();
    expectOk(await post(`${V3}/baozu/device/${meter.id}/meter-zero-balance-online`, {}));
    const zeroed = (await positions()).find((p) => p.meterId === meter.id);
    expect(zeroed).toMatchObject({ chargeable: false });
    expect(zeroed?.reason).toBeTruthy();
    const check = expectOk(await get<MeterButtonCheck>(`${V3}/baozu/device/click-btn-check`, { deviceId: meter.id, btnType: '1' }));
    expect(check).toEqual({ allowed: false, message: zeroed?.reason });
    expect(expectOk(await get<MeterOperationLogs>(`${V1}/meter-operation-log`, { meterId: meter.id })).list[0]).toMatchObject({ operation: 'zero-balance', channel: 'remote' });
    expect(expectOk(await get<{ positions: MeterRechargePosition[] }>(`${V1}/recharge-position`, {}, world().other)).positions.some((p) => p.meterId === meter.id)).toBe(false);
  });
});
