// docs/openapi.json is the endpoint catalogue as an OpenAPI 3.1 document (issue 38), for operators pointing the app
// at their own backend: it fails here until regenerated after any change of the catalogue, and must stay valid.
import fs from 'node:fs';
import { endpointLabel, listEndpoints } from '../../packages/core-api/src/index';
import { checkOpenApiDocument, type JsonObject, OPENAPI_COMMAND, OPENAPI_FILE, TAG_EXTENSION, TAG_SECTION_7 } from '../../packages/core-api/src/openapi';
import { buildOpenApiText, openApiPath } from '../../scripts/openapi';

const current = buildOpenApiText();
const committed = fs.existsSync(openApiPath) ? fs.readFileSync(openApiPath, 'utf8') : '';

/** The first line that differs, with its number. */
function firstDifference(before: string, after: string): string {
  const was = before.split('\n');
  const now = after.split('\n');
  const at = now.findIndex((line, index) => line !== was[index]);
  const line = at < 0 ? now.length : at;
  return `line ${line + 1}\n  committed: ${(was[line] ?? '(nothing)').trim().slice(0, 160)}\n  catalogue: ${(now[line] ?? '(nothing)').trim().slice(0, 160)}`;
}

test(`${OPENAPI_FILE} is the catalogue's document`, () => {
  if (committed !== current) {
    throw new Error(`${OPENAPI_FILE} differs from the endpoint catalogue (${firstDifference(committed, current)}).\nRegenerate it with \`${OPENAPI_COMMAND}\` and commit it.`);
  }
});

test.each([
  ['the committed document', committed],
  ['the catalogue document', current],
])('%s is structurally valid OpenAPI 3.1', (_which, text) => {
  const document = JSON.parse(text) as JsonObject;
  expect(checkOpenApiDocument(document)).toEqual([]);
});

test('every catalogue endpoint is one operation, tagged section 7 or extension as its definition says', () => {
  const document = JSON.parse(current) as JsonObject;
  const operations = new Map<string, JsonObject>();
  for (const [path, item] of Object.entries(document.paths as Record<string, JsonObject>)) {
    for (const method of ['get', 'post']) {
      const operation = item[method] as JsonObject | undefined;
      if (operation !== undefined) operations.set(String(operation.operationId), { ...operation, route: `${method.toUpperCase()} ${path}` });
    }
  }
  const entries = listEndpoints();
  expect(operations.size).toBe(entries.length);
  for (const { feature, name, def } of entries) {
    const operation = operations.get(`${feature}.${name}`);
    expect(operation).toBeDefined();
    // Path parameter names may be another call's where two calls share a route (they are not on the wire).
    const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
    expect(shape(String(operation?.route))).toBe(shape(endpointLabel(def)));
    expect(operation?.tags).toEqual([def.extension === undefined ? TAG_SECTION_7 : TAG_EXTENSION, feature]);
    expect(operation?.['x-aster-extension']).toBe(def.extension);
    expect(operation?.['x-aster-not-called']).toBe(def.notCalled);
    expect(Object.keys((operation?.responses as JsonObject | undefined) ?? {}).includes('401')).toBe(def.needsAuth === true);
  }
});
