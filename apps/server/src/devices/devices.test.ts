import type { CommandVerdict, DeviceHome, LockDetail, LockLogPage, RemoteOpenResult, TempPassword } from '@aster/core-api';
import { chinaIso } from '@aster/core-domain';
import { type DeviceServerPort, lockOpen, lockSetTime, lockUpdatePassword, lockUploadLog } from '@aster/device-ble';
import { BOOKING_TEST_START, expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import type { CallResult } from '../testing/testServer';
import { simulatedBluetooth, type SimulatedBluetooth } from './testing/simulatedBluetooth';

/** A call's data, or a failure with the server's text (the relay keeps it as the tenant's message). */
const answered = <T>(result: CallResult<T>): T => {
  if (result.body.errorCode !== '0') throw new Error(result.body.message);
  return result.body.data as T;
};

const V3 = '/tapp/v3';

describe('the device home and the locks over HTTP', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const home = async (token = world.tenant) => expectOk(await get<DeviceHome>(`${V3}/smart-device/home`, {}, token));

  it("lists the devices of the leases the tenant lives in, per room, and nobody else's", async () => {
    const { contracts } = await home();
    expect(contracts.map((contract) => contract.contractNo).sort()).toEqual(['HTDEMO05', 'HTDEMO06']);
    const renting = contracts.find((contract) => contract.contractNo === 'HTDEMO05');
    expect(renting?.rooms.map((room) => room.roomName)).toEqual(['公共区域', '我的房间']);
    const roomLock = renting?.rooms.find((room) => room.roomName === '我的房间')?.devices[0];
    expect(roomLock).toMatchObject({ deviceType: 1, model: 'device_lock', online: true, battery: 86, balance: null, collected: false });
    const leaving = contracts.find((contract) => contract.contractNo === 'HTDEMO06');
    expect(leaving?.rooms.flatMap((room) => room.devices.map((device) => device.model)).sort()).toEqual(['lock2', 'lock3']);

    expect((await home(world.other)).contracts).toEqual([]);
    const detail = await get(`${V3}/smart-device/lock/detail`, { lockId: roomLock?.id ?? '' }, world.other);
    expect(detail.body).toMatchObject({ errorCode: 'LOCK_NOT_FOUND', message: '门锁不存在或您暂无权限使用' });
    expect((await get(`${V3}/baozu/device/${roomLock?.id ?? ''}/collect`, {}, world.other)).body.errorCode).toBe('DEVICE_NOT_FOUND');
  });

  it("reads a lock with the caller's own password authorisation, pins it, and finds a contract's room lock", async () => {
    const locks = expectOk(await get<LockDetail[]>('/tapp/v1/intelligent/locks'));
    const roomLock = locks.find((lock) => lock.model === 'device_lock');
    if (roomLock === undefined) throw new Error('no room lock');
    expect(roomLock).toMatchObject({ lockIsBlue: true, roomName: '我的房间' });
    expect(roomLock.lockMac).toMatch(/^C0:DE(:[0-9A-F]{2}){4}$/);
    expect(roomLock.lockAuthId).toMatch(/^\d+$/);
    expect(locks.find((lock) => lock.model === 'lock2')).toMatchObject({ lockIsBlue: false });

    expect(expectOk(await get(`${V3}/baozu/device/${roomLock.id}/collect`, { deviceType: '1' }))).toEqual({ collected: true });
    expect(expectOk(await get<LockDetail>(`${V3}/smart-device/lock/detail`, { lockId: roomLock.id })).collected).toBe(true);
    expect(expectOk(await get(`${V3}/baozu/device/${roomLock.id}/cancelCollect`))).toEqual({ collected: false });

    const byContract = expectOk(await get<LockDetail | null>('/tapp/v1/intelligent/locks/getLockByContract', { contractId: roomLock.contractId }));
    expect(byContract?.id).toBe(roomLock.id);
    expect(expectOk(await get('/tapp/v1/intelligent/locks/getLockByContract', { contractId: roomLock.contractId }, world.other))).toBeNull();
  });
});

