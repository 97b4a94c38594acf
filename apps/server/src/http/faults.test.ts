import { startTestServer, type TestServer } from '../testing/testServer';
import { FAULT_HEADER, parseFaultHeader, withListsEmptied } from './faults';

describe('withListsEmptied', () => {
  it('empties lists at any depth and keeps every other value', () => {
    expect(withListsEmptied({ icons: [1, 2], page: { list: [{ id: 1 }], total: 1 }, title: '首页', none: null })).toEqual({
      icons: [],
      page: { list: [], total: 1 },
      title: '首页',
      none: null,
    });
    expect(withListsEmptied([{ id: 1 }])).toEqual([]);
    expect(withListsEmptied('x')).toBe('x');
  });
});

describe('parseFaultHeader', () => {
  it('reads latency, status, drop and forced 401', () => {
    expect(parseFaultHeader('latency=500;status=503')).toEqual({ latencyMs: 500, status: 503 });
    expect(parseFaultHeader('drop')).toEqual({ drop: true });
    expect(parseFaultHeader('401, latency=10')).toEqual({ unauthorized: true, latencyMs: 10 });
    expect(parseFaultHeader('unauthorized')).toEqual({ unauthorized: true });
    expect(parseFaultHeader('empty')).toEqual({ emptyLists: true });
  });

  it('refuses the whole header when one part is wrong', () => {
    for (const value of ['latency=soon', 'status=200', 'status=503;explode', 'latency=-1', 'drop=1', 'latency=999999', 'empty=1']) {
      expect(parseFaultHeader(value)).toBeNull();
    }
  });
});

const banners = '/tapp/v1/home/banners';

describe('fault injection with the dev flag', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('delays the answer', async () => {
    const started = Date.now();
    const result = await server.call('GET', banners, { headers: { [FAULT_HEADER]: 'latency=300' } });
    expect(result.body.errorCode).toBe('0');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers with the asked error status in the envelope', async () => {
    const result = await server.call('GET', banners, { headers: { [FAULT_HEADER]: 'status=503' } });
    expect(result.status).toBe(503);
    expect(result.body).toEqual({ errorCode: '503', data: null, message: '服务暂时不可用，请稍后再试[503]' });
  });

  it('forces a 401 even for a guest endpoint', async () => {
    const result = await server.call('GET', banners, { headers: { [FAULT_HEADER]: '401' } });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe('您还未登录，请先登录');
  });

  it('drops the connection without an answer', async () => {
    await expect(server.call('GET', banners, { headers: { [FAULT_HEADER]: 'drop' } })).rejects.toThrow();
    expect((await server.call('GET', banners)).body.errorCode).toBe('0');
  });

  it('empties every list of the answer and keeps the rest', async () => {
    const usual = await server.call('GET', '/tapp/v1/home/base?cityId=107');
    const empty = await server.call('GET', '/tapp/v1/home/base?cityId=107', { headers: { [FAULT_HEADER]: 'empty' } });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual(withListsEmptied(usual.body.data));
    expect(empty.body.data).not.toEqual(usual.body.data);
    expect((await server.call('GET', banners, { headers: { [FAULT_HEADER]: 'empty' } })).body).toMatchObject({ errorCode: '0', data: [] });
    expect(((await server.call('GET', banners)).body.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('says so when the header is malformed', async () => {
    const result = await server.call('GET', banners, { headers: { [FAULT_HEADER]: 'status=oops' } });
    expect(result.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: `参数错误：${FAULT_HEADER} 格式不正确` });
  });
});

describe('fault injection without the dev flag', () => {
  it('ignores the header: production answers normally', async () => {
    const server = await startTestServer({ devFlags: {} });
    try {
      for (const fault of ['status=503', '401', 'drop', 'status=oops']) {
        const result = await server.call('GET', banners, { headers: { [FAULT_HEADER]: fault } });
        expect(result.status).toBe(200);
        expect(result.body.errorCode).toBe('0');
      }
      expect((await fetch(new URL('/__dev/sms-code?mobile=13800138000', server.baseUrl))).status).toBe(404);
      expect((await fetch(new URL('/__dev/captcha-code?captchaId=x', server.baseUrl))).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('applies configured faults to every API call, and to API calls only', async () => {
    const server = await startTestServer({ devFlags: {}, faults: { status: 502 } });
    try {
      expect((await server.call('GET', banners)).status).toBe(502);
      expect((await server.call('POST', '/common/v2/login', { body: {} })).status).toBe(502);
      expect((await fetch(new URL('/static/demo/banner-home-1.svg', server.baseUrl))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
