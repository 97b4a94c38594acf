// Screen-test fixtures of the meter pages: a meter as the server describes it, its use, and a simulated meter in
// range of the screen's (fake) Web Bluetooth with a server that speaks the simulator's recharge protocol.

import { type MeterDetail } from '@aster/core-api';
import { okAnswer } from '@aster/core-api/testing';
import { bytesToHex, createTimerClock, createWebBleTransport, hexToBytes, parseMac } from '@aster/device-ble';
import { createFakeWebBluetooth, SIM_OP, type SimMeter, SimRadio, simCommand } from '@aster/device-ble/testing';
import { setSimulatedBluetooth } from './bluetooth';

export const TEST_METER_MAC = 'E1:03:12:34:56:78';

export function meterDetailOf(meter: Partial<MeterDetail> = {}): MeterDetail {
  return {
    id: 'MH1001',
    model: 'meter4',
    deviceType: 4,
    name: '热水表',
    houseTitle: '静安寺 · 整租2室1厅',
    roomName: '我的房间',
    contractId: '5',
    meterMac: TEST_METER_MAC,
    online: false,
    switchOn: true,
    balance: '12.00',
    balanceFen: 1_200,
    reading: 12.345,
    unit: '吨',
    priceFen: 3_000,
    pendingRechargeFen: 0,
    rechargeTaskPending: false,
    readAt: '2026-11-24T08:00:00+08:00',
    ...meter,
  };
}

export function simulatedMeterInRange(balanceFen = 1_200, mac = TEST_METER_MAC): SimMeter {
  const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
  const radio = new SimRadio(clock, { seed: 5 });
  const meter = radio.addMeter(mac, 'SIM-METER', balanceFen);
  const bluetooth = createFakeWebBluetooth(radio, { choose: (candidates) => candidates.find((one) => one.mac === mac) ?? null });
  setSimulatedBluetooth(() => createWebBleTransport(bluetooth, clock));
  return meter;
}

const u32 = (v: number) => [v >>> 24, v >>> 16, v >>> 8, v].map((b) => b & 0xff);

/** The server's side of one recharge of `fen` with recharge id `rechargeId`, as answers by path. */
export function rechargeServer(fen: number, rechargeId = 1001, mac = TEST_METER_MAC) {
  const bytes = parseMac(mac) ?? new Uint8Array(6);
  const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
  const hex = bytesToHex(simCommand(SIM_OP.recharge, tag, Uint8Array.from([...u32(rechargeId), ...u32(fen)])));
  const task = { taskId: `BT${rechargeId}`, meterId: 'MH1001', params: { meterId: 'MH1001', amount: fen / 100 }, command: { hex } };
  const state = { pending: null as typeof task | null, applied: 0 };
  const balanceOf = (answerHex: string) => {
    const answer = hexToBytes(answerHex);
    const balance = ((answer[6] ?? 0) << 24) | ((answer[7] ?? 0) << 16) | ((answer[8] ?? 0) << 8) | (answer[9] ?? 0);
    return { balance: (balance / 100).toFixed(2), balanceFen: balance };
  };
  const body = (request: { data?: unknown }) => JSON.parse(String(request.data)) as { hex: string };
  return {
    state,
    answers: {
      '/get-todo-task': () => okAnswer({ task: state.pending }),
      '/offlineChargeBalance': () => okAnswer({ hex }),
      '/create-todo-task-remote': () => {
        state.pending = task;
        return okAnswer(task);
      },
      '/offlineRechargeBalanceResponse': (request: { data?: unknown }) => {
        state.applied += 1;
        return okAnswer(balanceOf(body(request).hex));
      },
      '/complete-todo-task/ble-charge': (request: { data?: unknown }) => {
        state.pending = null;
        return okAnswer(balanceOf(body(request).hex));
      },
    },
  };
}
