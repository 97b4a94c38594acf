// Test doubles for this package and for the app's tests: '@aster/device-ble/testing'.

export { FakeClock, settle, WedgedError } from './fakeClock';
export { createFakeMy, type FakeMy } from './fakeMy';
export { AppDiedError, FakeDeviceServer, type RechargeRecord, type WaterAllowanceRecord, type ZeroingRecord } from './fakeServer';
export { createFakeWebBluetooth, type FakeWebBluetooth, type FakeWebBluetoothOptions } from './fakeWebBluetooth';
export { createFakeWx, type FakeWx } from './fakeWx';
export {
  createSimWorld,
  SIM_LOCK_ID,
  SIM_LOCK_MAC,
  SIM_METER_ID,
  SIM_METER_MAC,
  SIM_STRANGER_MAC,
  type SimWorld,
  type SimWorldOptions,
} from './harness';
export { Prng } from './prng';
export { type HostFailure, SimCentral, type SimCentralOptions } from './simCentral';
export { ANSWER_FLAG, SIM_OP, SIM_RESULT, simCommand, simSignature } from './simProtocol';
export {
  DEFAULT_SIM_LATENCY,
  FAULT_KINDS,
  type FaultKind,
  type FaultRates,
  SIM_PROFILE,
  SimLock,
  SimMeter,
  SimPeripheral,
  SimRadio,
  type SimRadioOptions,
  type SimStats,
} from './simulator';
