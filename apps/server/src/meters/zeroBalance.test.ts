import type { MeterChargeOrder, MeterTodoTask, MeterZeroing } from '@aster/core-api';
import { addCalendarDays, chinaDate, type PrepayParams } from '@aster/core-domain';
import { createTimerClock, createWebBleTransport, type DeviceServerPort, meterZeroBalance } from '@aster/device-ble';
import { ANSWER_FLAG, createFakeWebBluetooth, SIM_OP, SIM_PROFILE, SIM_RESULT, SimRadio } from '@aster/device-ble/testing';
import { expectOk, requestId } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';
import type { CallResult } from '../testing/testServer';
import { useMeterWorld } from './testing/meterWorld';

const V3 = '/tapp/v3';

class AppKilled extends Error {}

/**
 * 退租清零 over HTTP, one seeded world: the demo tenant applies for checkout of the rented room, zeroes the online
 * meter through its cloud and two offline meters by Bluetooth beside device-ble's simulated meters (the radio dropping
 * mid-write, the app killed after the meter cleared and before the server heard), and gets each amount back in the
 * wallet once; a zeroed meter takes no more top-ups, and strangers' or malformed answers are refused.
 */
describe('meter zero balance at move-out (退租清零)', () => {
  const meters = useMeterWorld();
  const { get, post, meterOf } = meters;
  const zeroing = async (meterId: string) => expectOk(await get<MeterZeroing>(`${V3}/baozu/device/${meterId}/meter-zero-balance`));
  const walletFen = async () => expectOk(await get<{ availableFen: number }>('/tapp/v1/wallet/summary')).availableFen;
  const answerHex = (id: number, clearedFen: number) =>
    [SIM_OP.zeroBalance | ANSWER_FLAG, SIM_RESULT.ok, ...[id, clearedFen].flatMap((v) => [v >>> 24, v >>> 16, v >>> 8, v].map((b) => b & 0xff)), 1, 0, 0, 0, 0]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');

  /** The app's relay port over HTTP; `killBefore` kills the app just before the named call (the meter has already acted). */
  const portFor = (kill: { beforeReport: boolean }): DeviceServerPort => {
    const answered = <T>(result: CallResult<T>): T => {
      if (result.body.errorCode !== '0') throw new Error(result.body.message);
      return result.body.data as T;
    };
    return {
      getCommand: async (_kind, params) => answered(await get<{ hex: string }>(`${V3}/baozu/device/${(params as { meterId: string }).meterId}/meter-zero-balance-offline`)),
      submitResponse: async (_kind, params, answer) => {
        if (kill.beforeReport) {
          kill.beforeReport = false;
          throw new AppKilled('kill -9 after the meter cleared');
        }
        answered(await post(`${V3}/baozu/device/meter-zero-balance-offline-response`, { meterId: (params as { meterId: string }).meterId, hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: async (id) => answered(await get<{ task: MeterTodoTask | null }>(`${V3}/baozu/device/${id}/get-todo-task`)).task,
      createTodoTask: () => Promise.reject(new Error('no recharge here')),
      completeTodoTask: () => Promise.reject(new Error('no recharge here')),
    };
  };

  it('is not due while the lease runs: the card says nothing and the server refuses to zero', async () => {
    const online = await meterOf('device_meter');
    expect(await zeroing(online.id)).toEqual({ state: 'none', online: true, balanceFen: online.balanceFen, refundedFen: 0, records: [] });
    expect((await post(`${V3}/baozu/device/${online.id}/meter-zero-balance-online`, {})).body).toMatchObject({ errorCode: 'METER_ZERO_NOT_DUE', message: '仅在退租办理中、表内还有余额时可以清零' });
    const offline = await meterOf('meter4');
    expect((await get(`${V3}/baozu/device/${offline.id}/meter-zero-balance-offline`)).body.errorCode).toBe('METER_ZERO_NOT_DUE');
  });

  it('zeroes the online meter at once once checkout is applied for, refunds it once and refuses a further top-up', async () => {
    const online = await meterOf('device_meter');
    expectOk(await post('/tenant-service/checkout/v1', { contractId: online.contractId, expectCheckoutDate: addCalendarDays(chinaDate(meters.world().clock.now()), 7) }));
    expect(await zeroing(online.id)).toMatchObject({ state: 'due', balanceFen: 8_640 });
    // tenant B cannot zero A's meter, nor read its card
    expect((await post(`${V3}/baozu/device/${online.id}/meter-zero-balance-online`, {}, meters.world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await get(`${V3}/baozu/device/${online.id}/meter-zero-balance`, {}, meters.world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    const before = await walletFen();
    const zeroed = expectOk(await post<MeterZeroing>(`${V3}/baozu/device/${online.id}/meter-zero-balance-online`, {}));
    expect(zeroed).toMatchObject({ state: 'zeroed', balanceFen: 0, refundedFen: 8_640, records: [{ amountFen: 8_640 }] });
    // a second tap answers the same and refunds nothing more
    expect(expectOk(await post<MeterZeroing>(`${V3}/baozu/device/${online.id}/meter-zero-balance-online`, {}))).toEqual(zeroed);
    expect(await walletFen()).toBe(before + 8_640);
    expect((await meterOf('device_meter')).balanceFen).toBe(0);
    const topUp = await post('/tapp/v1/intelligent/meter/charge', { meterId: online.id, amount: 50 });
    expect(topUp.body).toMatchObject({ errorCode: 'METER_ZEROED', message: '表内余额已在退租时清零并退回钱包，退租办理中的表不能再充值' });
    expect(moneyInvariantProblems(meters.world().server.db)).toEqual([]);
  });

  it('zeroes an offline meter by Bluetooth: the radio drops mid-write, the app is killed before the report, refunded once', async () => {
    const meter = await meterOf('meter2');
    // a top-up paid before the checkout and never written: it is refunded with what the meter clears
    const order = expectOk(await post<MeterChargeOrder>('/tapp/v1/intelligent/meter/charge', { meterId: meter.id, amount: 20 }));
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    await meters.world().server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '', outcome: 'success' } });
    expect(await zeroing(meter.id)).toMatchObject({ state: 'due', online: false, balanceFen: meter.balanceFen + 2_000 });

    const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
    const radio = new SimRadio(clock, { seed: 3 });
    const sim = radio.addMeter(meter.meterMac, 'SIM-METER', meter.balanceFen);
    const kill = { beforeReport: true };
    const run = () => {
      const transport = createWebBleTransport(createFakeWebBluetooth(radio, { choose: (c) => c.find((one) => one.mac === meter.meterMac) ?? null }), clock);
      return meterZeroBalance({ transport, clock, server: portFor(kill), mac: meter.meterMac, profile: SIM_PROFILE, timeouts: { scanMs: 300, connectMs: 300, commandMs: 300 } }, { meterId: meter.id });
    };
    const before = await walletFen();
    radio.injectFault('disconnect-mid-write');
    await expect(run()).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(radio.stats.faults['disconnect-mid-write']).toBe(1);
    // the meter cleared; the server never heard: still due, nothing refunded
    expect(sim.balanceFen).toBe(0);
    expect(await zeroing(meter.id)).toMatchObject({ state: 'due' });
    expect(await walletFen()).toBe(before);

    await run();
    expect(sim.zeroingsApplied).toBe(1);
    expect(await zeroing(meter.id)).toMatchObject({ state: 'zeroed', balanceFen: 0, refundedFen: meter.balanceFen + 2_000 });
    expect(await walletFen()).toBe(before + meter.balanceFen + 2_000);
    expect(await meterOf('meter2')).toMatchObject({ balanceFen: 0, pendingRechargeFen: 0 });

    // the same answer again (a lost reply) changes nothing; another amount for it, or a stranger's, is refused
    const zeroingId = sim.lastZeroing?.id ?? 0;
    expectOk(await post(`${V3}/baozu/device/meter-zero-balance-offline-response`, { meterId: meter.id, hex: answerHex(zeroingId, meter.balanceFen) }));
    expect((await post(`${V3}/baozu/device/meter-zero-balance-offline-response`, { meterId: meter.id, hex: answerHex(zeroingId, 99_999) })).body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await post(`${V3}/baozu/device/meter-zero-balance-offline-response`, { meterId: meter.id, hex: answerHex(zeroingId, 1) }, meters.world().other)).body.errorCode).toBe('METER_NOT_FOUND');
    expect(await walletFen()).toBe(before + meter.balanceFen + 2_000);
    expect(moneyInvariantProblems(meters.world().server.db)).toEqual([]);
  }, 30_000);

  it('refuses an answer for another meter, an unknown zeroing id or a malformed answer', async () => {
    const hot = await meterOf('meter4');
    const shared = await meterOf('meter2');
    const issued = expectOk(await get<{ hex: string }>(`${V3}/baozu/device/${hot.id}/meter-zero-balance-offline`));
    // asked again before any answer: the same open zeroing, the same command
    expect(expectOk(await get<{ hex: string }>(`${V3}/baozu/device/${hot.id}/meter-zero-balance-offline`))).toEqual(issued);
    const zeroingId = parseInt(issued.hex.slice(10, 18), 16);
    const answer = (meterId: string, hex: string) => post(`${V3}/baozu/device/meter-zero-balance-offline-response`, { meterId, hex });
    expect((await answer(shared.id, answerHex(zeroingId, hot.balanceFen))).body).toMatchObject({ errorCode: 'METER_BAD_ANSWER', message: '设备应答无效' });
    expect((await answer(hot.id, answerHex(zeroingId + 1000, hot.balanceFen))).body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await answer(hot.id, answerHex(zeroingId, hot.balanceFen).slice(0, 20))).body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await answer(hot.id, answerHex(zeroingId, -5))).body.errorCode).toBe('METER_BAD_ANSWER');
    expect((await answer(hot.id, 'zz')).body.errorCode).not.toBe('0');
    expect(await zeroing(hot.id)).toMatchObject({ state: 'due', balanceFen: hot.balanceFen });
    expect(moneyInvariantProblems(meters.world().server.db)).toEqual([]);
  });
});
