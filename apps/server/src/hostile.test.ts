import { demoUsers } from './auth/seed';
import { probesOf, sendProbe } from './testing/hostileRequests';
import { startTestServer, type TestServer } from './testing/testServer';

/**
 * Hostile input for every endpoint the features serve (issue 16): requests derived from each entry's request
 * schema (src/testing/hostileRequests.ts), with no list kept here. Any 5xx, hang, stack trace, or success whose data
 * breaks the response schema fails.
 */
describe('hostile input to every served endpoint', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ logger: false });
    token = await server.loginByPhone(demoUsers.tenant.mobile);
  });
  afterAll(() => server.close());

  it('never answers 5xx, hangs, shows a stack trace or breaks a response schema', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { feature, def } of server.served) {
      for (const probe of probesOf(def)) {
        sent += 1;
        const { problems } = await sendProbe(server.baseUrl, def, probe, token);
        failures.push(...problems.map((problem) => `${feature} ${problem}`));
      }
    }
    expect(sent).toBeGreaterThan(server.served.length * 5);
    expect(failures).toEqual([]);
  }, 60_000);
});
