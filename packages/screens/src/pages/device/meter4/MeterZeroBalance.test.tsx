import { type MeterZeroing } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { bytesToHex, parseMac } from '@aster/device-ble';
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

const ZEROING_ID = 7001;

/** The server's side of 退租清零 for one meter holding `balanceFen`: due until an answer (or the cloud) zeroes it. */
function zeroServer(balanceFen: number, online = false, refuseAnswer = false) {
  const bytes = parseMac(TEST_METER_MAC) ?? new Uint8Array(6);
  const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
  const state = { refundedFen: 0, answers: 0 };
  const view = (): MeterZeroing =>
    state.refundedFen > 0
      ? { state: 'zeroed', online, balanceFen: 0, refundedFen: state.refundedFen, records: [{ id: String(ZEROING_ID), amountFen: state.refundedFen, zeroedAt: '2026-11-27T10:00:00+08:00' }] }
      : { state: 'due', online, balanceFen, refundedFen: 0, records: [] };
  return {
    state,
    answers: {
      '/meter/detail': () => okAnswer(meterDetailOf(state.refundedFen > 0 ? { online, balance: '0.00', balanceFen: 0 } : { online, balanceFen })),
      '/get-todo-task': () => okAnswer({ task: null }),
      '/device/dayUse': () => okAnswer({ unit: '吨', points: [{ date: '2026-11-20', use: 0.1, costFen: 300 }] }),
      '/meter-zero-balance': () => okAnswer(view()),
      '/meter-zero-balance-offline': () => okAnswer({ hex: bytesToHex(simCommand(SIM_OP.zeroBalance, tag, Uint8Array.from([0, 0, ZEROING_ID >> 8, ZEROING_ID & 0xff]))) }),
      '/meter-zero-balance-offline-response': (request: { data?: unknown }) => {
        state.answers += 1;
        if (refuseAnswer) return businessErrorAnswer('METER_BAD_ANSWER', '设备应答无效');
        const hex = (JSON.parse(String(request.data)) as { hex: string }).hex;
        state.refundedFen = parseInt(hex.slice(12, 20), 16);
        return okAnswer(view());
      },
      '/meter-zero-balance-online': () => {
        state.refundedFen = balanceFen;
        return okAnswer(view());
      },
    },
  };
}

describe('退租清零 on the meter page', () => {
  afterEach(() => {
    setSimulatedBluetooth(null);
    query = { meterId: 'MH1001' };
  });

  it('offline: says what will come back, zeroes the meter by Bluetooth, then shows the refund and no 充值', async () => {
    const sim = simulatedMeterInRange(1_250);
    const server = zeroServer(1_200);
    const page = await openScreen(Meter4Page, { answers: server.answers });
    expect(page.byTestId('meter-zero-due')?.children.join('')).toBe('退租前请将表内余额清零，剩余¥12.00将退回您的钱包余额');
    expect(page.byTestId('meter-zero-online')).toBeUndefined();
    expect(page.byTestId('meter-charge')).toBeDefined();
    expect(page.byTestId('meter-days-left')).toBeDefined();
    await page.tap('meter-zero-bluetooth');
    // the meter had used less than the server last knew: the amount refunded is what the meter cleared
    await until(() => page.byTestId('meter-zero-done') !== undefined);
    expect(page.byTestId('meter-zero-done')?.children.join('')).toBe('已清零，¥12.50 已退回钱包');
    expect(sim.balanceFen).toBe(0);
    expect(sim.lastZeroing).toEqual({ id: ZEROING_ID, clearedFen: 1_250 });
    expect(server.state.answers).toBe(1);
    await until(() => page.byTestId('meter-charge') === undefined);
    expect(page.byTestId('meter-zeroed-no-top-up')?.children.join('')).toBe('表内余额已在退租时清零并退回钱包，退租办理中的表不能再充值');
    // nothing asks to top up a meter that takes no more money
    expect(page.byTestId('meter-zero')).toBeUndefined();
    expect(page.byTestId('meter-days-left')).toBeUndefined();
    page.unmount();
  });

  it("offline: a refused answer shows the server's reason and leaves 蓝牙清零 to try again", async () => {
    simulatedMeterInRange(1_200);
    const server = zeroServer(1_200, false, true);
    const page = await openScreen(Meter4Page, { answers: server.answers });
    await page.tap('meter-zero-bluetooth');
    await until(() => page.byTestId('meter-zero-status')?.children.join('') === '设备应答无效');
    expect(page.byTestId('meter-zero-bluetooth')).toBeDefined();
    expect(page.byTestId('meter-zero-done')).toBeUndefined();
    page.unmount();
  });

  it('online: one tap of 清零 through the cloud', async () => {
    query = { meterId: 'ME1001' };
    const server = zeroServer(8_640, true);
    const page = await openScreen(Meter4Page, { answers: server.answers });
    expect(page.byTestId('meter-zero-due')?.children.join('')).toBe('退租前请将表内余额清零，剩余¥86.40将退回您的钱包余额');
    expect(page.byTestId('meter-zero-bluetooth')).toBeUndefined();
    await page.tap('meter-zero-online');
    await until(() => page.byTestId('meter-zero-done') !== undefined);
    expect(page.byTestId('meter-zero-done')?.children.join('')).toBe('已清零，¥86.40 已退回钱包');
    expect(page.sent('/meter-zero-balance-online')).toHaveLength(1);
    page.unmount();
  });

  it('shows no card while nothing is to be zeroed', async () => {
    const page = await openScreen(Meter4Page, {
      answers: { '/meter/detail': () => okAnswer(meterDetailOf()), '/meter-zero-balance': () => okAnswer({ state: 'none', online: false, balanceFen: 1_200, refundedFen: 0, records: [] }) },
    });
    expect(page.byTestId('meter-balance')).toBeDefined();
    expect(page.text()).not.toContain('退租清零');
    expect(page.byTestId('meter-charge')).toBeDefined();
    page.unmount();
  });
});
