// Screen-test fixtures of the device pages: a lock as the server describes it, a simulated lock in range of the
// screen's (fake) Web Bluetooth, and the server's answers to the relay's calls built in the simulator's protocol.

import { act } from 'react-test-renderer';
import { type DeviceHome, type LockDetail } from '@aster/core-api';
import { okAnswer } from '@aster/core-api/testing';
import { bytesToHex, createTimerClock, createWebBleTransport, parseMac } from '@aster/device-ble';
import { createFakeWebBluetooth, SIM_OP, type SimLock, SimRadio, simCommand } from '@aster/device-ble/testing';
import { setSimulatedBluetooth } from './bluetooth';

export const TEST_LOCK_MAC = 'C0:DE:12:34:56:78';

export function lockDetailOf(lock: Partial<LockDetail> = {}): LockDetail {
  return {
    id: 'LK1001',
    model: 'device_lock',
    name: '房间门锁',
    lockMac: TEST_LOCK_MAC,
    lockIsBlue: true,
    contractId: '5',
    houseTitle: '静安寺 · 整租2室1厅',
    roomName: '我的房间',
    online: true,
    battery: 86,
    lockAuthId: '7',
    collected: false,
    ...lock,
  };
}

export function deviceHomeOf(): DeviceHome {
  return {
    contracts: [
      {
        contractId: '5',
        contractNo: 'HTDEMO05',
        houseTitle: '静安寺 · 整租2室1厅',
        rooms: [
          { roomId: 'H1:公共区域', roomName: '公共区域', devices: [{ id: 'LD1001', deviceType: 1, model: 'lock2', name: '入户门锁', online: false, battery: 64, balance: null, collected: false }] },
          {
            roomId: 'H1:我的房间',
            roomName: '我的房间',
            devices: [
              { id: 'LK1001', deviceType: 1, model: 'device_lock', name: '房间门锁', online: true, battery: 86, balance: null, collected: false },
              { id: 'EM1001', deviceType: 2, model: 'device_meter', name: '电表', online: true, battery: null, balance: '35.20', collected: true },
            ],
          },
        ],
      },
    ],
    shared: [],
  };
}

/**
 * A simulated lock at `mac`, in range of the Bluetooth the next device flows open (real timers: a few ms a step).
 * `fastForward` runs the radio's and the transport's time that many times faster: a scan that never finds its lock
 * gives up after its 10 s in 10 s / fastForward.
 */
export function simulatedLockInRange(mac = TEST_LOCK_MAC, { fastForward = 1 } = {}): SimLock {
  const started = Date.now();
  const clock = createTimerClock({
    now: () => started + (Date.now() - started) * fastForward,
    setTimeout: (run, ms) => setTimeout(run, ms / fastForward),
    clearTimeout,
  });
  const radio = new SimRadio(clock, { seed: 3 });
  const lock = radio.addLock(mac);
  const bluetooth = createFakeWebBluetooth(radio, { choose: (candidates) => candidates.find((one) => one.mac === mac) ?? null });
  setSimulatedBluetooth(() => createWebBleTransport(bluetooth, clock));
  return lock;
}

/** The lock's command for an op, as the server builds it (the lock's tag is the last 4 bytes of its MAC). */
export function lockCommandAnswer(op: keyof typeof SIM_OP, args: number[] = [], mac = TEST_LOCK_MAC) {
  const bytes = parseMac(mac) ?? new Uint8Array(6);
  const tag = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
  return () => okAnswer({ hex: bytesToHex(simCommand(SIM_OP[op], tag, Uint8Array.from(args))) });
}

/** Waits in real time (the simulated radio's) until `done` holds; the screen renders inside act meanwhile. */
export async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting for the device flow');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}
