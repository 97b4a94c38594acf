import { lockEndpoints, type CommandVerdict, type DeviceHome, type LockAuthList, type LockDetail, type LockShare, type LockShareInfo, type NfcKey, type TempPasswordEntry } from '@aster/core-api';
import { parseTtlockData } from '@aster/core-domain';
import { type DeviceServerPort, lockNfc, lockOpen } from '@aster/device-ble';
import { demoUsers } from '../auth/seed';
import { BOOKING_TEST_START, OTHER_TENANT_MOBILE, expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { simulatedBluetooth } from '../devices/testing/simulatedBluetooth';
import { ManualClock, startTestServer, type CallResult, type TestServer } from '../testing/testServer';

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
    const end = { openType: 0 };
    expect((await post(`${L}/${roomLock.id}/auth/${own?.authId ?? ''}`, end)).body.errorCode).toBe('LOCK_AUTH_NOT_REVOCABLE');
    expect((await post(`${L}/${roomLock.id}/auth/${shared?.authId ?? ''}`, end, world.other)).body.errorCode).toBe('LOCK_AUTH_NOT_REVOCABLE');
    expect(expectOk(await post(`${L}/${roomLock.id}/auth/${shared?.authId ?? ''}`, end))).toEqual({ authId: shared?.authId, authType: null, ended: true });
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

// Issue 39: a shared lock's temporary passwords outlived the share, and the tenant could neither see nor cancel them.
describe('temporary passwords of a shared lock: seen, 作废 at the lock, ended with the share and the lease', () => {
  let server: TestServer;
  let tenant: string;
  let family: string;
  let lock: LockDetail;
  beforeAll(async () => {
    server = await startTestServer({ clock: new ManualClock(BOOKING_TEST_START), sessionTtlMs: 365 * DAY_MS, config: { limits: { tempPasswordSweepMs: 20 } } });
    tenant = await server.loginByPhone(demoUsers.tenant.mobile);
    family = await server.loginByPhone(OTHER_TENANT_MOBILE);
    const locks = expectOk(await server.call<LockDetail[]>('GET', L, { token: tenant }));
    const room = locks.find((one) => one.model === 'device_lock');
    if (room === undefined) throw new Error('the demo tenant has no room lock');
    lock = room;
  });
  afterAll(() => server.close());

  const post = <T>(path: string, token: string, body: Record<string, unknown> = {}) => server.call<T>('POST', path, { token, body });
  const list = async (token: string) => expectOk(await server.call<TempPasswordEntry[]>('GET', `${L}/${lock.id}/temp-passwords`, { token }));
  const gateway = async (mode: 'online' | 'offline') => expectOk(await server.call('POST', '/__dev/locks/gateway', { body: { lockId: lock.id, mode, latencyMs: 5 } }));
  const endedAt = (id: string) => (server.db.prepare('SELECT ended_at FROM lock_temp_passwords WHERE id = ?').get(Number(id)) as { ended_at: number | null }).ended_at;
  /** The timer's sweep sends ends again every 20 ms: waits until the lock has confirmed this one. */
  const confirmedAtLock = async (id: string) => {
    for (let waited = 0; endedAt(id) === null && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return endedAt(id) !== null;
  };

  let familyPassword: string;
  it("shows the lease holder every password of the lock with who made it and for whom, a family member their own, no one else any", async () => {
    await gateway('online');
    const share = expectOk(await post<LockShare>(`${L}/${lock.id}/share`, tenant, { phone: OTHER_TENANT_MOBILE, authType: 2, days: 7 }));
    expectOk(await post(`${V3}/baozu/device/lock/auth/accept`, family, { shareId: share.shareId, shortLink: share.shortLink }));
    expectOk(await post(`${L}/${lock.id}/once/auth`, family, { kind: 'timed', hours: 24, forWhom: '保洁阿姨' }));
    expectOk(await post(`${L}/${lock.id}/once/auth`, tenant, { kind: 'once' }));

    const seen = lockEndpoints.tempPasswords.response.parse(await list(tenant));
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'once', mine: true, forWhom: null, state: 'active', cancellable: true }),
      expect.objectContaining({ kind: 'timed', mine: false, forWhom: '保洁阿姨', madeBy: expect.stringMatching(/\*/), state: 'active', cancellable: true }),
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/\d{8}/);
    familyPassword = seen[1]?.id ?? '';
    expect((await list(family)).map((one) => one.id)).toEqual([familyPassword]);
    const stranger = await server.loginByPhone('13900139000');
    expect((await server.call('GET', `${L}/${lock.id}/temp-passwords`, { token: stranger })).body.errorCode).toBe('LOCK_NOT_FOUND');
    expect((await post(`${L}/${lock.id}/temp-passwords/${familyPassword}/cancel`, stranger)).body.errorCode).toBe('LOCK_NOT_FOUND');
  });

  it('作废 is ending while the gateway cannot reach the lock, and ended once the lock confirms', async () => {
    const own = (await list(tenant)).find((one) => one.mine);
    await gateway('offline');
    expect(expectOk(await post<TempPasswordEntry>(`${L}/${lock.id}/temp-passwords/${own?.id ?? ''}/cancel`, tenant))).toMatchObject({ state: 'ending', cancellable: true });
    expect((await list(tenant)).find((one) => one.mine)?.state).toBe('ending');
    // The family member may not end the lease holder's password.
    expect((await post(`${L}/${lock.id}/temp-passwords/${own?.id ?? ''}/cancel`, family)).body).toMatchObject({ errorCode: 'TEMP_PASSWORD_NOT_FOUND', message: '临时密码不存在或您无权作废' });
    await gateway('online');
    expect(expectOk(await post<TempPasswordEntry>(`${L}/${lock.id}/temp-passwords/${own?.id ?? ''}/cancel`, tenant))).toMatchObject({ state: 'ended', cancellable: false });
  });

  it("revoking the share ends the member's passwords at the lock, sent again until the gateway confirms", async () => {
    await gateway('offline');
    const auths = expectOk(await server.call<LockAuthList>('GET', `${L}/${lock.id}/auth-list`, { token: tenant })).auths;
    const shared = auths.find((auth) => auth.revocable);
    expectOk(await post(`${L}/${lock.id}/auth/${shared?.authId ?? ''}`, tenant, { openType: 0 }));
    expect((await list(tenant)).find((one) => one.id === familyPassword)?.state).toBe('ending');
    expect((await server.call('GET', `${L}/${lock.id}/temp-passwords`, { token: family })).body.errorCode).toBe('LOCK_NOT_FOUND');
    await gateway('online');
    expect(await confirmedAtLock(familyPassword)).toBe(true);
    expect((await list(tenant)).find((one) => one.id === familyPassword)).toMatchObject({ state: 'ended', cancellable: false });
  });

  it("the lease ending ends the tenant's own passwords at the lock", async () => {
    const made = expectOk(await post<{ validTo: string }>(`${L}/${lock.id}/once/auth`, tenant, { kind: 'timed', hours: 48 }));
    expect(made.validTo).toBeTruthy();
    const mine = (await list(tenant)).find((one) => one.state === 'active');
    server.db.prepare("UPDATE contracts SET status = 'checked_out' WHERE user_id = ? AND status IN ('renting', 'checkout_applied')").run(demoUsers.tenant.id);
    expect(await confirmedAtLock(mine?.id ?? '')).toBe(true);
  });
});
