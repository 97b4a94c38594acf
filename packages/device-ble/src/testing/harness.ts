// One call builds a simulated world for a test or the bench: virtual clock, air with a lock and a meter,
// the fake server, and a transport for the chosen platform talking to the simulator through its fake API.

import { type FlowContext } from '../flows/relay';
import { type ProgressEvent } from '../progress';
import { type QueueTimeouts, type RetryPolicy } from '../queue';
import { type BlePlatform, type BleTransport } from '../transport';
import { createAlipayBleTransport } from '../transport.ali';
import { createWechatBleTransport } from '../transport.wechat';
import { createWebBleTransport } from '../transport.web';
import { FakeClock } from './fakeClock';
import { createFakeMy } from './fakeMy';
import { FakeDeviceServer } from './fakeServer';
import { createFakeWebBluetooth, type FakeWebBluetoothOptions } from './fakeWebBluetooth';
import { createFakeWx } from './fakeWx';
import { Prng } from './prng';
import { type SimCentral, type SimCentralOptions } from './simCentral';
import { type FaultRates, type SimLatency, type SimLock, type SimMeter, SIM_PROFILE, SimRadio } from './simulator';

export const SIM_LOCK_MAC = 'C1:A5:00:00:10:01';
export const SIM_METER_MAC = 'C1:A5:00:00:20:02';
/** A device nearby that is not ours: scans must not pick it. */
export const SIM_STRANGER_MAC = 'C1:A5:00:00:30:03';
export const SIM_LOCK_ID = 'lock-1';
export const SIM_METER_ID = 'meter-1';

export interface SimWorldOptions {
  readonly platform: BlePlatform;
  readonly seed?: number;
  readonly faultRates?: FaultRates;
  readonly latency?: Partial<SimLatency>;
  readonly central?: SimCentralOptions;
  readonly web?: FakeWebBluetoothOptions;
  /** Web only: no navigator.bluetooth at all. */
  readonly noWebBluetooth?: boolean;
  readonly meterBalanceFen?: number;
}

export interface SimWorld {
  readonly clock: FakeClock;
  readonly radio: SimRadio;
  readonly server: FakeDeviceServer;
  readonly lock: SimLock;
  readonly meter: SimMeter;
  readonly transport: BleTransport;
  /** The fake wx/my phone (undefined on web). */
  readonly central: SimCentral | undefined;
  readonly progress: ProgressEvent[];
  readonly random: Prng;
  /** Web: which device the tenant picks in the browser's chooser (context() sets it too). */
  aim(mac: string): void;
  context(mac: string, extra?: { timeouts?: Partial<QueueTimeouts>; retry?: Partial<RetryPolicy> }): FlowContext;
}

export const createSimWorld = (options: SimWorldOptions): SimWorld => {
  const seed = options.seed ?? 1;
  const clock = new FakeClock();
  const radio = new SimRadio(clock, {
    seed,
    ...(options.latency ? { latency: options.latency } : {}),
    ...(options.faultRates ? { faultRates: options.faultRates } : {}),
  });
  radio.addLock(SIM_STRANGER_MAC, 'SIM-LOCK');
  const lock = radio.addLock(SIM_LOCK_MAC);
  const meter = radio.addMeter(SIM_METER_MAC, 'SIM-METER', options.meterBalanceFen ?? 0);
  const random = new Prng(seed ^ 0x5eed);
  const server = new FakeDeviceServer({ random, nowSeconds: () => 1_700_000_000 + Math.floor(clock.now() / 1000) })
    .register(SIM_LOCK_ID, SIM_LOCK_MAC)
    .register(SIM_METER_ID, SIM_METER_MAC);
  let central: SimCentral | undefined;
  // The MAC the current flow looks for: on web the tenant picks that device in the browser's chooser.
  let wantedMac = SIM_LOCK_MAC;
  let transport: BleTransport;
  if (options.platform === 'wechat') {
    const wx = createFakeWx(radio, options.central);
    central = wx.central;
    transport = createWechatBleTransport(wx, clock, { requestMtu: 185 });
  } else if (options.platform === 'ali') {
    const my = createFakeMy(radio, options.central);
    central = my.central;
    transport = createAlipayBleTransport(my, clock);
  } else {
    const bluetooth = options.noWebBluetooth
      ? undefined
      : createFakeWebBluetooth(radio, {
          // The tenant picks the right device in the chooser unless a test says otherwise.
          choose: (candidates) => candidates.find((p) => p.mac === wantedMac) ?? null,
          ...options.web,
        });
    transport = createWebBleTransport(bluetooth, clock);
  }
  const progress: ProgressEvent[] = [];
  return {
    clock,
    radio,
    server,
    lock,
    meter,
    transport,
    central,
    progress,
    random,
    aim: (mac) => {
      wantedMac = mac;
    },
    context: (mac, extra = {}) => {
      wantedMac = mac;
      return {
      transport,
      clock,
      server,
      mac,
      profile: SIM_PROFILE,
      onProgress: (event) => progress.push(event),
      ...extra,
      };
    },
  };
};
