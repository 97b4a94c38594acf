import type { MeterWaterAllowances } from '@aster/core-api';
import { meterAddWaterTaskToComplete, type MeterAddWaterResult } from '@aster/core-domain';
import { createTimerClock, createWebBleTransport, type DeviceServerPort, waterProcessor } from '@aster/device-ble';
import { createFakeWebBluetooth, SIM_PROFILE, SimRadio } from '@aster/device-ble/testing';
import { expectOk } from '../bookings/testing/bookingWorld';
import type { CallResult } from '../testing/testServer';
import { useMeterWorld } from './testing/meterWorld';
import { DEMO_WATER_ALLOWANCE } from './addWater';

const V3 = '/tapp/v3';

class AppKilled extends Error {}

/**
 * 加水 over HTTP with a real SQLite database: the seeded welcome allowance written to the offline 热水表 by device-ble's
 * simulated processor (the app killed between the meter's write and the server hearing it), an online 冷水表's
 * allowance written by its cloud, and every refusal. One seeded world for the file; the tests run in order.
 */
describe('加水: water allowances over HTTP', () => {
  const meters = useMeterWorld();
  const { get, post, meterOf } = meters;
  const allowances = async (meterId: string) => expectOk(await get<MeterWaterAllowances>(`${V3}/baozu/device/${meterId}/water-allowances`));
  const grant = (meterId: string, litres: number, reason: string) => meters.world().server.call<{ todoTaskId: string }>('POST', `/__dev/meters/${meterId}/water-allowances`, { body: { litres, reason } });

  it("shows the seeded allowance on the offline 热水表 only, and nobody else's", async () => {
    const hot = await meterOf('meter4');
    expect(hot.addInfo).toEqual({
      show: true,
      text: `物业赠送的热水${DEMO_WATER_ALLOWANCE.litres}升待写入水表（入住赠送热水），请站在表旁打开蓝牙后点击“写入”`,
      taskTodoId: expect.stringMatching(/^AW\d+$/),
    });
    expect(hot.waterCreditLitres).toBeNull();
    expect((await meterOf('meter3')).addInfo).toEqual({ show: false, text: '', taskTodoId: null });
    expect((await meterOf('device_meter')).addInfo).toBeUndefined();
    const list = await allowances(hot.id);
    expect(list).toEqual({ creditLitres: null, allowances: [expect.objectContaining({ litres: 500, reason: '入住赠送热水', status: 'pending', writtenAt: null })] });
    const stranger = await get(`${V3}/baozu/device/${hot.id}/water-allowances`, {}, meters.world().other);
    expect(stranger.body.errorCode).toBe('METER_NOT_FOUND');
    const strangerCommand = await post(`${V3}/smart-device/common/water/bluetooth/command/exec`, { meterId: hot.id, todoTaskId: hot.addInfo?.taskTodoId }, meters.world().other);
    expect(strangerCommand.body.errorCode).toBe('METER_NOT_FOUND');
    const strangerFinish = await post(`${V3}/baozu/device/complete-todo-task`, { todoTaskId: hot.addInfo?.taskTodoId }, meters.world().other);
    expect(strangerFinish.body.errorCode).toBe('METER_WATER_TASK_NOT_FOUND');
    const early = await post(`${V3}/baozu/device/complete-todo-task`, { todoTaskId: hot.addInfo?.taskTodoId });
    expect(early.body).toMatchObject({ errorCode: 'METER_WATER_NOT_WRITTEN', message: '赠送水量尚未写入水表，请先点击“写入”' });
  });

  it('writes the allowance by Bluetooth once, though the app was killed between the write and the report', async () => {
    const hot = await meterOf('meter4');
    const todoTaskId = String(hot.addInfo?.taskTodoId);
    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, { seed: 7 });
    const sim = radio.addMeter(hot.meterMac, 'SIM-WATER', hot.balanceFen);
    let killBeforeReport = true;
    const answered = <T>(result: CallResult<T>): T => {
      if (result.body.errorCode !== '0') throw new Error(result.body.message);
      return result.body.data as T;
    };
    // the app's side of the relay: processor-result, then (the spec's rule) complete the task when taskType is 3
    const server: DeviceServerPort = {
      getCommand: async (_kind, params) => answered(await post<{ hex: string }>(`${V3}/smart-device/common/water/bluetooth/command/exec`, params)),
      submitResponse: async (_kind, params, answer) => {
        if (killBeforeReport) throw new AppKilled('kill -9 after the meter wrote');
        const result = answered(await post<MeterAddWaterResult>(`${V3}/baozu/device/water/processor-result`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        const done = meterAddWaterTaskToComplete(result);
        if (done !== null) answered(await post(`${V3}/baozu/device/complete-todo-task`, { todoTaskId: String(done) }));
        return {};
      },
      getPendingTodoTask: async () => null,
      createTodoTask: () => Promise.reject(new Error('not a recharge')),
      completeTodoTask: () => Promise.reject(new Error('not a recharge')),
    };
    const visit = () => {
      const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === hot.meterMac) ?? null }), clock);
      return waterProcessor({ transport, clock, server, mac: hot.meterMac, profile: SIM_PROFILE, timeouts: { scanMs: 300, connectMs: 300, commandMs: 300 } }, { meterId: hot.id, todoTaskId });
    };

    await expect(visit()).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(sim.waterLitres).toBe(500);
    expect((await meterOf('meter4')).addInfo?.show).toBe(true);
    expect((await allowances(hot.id)).allowances[0]?.status).toBe('pending');

    killBeforeReport = false;
    const second = await visit();
    expect(second.answers[0]?.hex.slice(-2)).toBe('00'); // the processor: applied earlier, not again
    expect(sim.waterLitres).toBe(500);
    expect(sim.waterWrites.size).toBe(1);
    const after = await meterOf('meter4');
    expect(after.addInfo).toEqual({ show: false, text: '', taskTodoId: null });
    expect(after.waterCreditLitres).toBe(500);
    expect((await allowances(hot.id)).allowances[0]).toMatchObject({ status: 'done', writtenAt: expect.any(String) });

    // a repeated answer or completion changes nothing; the done allowance's command is not handed out again
    const repeat = expectOk(await post<MeterAddWaterResult>(`${V3}/baozu/device/water/processor-result`, { meterId: hot.id, hex: second.answers[0]?.hex }));
    expect(meterAddWaterTaskToComplete(repeat)).toBeNull();
    expectOk(await post(`${V3}/baozu/device/complete-todo-task`, { todoTaskId }));
    expect((await meterOf('meter4')).waterCreditLitres).toBe(500);
    const again = await post(`${V3}/smart-device/common/water/bluetooth/command/exec`, { meterId: hot.id, todoTaskId });
    expect(again.body).toMatchObject({ errorCode: 'METER_WATER_DONE', message: '该赠送水量已写入水表' });
    const count = meters.world().server.db.prepare("SELECT COUNT(*) AS n FROM meter_water_allowances WHERE device_id = ? AND written_at IS NOT NULL").get(hot.id) as { n: number };
    expect(count.n).toBe(1);
  }, 60_000);

  it("refuses a malformed answer, another meter's answer and a write on the wrong path", async () => {
    const hot = await meterOf('meter4');
    const cold = await meterOf('meter3');
    const todoTaskId = expectOk(await grant(hot.id, 120, '停水补偿')).todoTaskId;
    const command = expectOk(await post<{ hex: string }>(`${V3}/smart-device/common/water/bluetooth/command/exec`, { meterId: hot.id, todoTaskId }));
    expect(command.hex).toMatch(/^20/);
    for (const hex of ['zz', 'a000', 'a0000000000100000078', 'a000000000ff0000007801']) {
      const bad = await post(`${V3}/baozu/device/water/processor-result`, { meterId: hot.id, hex });
      expect(bad.body.errorCode).toMatch(/^(METER_BAD_ANSWER|PARAM_INVALID)$/);
    }
    const refused = await post(`${V3}/baozu/device/water/processor-result`, { meterId: hot.id, hex: 'a0010000000000000000' + '00' });
    expect(refused.body.errorCode).toBe('METER_REFUSED');
    // the answer names the allowance (write id): sent for another meter it is refused
    const writeId = Number(todoTaskId.slice(2)).toString(16).padStart(8, '0');
    const forCold = await post(`${V3}/baozu/device/water/processor-result`, { meterId: cold.id, hex: `a000${writeId}0000007801` });
    expect(forCold.body.errorCode).toBe('METER_ONLINE_CLOUD');
    meters.world().server.db.prepare('UPDATE devices SET online = 0 WHERE id = ?').run(cold.id);
    const forOfflineCold = await post(`${V3}/baozu/device/water/processor-result`, { meterId: cold.id, hex: `a000${writeId}0000007801` });
    meters.world().server.db.prepare('UPDATE devices SET online = 1 WHERE id = ?').run(cold.id);
    expect(forOfflineCold.body).toMatchObject({ errorCode: 'METER_BAD_ANSWER', message: '设备应答无效' });
    const unknownWrite = await post(`${V3}/baozu/device/water/processor-result`, { meterId: hot.id, hex: 'a000000f42400000007801' });
    expect(unknownWrite.body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await allowances(hot.id)).allowances[0]).toMatchObject({ litres: 120, status: 'pending' });
    const viaCloud = await post(`${V3}/baozu/device/water/add-value`, { meterId: hot.id, todoTaskId });
    expect(viaCloud.body.errorCode).toBe('METER_OFFLINE');
    const onElectricity = await post(`${V3}/baozu/device/water/add-value`, { meterId: (await meterOf('device_meter')).id, todoTaskId });
    expect(onElectricity.body).toMatchObject({ errorCode: 'METER_NOT_WATER', message: '该表没有水控器，无法加水' });
    const second = await grant(hot.id, 50, '再次赠送');
    expect(second.body).toMatchObject({ errorCode: 'METER_WATER_PENDING' });
    expect((await grant(hot.id, 0, '零升')).body.errorCode).toBe('PARAM_INVALID');
    expect((await allowances(hot.id)).allowances.map((a) => [a.litres, a.status])).toEqual([
      [120, 'pending'],
      [500, 'done'],
    ]);
  });

  it("writes an online 冷水表's allowance through its cloud, once", async () => {
    const cold = await meterOf('meter3');
    const todoTaskId = expectOk(await grant(cold.id, 200, '停水补偿')).todoTaskId;
    expect((await meterOf('meter3')).addInfo).toEqual({ show: true, text: '物业赠送的冷水200升待写入水表（停水补偿），点击“写入”即可到账', taskTodoId: todoTaskId });
    const bluetooth = await post(`${V3}/smart-device/common/water/bluetooth/command/exec`, { meterId: cold.id, todoTaskId });
    expect(bluetooth.body.errorCode).toBe('METER_ONLINE_CLOUD');
    const first = expectOk(await post<MeterAddWaterResult>(`${V3}/baozu/device/water/add-value`, { meterId: cold.id, todoTaskId }));
    expect(first).toEqual({ taskType: 3, todoTaskId });
    // the app killed before completing: the next tap writes nothing more and completes it
    const repeat = expectOk(await post<MeterAddWaterResult>(`${V3}/baozu/device/water/add-value`, { meterId: cold.id, todoTaskId }));
    expect(meterAddWaterTaskToComplete(repeat)).toBe(todoTaskId);
    expect(expectOk(await post(`${V3}/baozu/device/complete-todo-task`, { todoTaskId }))).toEqual({ todoTaskId, status: 'done' });
    const after = await meterOf('meter3');
    expect(after.waterCreditLitres).toBe(200);
    expect(after.addInfo?.show).toBe(false);
    const late = expectOk(await post<MeterAddWaterResult>(`${V3}/baozu/device/water/add-value`, { meterId: cold.id, todoTaskId }));
    expect(meterAddWaterTaskToComplete(late)).toBeNull();
    expect((await meterOf('meter3')).waterCreditLitres).toBe(200);
  });
});
