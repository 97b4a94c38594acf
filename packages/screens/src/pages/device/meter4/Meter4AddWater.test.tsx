import { okAnswer } from '@aster/core-api/testing';
import { bytesToHex, hexToBytes, parseMac } from '@aster/device-ble';
import { SIM_OP, simCommand } from '@aster/device-ble/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { until } from '@screens/features/device/testing';
import { meterDetailOf, simulatedMeterInRange, TEST_METER_MAC } from '@screens/features/device/meterTesting';
import Meter4Page from './Meter4Page';

let query: Record<string, string> = { meterId: 'MH1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const INFO = '物业赠送的热水500升待写入水表（入住赠送热水），请站在表旁打开蓝牙后点击“写入”';
const u32 = (v: number) => [v >>> 24, v >>> 16, v >>> 8, v].map((b) => b & 0xff);
const bytes = parseMac(TEST_METER_MAC) ?? new Uint8Array(6);
const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, string>;

/** The server of one allowance of 500 litres (write id 1, todo task AW1); `taskType` is what processor-result says. */
function waterServer(online: boolean, taskType: number | null = 3) {
  const state = { written: false, done: false, credit: null as number | null };
  const allowance = () => ({
    todoTaskId: 'AW1',
    litres: 500,
    reason: '入住赠送热水',
    status: state.done ? 'done' : state.written ? 'written' : 'pending',
    createdAt: '2026-11-24T08:00:00+08:00',
    writtenAt: null,
  });
  const detail = () =>
    meterDetailOf({
      online,
      addInfo: state.done ? { show: false, text: '', taskTodoId: null } : { show: true, text: online ? INFO.replace('请站在表旁打开蓝牙后点击“写入”', '点击“写入”即可到账') : INFO, taskTodoId: 'AW1' },
      waterCreditLitres: state.credit,
    });
  return {
    state,
    answers: {
      '/meter/detail': () => okAnswer(detail()),
      '/device/dayUse': () => okAnswer({ unit: '吨', points: [] }),
      '/device/hourUse': () => okAnswer({ unit: '吨', points: [] }),
      '/water-allowances': () => okAnswer({ creditLitres: state.credit, allowances: [allowance()] }),
      '/get-todo-task': () => okAnswer({ task: null }),
      '/common/water/bluetooth/command/exec': () => okAnswer({ hex: bytesToHex(simCommand(SIM_OP.water, tag, Uint8Array.from([...u32(1), ...u32(500)]))) }),
      '/water/processor-result': (request: { data?: unknown }) => {
        const answer = hexToBytes(body(request).hex ?? '');
        state.written = true;
        state.credit = ((answer[6] ?? 0) << 24) | ((answer[7] ?? 0) << 16) | ((answer[8] ?? 0) << 8) | (answer[9] ?? 0);
        return okAnswer({ taskType, todoTaskId: 'AW1' });
      },
      '/water/add-value': () => {
        state.written = true;
        state.credit = 500;
        return okAnswer({ taskType: 3, todoTaskId: 'AW1' });
      },
      '/complete-todo-task': () => {
        state.done = true;
        return okAnswer({ todoTaskId: 'AW1', status: 'done' });
      },
    },
  };
}

describe('加水 on the water meter pages', () => {
  afterEach(() => {
    setSimulatedBluetooth(null);
    query = { meterId: 'MH1001' };
  });

  it('writes the allowance to the offline meter by Bluetooth, completes its task (taskType 3) and shows the credit', async () => {
    const sim = simulatedMeterInRange(1_200);
    const server = waterServer(false);
    const page = await openScreen(Meter4Page, { answers: server.answers });
    expect(page.byTestId('meter-water-info')?.children.join('')).toBe(INFO);
    expect(page.byTestId('meter-water-credit')).toBeUndefined();
    expect(page.byTestId('meter-water-write')).toBeDefined();
    expect(page.text()).toContain('蓝牙写入');
    await page.tap('meter-water-write');
    await until(() => page.text().includes('已写入500升'));
    expect(sim.waterLitres).toBe(500);
    expect(body(page.sent('/common/water/bluetooth/command/exec')[0] ?? {})).toEqual({ meterId: 'MH1001', todoTaskId: 'AW1' });
    expect(page.sent('/complete-todo-task').map((request) => body(request))).toEqual([{ todoTaskId: 'AW1' }]);
    await until(() => page.byTestId('meter-water-credit') !== undefined);
    expect(page.byTestId('meter-water-credit')?.children.join('')).toBe('剩余赠送水量 500 升');
    expect(page.byTestId('meter-water-write')).toBeUndefined();
    page.unmount();
  });

  it('completes nothing when the answer does not ask for it (taskType other than 3)', async () => {
    simulatedMeterInRange(1_200);
    const server = waterServer(false, 2);
    const page = await openScreen(Meter4Page, { answers: server.answers });
    await page.tap('meter-water-write');
    await until(() => page.text().includes('已写入500升'));
    expect(page.sent('/water/processor-result')).toHaveLength(1);
    expect(page.sent('/complete-todo-task')).toHaveLength(0);
    page.unmount();
  });

  it('writes an online meter through its cloud (写入), then completes the task', async () => {
    const server = waterServer(true);
    const page = await openScreen(Meter4Page, { answers: server.answers });
    expect(page.byTestId('meter-water-write')).toBeDefined();
    expect(page.text()).toContain('加水');
    expect(page.text()).not.toContain('蓝牙写入');
    await page.tap('meter-water-write');
    await until(() => page.text().includes('已写入500升'));
    expect(body(page.sent('/water/add-value')[0] ?? {})).toEqual({ meterId: 'MH1001', todoTaskId: 'AW1' });
    expect(page.sent('/complete-todo-task')).toHaveLength(1);
    expect(page.sent('/common/water/bluetooth/command/exec')).toHaveLength(0);
    page.unmount();
  });

  it('shows nothing of 加水 on an electricity meter', async () => {
    query = { meterId: 'ME1001' };
    const page = await openScreen(Meter4Page, {
      answers: { ...waterServer(true).answers, '/meter/detail': () => okAnswer(meterDetailOf({ id: 'ME1001', name: '电表', deviceType: 2, unit: '度', online: true })) },
    });
    expect(page.text()).toContain('电表 · 在线');
    expect(page.text()).not.toContain('加水');
    expect(page.sent('/water-allowances')).toHaveLength(0);
    page.unmount();
  });
});
