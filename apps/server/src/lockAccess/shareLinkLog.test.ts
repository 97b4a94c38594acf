import { Writable } from 'node:stream';
import { startTestServer, type TestServer } from '../testing/testServer';

// Issue 39: a lock share link (shareId + shortLink) lets the invited phone take a key to the home; the request log
// must not hold it, whichever URL carried it (the page the link opens, share-info).
describe('lock share links in the request log', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    server = await startTestServer({ logger: { level: 'info', stream } });
  });
  afterAll(() => server.close());

  it('writes neither part of the link, wherever it travelled', async () => {
    const link = { shareId: 'SHAREidSECRET2026abc', shortLink: 'LINKsecret7' };
    const query = new URLSearchParams(link).toString();
    const token = await server.loginByPhone('13700003341');
    await server.call('GET', '/tapp/v1/intelligent/locks/share-info', { token, query: link });
    await server.call('POST', '/tapp/v3/baozu/device/lock/auth/accept', { token, body: link });
    await fetch(new URL(`/aster/pages/device/lock_auth_accept/index?${query}`, server.baseUrl));
    await fetch(new URL(`/pages/device/lock_auth_accept/index?${query}`, server.baseUrl), { redirect: 'manual' });
    const log = lines.join('');
    expect(log).toContain('/tapp/v1/intelligent/locks/share-info?shareId=***&shortLink=***');
    expect(log).toContain('/aster/pages/device/lock_auth_accept/index?shareId=***&shortLink=***');
    expect(log).not.toContain(link.shareId);
    expect(log).not.toContain(link.shortLink);
  });
});
