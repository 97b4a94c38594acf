// Issue 38: the lock calls of section 7 the sharing and device pages now make: auth/{authId} (a shared key's open
// type, its password, its end), setting-house-lock-auth (the household's setting) and getLockAccountInfo.
import { lockEndpoints, type LockAuthList, type LockDetail, type LockShare } from '@aster/core-api';
import { OTHER_TENANT_MOBILE, expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

const L = '/tapp/v1/intelligent/locks';
const V3 = '/tapp/v3';

describe('section 7 lock calls over HTTP: auth/{authId}, setting-house-lock-auth, getLockAccountInfo', () => {
  let world: BookingWorld;
  let lock: LockDetail;
  let stranger: string;
  let sharedAuthId: string;
  beforeAll(async () => {
    world = await startBookingWorld();
    const locks = expectOk(await world.server.call<LockDetail[]>('GET', L, { token: world.tenant }));
    const room = locks.find((one) => one.model === 'device_lock');
    if (room === undefined) throw new Error('the demo tenant has no room lock');
    lock = room;
    stranger = await world.server.loginByPhone('13900139000');
    const share = expectOk(await post<LockShare>(`${L}/${lock.id}/share`, { phone: OTHER_TENANT_MOBILE, authType: 2, days: 30 }));
    expectOk(await post(`${V3}/baozu/device/lock/auth/accept`, { shareId: share.shareId, shortLink: share.shortLink }, world.other));
    const auths = expectOk(await get<LockAuthList>(`${L}/${lock.id}/auth-list`)).auths;
    sharedAuthId = auths.find((auth) => auth.revocable)?.authId ?? '';
  });
  afterAll(async () => {
    delete process.env.ASTER_LOCK_GATEWAY_LIMIT_MS;
    await world.server.close();
  });

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: Record<string, unknown> = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const gateway = async (mode: 'online' | 'offline' | 'fail' | 'silent', latencyMs = 5) =>
    expectOk(await world.server.call('POST', '/__dev/locks/gateway', { body: { lockId: lock.id, mode, latencyMs } }));
  const sharedType = async () => expectOk(await get<LockAuthList>(`${L}/${lock.id}/auth-list`)).auths.find((auth) => auth.authId === sharedAuthId)?.authType;
  const change = (body: Record<string, unknown>, token = world.tenant) => post(`${L}/${lock.id}/auth/${sharedAuthId}`, body, token);

  it("changes a shared key to a password the sharer sets, once the lock confirmed it through its gateway; the member then holds a password key", async () => {
    await gateway('online');
    expect((await change({ openType: 2 })).body.errorCode).toBe('PARAM_INVALID');
    expect((await change({ openType: 2, password: '12345' })).body.errorCode).toBe('PARAM_INVALID');
    expect((await change({ openType: 1, password: '123456' })).body.errorCode).toBe('PARAM_INVALID');
    expect((await change({ openType: 7 })).body.errorCode).toBe('PARAM_INVALID');
    // Only the sharer changes it: not the member, not a stranger (who does not see the lock at all).
    expect((await change({ openType: 2, password: '123456' }, world.other)).body.errorCode).toBe('LOCK_AUTH_NOT_CHANGEABLE');
    expect((await change({ openType: 2, password: '123456' }, stranger)).body.errorCode).toBe('LOCK_NOT_FOUND');
    const own = expectOk(await get<LockAuthList>(`${L}/${lock.id}/auth-list`)).auths.find((auth) => auth.mine);
    expect((await post(`${L}/${lock.id}/auth/${own?.authId ?? ''}`, { openType: 1 })).body.errorCode).toBe('LOCK_AUTH_NOT_CHANGEABLE');

    const changed = lockEndpoints.updateAuth.response.parse(expectOk(await change({ openType: 2, password: '123456' })));
    expect(changed).toEqual({ authId: sharedAuthId, authType: 1, ended: false });
    expect(await sharedType()).toBe(1);
    expect(expectOk(await get<LockDetail>(`${V3}/smart-device/lock/detail`, { lockId: lock.id }, world.other)).lockAuthId).toBe(sharedAuthId);
    // The six digits are never kept.
    expect(JSON.stringify(world.server.db.prepare('SELECT * FROM lock_auths WHERE id = ?').get(Number(sharedAuthId)))).not.toContain('123456');
  });

  it('leaves the key as it was when the lock did not confirm: offline, refused, or no answer in time (said so, not guessed)', async () => {
    await gateway('offline');
    expect((await change({ openType: 1 })).body).toMatchObject({ errorCode: 'LOCK_GATEWAY_OFFLINE', message: '门锁网关离线，开门方式未修改，请稍后再试' });
    await gateway('fail');
    expect((await change({ openType: 1 })).body.errorCode).toBe('LOCK_REFUSED');
    process.env.ASTER_LOCK_GATEWAY_LIMIT_MS = '50';
    await gateway('silent');
    expect((await change({ openType: 2, password: '654321' })).body).toMatchObject({ errorCode: 'LOCK_GATEWAY_TIMEOUT', message: expect.stringContaining('无法确定') });
    delete process.env.ASTER_LOCK_GATEWAY_LIMIT_MS;
    expect(await sharedType()).toBe(1);
    await gateway('online');
    expect(expectOk(await change({ openType: 1 }))).toEqual({ authId: sharedAuthId, authType: 2, ended: false });
    expect(await sharedType()).toBe(2);
    expect(expectOk(await get<LockDetail>(`${V3}/smart-device/lock/detail`, { lockId: lock.id }, world.other)).lockAuthId).toBeNull();
  });

  it("keeps the house's setting for the lease holder only and holds the family to it when they make a temporary password", async () => {
    const setting = '/tapp/v3/baozu/device/lock/setting-house-lock-auth';
    expect(expectOk(await get<LockAuthList>(`${L}/${lock.id}/auth-list`)).houseSetting).toEqual({ memberTempPasswords: true });
    expect(expectOk(await get<LockAuthList>(`${L}/${lock.id}/auth-list`, {}, world.other)).houseSetting).toBeNull();
    expect((await post(setting, { lockId: lock.id, memberTempPasswords: false }, world.other)).body.errorCode).toBe('LOCK_SETTING_NOT_ALLOWED');
    expect((await post(setting, { lockId: lock.id, memberTempPasswords: false }, stranger)).body.errorCode).toBe('LOCK_NOT_FOUND');
    expect((await post(setting, { lockId: lock.id, memberTempPasswords: 'no' })).body.errorCode).toBe('PARAM_INVALID');
    expect(lockEndpoints.settingHouseLockAuth.response.parse(expectOk(await post(setting, { lockId: lock.id, memberTempPasswords: false })))).toEqual({ memberTempPasswords: false });
    expect(expectOk(await get<LockAuthList>(`${L}/${lock.id}/auth-list`)).houseSetting).toEqual({ memberTempPasswords: false });
    expect((await post(`${L}/${lock.id}/once/auth`, { kind: 'once' }, world.other)).body.errorCode).toBe('TEMP_PASSWORD_NOT_ALLOWED');
    // The lease holder still makes their own.
    expectOk(await post(`${L}/${lock.id}/once/auth`, { kind: 'once' }));
    expectOk(await post(setting, { lockId: lock.id, memberTempPasswords: true }));
    expectOk(await post(`${L}/${lock.id}/once/auth`, { kind: 'once' }, world.other));
  });

  it("tells the caller's lock account in counts, masked, for the lease holder and for the family member", async () => {
    const mine = lockEndpoints.lockAccountInfo.response.parse(expectOk(await get(`${L}/getLockAccountInfo`)));
    expect(mine).toMatchObject({ holderName: '张*', holderPhone: '138****8000', sharedOut: 1, sharedWithMe: 0, tempPasswordsActive: 1 });
    expect(mine.lockCount).toBeGreaterThanOrEqual(2);
    expect(mine.keys).toContainEqual({ authType: 1, count: expect.any(Number) });
    const theirs = lockEndpoints.lockAccountInfo.response.parse(expectOk(await get(`${L}/getLockAccountInfo`, {}, world.other)));
    expect(theirs).toMatchObject({ holderPhone: '137****7000', lockCount: 1, keys: [{ authType: 2, count: 1 }], sharedOut: 0, sharedWithMe: 1, tempPasswordsActive: 1 });
    expect(expectOk(await get(`${L}/getLockAccountInfo`, {}, stranger))).toMatchObject({ lockCount: 0, keys: [], sharedOut: 0, sharedWithMe: 0 });
    expect(JSON.stringify([mine, theirs])).not.toMatch(/1[38]\d{9}|13700137000/);
    expect((await world.server.call('GET', `${L}/getLockAccountInfo`)).body.errorCode).not.toBe('0');
  });

  it("parses a lock's answer in words for the caller's own lock only, without acting on it", async () => {
    const parse = (body: Record<string, unknown>, token = world.tenant) => post<{ text: string }>(`${L}/parsing`, { lockId: lock.id, ...body }, token);
    const logsBefore = expectOk(await get<{ total: number }>(`${L}/${lock.id}/logs`)).total;
    const opened = lockEndpoints.parsing.response.parse(expectOk(await parse({ command: 'open', hex: '8500698a4f40' })));
    expect(opened.text).toMatch(/^开门成功：\d{4}-\d{2}-\d{2}/);
    expect(expectOk(await parse({ command: 'open', hex: '8501' })).text).toBe('门锁拒绝执行该指令，请联系管家');
    expect(expectOk(await parse({ command: 'set-time', hex: '8500698a4f40' })).text).toBe('门锁应答无效，请重试');
    expect((await parse({ command: 'open', hex: 'zz' })).body.errorCode).toBe('PARAM_INVALID');
    expect((await parse({ command: 'open', hex: '8500698a4f40' }, stranger)).body.errorCode).toBe('LOCK_NOT_FOUND');
    // Read back only: the log did not get an open from it.
    expect(expectOk(await get<{ total: number }>(`${L}/${lock.id}/logs`)).total).toBe(logsBefore);
  });

  it('ends the shared key with openType 0; the member loses the lock and their account says so', async () => {
    expect(expectOk(await change({ openType: 0 }))).toEqual({ authId: sharedAuthId, authType: null, ended: true });
    expect((await change({ openType: 0 })).body.errorCode).toBe('LOCK_AUTH_NOT_REVOCABLE');
    expect((await get(`${V3}/smart-device/lock/detail`, { lockId: lock.id }, world.other)).body.errorCode).toBe('LOCK_NOT_FOUND');
    expect(expectOk(await get(`${L}/getLockAccountInfo`, {}, world.other))).toMatchObject({ lockCount: 0, sharedWithMe: 0 });
    expect(expectOk(await get(`${L}/getLockAccountInfo`))).toMatchObject({ sharedOut: 0 });
  });
});
