import { okAnswer } from '@aster/core-api/testing';
import { bytesToHex, parseMac } from '@aster/device-ble';
import { SIM_OP, simCommand } from '@aster/device-ble/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { dotLogOf } from '@screens/features/device/meterCommands';
import { meterDetailOf, simulatedMeterInRange, TEST_METER_MAC } from '@screens/features/device/meterTesting';
import { until } from '@screens/features/device/testing';
import { shownUi } from '@screens/platform/ui';
import Meter4Page from './Meter4Page';

let query: Record<string, string> = { meterId: 'MH1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const reading = { reading: 12.345, balanceFen: 1_200, switchOn: true, readAt: '2026-11-24T20:00:00+08:00' };
const commandOf = (op: number) => {
  const bytes = parseMac(TEST_METER_MAC) ?? new Uint8Array(6);
  const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
  return () => okAnswer({ hex: bytesToHex(simCommand(op, tag, new Uint8Array())) });
};

describe('the meter page: its todo tasks (余额校零), the button check, the water cloud and the device info', () => {
  afterEach(() => {
    setSimulatedBluetooth(null);
    query = { meterId: 'MH1001' };
  });

  it("resets the balance the operator settled (device-task-todo) by Bluetooth beside the offline meter", async () => {
    const sim = simulatedMeterInRange(3_250);
    let tasks = [{ taskId: 'RB1', taskType: 4, title: '余额校零：上一租期余额已随押金结算', createdAt: '2026-11-24T08:00:00+08:00' }];
    const page = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf({ balance: '32.50', balanceFen: 3_250 })),
        '/device-task-todo': () => okAnswer({ tasks }),
        '/click-btn-check': () => okAnswer({ allowed: true, message: '' }),
        '/get-todo-task': () => okAnswer({ task: null }),
        '/device/offlineResetBalance': commandOf(SIM_OP.resetBalance),
        '/device/offlineResetBalanceResponse': () => {
          tasks = [];
          return okAnswer({ ...reading, balanceFen: 0 });
        },
      },
    });
    expect(page.byTestId('meter-task-RB1')?.children.join('')).toBe('余额校零：上一租期余额已随押金结算');
    await page.tap('meter-reset-balance');
    await until(() => page.text().includes('余额校零完成'));
    expect(sim.balanceFen).toBe(0);
    expect(page.sent('/click-btn-check')[0]?.url).toContain('btnType=4');
    const answered = JSON.parse(String(page.sent('/device/offlineResetBalanceResponse')[0]?.data)) as { meterId: string; hex: string };
    expect(answered).toMatchObject({ meterId: 'MH1001' });
    expect(answered.hex.startsWith((SIM_OP.resetBalance | 0x80).toString(16))).toBe(true);
    await until(() => page.byTestId('meter-task-RB1') === undefined);
    page.unmount();
  });

  it('does not reset when the server says the button may not act now, and says why', async () => {
    shownUi.length = 0;
    simulatedMeterInRange(3_250);
    const page = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf()),
        '/device-task-todo': () => okAnswer({ tasks: [{ taskId: 'RB1', taskType: 4, title: '余额校零：上一租期余额已随押金结算', createdAt: '2026-11-24T08:00:00+08:00' }] }),
        '/click-btn-check': () => okAnswer({ allowed: false, message: '没有待处理的余额校零' }),
      },
    });
    await page.tap('meter-reset-balance');
    await page.settle();
    expect(shownUi).toContainEqual({ kind: 'toast', text: '没有待处理的余额校零' });
    expect(page.sent('/device/offlineResetBalance')).toHaveLength(0);
    page.unmount();
  });

  it('asks click-btn-check before 合闸 and stops on its refusal', async () => {
    shownUi.length = 0;
    query = { meterId: 'ME1001' };
    const page = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf({ id: 'ME1001', online: true, deviceType: 2, unit: '度', switchOn: false })),
        '/click-btn-check': () => okAnswer({ allowed: false, message: '表已合闸，无需重复操作' }),
      },
    });
    await page.tap('meter-switch-on');
    await page.settle();
    const asked = page.sent('/click-btn-check')[0]?.url ?? '';
    expect(asked).toContain('deviceId=ME1001');
    expect(asked).toContain('btnType=2');
    expect(shownUi).toContainEqual({ kind: 'toast', text: '表已合闸，无需重复操作' });
    expect(page.sent('/meter/switchOn')).toHaveLength(0);
    page.unmount();
  });

  it("reads an online water meter through the water cloud and an electricity meter through its own, and shows the device info", async () => {
    query = { meterId: 'MC1001' };
    const water = await openScreen(Meter4Page, {
      answers: {
        '/meter/detail': () => okAnswer(meterDetailOf({ id: 'MC1001', name: '冷水表', online: true, deviceType: 3 })),
        '/show/device-info': () => okAnswer({ name: '冷水表', modelName: '4G预付费水表', mac: 'E1:**:**:**:**:78', connection: '4G远程（在线）', installedAt: '2026-03-01' }),
        '/common/water/meterReadingOnline': () => okAnswer(reading),
      },
    });
    expect(water.byTestId('meter-info-model')).toBeDefined();
    expect(water.text()).toContain('4G预付费水表');
    expect(water.text()).toContain('E1:**:**:**:**:78');
    expect(JSON.parse(String(water.sent('/show/device-info')[0]?.data))).toEqual({ meterId: 'MC1001' });
    await water.tap('meter-read');
    await water.settle();
    expect(JSON.parse(String(water.sent('/common/water/meterReadingOnline')[0]?.data))).toEqual({ meterId: 'MC1001' });
    expect(water.sent('/meter/meterReadingOnline')).toHaveLength(0);
    water.unmount();

    query = { meterId: 'ME1001' };
    const electricity = await openScreen(Meter4Page, {
      answers: { '/meter/detail': () => okAnswer(meterDetailOf({ id: 'ME1001', online: true, deviceType: 2, unit: '度' })), '/meter/meterReadingOnline': () => okAnswer(reading) },
    });
    await electricity.tap('meter-read');
    await electricity.settle();
    expect(electricity.sent('/meter/meterReadingOnline')).toHaveLength(1);
    expect(electricity.sent('/water/meterReadingOnline')).toHaveLength(0);
    electricity.unmount();
  });

  it('reports a failed device flow to the device event log in the shape the server validates', () => {
    expect(dotLogOf('meter-recharge', 'MH1001', { kind: 'connection-lost', platformCode: 10006 })).toEqual({
      device: { system: 'h5', model: '', brand: '' },
      deviceId: 'MH1001',
      dotContent: 'meter-recharge failed: connection-lost (10006)',
      isPush: false,
    });
  });
});
