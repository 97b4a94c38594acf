import { type SessionState, initialSessionState, loggedIn, selectIsLoggedIn } from '@aster/core-domain';
import { type Platform } from '../headers';
import { type TransportRequest, type TransportResponse } from '../transport';
import { FakeClock, flushPromises } from '../testing/fakeClock';
import { FakeLogin, FakeNavigator, FakeUi } from '../testing/fakePorts';
import { FakeTransport, deferredAnswer, okAnswer } from '../testing/fakeTransport';
import { autoLoginFinished, autoLoginRequested } from './actions';
import { authApi } from './authApi';
import { homeApi } from './homeApi';
import { setupStore } from './setupStore';
import { userApi } from './userApi';

function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get: (key: string) => entries.get(key) ?? null,
    set: (key: string, value: string) => void entries.set(key, value),
    remove: (key: string) => void entries.delete(key),
  };
}

const user = { userId: '42', userName: '张三', truth: 1, authBinding: 1 };
const loggedInSession: SessionState = { ...initialSessionState, loginStatus: 'loggedIn', token: 'tok', userId: '42' };

function pathOf(request: TransportRequest): string {
  return new URL(request.url, 'http://x.invalid').pathname;
}

/** Routes of a small fake server: path → answer. */
function serve(routes: Record<string, (request: TransportRequest) => TransportResponse | Promise<TransportResponse>>) {
  return (request: TransportRequest) => {
    const route = routes[pathOf(request)];
    return route ? route(request) : { status: 404, headers: {}, data: '' };
  };
}

function setup(options: { platform?: Platform; session?: SessionState; login?: FakeLogin; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const clock = new FakeClock();
  const transport = new FakeTransport();
  const ui = new FakeUi();
  const navigator = new FakeNavigator(['pages/index/index', 'pages/bill/bill_list/index?status=1']);
  const storage = options.storage ?? memoryStorage();
  const store = setupStore({
    ports: { transport, clock, storage, ui, navigator, ...(options.login ? { login: options.login } : {}) },
    config: { baseUrl: 'https://api.test', platform: options.platform ?? 'weapp', appId: 'wx-app' },
    ...(options.session ? { preloadedState: { session: options.session } } : {}),
  });
  return { clock, transport, ui, navigator, storage, store };
}

// RTK Query schedules cache clean-up on the real timers: fake them (not setImmediate, which the FakeClock flush
// uses) so no timer outlives the test.
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('setupStore', () => {
  it('restores the session from storage when none is given, and sends its token', async () => {
    const storage = memoryStorage({ token: '"tok-9"', userId: '"9"', companyId: '"5"' });
    const { store, transport } = setup({ storage });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    transport.reply = () => okAnswer([]);
    await store.dispatch(homeApi.endpoints.getBanners.initiate());
    expect(transport.requests[0]?.headers).toMatchObject({ token: 'tok-9', userId: '9', companyId: '5' });
  });

  it('serves RTK Query data through the client and keeps errors serialisable', async () => {
    const { store, transport, ui } = setup();
    transport.reply = serve({ '/tapp/v1/home/banners': () => okAnswer([{ id: 1, positionType: 2, imageUrl: 'u' }]) });
    const ok = await store.dispatch(homeApi.endpoints.getBanners.initiate());
    expect(ok.data).toEqual([{ id: '1', positionType: 2, imageUrl: 'u' }]);

    transport.reply = () => ({ status: 200, headers: {}, data: JSON.stringify({ errorCode: 'E1', message: '城市不存在' }) });
    const failed = await store.dispatch(homeApi.endpoints.getHomeBase.initiate({ cityId: 1 }));
    expect(failed.error).toEqual({ name: 'ApiError', code: 'E1', message: '城市不存在', path: '/tapp/v1/home/base', data: undefined, status: 200 });
    expect(ui.toasts).toEqual(['城市不存在']);
  });

  it('persists a login through core-domain storage keys', () => {
    const { store, storage } = setup();
    store.dispatch(loggedIn({ token: 'abc', userId: '7' }));
    expect(storage.entries.get('token')).toBe('"abc"');
    expect(storage.entries.get('userId')).toBe('"7"');
  });
});

describe('401 handling', () => {
  it('clears the session at once and redirects to login once, exactly 1 s later, for a burst of 401s', async () => {
    const { store, transport, clock, navigator, ui, storage } = setup({ session: loggedInSession });
    storage.set('token', '"tok"');
    transport.reply = () => ({ status: 401, headers: {}, data: '' });
    const calls = Array.from({ length: 10 }, (_, cityId) => store.dispatch(homeApi.endpoints.getHomeBase.initiate({ cityId })));
    await Promise.all(calls);
    expect(transport.requests).toHaveLength(10);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().session.token).toBeNull();
    expect(storage.entries.has('token')).toBe(false);
    expect(ui.events).toEqual([]);

    await clock.advance(999);
    expect(navigator.loginRedirects).toEqual([]);
    await clock.advance(1);
    expect(navigator.loginRedirects).toEqual(['pages/bill/bill_list/index?status=1']);
    await clock.advance(10_000);
    expect(navigator.loginRedirects).toHaveLength(1);
  });

  it('redirects again for a 401 that comes after the first redirect', async () => {
    const { store, transport, clock, navigator } = setup({ session: loggedInSession });
    transport.reply = () => ({ status: 401, headers: {}, data: '' });
    await store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await clock.advance(1_000);
    navigator.stack = ['pages/mine/index'];
    await store.dispatch(homeApi.endpoints.getHomeBase.initiate({ cityId: 3 }));
    await clock.advance(1_000);
    expect(navigator.loginRedirects).toEqual(['pages/bill/bill_list/index?status=1', 'pages/mine/index']);
  });
});

