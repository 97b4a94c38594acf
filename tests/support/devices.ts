// The Bluetooth of the user-level device journeys: device-ble's simulated locks and meters in range of the app,
// reached through its fake Web Bluetooth in Chromium and its fake wx / my Bluetooth in the mini-program harness.
// Both run on real timers (the apps' own requests and timers are real). Shared by the lock and meter journeys.

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTimerClock } from '../../packages/device-ble/src';
import { createFakeMy, createFakeWx, type SimLock, type SimMeter, SimRadio } from '../../packages/device-ble/src/testing';
import type { BrowserContext, Page } from 'playwright-core';
import type { Platform } from '../../packages/mp-harness/src';
import type { RunningServer } from './server';

export interface SimulatedDevicesConfig {
  locks: { mac: string }[];
  meters: { mac: string; balanceFen: number }[];
  /** H5 only: a browser without Web Bluetooth (navigator.bluetooth left undefined). */
  noBluetooth?: boolean;
}

let bundled: Promise<string> | undefined;

/** deviceSim.browser.ts and device-ble's simulator as one browser script, built once per test process. */
function browserScript(): Promise<string> {
  bundled ??= (async () => {
    const entry = path.join(__dirname, 'deviceSim.browser.ts');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aster-device-sim-'));
    const { build } = await import('tsup');
    try {
      await build({ entry: { sim: entry }, outDir, format: ['iife'], platform: 'browser', target: 'es2020', noExternal: [/.*/], silent: true, dts: false, sourcemap: false, config: false });
      return fs.readFileSync(path.join(outDir, 'sim.global.js'), 'utf8');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  })();
  return bundled;
}

/**
 * Puts the simulated devices in range of every page of a browser context (before the app loads): a fake
 * navigator.bluetooth, or none with `noBluetooth`. Read them back with `simulatedLock(page, mac)`.
 */
export async function installSimulatedBluetooth(target: BrowserContext | Page, config: SimulatedDevicesConfig): Promise<void> {
  await target.addInitScript((value: SimulatedDevicesConfig) => {
    window.__asterSimConfig = value;
  }, config);
  await target.addInitScript({ content: await browserScript() });
}

/** A simulated lock's state in the page: how often it opened, its time, its passwords (auth id -> digits). */
export function simulatedLock(page: Page, mac: string): Promise<{ opened: number; timeSeconds: number; passwords: Record<string, string> } | null> {
  return page.evaluate((wanted) => {
    const lock = window.__asterSim?.locks[wanted];
    return lock === undefined ? null : { opened: lock.opened, timeSeconds: lock.timeSeconds, passwords: Object.fromEntries(lock.passwords) };
  }, mac);
}

/** How often the browser's device chooser opened, and whether each came from a tap. */
export function chooserOpenings(page: Page): Promise<{ fromTap: boolean }[]> {
  return page.evaluate(() => window.__asterSim?.chooserOpenings ?? []);
}

export interface MiniBluetooth {
  /** For launchMiniProgram's `apis`: wx's or my's Bluetooth functions over the simulator. */
  apis: Record<string, (...args: unknown[]) => unknown>;
  lock(mac: string): SimLock;
  meter(mac: string): SimMeter;
  radio: SimRadio;
}

const BLE_API_NAMES = new Set([
  'openBluetoothAdapter', 'closeBluetoothAdapter', 'startBluetoothDevicesDiscovery', 'stopBluetoothDevicesDiscovery',
  'onBluetoothDeviceFound', 'offBluetoothDeviceFound', 'createBLEConnection', 'closeBLEConnection', 'connectBLEDevice',
  'disconnectBLEDevice', 'getBLEDeviceServices', 'getBLEDeviceCharacteristics', 'notifyBLECharacteristicValueChange',
  'writeBLECharacteristicValue', 'onBLECharacteristicValueChange', 'offBLECharacteristicValueChange',
  'onBLEConnectionStateChange', 'offBLEConnectionStateChange', 'onBLEConnectionStateChanged', 'offBLEConnectionStateChanged', 'setBLEMTU',
]);

/** The simulated devices in range of a mini-program phone (Android: the MAC is the device id). */
export function miniBluetooth(platform: Platform, config: Omit<SimulatedDevicesConfig, 'noBluetooth'>): MiniBluetooth {
  const clock = createTimerClock({ now: Date.now, setTimeout, clearTimeout });
  const radio = new SimRadio(clock, { seed: 13 });
  const locks = new Map(config.locks.map((lock) => [lock.mac, radio.addLock(lock.mac)]));
  const meters = new Map(config.meters.map((meter) => [meter.mac, radio.addMeter(meter.mac, 'SIM-METER', meter.balanceFen)]));
  const fake = (platform === 'wechat' ? createFakeWx(radio, { os: 'android', maxMtu: 185 }) : createFakeMy(radio, { os: 'android', maxMtu: 185 })) as unknown as Record<string, unknown>;
  const apis = Object.fromEntries(
    Object.entries(fake).filter(([name, value]) => BLE_API_NAMES.has(name) && typeof value === 'function'),
  ) as Record<string, (...args: unknown[]) => unknown>;
  // The harness runs the bundle in its own realm: its ArrayBuffers fail the fake's `instanceof ArrayBuffer`, so
  // each written value is copied into one of this realm first (the bytes are the same).
  const write = apis.writeBLECharacteristicValue;
  if (write !== undefined) {
    apis.writeBLECharacteristicValue = (options: unknown) => {
      const call = options as { value?: unknown };
      const value = call.value !== null && typeof call.value === 'object' ? Uint8Array.from(new Uint8Array(call.value as ArrayBuffer)).buffer : call.value;
      return write({ ...call, value });
    };
  }
  const found = <T>(map: Map<string, T>, mac: string, what: string): T => {
    const device = map.get(mac);
    if (device === undefined) throw new Error(`no simulated ${what} ${mac}`);
    return device;
  };
  return { apis, radio, lock: (mac) => found(locks, mac, 'lock'), meter: (mac) => found(meters, mac, 'meter') };
}

/** A random MAC-looking id for a test's own device (never one of the seed's). */
export const testMac = (): string => ['C2', 'A5', ...Array.from(crypto.randomBytes(4), (b) => b.toString(16).padStart(2, '0').toUpperCase())].join(':');

/** A meter of the tenant's rooms by its model (meter4: the offline 热水表), with what a simulated meter beside it needs. */
export async function tenantMeter(server: RunningServer, token: string, model: string): Promise<{ id: string; meterMac: string; balanceFen: number }> {
  const home = await server.getData<{ contracts: { rooms: { devices: { id: string; model: string }[] }[] }[] }>('/tapp/v3/smart-device/home', { token });
  const id = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === model)?.id;
  if (id === undefined) throw new Error(`the tenant has no ${model}`);
  const { meterMac, balanceFen } = await server.getData<{ meterMac: string; balanceFen: number }>(`/tapp/v3/smart-device/meter/detail?meterId=${id}`, { token });
  return { id, meterMac, balanceFen };
}
