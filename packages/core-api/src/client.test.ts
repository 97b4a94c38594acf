import { z } from 'zod';
import { type ApiClientOptions, createApiClient } from './client';
import { BackendExtensions, extensionFeatureOf } from './backendExtensions';
import { catalogue, listEndpoints } from './catalogue';
import { catalogueFeatureOf, defineEndpoint } from './catalogue/define';
import { ApiError } from './errors';
import { REQUEST_HEADERS } from './headers';
import { FakeClock, flushPromises } from './testing/fakeClock';
import { FakeNavigator, FakeUi } from './testing/fakePorts';
import { FakeTransport, businessErrorAnswer, deferredAnswer, okAnswer } from './testing/fakeTransport';
import { TransportError } from './transport';

const banner = { id: 1, positionType: 1, imageUrl: 'https://img/1.png' };

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const clock = new FakeClock();
  const transport = new FakeTransport();
  const ui = new FakeUi();
  const navigator = new FakeNavigator(['pages/index/index', 'pages/bill/bill_list/index']);
  const identity = { token: null as string | null, userId: null as string | null, companyId: '0' };
  const unauthorized: ApiError[] = [];
  const client = createApiClient({
    transport,
    clock,
    baseUrl: 'https://api.test',
    platform: 'weapp',
    identity: () => identity,
    ui,
    navigator,
    onUnauthorized: (error) => unauthorized.push(error),
    ...overrides,
  });
  return { clock, transport, ui, navigator, identity, unauthorized, client };
}

/** The error a call ends with (fails the test when it succeeds). */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('request shape', () => {
  it('sends GET fields in the query string to baseUrl + prefix + "/" + path', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer({ cityId: 1, cityName: '上海' });
    await client.call(catalogue.home.locateCity, { request: { lat: 31.2, lon: 121.5 } });
    const [request] = transport.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('https://api.test/tapp/v1/home/locate-city?lat=31.2&lon=121.5');
    expect(request?.data).toBeUndefined();
    expect(request?.timeoutMs).toBe(20_000);
  });

  it('sends POST fields as a JSON body, path parameters encoded', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer({ authId: '9', authType: 1, ended: false });
    await client.call(catalogue.lock.updateAuth, { pathParams: { id: 'L 1', authId: 9 }, request: { openType: 2, password: '123456' } });
    const [request] = transport.requests;
    expect(request?.url).toBe('https://api.test/tapp/v1/intelligent/locks/L%201/auth/9');
    expect(JSON.parse(request?.data ?? 'null')).toEqual({ openType: 2, password: '123456', config: 1 });
  });

  it('puts queryKeys of a POST in the query string', async () => {
    const def = defineEndpoint({ method: 'POST', path: 'x/y', request: z.object({ a: z.number(), appId: z.string() }), queryKeys: ['appId'] });
    const { client, transport } = setup();
    transport.reply = () => okAnswer(null);
    await client.call(def, { request: { a: 1, appId: 'wx1' } });
    expect(transport.requests[0]?.url).toBe('https://api.test/tapp/v1/x/y?appId=wx1');
    expect(JSON.parse(transport.requests[0]?.data ?? 'null')).toEqual({ a: 1 });
  });

  it('refuses fields that fail the request schema before sending', async () => {
    const { client, transport, ui } = setup();
    const error = await failureOf(client.call(catalogue.home.locateCity, { request: { lat: 300, lon: 0 } }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('GET /tapp/v1/home/locate-city');
    expect(transport.requests).toHaveLength(0);
    expect(ui.toasts).toEqual([error.message]);
  });

  it('refuses a call whose path parameter is missing', async () => {
    const { client, transport } = setup();
    const error = await failureOf(client.call(catalogue.contract.detail, { pathParams: {} as { id: string } }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(transport.requests).toHaveLength(0);
  });

  it('gives remote opening 60 s', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer({ result: 'opened', message: '门已打开' });
    await client.call(catalogue.lock.remoteOpen, { pathParams: { id: 3 } });
    expect(transport.requests[0]?.timeoutMs).toBe(60_000);
  });
});

describe('headers', () => {
  it.each(['weapp', 'aliapp', 'thePublic', 'h5'] as const)('names the platform %s', async (platform) => {
    const { client, transport } = setup({ platform });
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.banners);
    expect(transport.requests[0]?.headers[REQUEST_HEADERS.platform]).toBe(platform);
  });

  it('sends no token nor user id when logged out, and the company and JSON type always', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.banners);
    const headers = transport.requests[0]?.headers;
    expect(headers).toMatchObject({ 'Content-Type': 'application/json;charset=UTF-8', platform: 'weapp', companyId: '0' });
    expect(headers).not.toHaveProperty(REQUEST_HEADERS.token);
    expect(headers).not.toHaveProperty(REQUEST_HEADERS.userId);
    expect(headers).not.toHaveProperty(REQUEST_HEADERS.gray);
  });

  it('sends the current token, user id and company of each request', async () => {
    const { client, transport, identity } = setup();
    transport.reply = () => okAnswer([]);
    identity.token = 'tok-1';
    identity.userId = '42';
    identity.companyId = '7';
    await client.call(catalogue.home.banners);
    expect(transport.requests[0]?.headers).toMatchObject({ token: 'tok-1', userId: '42', companyId: '7' });
    expect(transport.requests[0]?.url).not.toContain('tok-1');
  });

  it('adds the gray marker only when enabled', async () => {
    const plain = setup();
    plain.transport.reply = () => okAnswer([]);
    await plain.client.call(catalogue.home.banners);
    expect(plain.transport.requests[0]?.headers).not.toHaveProperty(REQUEST_HEADERS.gray);

    const gray = setup({ gray: true });
    gray.transport.reply = () => okAnswer([]);
    await gray.client.call(catalogue.home.banners);
    expect(gray.transport.requests[0]?.headers[REQUEST_HEADERS.gray]).toBe('true');
  });
});

