import type { DeviceHome, LockDetail } from '@aster/core-api';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

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
