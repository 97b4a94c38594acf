import { serverConfigFromEnv } from '../config';
import { startTestServer, type TestServer } from '../testing/testServer';
import { corsAllows } from './cors';

describe('CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const preflight = (origin: string) =>
    fetch(new URL('/common/v2/login', server.baseUrl), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token, companyid, content-type' },
    });

  it('lets a page on this machine (an H5 dev server) call the API with the app headers', async () => {
    const response = await preflight('http://localhost:10086');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:10086');
    expect(response.headers.get('access-control-allow-headers')).toContain('token');
    expect(response.headers.get('access-control-allow-headers')).toContain('companyId');
    const call = await server.call('GET', '/tapp/v1/home/ui', { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(call.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(call.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives other sites no CORS permission', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const call = await server.call('GET', '/tapp/v1/home/ui', { headers: { origin: 'http://localhost.evil.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives loopback pages nothing in production, and only the configured https origins something', async () => {
    const production = await startTestServer({ mode: 'production', config: { corsOrigins: ['https://h5.rent.example.com'] } });
    try {
      const ask = (origin: string) =>
        fetch(new URL('/common/v2/login', production.baseUrl), {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token, content-type' },
        });
      for (const origin of ['http://localhost:10086', 'http://127.0.0.1:3000', 'http://[::1]:8080', 'http://h5.rent.example.com']) {
        expect((await ask(origin)).headers.get('access-control-allow-origin')).toBeNull();
      }
      const allowed = await ask('https://h5.rent.example.com');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://h5.rent.example.com');
      const call = await production.call('GET', '/tapp/v1/home/ui', { headers: { origin: 'http://localhost:10086' } });
      expect(call.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await production.close();
    }
  });

  it('reads the allow-list from ASTER_CORS_ORIGINS, https only', () => {
    const config = serverConfigFromEnv({ ASTER_CORS_ORIGINS: 'https://h5.rent.example.com/, https://m.rent.example.com:8443' });
    expect(config.corsOrigins).toEqual(['https://h5.rent.example.com', 'https://m.rent.example.com:8443']);
    expect(() => serverConfigFromEnv({ ASTER_CORS_ORIGINS: 'http://h5.rent.example.com' })).toThrow(/ASTER_CORS_ORIGINS/);
    expect(corsAllows('http://localhost:10086', { mode: 'demo', allowedOrigins: [] })).toBe(true);
    expect(corsAllows('http://localhost:10086', { mode: 'production', allowedOrigins: [] })).toBe(false);
  });
});
