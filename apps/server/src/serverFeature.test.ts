import { contractEndpoints } from '@aster/core-api';
import { serverFeatures } from './features';
import { implement, loggedInUser } from './http/api';
import { buildServer } from './server';
import type { ServerFeature } from './serverFeature';
import { startTestServer, type TestServer } from './testing/testServer';

/**
 * A feature written the way a new one is: catalogue endpoints paired with handlers, a table of its own, its demo data.
 * Adding it to the list is all the server needs. It stands in for the real contracts feature, left out of the list.
 */
const otherFeatures = serverFeatures.filter((feature) => feature.name !== 'contracts' && !feature.requires?.includes('contracts'));
const contracts: ServerFeature = {
  name: 'contracts',
  routes: ({ db }) => {
    const counts = db.prepare('SELECT active_count AS activeCount FROM test_contract_counts WHERE user_id = ?');
    return [
      implement(contractEndpoints.count, (context) => (counts.get(loggedInUser(context)) as { activeCount: string } | undefined) ?? { activeCount: 0 }),
      implement(contractEndpoints.qrcode, ({ input, params }) => ({ contractId: params.id ?? '', flowType: input.flowType, code: 'C', image: 'data:image/png;base64,AA==', expiresAt: '' })),
    ];
  },
  migrations: [{ version: Math.max(...otherFeatures.flatMap((feature) => feature.migrations ?? []).map((step) => step.version)) + 1, name: 'test contract counts', sql: 'CREATE TABLE test_contract_counts (user_id INTEGER PRIMARY KEY, active_count TEXT NOT NULL)' }],
  seed: (db) => {
    db.prepare("INSERT OR IGNORE INTO test_contract_counts (user_id, active_count) VALUES (10001, '2')").run();
    // A row the response schema refuses (a count is a whole number): answering it would be the server's bug.
    db.prepare("INSERT OR IGNORE INTO test_contract_counts (user_id, active_count) VALUES (10003, 'many')").run();
  },
};

describe('a server feature', () => {
  let server: TestServer;
  let tenant: string;
  beforeAll(async () => {
    server = await startTestServer({ features: [...otherFeatures, contracts] });
    tenant = await server.loginByPhone('13800138000');
  });
  afterAll(() => server.close());

  it('is served from its catalogue entries, with its table and its seed', async () => {
    expect(server.served.filter(({ feature }) => feature === 'contracts').map(({ def }) => def)).toEqual([contractEndpoints.count, contractEndpoints.qrcode]);
    const answer = await server.call('GET', '/tapp/v1/contract/contract-count', { token: tenant });
    expect(answer.body).toMatchObject({ errorCode: '0', data: { activeCount: '2' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('gets the needsAuth, request and response checks of its entries', async () => {
    expect((await server.call('GET', '/tapp/v1/contract/contract-count')).status).toBe(401);
    const badInput = await server.call('GET', '/tapp/v1/contract/qrcode/7', { token: tenant, query: { flowType: 'x' } });
    expect(badInput.body.errorCode).toBe('PARAM_INVALID');
    expect((await server.call('GET', '/tapp/v1/contract/qrcode/7', { token: tenant, query: { flowType: 2 } })).body).toMatchObject({ errorCode: '0', data: { contractId: '7', flowType: 2 } });
    const unverified = await server.loginByPhone('13900139000');
    const badAnswer = await server.call('GET', '/tapp/v1/contract/contract-count', { token: unverified });
    expect(badAnswer.status).toBe(500);
    expect(badAnswer.body).toMatchObject({ errorCode: '99999', data: null });
  });

  it('is not served when it is not in the list', async () => {
    const without = await startTestServer({ features: otherFeatures });
    try {
      expect(without.served.some(({ def }) => def === contractEndpoints.count)).toBe(false);
      expect((await without.call('GET', '/tapp/v1/contract/contract-count')).status).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('cannot be served without a feature whose tables it reads: the server refuses to start', async () => {
    const insurance = serverFeatures.find((feature) => feature.name === 'insurance');
    if (insurance === undefined) throw new Error('no insurance feature');
    await expect(buildServer({ dbPath: ':memory:', logger: false, features: [...otherFeatures, insurance] })).rejects.toThrow(
      /The insurance feature needs the contracts feature/,
    );
  });

  it('cannot take a migration number another feature took: the server refuses to start', async () => {
    const clash: ServerFeature = { name: 'clash', migrations: [{ version: 1, name: 'another step 1', sql: 'SELECT 1' }] };
    await expect(buildServer({ dbPath: ':memory:', logger: false, features: [...serverFeatures, clash] })).rejects.toThrow(/migration 1 is used twice/);
  });
});
