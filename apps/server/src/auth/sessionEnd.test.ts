import { maskPhone } from '@aster/core-domain';
import { serverConfigFromEnv } from '../config';
import { demoUsers } from './seed';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';

const MINUTE = 60 * 1000;
const USER_INFO = '/common/v1/user-setting/user-info';

// Issue 16 items 6, 10 and 16: what ends a session or a one-time token, and what may not replace a session.
describe('sessions and one-time tokens end when they should', () => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  // Each test logs in by phone again: step past the one-code-a-minute limit.
  beforeEach(() => clock.advance(2 * MINUTE));
  afterAll(() => server.close());

  const handoff = async (token: string, minutes = 5) =>
    (await server.call<{ token: string }>('GET', '/tapp/v1/login/auth-token', { token, query: { expiredMinutes: minutes } })).body.data?.token ?? '';
  const exchange = (handoffToken: string, token?: string) =>
    server.call<{ access_token: string; id: string }>('GET', '/tapp/v1/login/access-token', { token, query: { token: handoffToken } });
  const oneTimeRows = () => (server.db.prepare('SELECT COUNT(*) AS n FROM one_time_tokens').get() as { n: number }).n;

  it('ends the sessions of an account when it is frozen (item 16)', async () => {
    const token = await server.loginByPhone(demoUsers.unverified.mobile);
    expect((await server.call('GET', USER_INFO, { token })).status).toBe(200);
    server.db.prepare("UPDATE users SET status = 'frozen' WHERE id = ?").run(demoUsers.unverified.id);
    try {
      expect((await server.call('GET', USER_INFO, { token })).status).toBe(401);
      const left = server.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(demoUsers.unverified.id);
      expect(left).toEqual({ n: 0 });
    } finally {
      server.db.prepare("UPDATE users SET status = 'active' WHERE id = ?").run(demoUsers.unverified.id);
    }
    // Unfreezing does not bring the old session back.
    expect((await server.call('GET', USER_INFO, { token })).status).toBe(401);
  });

  it('revokes at logout the hand-off tokens issued before it (item 10)', async () => {
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    const issued = await handoff(token);
    await server.call('POST', '/common/v2/logout', { token });
    expect((await exchange(issued)).body.errorCode).toBe('TOKEN_INVALID');
  });

  it('deletes a one-time token when it is used, and the expired ones (item 10)', async () => {
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    const before = oneTimeRows();
    const used = await handoff(token);
    expect(oneTimeRows()).toBe(before + 1);
    expect((await exchange(used)).body.errorCode).toBe('0');
    expect(oneTimeRows()).toBe(before);

    await handoff(token, 1);
    clock.advance(2 * MINUTE);
    await handoff(token, 5);
    // The expired one is gone, the live one stays.
    expect(oneTimeRows()).toBe(before + 1);
  });

  it("refuses to replace a logged-in tenant's session with another account's, and leaves the link usable (item 6)", async () => {
    const attacker = await server.loginByPhone(demoUsers.unverified.mobile);
    clock.advance(2 * MINUTE);
    const victim = await server.loginByPhone(demoUsers.tenant.mobile);
    const link = await handoff(attacker);
    const refused = await exchange(link, victim);
    expect(refused.body).toMatchObject({ errorCode: 'ACCOUNT_SWITCH_REFUSED', message: '当前已登录其他账号，请先退出登录后再使用此链接' });
    expect((await server.call('GET', USER_INFO, { token: victim })).status).toBe(200);
    // Logged out (the app asked the tenant first), the same link works once.
    const switched = await exchange(link);
    expect(switched.body.data?.id).toBe(String(demoUsers.unverified.id));
  });

  it("accepts a hand-off of the caller's own account while logged in", async () => {
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    const own = await exchange(await handoff(token), token);
    expect(own.body.data?.id).toBe(String(demoUsers.tenant.id));
  });

  // Issue 39: an attacker's own hand-off link sent to a logged-out visitor.
  it('lets a hand-off link live minutes (configurable), once, and shows whose account it opens before it is used', async () => {
    const attacker = await server.loginByPhone(demoUsers.unverified.mobile);
    const asked = await server.call<{ token: string; expiredMinutes: number }>('GET', '/tapp/v1/login/auth-token', { token: attacker, query: { expiredMinutes: 24 * 60 } });
    expect(asked.body.data?.expiredMinutes).toBe(10);
    const link = asked.body.data?.token ?? '';
    const account = (handoffToken: string) => server.call<{ mobile: string | null; userName: string }>('POST', '/tapp/v1/login/access-token/account', { body: { token: handoffToken } });
    // Masked, and looking does not spend it.
    expect((await account(link)).body.data).toEqual({ mobile: maskPhone(demoUsers.unverified.mobile), userName: expect.stringContaining('*') });
    expect((await account(link)).body.data?.mobile).toBe(maskPhone(demoUsers.unverified.mobile));
    expect((await exchange(link)).body.data?.id).toBe(String(demoUsers.unverified.id));
    expect((await account(link)).body).toMatchObject({ errorCode: 'TOKEN_INVALID', message: '登录凭证已失效，请重新登录' });
    expect((await exchange(link)).body.errorCode).toBe('TOKEN_INVALID');

    const late = await handoff(attacker, 24 * 60);
    clock.advance(10 * MINUTE + 1);
    expect((await account(late)).body.errorCode).toBe('TOKEN_INVALID');
    expect((await exchange(late)).body.errorCode).toBe('TOKEN_INVALID');
  });

  it('reads the longest hand-off from the configuration', async () => {
    const short = await startTestServer({ clock, config: { limits: { handoffMaxMinutes: 3 } } });
    try {
      const token = await short.loginByPhone(demoUsers.tenant.mobile);
      const asked = await short.call<{ expiredMinutes: number }>('GET', '/tapp/v1/login/auth-token', { token, query: { expiredMinutes: 5 } });
      expect(asked.body.data?.expiredMinutes).toBe(3);
    } finally {
      await short.close();
    }
    expect(serverConfigFromEnv({ ASTER_LIMIT_HANDOFF_MINUTES: '5' }).limits.handoffMaxMinutes).toBe(5);
    expect(() => serverConfigFromEnv({ ASTER_LIMIT_HANDOFF_MINUTES: String(25 * 60) })).toThrow(/ASTER_LIMIT_HANDOFF_MINUTES/);
  });
});
