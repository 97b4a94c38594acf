import { BleError } from './errors';
import { lockSetTime } from './flows/lock';
import { FakeClock, settle } from './testing/fakeClock';
import { createFakeMy } from './testing/fakeMy';
import { createFakeWebBluetooth } from './testing/fakeWebBluetooth';
import { createFakeWx } from './testing/fakeWx';
import { createSimWorld, SIM_LOCK_ID, SIM_LOCK_MAC, SIM_STRANGER_MAC } from './testing/harness';
import { SIM_PROFILE, SimRadio } from './testing/simulator';
import { type BlePlatform } from './transport';
import { ALIPAY_BLE_NAMES, alipayErrorToBleError, createAlipayBleTransport, type MyBleApi } from './transport.ali';
import { createWechatBleTransport, wxErrorToBleError } from './transport.wechat';
import { createWebBleTransport, type WebBluetoothApi, webErrorToBleError } from './transport.web';

const PLATFORMS: BlePlatform[] = ['wechat', 'ali', 'web'];

describe('error code mapping', () => {
  it.each([
    [10000, 'bluetooth-off'],
    [10001, 'bluetooth-off'],
    [10002, 'device-not-found'],
    [10003, 'connection-lost'],
    [10004, 'unsupported-device'],
    [10005, 'unsupported-device'],
    [10006, 'connection-lost'],
    [10007, 'unsupported-device'],
    [10008, 'unknown'],
    [10012, 'timeout'],
    [10013, 'unknown'],
    [424242, 'unknown'],
  ])('wx errCode %d is %s', (code, kind) => {
    expect(wxErrorToBleError({ errCode: code })).toMatchObject({ kind, platformCode: code });
  });

  it('wx refusals of permission are permission-denied', () => {
    expect(wxErrorToBleError({ errno: 103, errMsg: 'openBluetoothAdapter:fail auth deny' }).kind).toBe('permission-denied');
    expect(wxErrorToBleError({ errCode: 10001, state: 3 }).kind).toBe('permission-denied');
    expect(wxErrorToBleError({ errCode: 10009 }).message).toBe('手机系统版本过低，不支持蓝牙');
    expect(wxErrorToBleError(undefined).kind).toBe('unknown');
  });

  it.each([
    [12, 'bluetooth-off'],
    [13, 'connection-lost'],
    [14, 'permission-denied'],
    [10001, 'bluetooth-off'],
    [10002, 'device-not-found'],
    [10003, 'connection-lost'],
    [10006, 'connection-lost'],
    [10010, 'unsupported-device'],
    [10014, 'unknown'],
    [10015, 'timeout'],
    [10017, 'transfer-error'],
  ])('Alipay error %d is %s', (code, kind) => {
    expect(alipayErrorToBleError({ error: code })).toMatchObject({ kind, platformCode: code });
  });

  it.each([
    ['NotFoundError', 'device-not-found'],
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['NetworkError', 'connection-lost'],
    ['InvalidStateError', 'connection-lost'],
    ['NotSupportedError', 'unsupported-device'],
    ['TimeoutError', 'timeout'],
    ['SomethingNew', 'unknown'],
  ])('DOMException %s is %s', (name, kind) => {
    expect(webErrorToBleError(Object.assign(new Error('x'), { name }))).toMatchObject({ kind });
  });
});

describe('the Alipay name table', () => {
  it('names every call Alipay makes differently, and only those', () => {
    const renamed = Object.entries(ALIPAY_BLE_NAMES).filter(([wx, my]) => wx !== my);
    expect(Object.fromEntries(renamed)).toEqual({
      createBLEConnection: 'connectBLEDevice',
      closeBLEConnection: 'disconnectBLEDevice',
      onBLEConnectionStateChange: 'onBLEConnectionStateChanged',
      offBLEConnectionStateChange: 'offBLEConnectionStateChanged',
    });
  });

  it('writes hex strings to my.* and reads hex values back', async () => {
    const clock = new FakeClock();
    const radio = new SimRadio(clock);
    radio.addLock(SIM_LOCK_MAC);
    const my = createFakeMy(radio);
    const written: string[] = [];
    const spy: MyBleApi = {
      ...my,
      writeBLECharacteristicValue: (o) => {
        written.push(o.value);
        my.writeBLECharacteristicValue(o);
      },
    };
    const transport = createAlipayBleTransport(spy, clock);
    await settle(clock, transport.openAdapter());
    const { deviceId } = await settle(clock, transport.findDevice({ mac: SIM_LOCK_MAC, timeoutMs: 1000, profile: SIM_PROFILE }));
    await settle(clock, transport.connect(deviceId, { timeoutMs: 1000 }));
    await settle(clock, transport.write(deviceId, SIM_PROFILE, Uint8Array.of(0xa5, 0x01)));
    expect(written).toEqual(['a501']);
    await settle(clock, transport.closeAdapter());
    expect(radio.openConnections).toBe(0);
  });
});

