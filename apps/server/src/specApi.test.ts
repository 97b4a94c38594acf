import { listEndpoints, type AnyEndpointDef } from '@aster/core-api';
import { apiModeFrom } from './env';
import { startTestServer, type TestServer } from './testing/testServer';

const catalogue = listEndpoints();
const urlOf = (def: AnyEndpointDef) => `${def.prefix}/${def.path.replace(/\{[^}]+\}/g, '1001')}`;
const label = (def: AnyEndpointDef) => `${def.method} ${def.prefix}/${def.path}`;
/** The catalogue features with an extension some feature of the full server serves. */
const featuresWithExtensions = (server: TestServer) =>
  [...new Set(catalogue.filter(({ def }) => def.extension !== undefined && server.served.some((served) => served.def === def)).map(({ feature }) => feature))].sort();

describe('ASTER_API', () => {
  it('is full when unset or empty, spec when asked, and refuses anything else', () => {
    expect(apiModeFrom({})).toBe('full');
    expect(apiModeFrom({ ASTER_API: '' })).toBe('full');
    expect(apiModeFrom({ ASTER_API: 'spec' })).toBe('spec');
    expect(apiModeFrom({ ASTER_API: 'full' })).toBe('full');
    expect(() => apiModeFrom({ ASTER_API: 'section7' })).toThrow(/ASTER_API must be one of full, spec/);
  });
});

describe('a full server (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists in home/config every catalogue feature whose extensions it serves', async () => {
    const expected = featuresWithExtensions(server);
    expect(expected).toEqual(expect.arrayContaining(['auth', 'home', 'wallet', 'coupon']));
    const answer = await server.call<{ extensions?: string[] }>('GET', '/tapp/v1/home/config', { query: { v: 2 } });
    expect(answer.body.errorCode).toBe('0');
    expect(answer.body.data?.extensions).toEqual(expected);
  });

  it('still asks an anonymous H5 caller for a proof of work before an SMS', async () => {
    const sent = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { mobile: '13800138000', companyId: '0', type: 0, code: '', uniqueId: '' } });
    expect(sent.body.errorCode).not.toBe('0');
  });
});

/** Whether a concrete URL falls on the route of a served endpoint (contract/unbound is contract/{id} with id "unbound"). */
const matchesServed = (server: TestServer, def: AnyEndpointDef) =>
  server.served.some(({ def: served }) => {
    if (served.method !== def.method) return false;
    const pattern = new RegExp(`^${`${served.prefix}/${served.path}`.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(urlOf(def));
  });

describe('a spec-only server (api: spec)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ api: 'spec' });
    token = await server.loginByPhone('13800138000');
  });
  afterAll(() => server.close());

  it('serves section 7 calls alone', () => {
    expect(server.served.length).toBeGreaterThan(50);
    expect(server.served.filter(({ def }) => def.extension !== undefined).map(({ def }) => label(def))).toEqual([]);
  });

  it('answers every extension with the not-found envelope', async () => {
    const extensions = catalogue.filter(({ def }) => def.extension !== undefined && !matchesServed(server, def));
    expect(extensions.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const { feature, name, def } of extensions) {
      const result = await server.call(def.method, urlOf(def), { token, ...(def.method === 'POST' ? { body: {} } : {}) });
      if (result.status !== 404 || result.body.errorCode !== '404') failures.push(`${feature}.${name}: ${label(def)} answered ${result.status} ${String(result.body.errorCode)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers the section 7 calls it serves', async () => {
    const result = await server.call<{ houseName?: string }[]>('GET', '/tapp/v1/home/banners', { query: { positionTypes: '1,2,4' } });
    expect(result.status).toBe(200);
    expect(result.body.errorCode).toBe('0');
  });

  it('lists no extension in home/config', async () => {
    const answer = await server.call<{ extensions?: string[]; servicePhone?: string }>('GET', '/tapp/v1/home/config', { query: { v: 2 } });
    expect(answer.body.errorCode).toBe('0');
    expect(answer.body.data?.servicePhone).toBeTruthy();
    expect(answer.body.data?.extensions ?? []).toEqual([]);
  });

  it('sends an SMS code without a proof of work, and logs in over section 7 calls', async () => {
    const pow = await server.call('GET', '/tapp/v1/verify-code/pow-challenge');
    expect([pow.status, pow.body.errorCode]).toEqual([404, '404']);
    const sent = await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { mobile: '13800138002', companyId: '0', type: 0, code: '', uniqueId: '' } });
    expect(sent.body.errorCode).toBe('0');
    // beforeAll logged the demo tenant in the same way (testServer.loginByPhone sends no proof of work to a spec server).
    expect(token).toMatch(/.{16,}/);
  });

  it('still steps up to the picture captcha (a spec call) after suspicious use', async () => {
    const strict = await startTestServer({ api: 'spec', config: { smsGuard: { stepUpRequestsPerIpHourly: 1 } } });
    try {
      const ask = () => strict.call('GET', '/tapp/v1/verify-code/verify-send-code', { query: { mobile: '13800138003', companyId: '0', type: 0, code: '', uniqueId: '' } });
      expect((await ask()).body.errorCode).toBe('0');
      expect((await ask()).body.errorCode).toBe('CAPTCHA_REQUIRED');
      const image = await strict.call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
      expect(image.body.errorCode).toBe('0');
    } finally {
      await strict.close();
    }
  });
});