describe('auto-login', () => {
  const loginServer = (loginAnswer: () => TransportResponse | Promise<TransportResponse>) =>
    serve({
      '/common/v2/login': loginAnswer,
      '/common/v1/user-setting/user-info': () => okAnswer(user),
      '/tapp/v1/home/banners': () => okAnswer([]),
    });

  it('logs in with the WeChat code (clientType 1), stores the session and refreshes the user', async () => {
    const login = new FakeLogin(() => Promise.resolve('wx-code'));
    const { store, transport, storage } = setup({ login });
    transport.reply = loginServer(() => okAnswer({ token: 'new-token', userId: 42, openId: 'open-1' }));
    store.dispatch(autoLoginRequested());
    await flushPromises();
    await flushPromises();
    const loginRequest = transport.requests[0];
    expect(loginRequest && pathOf(loginRequest)).toBe('/common/v2/login');
    expect(JSON.parse(loginRequest?.data ?? '{}')).toEqual({ openIdCode: 'wx-code', clientType: 1, loginScene: 1, appId: 'wx-app' });
    expect(loginRequest?.headers).not.toHaveProperty('token');
    const session = store.getState().session;
    expect(session).toMatchObject({ loginStatus: 'loggedIn', token: 'new-token', userId: '42', openId: 'open-1' });
    expect(session.user).toMatchObject({ userName: '张三' });
    expect(transport.requests[1]?.headers).toMatchObject({ token: 'new-token', userId: '42' });
    expect(storage.entries.get('token')).toBe('"new-token"');
  });

  it('uses clientType 5 on Alipay and the requested login scene', async () => {
    const { store, transport } = setup({ platform: 'aliapp', login: new FakeLogin(() => Promise.resolve('ali-code')) });
    transport.reply = loginServer(() => okAnswer({ token: 't', userId: '1' }));
    store.dispatch(autoLoginRequested({ loginScene: 7 }));
    await flushPromises();
    expect(JSON.parse(transport.requests[0]?.data ?? '{}')).toMatchObject({ openIdCode: 'ali-code', clientType: 5, loginScene: 7 });
  });

  it('does nothing when already logged in, on the web, or without a login port', async () => {
    const logged = setup({ session: loggedInSession, login: new FakeLogin() });
    logged.store.dispatch(autoLoginRequested());
    const web = setup({ platform: 'h5', login: new FakeLogin() });
    web.store.dispatch(autoLoginRequested());
    const noPort = setup();
    noPort.store.dispatch(autoLoginRequested());
    await flushPromises();
    expect([logged, web, noPort].map(({ transport }) => transport.requests.length)).toEqual([0, 0, 0]);
  });

  it('holds other requests while pending and sends them with the new token once it succeeds', async () => {
    const login = new FakeLogin(() => Promise.resolve('code'));
    const { store, transport, clock } = setup({ login });
    const loginAnswer = deferredAnswer();
    transport.reply = loginServer(() => loginAnswer.promise);
    store.dispatch(autoLoginRequested());
    await flushPromises();
    const banners = store.dispatch(homeApi.endpoints.getBanners.initiate());
    await clock.advance(2_000);
    expect(transport.paths).toEqual(['/common/v2/login']);
    loginAnswer.resolve(okAnswer({ token: 'fresh', userId: '5' }));
    await banners;
    const bannerRequest = transport.requests.find((request) => pathOf(request) === '/tapp/v1/home/banners');
    expect(bannerRequest?.headers).toMatchObject({ token: 'fresh' });
  });

  it('lets held requests go after 3 s even when the login still hangs', async () => {
    const { store, transport, clock } = setup({ login: new FakeLogin(() => Promise.resolve('code')) });
    transport.reply = loginServer(() => new Promise(() => undefined));
    store.dispatch(autoLoginRequested());
    await flushPromises();
    void store.dispatch(homeApi.endpoints.getBanners.initiate());
    await clock.advance(2_999);
    expect(transport.paths).toEqual(['/common/v2/login']);
    await clock.advance(1);
    expect(transport.paths).toEqual(['/common/v2/login', '/tapp/v1/home/banners']);
  });

  it('a failed auto-login leaves a silent guest and reports the end', async () => {
    const { store, transport, ui } = setup({ login: new FakeLogin(() => Promise.resolve('code')) });
    transport.reply = loginServer(() => ({ status: 200, headers: {}, data: JSON.stringify({ errorCode: 'L1', message: '登录失败' }) }));
    const finished: boolean[] = [];
    store.startListening({ actionCreator: autoLoginFinished, effect: (action) => void finished.push(action.payload.succeeded) });
    store.dispatch(autoLoginRequested());
    await flushPromises();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(ui.events).toEqual([]);
    expect(store.client.gate.isPending).toBe(false);
    expect(finished).toEqual([false]);
  });

  it('a failing login port (wx.login refused) ends the gate too', async () => {
    const { store, transport } = setup({ login: new FakeLogin(() => Promise.reject(new Error('auth deny'))) });
    transport.reply = loginServer(() => okAnswer({ token: 't', userId: '1' }));
    store.dispatch(autoLoginRequested());
    await flushPromises();
    expect(store.client.gate.isPending).toBe(false);
    expect(transport.requests).toHaveLength(0);
  });

  it('runs one auto-login at a time and announces its end once', async () => {
    const login = new FakeLogin(() => Promise.resolve('code'));
    const { store, transport } = setup({ login });
    transport.reply = loginServer(() => okAnswer({ token: 't', userId: '1' }));
    const finished: boolean[] = [];
    store.startListening({ actionCreator: autoLoginFinished, effect: (action) => void finished.push(action.payload.succeeded) });
    store.dispatch(autoLoginRequested());
    store.dispatch(autoLoginRequested());
    await flushPromises();
    await flushPromises();
    expect(login.calls).toBe(1);
    expect(transport.paths.filter((path) => path === '/common/v2/login')).toHaveLength(1);
    expect(finished).toEqual([true]);
  });
});