describe('envelope and error model', () => {
  it.each(['0', 0])('errorCode %p is success: the validated data comes back', async (errorCode) => {
    const { client, transport, ui } = setup();
    transport.reply = () => ({ status: 200, headers: {}, data: JSON.stringify({ errorCode, message: 'ok', data: [banner] }) });
    await expect(client.call(catalogue.home.banners)).resolves.toEqual([{ ...banner, id: '1' }]);
    expect(ui.events).toEqual([]);
  });

  it('accepts a body the platform already parsed', async () => {
    const { client, transport } = setup();
    transport.reply = () => ({ status: 200, headers: {}, data: { errorCode: 0, data: { hash: 'h1' } } });
    await expect(client.call(catalogue.home.baseHash, { request: { cityId: 1 } })).resolves.toEqual({ hash: 'h1' });
  });

  it('a business error carries the server message and shows a 2 s toast', async () => {
    const { client, transport, ui } = setup();
    transport.reply = () => businessErrorAnswer('B1001', '手机号已存在');
    const error = await failureOf(client.call(catalogue.home.banners));
    expect(error).toMatchObject({ code: 'B1001', message: '手机号已存在', path: '/tapp/v1/home/banners' });
    expect(error.response?.status).toBe(200);
    expect(ui.events).toEqual([{ kind: 'toast', text: '手机号已存在', durationMs: 2000 }]);
  });

  it('a business error without a code is 99999', async () => {
    const { client, transport } = setup();
    transport.reply = () => businessErrorAnswer(null, null);
    const error = await failureOf(client.call(catalogue.home.banners));
    expect(error).toMatchObject({ code: '99999', message: '未知错误，请稍后再试[99999]' });

    transport.reply = () => ({ status: 200, headers: {}, data: JSON.stringify({ message: '服务繁忙' }) });
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: '99999', message: '服务繁忙' });
  });

  it('a business error with a code but no message names the code', async () => {
    const { client, transport } = setup();
    transport.reply = () => businessErrorAnswer(5001, '');
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: '5001', message: '未知错误，请稍后再试[5001]' });
  });

  it('the silent option suppresses the toast, not the error', async () => {
    const { client, transport, ui } = setup();
    transport.reply = () => businessErrorAnswer('B1', '出错了');
    expect((await failureOf(client.call(catalogue.home.banners, { silent: true }))).code).toBe('B1');
    expect(ui.events).toEqual([]);
  });

  it('HTTP 401: code "401", the spec message, no toast, the session handler told', async () => {
    const { client, transport, ui, unauthorized } = setup();
    transport.reply = () => ({ status: 401, headers: {}, data: JSON.stringify({ message: 'token expired' }) });
    const error = await failureOf(client.call(catalogue.user.userInfo));
    expect(error).toMatchObject({ code: '401', message: '您还未登录，请先登录', path: '/common/v1/user-setting/user-info' });
    expect(ui.events).toEqual([]);
    expect(unauthorized).toEqual([error]);
  });

  it('a 401 from a login call is a plain refusal: no session handling, a toast unless silent', async () => {
    const { client, transport, ui, unauthorized } = setup();
    transport.reply = () => ({ status: 401, headers: {}, data: '' });
    const error = await failureOf(client.call(catalogue.auth.login, { request: { mobile: '13800138000', code: '1' } }));
    expect(error.code).toBe('401');
    expect(unauthorized).toEqual([]);
    expect(ui.toasts).toEqual(['您还未登录，请先登录']);
  });

  it('a non-2xx answer with a message: code = status, the server message', async () => {
    const { client, transport, ui } = setup();
    transport.reply = () => ({ status: 503, headers: {}, data: JSON.stringify({ message: '系统维护中' }) });
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: '503', message: '系统维护中' });
    expect(ui.toasts).toEqual(['系统维护中']);
  });

  it('a non-2xx answer without a message is the unknown error', async () => {
    const { client, transport } = setup();
    transport.reply = () => ({ status: 502, headers: {}, data: '<html>Bad Gateway</html>' });
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: '-1', message: '未知错误，请稍后再试[-1]' });
  });

  it.each([
    ['HTML', '<!doctype html><html><body>502</body></html>'],
    ['truncated JSON', '{"errorCode":"0","data":[{"id"'],
    ['null', null],
    ['JSON null', 'null'],
    ['empty text', ''],
    ['a number', 42],
    ['an array', '[1,2]'],
    ['undefined', undefined],
  ])('a malformed body (%s) is the unknown error, never a crash', async (_label, data) => {
    const { client, transport } = setup();
    transport.reply = () => ({ status: 200, headers: {}, data });
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: '-1', message: '未知错误，请稍后再试[-1]' });
  });

  it('data that does not match the response schema is an error naming the endpoint', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer([{ id: 1, positionType: 9, imageUrl: 'x' }]);
    const error = await failureOf(client.call(catalogue.home.banners));
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toContain('GET /tapp/v1/home/banners');
    expect(error.message).toContain('0.positionType');
    expect(error.data).toEqual([{ id: 1, positionType: 9, imageUrl: 'x' }]);
  });

  it('a network failure is the unknown error', async () => {
    const { client, transport, ui } = setup();
    transport.reply = () => Promise.reject(new TransportError('network', 'offline'));
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: '-1', message: '未知错误，请稍后再试[-1]' });
    expect(ui.toasts).toEqual(['未知错误，请稍后再试[-1]']);
  });

  it('a timeout reported by the platform is TIMEOUT "网络超时，请稍后再试"', async () => {
    const { client, transport } = setup();
    transport.reply = () => Promise.reject(new TransportError('timeout', 'request:fail timeout'));
    expect(await failureOf(client.call(catalogue.home.banners))).toMatchObject({ code: 'TIMEOUT', message: '网络超时，请稍后再试' });
  });
});