describe('Web Bluetooth', () => {
  it('accepts the browser object (navigator.bluetooth) as its API', () => {
    const asApi = (bluetooth: Bluetooth): WebBluetoothApi => bluetooth;
    expect(typeof asApi).toBe('function');
  });

  it('without navigator.bluetooth every flow says bluetooth needs the mini-program', async () => {
    const world = createSimWorld({ platform: 'web', noWebBluetooth: true });
    const failure = settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toMatchObject({
      name: 'BleUnavailableError',
      kind: 'unavailable',
      message: '当前浏览器不支持蓝牙，请在微信或支付宝小程序中使用',
    });
  });

  it('a dismissed chooser is device-not-found; a blocked one permission-denied', async () => {
    for (const [web, kind] of [
      [{ choose: () => null }, 'device-not-found'],
      [{ denied: true }, 'permission-denied'],
      [{ available: false }, 'bluetooth-off'],
    ] as const) {
      const world = createSimWorld({ platform: 'web', web });
      const failure = settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
      await expect(failure).rejects.toMatchObject({ kind });
    }
  });

  it('the wrong device picked in the chooser fails the MAC check after the scan time limit', async () => {
    const world = createSimWorld({ platform: 'web', web: { choose: (c) => c.find((p) => p.mac === SIM_STRANGER_MAC) ?? null } });
    const ctx = world.context(SIM_LOCK_MAC, { timeouts: { scanMs: 2_000 } });
    const failure = settle(world.clock, lockSetTime(ctx, { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toMatchObject({ kind: 'device-not-found' });
    expect(world.lock.timeSeconds).toBe(0);
    expect(world.clock.now()).toBeGreaterThanOrEqual(2_000);
  });

  it('where watchAdvertisements is missing the chosen device is trusted', async () => {
    const clock = new FakeClock();
    const radio = new SimRadio(clock);
    radio.addLock(SIM_LOCK_MAC);
    const transport = createWebBleTransport(createFakeWebBluetooth(radio, { watchAdvertisements: false }), clock);
    await settle(clock, transport.openAdapter());
    const found = await settle(clock, transport.findDevice({ mac: SIM_LOCK_MAC, timeoutMs: 1000, profile: SIM_PROFILE }));
    expect(found.name).toBe('SIM-LOCK');
  });
});

describe.each(PLATFORMS)('adapter and scanning on %s', (platform) => {
  it('bluetooth switched off: bluetooth-off in Chinese, nothing left open', async () => {
    const world = createSimWorld({ platform, central: { bluetoothOn: false }, web: { available: false } });
    const failure = settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toMatchObject({ kind: 'bluetooth-off', message: '手机蓝牙未开启，请打开蓝牙后重试' });
    expect(world.progress.at(-1)?.stage).toBe('failed');
  });

  it('bluetooth permission refused: permission-denied', async () => {
    const world = createSimWorld({ platform, central: { permission: false }, web: { denied: true } });
    const failure = settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toMatchObject({ kind: 'permission-denied' });
  });

  it('on iOS finds the lock by the MAC in its advertisement, not by device id, and skips the stranger', async () => {
    const world = createSimWorld({ platform, central: { os: 'ios', upperCaseUuids: true } });
    await settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    expect(world.lock.timeSeconds).toBeGreaterThan(0);
    expect(world.radio.openConnections).toBe(0);
  });

  it('a connect that never completes times out on our own limit and leaves no connection behind', async () => {
    const world = createSimWorld({ platform, latency: { connectMs: 50_000 } });
    const ctx = world.context(SIM_LOCK_MAC, { timeouts: { connectMs: 2_000 }, retry: { maxAttempts: 2 } });
    const failure = settle(world.clock, lockSetTime(ctx, { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    expect(world.clock.now()).toBeLessThan(50_000);
    // Let the abandoned attempts' timers run out: none may turn into an open connection.
    world.clock.runNext();
    while (world.clock.runNext()) await Promise.resolve();
    expect(world.radio.openConnections).toBe(0);
  });
});

describe('MTU', () => {
  it.each([
    [185, 1],
    [23, 2],
  ])('on WeChat Android a granted MTU of %d sends the 23-byte set-time frame in %d write(s)', async (maxMtu, writes) => {
    const world = createSimWorld({ platform: 'wechat', central: { maxMtu } });
    await settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    expect(world.radio.stats.writes).toBe(writes);
  });

  it('without MTU negotiation frames go out in writes of at most 20 bytes', async () => {
    const clock = new FakeClock();
    const radio = new SimRadio(clock);
    radio.addLock(SIM_LOCK_MAC);
    const wx = createFakeWx(radio);
    const transport = createWechatBleTransport(wx, clock);
    await settle(clock, transport.openAdapter());
    const { deviceId } = await settle(clock, transport.findDevice({ mac: SIM_LOCK_MAC, timeoutMs: 1000, profile: SIM_PROFILE }));
    await settle(clock, transport.connect(deviceId, { timeoutMs: 1000 }));
    expect(transport.maxWriteBytes(deviceId)).toBe(20);
    await expect(transport.write(deviceId, SIM_PROFILE, new Uint8Array(21))).rejects.toBeInstanceOf(RangeError);
    await settle(clock, transport.closeAdapter());
    expect(radio.openConnections).toBe(0);
  });

  it('a device without our service is unsupported-device', async () => {
    const world = createSimWorld({ platform: 'wechat' });
    const ctx = { ...world.context(SIM_LOCK_MAC), profile: { ...SIM_PROFILE, serviceUuid: 'ffe0' } };
    const failure = settle(world.clock, lockSetTime(ctx, { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toBeInstanceOf(BleError);
    await expect(failure).rejects.toMatchObject({ kind: 'unsupported-device', message: '设备不支持此操作，请联系管家' });
    expect(world.radio.openConnections).toBe(0);
  });
});
