// Bundled for the browser by devices.ts (tsup, IIFE) and run before the H5 app loads: a fake `navigator.bluetooth`
// over device-ble's simulator on the page's real timers, with the locks and meters the test placed in range.
// `window.__asterSim` lets the test read the devices (a lock's openings, a meter's balance) and pick in the chooser.

import { createTimerClock } from '../../packages/device-ble/src';
import { createFakeWebBluetooth, type SimLock, type SimMeter, SimRadio } from '../../packages/device-ble/src/testing';
import type { SimulatedDevicesConfig } from './devices';

declare global {
  interface Window {
    __asterSimConfig?: SimulatedDevicesConfig;
    __asterSim?: {
      locks: Record<string, SimLock>;
      meters: Record<string, SimMeter>;
      /** The MAC the tenant picks in the browser's chooser (default: the first device in range). */
      pick: string | null;
      /** How often the chooser opened, and whether each opening came from a tap (a user gesture). */
      chooserOpenings: { fromTap: boolean }[];
    };
  }
}

const config = window.__asterSimConfig ?? { locks: [], meters: [] };
if (!config.noBluetooth) {
  const clock = createTimerClock({ now: () => Date.now(), setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id) });
  const radio = new SimRadio(clock, { seed: 11 });
  const sim: NonNullable<Window['__asterSim']> = { locks: {}, meters: {}, pick: null, chooserOpenings: [] };
  for (const lock of config.locks) sim.locks[lock.mac] = radio.addLock(lock.mac);
  for (const meter of config.meters) sim.meters[meter.mac] = radio.addMeter(meter.mac, 'SIM-METER', meter.balanceFen);
  const bluetooth = createFakeWebBluetooth(radio, {
    choose: (candidates) => candidates.find((one) => one.mac === (sim.pick ?? one.mac)) ?? null,
  });
  const requestDevice = bluetooth.requestDevice.bind(bluetooth);
  // Chrome opens the chooser only from a user gesture: the fake notes whether one was active.
  bluetooth.requestDevice = (options) => {
    sim.chooserOpenings.push({ fromTap: navigator.userActivation?.isActive ?? false });
    return requestDevice(options);
  };
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });
  window.__asterSim = sim;
}