describe('timeouts on the injected clock', () => {
  it('ends a call with no answer after exactly 20 s', async () => {
    const { client, transport, clock, ui } = setup();
    transport.reply = () => new Promise(() => undefined);
    let outcome: unknown = 'pending';
    client.call(catalogue.home.banners).then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    await clock.advance(19_999);
    expect(outcome).toBe('pending');
    await clock.advance(1);
    expect(outcome).toMatchObject({ code: 'TIMEOUT', message: '网络超时，请稍后再试' });
    expect(ui.toasts).toEqual(['网络超时，请稍后再试']);
  });

  it('waits 60 s for a remote opening', async () => {
    const { client, transport, clock } = setup();
    transport.reply = () => new Promise(() => undefined);
    let outcome: unknown = 'pending';
    client.call(catalogue.lock.remoteOpen, { pathParams: { id: 1 } }).catch((error: unknown) => (outcome = error));
    await clock.advance(59_999);
    expect(outcome).toBe('pending');
    await clock.advance(1);
    expect(outcome).toMatchObject({ code: 'TIMEOUT' });
  });

  it('ignores an answer that arrives after the timeout and leaves no timer behind', async () => {
    const { client, transport, clock } = setup();
    const late = deferredAnswer();
    transport.reply = () => late.promise;
    const call = failureOf(client.call(catalogue.home.banners));
    await clock.advance(20_000);
    late.resolve(okAnswer([]));
    expect((await call).code).toBe('TIMEOUT');

    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.banners);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('ALERT errors', () => {
  it('show a "提示" modal with only a confirm button, then go back', async () => {
    const { client, transport, ui, navigator } = setup();
    transport.reply = () => businessErrorAnswer('CONTRACT_ALERT', '合同已失效');
    await failureOf(client.call(catalogue.home.banners));
    await flushPromises();
    expect(ui.events).toEqual([{ kind: 'modal', title: '提示', content: '合同已失效', showCancel: false, confirmText: '确定' }]);
    expect(navigator.stack).toEqual(['pages/index/index']);
    expect(navigator.homeRelaunches).toBe(0);
  });

  it('go home when the page is the only one', async () => {
    const { client, transport, navigator } = setup();
    navigator.stack = ['pages/contract/pages/contract_detail/index'];
    transport.reply = () => businessErrorAnswer('ALERT', '请联系管家');
    await failureOf(client.call(catalogue.home.banners));
    await flushPromises();
    expect(navigator.homeRelaunches).toBe(1);
  });

  it('do nothing more when the modal is dismissed', async () => {
    const { client, transport, ui, navigator } = setup();
    ui.modalAnswer = false;
    transport.reply = () => businessErrorAnswer('ALERT_X', '提示内容');
    await failureOf(client.call(catalogue.home.banners));
    await flushPromises();
    expect(navigator.stack).toHaveLength(2);
    expect(navigator.homeRelaunches).toBe(0);
  });
});

describe('loading toast', () => {
  it('shows "数据加载中" while a request that asks for it runs, and hides it after an error too', async () => {
    const { client, transport, ui } = setup();
    transport.reply = () => businessErrorAnswer('E', '失败');
    await failureOf(client.call(catalogue.home.banners, { loading: true }));
    // The loading is hidden before the toast: on the mini-programs hiding it later would hide the toast too.
    expect(ui.events).toEqual([{ kind: 'loading', text: '数据加载中' }, { kind: 'hideLoading' }, { kind: 'toast', text: '失败', durationMs: 2000 }]);
  });

  it('shows one loading for overlapping requests and hides it when the last ends', async () => {
    const { client, transport, ui } = setup();
    const first = deferredAnswer();
    const second = deferredAnswer();
    const answers = [first, second];
    transport.reply = () => answers.shift()?.promise ?? Promise.reject(new Error('unexpected'));
    const a = client.call(catalogue.home.banners, { loading: true });
    const b = client.call(catalogue.home.banners, { loading: true });
    await flushPromises();
    first.resolve(okAnswer([]));
    await a;
    expect(ui.events).toEqual([{ kind: 'loading', text: '数据加载中' }]);
    second.resolve(okAnswer([]));
    await b;
    expect(ui.events).toEqual([{ kind: 'loading', text: '数据加载中' }, { kind: 'hideLoading' }]);
  });

  it('shows nothing for requests that do not ask for it', async () => {
    const { client, transport, ui } = setup();
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.banners);
    expect(ui.events).toEqual([]);
  });
});

describe('auto-login gate', () => {
  it('holds other requests until the auto-login ends', async () => {
    const { client, transport, clock } = setup();
    transport.reply = () => okAnswer([]);
    client.gate.begin();
    const call = client.call(catalogue.home.banners);
    await clock.advance(1_000);
    expect(transport.requests).toHaveLength(0);
    client.gate.end();
    await call;
    expect(transport.requests).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('lets them go after exactly 3 s when the auto-login is still pending', async () => {
    const { client, transport, clock } = setup();
    transport.reply = () => okAnswer([]);
    client.gate.begin();
    void client.call(catalogue.home.banners);
    await clock.advance(2_999);
    expect(transport.requests).toHaveLength(0);
    await clock.advance(1);
    expect(transport.requests).toHaveLength(1);
  });

  it('never holds the login calls themselves', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer({ token: 't', userId: '1' });
    client.gate.begin();
    await client.call(catalogue.auth.login, { request: { openIdCode: 'c', clientType: 1, loginScene: 1 } });
    expect(transport.paths).toEqual(['/common/v2/login']);
  });

  it('drops nothing: every held request is sent once, in order', async () => {
    const { client, transport, clock } = setup();
    transport.reply = () => okAnswer([]);
    client.gate.begin();
    const calls = [1, 2, 3, 4, 5].map((cityId) => client.call(catalogue.home.baseHash, { request: { cityId } }).catch(() => undefined));
    await clock.advance(500);
    expect(transport.requests).toHaveLength(0);
    client.gate.end();
    await Promise.all(calls);
    expect(transport.requests.map((request) => request.url.split('=')[1])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('does not hold anything when no auto-login is pending', async () => {
    const { client, transport } = setup();
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.banners);
    expect(transport.requests).toHaveLength(1);
  });
});

describe('call types', () => {
  it('require path parameters and required fields, and refuse unknown ones', async () => {
    const { client, transport } = setup();
    // The convention call's answer is checked too: the one it validates.
    transport.reply = (request) => okAnswer(request.url.includes('html-convention') ? { contractId: '1', title: '居住公约', paragraphs: [], html: null } : null);
    const checks = [
      // @ts-expect-error contract/{id} needs its id
      () => client.call(catalogue.contract.detail),
      // @ts-expect-error home/locate-city needs lat and lon
      () => client.call(catalogue.home.locateCity, {}),
      // @ts-expect-error there is no {authId} on this path
      () => client.call(catalogue.contract.conventionModel, { pathParams: { id: 1, authId: 2 } }),
    ];
    const results = await Promise.allSettled(checks.map((check) => check()));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});

describe('extensions the backend serves (home/config)', () => {
  const notFound = () => ({ status: 404, headers: { 'content-type': 'application/json' }, data: JSON.stringify({ errorCode: '404', message: '请求的接口不存在', data: null }) });

  it('fails an extension of a feature not served at once, without a request, with one toast per feature', async () => {
    const { client, transport, ui } = setup({ extensions: new BackendExtensions(null, []) });
    transport.reply = () => okAnswer([]);
    const first = await failureOf(client.call(catalogue.workOrder.list));
    const second = await failureOf(client.call(catalogue.workOrder.list));
    expect([first.code, first.message, first.isNotEnabled]).toEqual(['NOT_ENABLED', '运营方暂未开通此功能', true]);
    expect(second.code).toBe('NOT_ENABLED');
    expect(transport.requests).toHaveLength(0);
    expect(ui.toasts).toEqual(['运营方暂未开通此功能']);
    await client.call(catalogue.home.banners);
    expect(transport.paths).toEqual(['/tapp/v1/home/banners']);
  });

  it('sends an extension of a feature the backend lists', async () => {
    const { client, transport } = setup({ extensions: new BackendExtensions(null, ['home']) });
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.cityList);
    expect(transport.paths).toEqual(['/tapp/v1/home/city-list']);
  });

  it('waits for home/config before the first extension call, and asks it once', async () => {
    let answer: (extensions: string[] | undefined) => void = () => undefined;
    const loads: number[] = [];
    const extensions = new BackendExtensions(
      () =>
        new Promise((resolve) => {
          loads.push(1);
          answer = resolve;
        }),
    );
    const { client, transport } = setup({ extensions });
    transport.reply = () => okAnswer([]);
    const cities = client.call(catalogue.home.cityList);
    const again = client.call(catalogue.home.cityList);
    const refused = failureOf(client.call(catalogue.talent.programme));
    await flushPromises();
    expect(transport.requests).toHaveLength(0);
    expect(extensions.status('home')).toBe('unknown');
    answer(['home']);
    await Promise.all([cities, again]);
    expect((await refused).code).toBe('NOT_ENABLED');
    expect(transport.paths).toEqual(['/tapp/v1/home/city-list', '/tapp/v1/home/city-list']);
    expect(loads).toHaveLength(1);
  });

  it('takes a home/config without the field as "section 7 only"', async () => {
    const extensions = new BackendExtensions(() => Promise.resolve(undefined));
    const { client, transport } = setup({ extensions });
    expect((await failureOf(client.call(catalogue.home.cityList))).code).toBe('NOT_ENABLED');
    expect(transport.requests).toHaveLength(0);
    expect(extensions.status('wallet')).toBe('notEnabled');
  });

  it('lets the call go when home/config cannot be read, and asks again next time', async () => {
    let fail = true;
    const extensions = new BackendExtensions(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(['talent'])));
    const { client, transport } = setup({ extensions });
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.cityList);
    expect(transport.paths).toEqual(['/tapp/v1/home/city-list']);
    fail = false;
    expect((await failureOf(client.call(catalogue.home.cityList))).code).toBe('NOT_ENABLED');
    expect(transport.requests).toHaveLength(1);
  });

  it('remembers an extension answering 404 as not served (the backstop)', async () => {
    const extensions = new BackendExtensions(null, ['home']);
    const { client, transport } = setup({ extensions });
    transport.reply = notFound;
    expect((await failureOf(client.call(catalogue.home.cityList))).code).toBe('NOT_ENABLED');
    expect(extensions.status('home')).toBe('notEnabled');
    expect((await failureOf(client.call(catalogue.home.cityList))).code).toBe('NOT_ENABLED');
    expect(transport.requests).toHaveLength(1);
  });

  it('never holds nor refuses a section 7 call, and a 404 of one stays a 404', async () => {
    const extensions = new BackendExtensions(null, ['home']);
    const { client, transport } = setup({ extensions });
    transport.reply = notFound;
    expect((await failureOf(client.call(catalogue.home.banners))).code).toBe('404');
    expect(extensions.status('home')).toBe('enabled');
    transport.reply = () => okAnswer([]);
    await client.call(catalogue.home.banners);
    expect(transport.requests).toHaveLength(2);
  });

  it('names the catalogue feature of every endpoint', () => {
    for (const { feature, def } of listEndpoints()) expect(catalogueFeatureOf(def)).toBe(feature);
    expect(extensionFeatureOf(catalogue.home.banners)).toBeUndefined();
    expect(extensionFeatureOf(catalogue.home.cityList)).toBe('home');
  });
});
