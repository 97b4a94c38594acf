import { demoUsers } from './auth/seed';
import { serverFeatures } from './features';
import { probesOf, sendProbe } from './testing/hostileRequests';
import { startTestServer, type TestServer } from './testing/testServer';

/**
 * Hostile input for every endpoint the features serve (issue 16): requests derived from each entry's request
 * schema (src/testing/hostileRequests.ts), with no list kept here. Any 5xx, hang, stack trace, or success whose data
 * breaks the response schema fails. One test per feature: each has its own time limit on a busy machine (all of them
 * in one test took 72 s beside the accessibility sweep, past its limit), and a failure names its feature.
 */
describe('hostile input to every served endpoint', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ logger: false });
    token = await server.loginByPhone(demoUsers.tenant.mobile);
  });
  afterAll(() => server.close());

  it('each endpoint gets several hostile requests', () => {
    expect(server.served.flatMap(({ def }) => probesOf(def)).length).toBeGreaterThan(server.served.length * 5);
  });

  // Features that serve catalogue endpoints (the ledger has none of its own).
  const serving = serverFeatures.filter((feature) => feature.routes !== undefined).map((feature) => feature.name);

  it.each(serving)('%s: never answers 5xx, hangs, shows a stack trace or breaks a response schema', async (name) => {
    const failures: string[] = [];
    const endpoints = server.served.filter(({ feature }) => feature === name);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const { def } of endpoints) {
      for (const probe of probesOf(def)) {
        const { problems } = await sendProbe(server.baseUrl, def, probe, token);
        failures.push(...problems);
      }
    }
    expect(failures).toEqual([]);
  });
});
