import { startTestServer, type TestServer } from '../testing/testServer';

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
});
