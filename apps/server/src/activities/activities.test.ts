import { activityEndpoints, homeEndpoints, wechatEndpoints } from '@aster/core-api';
import type { ActivityDetail, ActivitySummary, CityWechat, SignUp } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { expectOk, requestId } from '../bookings/testing/bookingWorld';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';

const A = '/unity-activity/v1';
const DAY = 24 * 3600 * 1000;
const body = (participants: number, extra: Record<string, unknown> = {}) => ({ contactor: '王小明', participants, phoneNum: '13812345678', ...extra });

// One seeded world for the file (the seed's times are from the moment the database is made: the clock starts there).
describe('activities over HTTP: the list by status, the detail, sign-ups that never oversell, 我的报名 and cancelling', () => {
  let server: TestServer;
  let clock: ManualClock;
  let tenant: string;
  let other: string;
  beforeAll(async () => {
    clock = new ManualClock(Date.now());
    server = await startTestServer({ clock, sessionTtlMs: 365 * DAY, logger: { level: 'error' } });
    tenant = await server.loginByPhone(demoUsers.tenant.mobile);
    other = await server.loginByPhone('13700137000');
  });
  afterAll(() => server.close());

  const get = async <T>(path: string, token?: string, query?: Record<string, string | number>) => server.call<T>('GET', `${A}/${path}`, { token, query });
  const post = async <T>(path: string, payload: unknown, token: string) => server.call<T>('POST', `${A}/${path}`, { token, body: payload });
  const detail = async (id: string, token?: string) => activityEndpoints.detail.response.parse(expectOk(await get<ActivityDetail>(id, token)));

  it('lists 报名中, 进行中 and 已结束 apart, each with its places left', async () => {
    const ids = async (status?: number) => activityEndpoints.list.response.parse(expectOk(await get<ActivitySummary[]>('list/multi', undefined, status === undefined ? {} : { activityStatus: status }))).map((activity) => activity.id);
    expect(await ids(1)).toEqual(['3004', '3003', '3001', '3002']);
    expect(await ids(2)).toEqual(['3005']);
    expect(await ids(3)).toEqual(['3006']);
    expect((await ids()).length).toBe(6);
    const open = (expectOk(await get<ActivitySummary[]>('list/multi', undefined, { activityStatus: 1 })) as ActivitySummary[]).find((activity) => activity.id === '3001');
    expect(open).toMatchObject({ capacity: 30, placesLeft: 24, status: 1, coverUrl: expect.stringMatching(/^http:\/\/.+\/static\/activities\/3001\.svg$/) });
    expect((await get('list/multi', undefined, { activityStatus: 4 })).body.errorCode).not.toBe('0');
    const cover = await fetch(open?.coverUrl ?? '');
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('says why a tenant cannot sign up: 名额已满, 报名已截止, 活动已结束, and refuses the same on sign-up', async () => {
    expect((await detail('3001', tenant)).signUpState).toBe('open');
    expect((await detail('3003', tenant)).signUpState).toBe('full');
    expect((await detail('3004', tenant)).signUpState).toBe('closed');
    expect((await detail('3006', tenant)).signUpState).toBe('ended');
    for (const [id, message] of [['3003', '名额已满'], ['3004', '报名已截止'], ['3006', '活动已结束']] as const) {
      const refused = await post(`participate/${id}`, body(1), tenant);
      expect(refused.body).toMatchObject({ errorCode: 'ACTIVITY_SIGN_UP_REFUSED', message });
    }
    expect((await post('participate/99999', body(1), tenant)).body.message).toBe('活动不存在或已下线');
    expect((await post('participate/3001', body(1), '')).status).toBe(401);
  });

  it("signs up once with the activity's own limit, keeps a retried send the same sign-up, and answers the home page", async () => {
    expect((await post('participate/3001', body(5), tenant)).body.message).toBe('每次最多报名4人');
    expect((await post('participate/3001', body(2, { phoneNum: '12345' }), tenant)).body.errorCode).not.toBe('0');
    const key = requestId();
    const signed = activityEndpoints.participate.response.parse(expectOk(await post<ActivityDetail>('participate/3001', body(2, { requestKey: key }), tenant)));
    expect(signed).toMatchObject({ signUpState: 'signed', placesLeft: 22, mySignUp: { participants: 2, cancellable: true } });
    // The same send again (a retry after a lost answer): the same sign-up, no places taken twice.
    expect(expectOk(await post<ActivityDetail>('participate/3001', body(2, { requestKey: key }), tenant))).toMatchObject({ placesLeft: 22 });
    expect((await post('participate/3001', body(1), tenant)).body.message).toBe('已报名');
    // Others see the places, not the sign-up.
    expect(await detail('3001', other)).toMatchObject({ signUpState: 'open', placesLeft: 22, mySignUp: null });
    const base = homeEndpoints.base.response.parse(expectOk(await server.call('GET', '/tapp/v1/home/base', { token: tenant, query: { cityId: 107 } })));
    expect(base.mineActivities).toEqual([expect.objectContaining({ activityId: '3001', title: '周末亲子烘焙课' })]);
    const guest = homeEndpoints.base.response.parse(expectOk(await server.call('GET', '/tapp/v1/home/base', { query: { cityId: 107 } })));
    expect(guest.mineActivities).toEqual([]);
  });

  it('lists 我的报名 masked, cancels before the start (the places go back) and not after; no one cancels another tenant’s', async () => {
    const mine = activityEndpoints.mySignUps.response.parse(expectOk(await get<SignUp[]>('sign-up/mine', tenant)));
    expect(mine).toEqual([expect.objectContaining({ activityId: '3001', contactor: '王*', phoneNum: '138****5678', participants: 2, state: 'signed', cancellable: true })]);
    expect(JSON.stringify(mine)).not.toContain('王小明');
    const id = mine[0]?.id ?? '';
    expect((await post(`sign-up/${id}/cancel`, {}, other)).body.message).toBe('报名记录不存在');
    const cancelled = activityEndpoints.cancelSignUp.response.parse(expectOk(await post<SignUp>(`sign-up/${id}/cancel`, {}, tenant)));
    expect(cancelled).toMatchObject({ state: 'cancelled', cancellable: false });
    expect(await detail('3001', tenant)).toMatchObject({ signUpState: 'open', placesLeft: 24 });
    // Signed up again, then the activity starts: too late to cancel.
    expectOk(await post('participate/3001', body(1), tenant));
    const again = (expectOk(await get<SignUp[]>('sign-up/mine', tenant)) as SignUp[]).find((signUp) => signUp.state === 'signed');
    clock.advance(9 * DAY + 3600 * 1000);
    expect((await post(`sign-up/${again?.id ?? ''}/cancel`, {}, tenant)).body.message).toBe('活动已开始，不能取消报名');
    clock.advance(-(9 * DAY + 3600 * 1000));
  });

  it('never oversells: twelve tenants at once for the 3 places left of 3002', async () => {
    const tokens = await Promise.all(Array.from({ length: 12 }, (_unused, index) => server.loginByPhone(`1360013${String(6000 + index)}`)));
    const answers = await Promise.all(tokens.map((token) => post('participate/3002', body(1), token)));
    const won = answers.filter((answer) => answer.body.errorCode === '0');
    expect(won).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.errorCode !== '0').map((answer) => answer.body.message)).toEqual(Array(9).fill('名额已满'));
    const row = server.db.prepare('SELECT capacity, places_taken FROM activities WHERE id = 3002').get() as { capacity: number; places_taken: number };
    const signed = (server.db.prepare("SELECT SUM(participants) AS n FROM activity_sign_ups WHERE activity_id = 3002 AND state = 'signed'").get() as { n: number }).n;
    expect(row).toEqual({ capacity: 12, places_taken: 12 });
    expect(signed).toBe(12);
  });

  it("adds a city's customer-service WeChat, with a QR code the server draws", async () => {
    const account = wechatEndpoints.cityAccount.response.parse(expectOk(await server.call<CityWechat>('GET', '/common/v1/company/wechat-city', { query: { cityId: 1 } })));
    expect(account).toMatchObject({ cityId: 1, cityName: '北京', wechatId: 'aster-kefu-beijing', name: expect.stringContaining('北京') });
    const qr = await fetch(account.qrCodeUrl);
    expect(qr.status).toBe(200);
    expect(await qr.text()).toMatch(/^<svg/);
    expect(expectOk(await server.call<CityWechat>('GET', '/common/v1/company/wechat-city', { query: { cityId: 999999 } }))).toMatchObject({ cityId: 107, cityName: '上海' });
    expect((await fetch(`${server.baseUrl}/static/wechat-qr/..%2Fetc.svg`)).status).toBe(404);
  });
});
