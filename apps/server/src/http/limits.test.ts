import http from 'node:http';
import net from 'node:net';
import { REQUEST_HEADERS } from '@aster/core-api';
import { serverConfigFromEnv } from '../config';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Opens a socket, sends `head`, then one byte every 50 ms until the server closes it; resolves with the ms it took. */
function trickle(server: TestServer, head: string, drip: string, giveUpMs: number): Promise<{ closedAfterMs: number | null; answer: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    // The drip starts once the head is written: a drip queued while connecting would go out first (a slow connect on a
    // busy machine), and the server would rightly answer a request line of spaces with 400.
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip);
      }, 50);
    });
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterMs: null, answer });
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe('request timeouts (issue 16 item 8)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { http: { requestTimeoutMs: 400, headersTimeoutMs: 300, timeoutCheckIntervalMs: 100 } } });
  });
  afterAll(() => server.close());

  it('closes a socket that sends its body one byte at a time', async () => {
    const head = 'POST /common/v2/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{';
    const { closedAfterMs, answer } = await trickle(server, head, ' ', 3000);
    expect(closedAfterMs).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a socket that sends its headers one byte at a time', async () => {
    const { closedAfterMs } = await trickle(server, 'GET /tapp/v1/home/ui HTTP/1.1\r\nHost: x\r\n', 'x', 3000);
    expect(closedAfterMs).not.toBeNull();
  });

  it('still answers a request that comes in time', async () => {
    expect((await server.call('GET', '/tapp/v1/home/ui')).body.errorCode).toBe('0');
  });
});

/** GET with a Host header of our choosing (fetch sends the URL's own). */
function getWithHost(server: TestServer, urlPath: string, host: string): Promise<{ data: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(urlPath, server.baseUrl), { headers: { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () => resolve(JSON.parse(text) as { data: unknown }));
    });
    request.on('error', reject);
  });
}

describe('absolute links come from the configured origin, never the Host header (issue 16 item 14)', () => {
  it('builds domains and pictures from the public origin', async () => {
    const server = await startTestServer({ config: serverConfigFromEnv({ ASTER_PUBLIC_ORIGIN: 'https://aster.example.com' }) });
    try {
      const domains = await getWithHost(server, '/tapp/v1/settings/domain', 'evil.example');
      expect(domains.data).toEqual({ pmsDomain: 'https://aster.example.com', tappDomain: 'https://aster.example.com', staticDomain: 'https://aster.example.com/static' });
      const base = (await getWithHost(server, '/tapp/v1/home/base?cityId=107', 'evil.example')).data as { adList: { imageUrl: string }[] };
      expect(base.adList.length).toBeGreaterThan(0);
      expect(base.adList.every((ad) => ad.imageUrl.startsWith('https://aster.example.com/'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('without one, uses the address the server was reached at on this machine', async () => {
    const server = await startTestServer();
    try {
      const domains = (await getWithHost(server, '/tapp/v1/settings/domain', 'evil.example')).data as Record<string, string>;
      expect(domains.tappDomain).toBe(server.baseUrl.replace(/\/$/, ''));
    } finally {
      await server.close();
    }
  });
});

describe('X-Forwarded-For only from the configured proxies (issue 16 item 17)', () => {
  const requestSms = async (server: TestServer, mobile: string, ip: string) => {
    const headers = { 'x-forwarded-for': ip };
    const image = await server.call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image', { headers });
    const captchaId = image.body.data?.captchaId ?? '';
    const captcha = await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId } });
    const query = { mobile, code: captcha.body.data?.code ?? '', companyId: '0', type: 0, uniqueId: captchaId };
    return (await server.call('GET', '/tapp/v1/verify-code/verify-send-code', { query, headers: { ...headers, [REQUEST_HEADERS.proofOfWork]: await server.proofOfWork() } })).body.errorCode;
  };

  it('counts SMS per tenant IP behind a trusted proxy', async () => {
    const config = serverConfigFromEnv({ ASTER_TRUST_PROXY: '127.0.0.1' });
    const server = await startTestServer({ config, smsLimits: { ipHourlyMax: 2 } });
    try {
      expect(await requestSms(server, '13700000001', '203.0.113.7')).toBe('0');
      expect(await requestSms(server, '13700000002', '203.0.113.7')).toBe('0');
      expect(await requestSms(server, '13700000003', '203.0.113.7')).toBe('SMS_IP_LIMIT');
      // Another tenant behind the same proxy has a bucket of its own.
      expect(await requestSms(server, '13700000003', '203.0.113.8')).toBe('0');
    } finally {
      await server.close();
    }
  });

  it('ignores X-Forwarded-For by default and from a peer that is not a listed proxy', async () => {
    for (const env of [{}, { ASTER_TRUST_PROXY: '10.1.2.3' }]) {
      const server = await startTestServer({ config: serverConfigFromEnv(env), smsLimits: { ipHourlyMax: 2 } });
      try {
        expect(await requestSms(server, '13700000001', '203.0.113.1')).toBe('0');
        expect(await requestSms(server, '13700000002', '203.0.113.2')).toBe('0');
        expect(await requestSms(server, '13700000003', '203.0.113.3')).toBe('SMS_IP_LIMIT');
      } finally {
        await server.close();
      }
    }
  });
});
