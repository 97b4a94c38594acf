import { SECTION_7_CALLS, endpointLabel, listEndpoints, serverRoutePattern, type AnyEndpointDef } from '@aster/core-api';
import { NOTIFY_PATH } from './pay/payments';
import { isApiPath } from './server';
import { startTestServer, type TestServer } from './testing/testServer';

const catalogue = listEndpoints();
const urlOf = (def: AnyEndpointDef) => `${def.prefix}/${def.path.replace(/\{[^}]+\}/g, '1001')}`;
const label = (def: AnyEndpointDef) => `${def.method} ${def.prefix}/${def.path}`;

/** What is served comes from the features the server registers (src/features.ts), never from a list kept here. */
describe('the features serve core-api catalogue endpoints, and only those', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves catalogue entries only, each from one feature', () => {
    const entries = new Set(catalogue.map(({ def }) => def));
    expect(server.served.length).toBeGreaterThan(0);
    expect(server.served.filter(({ def }) => !entries.has(def)).map(({ feature, def }) => `${feature}: ${label(def)}`)).toEqual([]);
    expect(new Set(server.served.map(({ def }) => def)).size).toBe(server.served.length);
  });

  it('serves every call of spec section 7 (issue 38: the reference for an operator\'s backend)', () => {
    const served = new Set(server.served.map(({ def }) => endpointLabel(def)));
    expect(SECTION_7_CALLS.filter((label) => !served.has(label))).toEqual([]);
  });

  it('answers every endpoint a feature serves', async () => {
    const failures: string[] = [];
    for (const { feature, def } of server.served) {
      const result = await server.call(def.method, urlOf(def), def.method === 'POST' ? { body: {} } : {});
      if (result.status === 404 || result.status >= 500 || typeof result.body.errorCode !== 'string') {
        failures.push(`${feature}: ${label(def)} answered ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('has no API route outside the catalogue but the payment provider\'s notify callback', () => {
    const patterns = new Set(server.served.map(({ def }) => `${def.method} ${serverRoutePattern(def)}`));
    const outside = server.routes.filter((route) => isApiPath(route.url) && !patterns.has(`${route.method} ${route.url}`));
    expect(outside.map((route) => `${route.method} ${route.url}`)).toEqual([`POST ${NOTIFY_PATH}/:channel`]);
  });
});
