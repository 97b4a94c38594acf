import type { CommandVerdict, DeviceHome, LockAuthList, LockDetail, LockShare, LockShareInfo, NfcKey } from '@aster/core-api';
import { parseTtlockData } from '@aster/core-domain';
import { type DeviceServerPort, lockNfc, lockOpen } from '@aster/device-ble';
import { OTHER_TENANT_MOBILE, expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { simulatedBluetooth } from '../devices/testing/simulatedBluetooth';
import type { CallResult } from '../testing/testServer';

const L = '/tapp/v1/intelligent/locks';
const V3 = '/tapp/v3';
const DAY_MS = 86_400_000;

const answered = <T>(result: CallResult<T>): T => {
  if (result.body.errorCode !== '0') throw new Error(result.body.message);
  return result.body.data as T;
};

// One seeded world for the file: the steps build on each other (share, accept, use, revoke; NFC after).
describe('lock access over HTTP: the TTLock, sharing a lock with a family member, NFC keys', () => {
  let world: BookingWorld;
  let roomLock: LockDetail;
  let ttlock: LockDetail;
  beforeAll(async () => {
    world = await startBookingWorld();
    const locks = expectOk(await world.server.call<LockDetail[]>('GET', `${L}`, { token: world.tenant }));
    const found = { room: locks.find((one) => one.model === 'device_lock'), tt: locks.find((one) => one.model === 'ttlock') };
    if (found.room === undefined || found.tt === undefined) throw new Error('the demo tenant has no room lock or TTLock');
    roomLock = found.room;
    ttlock = found.tt;
  });
  afterAll(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: Record<string, unknown> = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });

  it("serves the demo tenant's TTLock with ttlockData its adapter reads, and relays its commands", async () => {
    const detail = expectOk(await get<LockDetail>(`${V3}/smart-device/v2/lock/detail`, { lockId: ttlock.id }));
    const data = parseTtlockData(detail.ttlockData);
    expect(data).toMatchObject({ lockMac: detail.lockMac, protocolVersion: 3 });
    expect(detail).toMatchObject({ lockIsBlue: true, online: true, roomName: '我的房间' });
    const bluetooth = simulatedBluetooth(data?.lockMac ?? '');
    const port: DeviceServerPort = {
      getCommand: async () => answered(await post<{ hex: string }>(`${L}/${ttlock.id}/getOpenCmd`)),
      submitResponse: async (_kind, _params, answer) => {
        answered(await post<CommandVerdict>(`${L}/${ttlock.id}/submitCmdResponse`, { command: 'open', hex: answer.hex }));
        return {};
      },
      getPendingTodoTask: () => Promise.resolve(null),
      createTodoTask: () => Promise.reject(new Error('no tasks')),
      completeTodoTask: () => Promise.reject(new Error('no tasks')),
    };
    await lockOpen(bluetooth.context(port), { lockId: ttlock.id });
    expect(bluetooth.lock.opened).toBe(1);
    expect(expectOk(await post<{ result: string }>(`${L}/${ttlock.id}/remote-open`)).result).toBe('opened');
  });

  let share: LockShare;
  it('shares the room lock with a phone; only that account sees and accepts it, then finds the lock among its devices', async () => {
    expect((await post(`${L}/${roomLock.id}/share`, { phone: '13800138000', authType: 2 })).body.errorCode).toBe('LOCK_SHARE_SELF');
    expect((await post(`${L}/${roomLock.id}/share`, { phone: OTHER_TENANT_MOBILE, authType: 3 })).body.errorCode).toBe('PARAM_INVALID');
    expect((await post(`${L}/${roomLock.id}/share`, { phone: OTHER_TENANT_MOBILE, authType: 2 }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
    share = expectOk(await post<LockShare>(`${L}/${roomLock.id}/share`, { phone: OTHER_TENANT_MOBILE, authType: 2, days: 7 }));
    expect(share.phone).toBe('137****7000');
    const pending = expectOk(await get<LockAuthList>(`${L}/${roomLock.id}/auth-list`)).pending;
    expect(pending).toEqual([expect.objectContaining({ shareId: share.shareId, authType: 2, phone: '137****7000' })]);

    const link = { shareId: share.shareId, shortLink: share.shortLink };
    // The sharer, a wrong short link, and a third account are refused; nothing about the lock is told to them.
    expect((await get(`${L}/share-info`, link)).body.errorCode).toBe('LOCK_SHARE_NOT_FOR_YOU');
    expect((await get(`${L}/share-info`, { ...link, shortLink: 'WRONG123' }, world.other)).body.errorCode).toBe('LOCK_SHARE_NOT_FOUND');
    const third = await world.server.loginByPhone('13900139000');
    const refused = await post(`${V3}/baozu/device/lock/auth/accept`, link, third);
    expect(refused.body).toMatchObject({ errorCode: 'LOCK_SHARE_NOT_FOR_YOU', data: null });

    const info = expectOk(await get<LockShareInfo>(`${L}/share-info`, link, world.other));
    expect(info).toMatchObject({ lockName: roomLock.name, sharedBy: '张*', authType: 2, days: 7, status: 'open' });
    expect(expectOk(await post(`${V3}/baozu/device/lock/auth/accept`, link, world.other))).toEqual({ lockId: roomLock.id, authType: 2 });
    // Accepting again answers the same (a double tap); the share is used up for anyone else.
    expect(expectOk(await post(`${V3}/baozu/device/lock/auth/accept`, link, world.other))).toEqual({ lockId: roomLock.id, authType: 2 });

    const home = expectOk(await get<DeviceHome>(`${V3}/smart-device/home`, {}, world.other));
    expect(home.contracts).toEqual([]);
    expect(home.shared).toEqual([expect.objectContaining({ sharedBy: '张*', roomName: '我的房间', device: expect.objectContaining({ id: roomLock.id, model: 'device_lock' }) })]);
    const theirs = expectOk(await get<LockDetail>(`${V3}/smart-device/lock/detail`, { lockId: roomLock.id }, world.other));
    expect(theirs.lockAuthId).toBeNull();
    // The member opens the door; may not share it on, and reaches no other device of the house.
    expect(expectOk(await post<{ result: string }>(`${L}/${roomLock.id}/remote-open`, {}, world.other)).result).toBe('opened');
    expect((await post(`${L}/${roomLock.id}/share`, { phone: '13900139000', authType: 2 }, world.other)).body.errorCode).toBe('LOCK_SHARE_NOT_ALLOWED');
    expect((await get(`${V3}/smart-device/lock/detail`, { lockId: ttlock.id }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
  });

  it('lists who may open the lock with masked names and phones, and revokes only what the tenant shared', async () => {
    const list = expectOk(await get<LockAuthList>(`${L}/${roomLock.id}/auth-list`));
    expect(list.pending).toEqual([]);
    expect(list.auths.map((auth) => ({ type: auth.authType, name: auth.holderName, phone: auth.holderPhone, mine: auth.mine, revocable: auth.revocable, until: auth.validTo !== null }))).toEqual([
      { type: 1, name: '张*', phone: '138****8000', mine: true, revocable: false, until: false },
      { type: 2, name: expect.stringMatching(/\*$/), phone: '137****7000', mine: false, revocable: true, until: true },
    ]);
    expect(JSON.stringify(list)).not.toContain('13700137000');
    const shared = list.auths.find((auth) => auth.shared);
    const own = list.auths.find((auth) => auth.mine);
    expect((await post(`${L}/${roomLock.id}/auth/${own?.authId ?? ''}/revoke`)).body.errorCode).toBe('LOCK_AUTH_NOT_REVOCABLE');
    expect((await post(`${L}/${roomLock.id}/auth/${shared?.authId ?? ''}/revoke`, {}, world.other)).body.errorCode).toBe('LOCK_AUTH_NOT_REVOCABLE');
    expect(expectOk(await post(`${L}/${roomLock.id}/auth/${shared?.authId ?? ''}/revoke`))).toEqual({ revoked: true });
    expect((await get(`${V3}/smart-device/lock/detail`, { lockId: roomLock.id }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
    expect(expectOk(await get<DeviceHome>(`${V3}/smart-device/home`, {}, world.other)).shared).toEqual([]);
    expect((await post(`${V3}/baozu/device/lock/auth/accept`, { shareId: share.shareId, shortLink: share.shortLink }, world.other)).body.errorCode).toBe('LOCK_SHARE_CANCELLED');
  });

  it('lets a share link run out after 24 hours and a 7-day authorisation end after 7 days', async () => {
    const late = expectOk(await post<LockShare>(`${L}/${roomLock.id}/share`, { phone: OTHER_TENANT_MOBILE, authType: 1 }));
    world.clock.advance(25 * 3600_000);
    expect((await post(`${V3}/baozu/device/lock/auth/accept`, { shareId: late.shareId, shortLink: late.shortLink }, world.other)).body.errorCode).toBe('LOCK_SHARE_EXPIRED');
    const week = expectOk(await post<LockShare>(`${L}/${roomLock.id}/share`, { phone: OTHER_TENANT_MOBILE, authType: 1, days: 7 }));
    expectOk(await post(`${V3}/baozu/device/lock/auth/accept`, { shareId: week.shareId, shortLink: week.shortLink }, world.other));
    // Shared as a password: the member has a password authorisation of their own (editPwd).
    expect(expectOk(await get<LockDetail>(`${V3}/smart-device/lock/detail`, { lockId: roomLock.id }, world.other)).lockAuthId).toMatch(/^\d+$/);
    world.clock.advance(7 * DAY_MS + 1000);
    expect((await get(`${V3}/smart-device/lock/detail`, { lockId: roomLock.id }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
  });

  it('writes an NFC key to the lock over Bluetooth, reports it, lists it, and records a failed activation', async () => {
    const bluetooth = simulatedBluetooth(roomLock.lockMac);
    const nfcId = '305419896';
    const port: DeviceServerPort = {
      getCommand: async (_kind, params) => answered(await post<{ hex: string }>(`${L}/nfc-active-cmd`, { ...params })),
      submitResponse: async (_kind, params, answer) => {
        answered(await post<CommandVerdict>(`${L}/nfc-open-report`, { ...params, hex: answer.hex }));
        answered(await post(`${L}/save-nfc-log`, { lockId: roomLock.id, nfcId, event: 'activated' }));
        return {};
      },
      reportFailure: async (_kind, params, failure) => {
        answered(await post(`${L}/report-nfc-active-fail`, { ...params, kind: failure.kind }));
      },
      getPendingTodoTask: () => Promise.resolve(null),
      createTodoTask: () => Promise.reject(new Error('no tasks')),
      completeTodoTask: () => Promise.reject(new Error('no tasks')),
    };
    await lockNfc(bluetooth.context(port), { lockId: roomLock.id, nfcId });
    expect([...bluetooth.lock.nfcCards]).toEqual([305419896]);
    const keys = expectOk(await get<NfcKey[]>('/tapp/v1/intelligent/v2/locks/user-auth-list'));
    expect(keys).toEqual([expect.objectContaining({ lockId: roomLock.id, nfcId })]);
    expect(expectOk(await get<NfcKey[]>('/tapp/v1/intelligent/v2/locks/user-auth-list', { nfcId: '1' }))).toEqual([]);
    expect(expectOk(await get<NfcKey[]>('/tapp/v1/intelligent/v2/locks/user-auth-list', {}, world.other))).toEqual([]);
    expect(expectOk(await get<LockAuthList>(`${L}/${roomLock.id}/auth-list`)).auths.map((auth) => auth.authType)).toContain(90);
    // An answer for another card, a replay, and another tenant's command are refused.
    expect((await post(`${L}/nfc-open-report`, { lockId: roomLock.id, nfcId, hex: '840012345678' })).body.errorCode).toBe('LOCK_COMMAND_EXPIRED');
    expect((await post(`${L}/nfc-open-report`, { lockId: roomLock.id, nfcId: '7', hex: '840012345678' })).body.errorCode).toBe('LOCK_ANSWER_INVALID');
    expect((await post(`${L}/nfc-active-cmd`, { lockId: roomLock.id, nfcId }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
    expect((await post(`${L}/nfc-active-cmd`, { lockId: roomLock.id, nfcId: '4294967296' })).body.errorCode).toBe('PARAM_INVALID');

    bluetooth.lock.inRange = false;
    await expect(lockNfc({ ...bluetooth.context(port), timeouts: { scanMs: 200 } }, { lockId: roomLock.id, nfcId: '42' })).rejects.toMatchObject({ kind: 'device-not-found' });
    const failed = world.server.db.prepare("SELECT event, detail FROM lock_nfc_logs WHERE event = 'active-failed'").all();
    expect(failed).toEqual([{ event: 'active-failed', detail: 'device-not-found' }]);
  });
});
