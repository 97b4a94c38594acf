import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { shownUi } from '@screens/platform/ui';
import { until } from '@screens/features/device/testing';
import { meterDetailOf, rechargeServer, simulatedMeterInRange, TEST_METER_MAC } from '@screens/features/device/meterTesting';
import { bytesToHex, parseMac } from '@aster/device-ble';
import { SIM_OP, simCommand } from '@aster/device-ble/testing';
import Meter4Page from './Meter4Page';

let query: Record<string, string> = { meterId: 'MH1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

/** A week of days costing 3 yuan each, and 10 nights at 03:00 of 0.01 吨 then `tonight`. */
function useAnswers(tonight = 0.01) {
  const days = Array.from({ length: 8 }, (_, i) => ({ date: `2026-11-${String(i + 10).padStart(2, '0')}`, use: 0.1, costFen: 300 }));
  const hours = Array.from({ length: 10 }, (_, i) => ({ hour: `2026-11-${String(i + 10).padStart(2, '0')} 03:00`, use: 0.01 }));
  hours.push({ hour: '2026-11-24 03:00', use: tonight });
  return { '/device/dayUse': () => okAnswer({ unit: '吨', points: days }), '/device/hourUse': () => okAnswer({ unit: '吨', points: hours }) };
}

describe('meter4 (and the meter pages it shares with device_meter, meter2, meter3)', () => {
  afterEach(() => {
    setSimulatedBluetooth(null);
    query = { meterId: 'MH1001' };
  });

  it('shows balance, price, state, how long the balance lasts, and the way to top up and to the charts', async () => {
    const page = await openScreen(Meter4Page, { answers: { '/meter/detail': () => okAnswer(meterDetailOf()), ...useAnswers() } });
    expect(page.byTestId('meter-status')?.children.join('')).toBe('热水表 · 离线（蓝牙）');
    expect(page.byTestId('meter-balance')?.children.join('')).toBe('¥12.00');
    expect(page.byTestId('meter-days-left')?.children.join('')).toBe('按近期用量，余额约可用4天');
    expect(page.byTestId('meter-unusual-use')).toBeUndefined();
    expect(page.text()).toContain('30.00元/吨');
    await page.tap('meter-charge');
    expect(page.currentPage()).toBe('/pages/device/meter_charge/index?meterId=MH1001');
    await page.tap('meter-hours');
    expect(page.currentPage()).toBe('/pages/device/meter_record/analyse_range_detail_hours?meterId=MH1001');
    page.unmount();
  });

  it('says before 充值 what the server wants the tenant to know, then goes on to the charge page', async () => {
    shownUi.length = 0;
    const page = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf({ pendingRechargeFen: 3_000 })),
        ...useAnswers(),
        '/meter-dialog-check': () => okAnswer({ show: true, title: '您已支付的¥30.00还未写入表内：请先到表旁用蓝牙写入，写入后再看是否需要继续充值。', btnType: 1 }),
      },
    });
    await page.tap('meter-charge');
    await page.settle();
    expect(page.sent('/meter-dialog-check')[0]?.url).toContain('btnType=1');
    expect(shownUi).toContainEqual({ kind: 'modal', text: '充值提示: 您已支付的¥30.00还未写入表内：请先到表旁用蓝牙写入，写入后再看是否需要继续充值。' });
    expect(page.currentPage()).toBe('/pages/device/meter_charge/index?meterId=MH1001');
    page.unmount();
  });

  it('warns of an hour far above the usual and of a used-up balance', async () => {
    const page = await openScreen(Meter4Page, { answers: { '/meter/detail': () => okAnswer(meterDetailOf({ balance: '0.00', balanceFen: 0, switchOn: false })), ...useAnswers(0.2) } });
    expect(page.byTestId('meter-unusual-use')?.children.join('')).toBe('03:00这一小时用量0.2吨，远高于平时的0.01吨，请检查是否有电器未关或漏水');
    expect(page.byTestId('meter-zero')?.children.join('')).toBe('余额已用完，表已断开，充值后即可恢复使用');
    expect(page.byTestId('meter-days-left')?.children.join('')).toBe('余额已用完，请及时充值');
    page.unmount();
  });

  it('writes a paid top-up to the offline meter by Bluetooth: task first, then the meter, then the report', async () => {
    const sim = simulatedMeterInRange(1_200);
    const server = rechargeServer(3_000);
    const page = await openScreen(Meter4Page, { answers: { '/meter/detail': () => okAnswer(meterDetailOf({ pendingRechargeFen: 3_000 })), ...useAnswers(), ...server.answers } });
    expect(page.byTestId('meter-pending')?.children.join('')).toContain('已支付¥30.00，待写入表内');
    await page.tap('meter-write');
    await until(() => page.text().includes('已写入表内，充值30.00元到账'));
    expect(sim.balanceFen).toBe(4_200);
    expect([...sim.applied.values()]).toEqual([1]);
    expect(page.sent('/create-todo-task-remote')).toHaveLength(1);
    expect(page.sent('/complete-todo-task/ble-charge')).toHaveLength(1);
    page.unmount();
  });

  it('finishes a top-up cut off earlier when the tenant connects again, without a second recharge', async () => {
    const sim = simulatedMeterInRange(1_200);
    const server = rechargeServer(3_000);
    // the earlier visit: task recorded, the app died before writing
    server.answers['/create-todo-task-remote']();
    const page = await openScreen(Meter4Page, {
      answers: { '/meter/detail': () => okAnswer(meterDetailOf({ pendingRechargeFen: 3_000, rechargeTaskPending: true })), ...useAnswers(), ...server.answers },
    });
    expect(page.text()).toContain('点击“蓝牙连接”');
    await page.tap('meter-write');
    await until(() => page.text().includes('未完成的充值已处理'));
    expect(sim.balanceFen).toBe(4_200);
    expect(page.sent('/offlineChargeBalance')).toHaveLength(0);
    expect(server.state.pending).toBeNull();
    page.unmount();
  });

  it('switches a cut meter on (合闸) by Bluetooth once topped up, then reads it (蓝牙抄表) into the page', async () => {
    const sim = simulatedMeterInRange(1_200);
    const bytes = parseMac(TEST_METER_MAC) ?? new Uint8Array(6);
    const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
    const command = (op: number) => () => okAnswer({ hex: bytesToHex(simCommand(op, tag, new Uint8Array())) });
    const reading = { reading: 12.345, balanceFen: 1_200, switchOn: true, readAt: '2026-11-24T20:00:00' };
    let switchedOn = false;
    const page = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf({ switchOn: switchedOn })),
        ...useAnswers(),
        '/get-todo-task': () => okAnswer({ task: null }),
        '/turnSwitchOnOffline': command(SIM_OP.switchOn),
        '/submitTurnSwitchOfflineResponse': () => {
          switchedOn = true;
          return okAnswer(reading);
        },
        '/meterReadingOffline': command(SIM_OP.reading),
        '/meterReadingOfflineResponse': () => okAnswer(reading),
      },
    });
    expect(page.byTestId('meter-switched-off')?.children.join('')).toBe('表已断开（停止供水），余额已到账：请站在表旁，打开手机蓝牙后点击“合闸”');
    await page.tap('meter-switch-on');
    await until(() => page.text().includes('已合闸，恢复供水'));
    expect(sim.switchOn).toBe(true);
    await until(() => page.byTestId('meter-switch-on') === undefined);
    expect(page.byTestId('meter-switched-off')).toBeUndefined();

    await page.tap('meter-read');
    await until(() => page.text().includes('抄表完成'));
    const answered = JSON.parse(String(page.sent('/meterReadingOfflineResponse')[0]?.data)) as { meterId: string; hex: string };
    expect(answered.meterId).toBe('MH1001');
    expect(answered.hex.startsWith((SIM_OP.reading | 0x80).toString(16))).toBe(true);
    page.unmount();
  });

  it('switches an online meter on through its cloud; a refusal leaves 合闸 to try again', async () => {
    query = { meterId: 'ME1001' };
    let refuse = true;
    let switchedOn = false;
    const page = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf({ id: 'ME1001', online: true, deviceType: 2, unit: '度', switchOn: switchedOn })),
        ...useAnswers(),
        '/meter/switchOn': () => {
          if (refuse) return businessErrorAnswer('METER_NO_BALANCE', '余额不足，请先充值后再合闸');
          switchedOn = true;
          return okAnswer({ reading: 1, balanceFen: 1_200, switchOn: true, readAt: '2026-11-24T20:00:00' });
        },
      },
    });
    expect(page.byTestId('meter-switched-off')?.children.join('')).toBe('表已断开（停止供电），余额已到账：点击“合闸”即可恢复');
    expect(page.text()).toContain('立即抄表');
    await page.tap('meter-switch-on');
    expect(JSON.parse(String(page.sent('/meter/switchOn')[0]?.data))).toEqual({ meterId: 'ME1001' });
    expect(page.byTestId('meter-switch-on')).toBeDefined();
    refuse = false;
    await page.tap('meter-switch-on');
    await until(() => page.byTestId('meter-switch-on') === undefined);
    expect(page.sent('/meter/switchOn')).toHaveLength(2);
    page.unmount();
  });

  it("without a meter in its link opens the tenant's first meter, or says there is none", async () => {
    query = {};
    const none = await openScreen(Meter4Page, { answers: { '/intelligent/meter/list': () => okAnswer([]) } });
    expect(none.text()).toContain('暂无可用的电表或水表');
    none.unmount();
    const first = { id: 'MC1001', model: 'meter3', deviceType: 3, name: '冷水表', houseTitle: '静安寺 · 整租2室1厅', roomName: '我的房间', online: true, balance: '23.50', balanceFen: 2_350 };
    const page = await openScreen(Meter4Page, {
      answers: { '/intelligent/meter/list': () => okAnswer([first]), '/meter/detail': () => okAnswer(meterDetailOf({ id: 'MC1001', name: '冷水表', online: true, deviceType: 3 })), ...useAnswers() },
    });
    expect(page.sent('/meter/detail')[0]?.url).toContain('meterId=MC1001');
    expect(page.byTestId('meter-status')?.children.join('')).toBe('冷水表 · 在线');
    page.unmount();
  });
});