describe('logins and logouts', () => {
  it('phone login stores the session and refreshes the user', async () => {
    const { store, transport } = setup({ platform: 'h5' });
    transport.reply = serve({
      '/common/v2/login': () => okAnswer({ token: 'p-tok', userId: '8' }),
      '/common/v1/user-setting/user-info': () => okAnswer(user),
    });
    await store.dispatch(authApi.endpoints.loginByPhone.initiate({ mobile: '13800138000', code: '1234', companyId: '0' }));
    await flushPromises();
    expect(JSON.parse(transport.requests[0]?.data ?? '{}')).toEqual({ mobile: '13800138000', code: '1234', companyId: '0', type: 0 });
    expect(store.getState().session).toMatchObject({ loginStatus: 'loggedIn', token: 'p-tok', userId: '8', user: { userName: '张三' } });
  });

  it('OAuth token login takes access_token, id and the user it brings', async () => {
    const { store, transport } = setup({ platform: 'h5' });
    transport.reply = serve({ '/tapp/v1/login/access-token': () => okAnswer({ access_token: 'oa', id: 11, user }) });
    await store.dispatch(authApi.endpoints.oauthTokenLogin.initiate({ token: 'partner' }));
    await flushPromises();
    expect(store.getState().session).toMatchObject({ token: 'oa', userId: '11', user: { userName: '张三' } });
    // The user came with the login: no refresh; only the login statistics report follows.
    expect(transport.paths).toEqual(['/tapp/v1/login/access-token', '/common/v1/login/user/statistics']);
  });

  it('reports every login to the login statistics once, with the new token, and a failed report stays silent', async () => {
    const { store, transport, ui } = setup({ platform: 'h5' });
    transport.reply = serve({
      '/common/v2/login': () => okAnswer({ token: 'p-tok', userId: '8' }),
      '/common/v1/user-setting/user-info': () => okAnswer(user),
      '/common/v1/login/user/statistics': () => ({ status: 500, headers: {}, data: '' }),
    });
    await store.dispatch(authApi.endpoints.loginByPhone.initiate({ mobile: '13800138000', code: '1234', companyId: '0' }));
    await flushPromises();
    const reports = transport.requests.filter((request) => pathOf(request) === '/common/v1/login/user/statistics');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.method).toBe('GET');
    expect(reports[0]?.headers).toMatchObject({ token: 'p-tok' });
    // The login's own 数据加载中 only: no toast nor dialog for the failed report.
    expect(ui.events.filter((event) => event.kind === 'toast' || event.kind === 'modal')).toEqual([]);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('logout clears the session', async () => {
    const { store, transport } = setup({ session: loggedInSession });
    transport.reply = () => okAnswer(null);
    await store.dispatch(authApi.endpoints.logout.initiate());
    await flushPromises();
    expect(transport.paths).toEqual(['/common/v2/logout']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('a failed logout keeps the session', async () => {
    const { store, transport } = setup({ session: loggedInSession });
    transport.reply = () => ({ status: 200, headers: {}, data: JSON.stringify({ errorCode: 'E', message: '退出失败' }) });
    await store.dispatch(authApi.endpoints.logout.initiate());
    await flushPromises();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('user info refreshes the session user; IM info is stored', async () => {
    const { store, transport } = setup({ session: loggedInSession });
    transport.reply = serve({
      '/common/v1/user-setting/user-info': () => okAnswer({ ...user, userName: '李四' }),
      '/tapp/v1/user/im-user-info-c': () => okAnswer({ imUserId: 'im-1' }),
    });
    await store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await store.dispatch(userApi.endpoints.getImUserInfo.initiate());
    await flushPromises();
    expect(store.getState().session.user).toMatchObject({ userName: '李四' });
    expect(store.getState().session.imUser).toMatchObject({ imUserId: 'im-1' });
  });
});

describe('the extensions the backend serves', () => {
  it('asks home/config once, through the store, before the first extension call, and holds the call meanwhile', async () => {
    const { transport, store, storage } = setup();
    const config = deferredAnswer();
    transport.reply = serve({ '/tapp/v1/home/config': () => config.promise, '/tapp/v1/home/city-list': () => okAnswer([]) });
    const first = store.dispatch(homeApi.endpoints.getCityList.initiate());
    await flushPromises();
    expect(transport.requests.map(pathOf)).toEqual(['/tapp/v1/home/config']);
    config.resolve(okAnswer({ servicePhone: '400', extensions: ['home'] }));
    await first;
    expect(transport.requests.map(pathOf)).toEqual(['/tapp/v1/home/config', '/tapp/v1/home/city-list']);
    expect(homeApi.endpoints.getHomeConfig.select()(store.getState() as never).data?.extensions).toEqual(['home']);
    expect(store.extensions.status('home')).toBe('enabled');
    // Kept for H5's early script (the next visit's first request).
    expect(storage.entries.get('backendExtensions')).toBe('["home"]');
    first.unsubscribe();
  });

  it('fails an extension home/config does not list as NOT_ENABLED, without a request for it', async () => {
    const { transport, store } = setup();
    transport.reply = serve({ '/tapp/v1/home/config': () => okAnswer({ servicePhone: '400' }) });
    const result = await store.dispatch(homeApi.endpoints.getCityList.initiate());
    expect(result.error).toMatchObject({ code: 'NOT_ENABLED', message: '运营方暂未开通此功能' });
    expect(transport.requests.map(pathOf)).toEqual(['/tapp/v1/home/config']);
    expect(store.extensions.status('wallet')).toBe('notEnabled');
  });

  it('asks nothing when the store is told the list', async () => {
    const store = setupStore({
      ports: { transport: new FakeTransport(), clock: new FakeClock(), storage: memoryStorage(), ui: new FakeUi(), navigator: new FakeNavigator() },
      config: { baseUrl: 'https://api.test', platform: 'h5', extensions: [] },
    });
    const result = await store.dispatch(homeApi.endpoints.getCityList.initiate());
    expect(result.error).toMatchObject({ code: 'NOT_ENABLED' });
  });
});