describe('the lock cloud: commands the simulated lock runs over Bluetooth, remote open, temporary passwords, the log', () => {
  let world: BookingWorld;
  let lock: LockDetail;
  let bluetooth: SimulatedBluetooth;
  beforeEach(async () => {
    world = await startBookingWorld();
    const locks = expectOk(await world.server.call<LockDetail[]>('GET', '/tapp/v1/intelligent/locks', { token: world.tenant }));
    const roomLock = locks.find((one) => one.model === 'device_lock');
    if (roomLock === undefined) throw new Error('no room lock');
    lock = roomLock;
    bluetooth = simulatedBluetooth(lock.lockMac);
  });
  afterEach(() => world.server.close());

  const post = <T>(path: string, body: Record<string, unknown> = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const L = '/tapp/v1/intelligent/locks';
  const lockAnswer = (command: string) => (answer: { hex: string }) => post<CommandVerdict>(`${L}/${lock.id}/submitCmdResponse`, { command, hex: answer.hex });
  const port = (token = world.tenant): DeviceServerPort => ({
    getCommand: async (kind, params) => {
      const calls: Record<string, () => Promise<CallResult<unknown>>> = {
        'lock-open': () => post(`${L}/${lock.id}/getOpenCmd`, {}, token),
        'lock-set-time': () => post(`${L}/${lock.id}/getSetTimeCmd2`, {}, token),
        'lock-upload-log': () => post(`${L}/getUploadLogCmd`, { lockId: lock.id }, token),
        'lock-update-password': () => post(`${L}/pwd/updatePwdCmd`, { ...params }, token),
      };
      const call = calls[kind];
      if (call === undefined) throw new Error(kind);
      return answered(await call()) as { hex: string };
    },
    submitResponse: async (kind, _params, answer) => {
      const command = { 'lock-open': 'open', 'lock-set-time': 'set-time', 'lock-upload-log': 'upload-log', 'lock-update-password': 'update-password' }[kind as string] ?? '';
      const verdict = answered(await world.server.call<CommandVerdict>('POST', `${L}/${lock.id}/submitCmdResponse`, { token, body: { command, hex: answer.hex } }));
      return verdict.next ? { next: verdict.next } : {};
    },
    getPendingTodoTask: () => Promise.resolve(null),
    createTodoTask: () => Promise.reject(new Error('no tasks')),
    completeTodoTask: () => Promise.reject(new Error('no tasks')),
  });

  it('opens the door by Bluetooth, sets its time and changes the password, each answer applied once', async () => {
    await lockOpen(bluetooth.context(port()), { lockId: lock.id });
    expect(bluetooth.lock.opened).toBe(1);
    await lockSetTime(bluetooth.context(port()), { lockId: lock.id });
    expect(Math.abs(bluetooth.lock.timeSeconds - BOOKING_TEST_START / 1000)).toBeLessThan(5);
    await lockUpdatePassword(bluetooth.context(port()), { lockId: lock.id, lockAuthId: lock.lockAuthId ?? '', password: '246810' });
    expect(bluetooth.lock.passwords.get(Number(lock.lockAuthId))).toBe('246810');
    const logs = expectOk(await world.server.call<LockLogPage>('GET', `${L}/${lock.id}/logs`, { token: world.tenant }));
    expect(logs.list.map((line) => line.text)).toEqual(['蓝牙开门']);

    // An answer replayed, or one for a command never issued, is refused.
    const replay = await lockAnswer('open')({ hex: '85' + '00' + '00000000' });
    expect(replay.body.errorCode).toBe('LOCK_COMMAND_EXPIRED');
    // Another tenant gets neither commands nor the log; nobody changes another's password authorisation.
    expect((await post(`${L}/${lock.id}/getOpenCmd`, {}, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
    expect((await world.server.call('GET', `${L}/${lock.id}/logs`, { token: world.other })).body.errorCode).toBe('LOCK_NOT_FOUND');
    const stranger = await post(`${L}/pwd/updatePwdCmd`, { lockId: lock.id, lockAuthId: Number(lock.lockAuthId) + 999, password: '135790' });
    expect(stranger.body.errorCode).toBe('LOCK_AUTH_NOT_FOUND');
    expect((await post(`${L}/pwd/updatePwdCmd`, { lockId: lock.id, lockAuthId: lock.lockAuthId, password: '12ab56' })).body.errorCode).toBe('PARAM_INVALID');
  });

  it("uploads the lock's log page by page, keeping each record once", async () => {
    const start = Math.floor(BOOKING_TEST_START / 1000) - 86_400;
    bluetooth.lock.logs = Array.from({ length: 9 }, (_, i) => start + i * 600);
    const result = await lockUploadLog(bluetooth.context(port()), { lockId: lock.id });
    expect(result.answers).toHaveLength(3);
    await lockUploadLog(bluetooth.context(port()), { lockId: lock.id });
    const logs = expectOk(await world.server.call<LockLogPage>('GET', `${L}/${lock.id}/logs`, { token: world.tenant }));
    expect(logs.total).toBe(9);
    expect(logs.list[0]?.time).toBe(chinaIso((start + 8 * 600) * 1000));
  });

  it('opens remotely through the gateway: opened, offline, refused, timed out; a lock without gateway says so', async () => {
    const open = async (id = lock.id) => (await post<RemoteOpenResult>(`${L}/${id}/remote-open`)).body;
    const gateway = (mode: string, latencyMs = 5) => post('/__dev/locks/gateway', { lockId: lock.id, mode, latencyMs });
    await gateway('online');
    expect((await open()).data).toEqual({ result: 'opened', message: '门已打开' });
    await gateway('offline');
    expect((await open()).data?.result).toBe('offline');
    expect(expectOk(await world.server.call<LockDetail>('GET', `${V3}/smart-device/lock/detail`, { token: world.tenant, query: { lockId: lock.id } })).online).toBe(false);
    await gateway('fail');
    expect((await open()).data).toEqual({ result: 'refused', message: '门锁拒绝开门，请联系管家' });
    await gateway('online', 60_000);
    process.env.ASTER_LOCK_GATEWAY_LIMIT_MS = '50';
    try {
      expect((await open()).data).toEqual({ result: 'timeout', message: '门锁未在规定时间内响应，请稍后再试' });
      await gateway('silent');
      expect((await open()).data?.result).toBe('timeout');
    } finally {
      delete process.env.ASTER_LOCK_GATEWAY_LIMIT_MS;
    }
    await gateway('online');
    world.clock.advance(60_000);
    expect((await open()).data?.result).toBe('opened');
    const entrance = await post<RemoteOpenResult>(`${L}/${lock.id.replace('LK', 'LD')}/remote-open`);
    expect(entrance.body.data?.result).toBe('opened');
    const logs = expectOk(await world.server.call<LockLogPage>('GET', `${L}/${lock.id}/logs`, { token: world.tenant }));
    expect(logs.list.filter((line) => line.text === '远程开门')).toHaveLength(2);
    const leaving = expectOk(await world.server.call<LockDetail[]>('GET', L, { token: world.tenant })).find((one) => one.model === 'lock3');
    expect((await open(leaving?.id)).errorCode).toBe('LOCK_NO_GATEWAY');
    expect((await post(`${L}/${lock.id.replace('LK', 'LD')}/getOpenCmd`)).body.errorCode).toBe('LOCK_NO_BLUETOOTH');
    expect((await post(`${L}/${lock.id.replace('LK', 'LD')}/getSetTimeCmd2`)).body).toMatchObject({ errorCode: 'LOCK_NO_BLUETOOTH', message: '该门锁不支持蓝牙操作，请联系管家' });
    expect((await post(`${L}/${lock.id}/remote-open`, {}, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
  });

  it('makes temporary passwords: once within 6 hours, or timed up to 72 hours, 20 a day', async () => {
    const temp = (body: Record<string, unknown>) => post<TempPassword>(`${L}/${lock.id}/once/auth`, body);
    const once = expectOk(await temp({ kind: 'once' }));
    expect(once.password).toMatch(/^\d{8}$/);
    expect(Date.parse(once.validTo) - Date.parse(once.validFrom)).toBe(6 * 3600_000);
    const timed = expectOk(await temp({ kind: 'timed', hours: 48 }));
    expect(Date.parse(timed.validTo) - Date.parse(timed.validFrom)).toBe(48 * 3600_000);
    expect((await temp({ kind: 'timed', hours: 73 })).body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    for (let i = 2; i < 20; i += 1) expectOk(await temp({ kind: 'once' }));
    expect((await temp({ kind: 'once' })).body.errorCode).toBe('TEMP_PASSWORD_LIMIT');
    expect((await post(`${L}/${lock.id}/once/auth`, { kind: 'once' }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
    const stored = world.server.db.prepare('SELECT code_hash FROM lock_temp_passwords').all() as { code_hash: string }[];
    expect(stored.map((row) => row.code_hash)).not.toContain(once.password);
  });
});
