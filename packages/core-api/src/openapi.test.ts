import { z } from 'zod';
import { defineEndpoint } from './catalogue/define';
import { buildOpenApiDocument, checkOpenApiDocument, type JsonObject, type OpenApiEntry, renderOpenApiDocument, TAG_EXTENSION, TAG_SECTION_7 } from './openapi';

// A catalogue of its own, with what the real one may grow: every awkward kind of zod schema, shared and recursive
// schemas, routes that differ only in parameter names.
const Person = z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string().max(20) });
interface Node {
  label: string;
  children: Node[];
}
const Search = z.object({ q: z.string().max(20), near: z.boolean().optional() });
const NodeSchema: z.ZodType<Node> = z.lazy(() => z.object({ label: z.string(), children: z.array(NodeSchema) }));

const entries: OpenApiEntry[] = [
  {
    feature: 'people',
    name: 'list',
    def: defineEndpoint({
      method: 'GET',
      path: 'people/list',
      request: z.object({ page: z.coerce.number<number>().int().default(1), flag: z.preprocess((value) => Number(value), z.number()), kind: z.enum(['a', 'b']).optional() }),
      response: z.object({ rows: z.array(Person), total: z.number() }),
    }),
  },
  { feature: 'people', name: 'detail', def: defineEndpoint({ method: 'GET', path: 'people/{id}', response: Person, needsAuth: true, timeoutMs: 5000 }) },
  {
    feature: 'people',
    name: 'rename',
    def: defineEndpoint({
      method: 'POST',
      path: 'people/{personId}',
      request: z.object({ name: z.string(), token: z.string(), at: z.date().optional(), check: z.custom<string>((value) => typeof value === 'string') }),
      queryKeys: ['token'],
      response: z.unknown(),
      extension: 'the rename sheet',
    }),
  },
  { feature: 'tree', name: 'get', def: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'tree', request: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]), response: NodeSchema, notCalled: 'no page shows trees' }) },
  { feature: 'people', name: 'search', def: defineEndpoint({ method: 'GET', path: 'people/search', request: Search, response: z.array(Person) }) },
  { feature: 'people', name: 'saveSearch', def: defineEndpoint({ method: 'POST', path: 'people/search', request: Search, extension: 'saved searches' }) },
  { feature: 'open', name: 'get', def: defineEndpoint({ method: 'GET', path: 'open', request: z.record(z.string().max(9), z.string()) }) },
  { feature: 'open', name: 'post', def: defineEndpoint({ method: 'POST', path: 'open', request: z.record(z.string().max(9), z.string()) }) },
  { feature: 'tree', name: 'save', def: defineEndpoint({ method: 'POST', prefix: '/common/v1', path: 'tree', request: z.array(z.string()).max(3), response: z.string().optional() }) },
];

const build = (list = entries) => buildOpenApiDocument(list, { version: '1.2.3', named: new Map<z.ZodType, string>([
    [Person, 'Person'],
    [Search, 'Search'],
  ]) });
const operation = (document: JsonObject, path: string, method: 'get' | 'post') => ((document.paths as JsonObject)[path] as JsonObject)[method] as JsonObject;
const parameterNames = (op: JsonObject) => ((op.parameters as JsonObject[] | undefined) ?? []).map((parameter) => `${String(parameter.in)}:${String(parameter.name)}`);

describe('the OpenAPI document of a catalogue', () => {
  const document = build();

  it('is structurally valid OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(checkOpenApiDocument(document)).toEqual([]);
  });

  it('shows requests as the server parses them (input side): coercions, defaults and preprocess do not crash', () => {
    const list = operation(document, '/tapp/v1/people/list', 'get');
    const byName = Object.fromEntries((list.parameters as JsonObject[]).map((parameter) => [parameter.name, parameter]));
    expect(byName.page).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', default: 1 } });
    expect(byName.flag).toMatchObject({ in: 'query', required: true, schema: { type: 'number' } });
    expect(byName.kind).toMatchObject({ required: false, schema: { enum: ['a', 'b'] } });
    // The transform of Person's id: what the app accepts from the backend, a string or a number.
    expect((document.components as JsonObject).schemas).toMatchObject({
      Person: { type: 'object', properties: { id: { type: ['string', 'number'] } }, required: ['id', 'name'] },
    });
    expect(JSON.stringify(document)).not.toContain('additionalProperties":false');
  });

  it('splits a POST between query (queryKeys), path and body, and marks what JSON Schema cannot say', () => {
    const rename = operation(document, '/tapp/v1/people/{id}', 'post');
    expect(parameterNames(rename)).toEqual(['path:id', 'query:token']);
    const body = (((rename.requestBody as JsonObject).content as JsonObject)['application/json'] as JsonObject).schema as JsonObject;
    expect(Object.keys(body.properties as JsonObject)).toEqual(['name', 'at', 'check']);
    expect(body.required).toEqual(['name', 'check']);
    expect((body.properties as JsonObject).at).toMatchObject({ 'x-aster-unrepresentable': 'date' });
    expect((body.properties as JsonObject).check).toMatchObject({ 'x-aster-unrepresentable': 'custom' });
    // A body that is not an object (an array) goes whole; a query that is a union is one form parameter.
    expect(((operation(document, '/common/v1/tree', 'post').requestBody as JsonObject).content as JsonObject)['application/json']).toEqual({ schema: { type: 'array', items: { type: 'string' }, maxItems: 3 } });
    expect(parameterNames(operation(document, '/common/v1/tree', 'get'))).toEqual(['query:fields']);
    // Open fields (a record) go whole: a form parameter of a GET, the body of a POST.
    expect(operation(document, '/tapp/v1/open', 'get').parameters).toEqual([
      expect.objectContaining({ name: 'fields', in: 'query', style: 'form', explode: true, schema: expect.objectContaining({ type: 'object', propertyNames: { type: 'string', maxLength: 9 } }) }),
    ]);
    expect(JSON.stringify(operation(document, '/tapp/v1/open', 'post').requestBody)).toContain('"propertyNames"');
    // A shared (named) request: its fields are the query of a GET, its reference the body of a POST.
    expect(parameterNames(operation(document, '/tapp/v1/people/search', 'get'))).toEqual(['query:q', 'query:near']);
    expect(operation(document, '/tapp/v1/people/search', 'post').requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Search' } } } });
  });

  it('tells section 7 calls from extensions, with the reasons', () => {
    const rename = operation(document, '/tapp/v1/people/{id}', 'post');
    expect(rename.tags).toEqual([TAG_EXTENSION, 'people']);
    expect(rename['x-aster-extension']).toBe('the rename sheet');
    expect(rename.description).toContain('home/config');
    const tree = operation(document, '/common/v1/tree', 'get');
    expect(tree.tags).toEqual([TAG_SECTION_7, 'tree']);
    expect(tree['x-aster-not-called']).toBe('no page shows trees');
    expect(tree['x-aster-extension']).toBeUndefined();
  });

  it('wraps data in the envelope, with 401 and the token where the call needs it', () => {
    const detail = operation(document, '/tapp/v1/people/{id}', 'get');
    expect(detail.security).toEqual([{ token: [] }]);
    expect(detail['x-aster-timeout-ms']).toBe(5000);
    const responses = detail.responses as JsonObject;
    expect(Object.keys(responses).sort()).toEqual(['200', '401', 'default']);
    expect(responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const schema = (((responses['200'] as JsonObject).content as JsonObject)['application/json'] as JsonObject).schema;
    expect(schema).toEqual({
      oneOf: [
        { allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { properties: { data: { $ref: '#/components/schemas/Person' } }, required: ['data'] }] },
        { $ref: '#/components/schemas/ErrorEnvelope' },
      ],
    });
    expect(Object.keys(operation(document, '/tapp/v1/people/list', 'get').responses as JsonObject)).not.toContain('401');
    // data the app does without (unknown, optional) is not required of the backend
    const unknownData = (operation(document, '/tapp/v1/people/{id}', 'post').responses as JsonObject)['200'];
    expect(JSON.stringify(unknownData)).not.toContain('"required":["data"]');
  });

  it('moves recursive schemas to components, and routes differing only in parameter names share one path', () => {
    const tree = operation(document, '/common/v1/tree', 'get');
    expect(JSON.stringify(tree.responses)).toMatch(/#\/components\/schemas\/tree\.get\.response/);
    expect(Object.keys(document.paths as JsonObject).filter((path) => path.startsWith('/tapp/v1/people/{'))).toEqual(['/tapp/v1/people/{id}']);
  });

  it('renders the same text whatever order the catalogue lists its entries in', () => {
    expect(renderOpenApiDocument(build([...entries].reverse()))).toBe(renderOpenApiDocument(document));
    const text = renderOpenApiDocument(document);
    expect(Object.keys(JSON.parse(text) as JsonObject).slice(0, 2)).toEqual(['openapi', 'info']);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('the structural check', () => {
  const broken = (change: (document: JsonObject) => void): string[] => {
    const document = JSON.parse(JSON.stringify(build())) as JsonObject;
    change(document);
    return checkOpenApiDocument(document);
  };
  const paths = (document: JsonObject) => document.paths as JsonObject;
  const detail = (document: JsonObject) => operation(document, '/tapp/v1/people/{id}', 'get');

  it('finds dangling references', () => {
    expect(broken((document) => delete ((document.components as JsonObject).schemas as JsonObject).Person).join('\n')).toMatch(/#\/components\/schemas\/Person: dangles/);
  });

  it('finds path parameters not declared, declared but not in the path, or not required', () => {
    expect(broken((document) => delete detail(document).parameters)).toContain('GET /tapp/v1/people/{id}: path parameter {id} is not declared');
    expect(broken((document) => (((detail(document).parameters as JsonObject[])[0] as JsonObject).required = false))).toContain('GET /tapp/v1/people/{id}: path parameter {id} is not required');
    expect(broken((document) => (detail(document).parameters as JsonObject[]).push({ name: 'other', in: 'path', required: true, schema: {} }))).toContain(
      'GET /tapp/v1/people/{id}: path parameter other is not in the path',
    );
  });

  it('finds operations without responses or with responses without descriptions, and shared operationIds', () => {
    expect(broken((document) => (detail(document).responses = {}))).toContain('GET /tapp/v1/people/{id}: no responses');
    expect(broken((document) => (((document.components as JsonObject).responses as JsonObject).Unauthorized = { content: {} }))).toContain(
      'GET /tapp/v1/people/{id}: response 401 without a description',
    );
    expect(broken((document) => (detail(document).operationId = 'people.list')).join('\n')).toMatch(/operationId people.list is also/);
  });

  it('finds a wrong version, undeclared security schemes and tags, and one route under two names', () => {
    expect(broken((document) => (document.openapi = '3.0.3'))).toContain('openapi is "3.0.3", not 3.1.x');
    expect(broken((document) => (detail(document).security = [{ cookie: [] }]))).toContain('GET /tapp/v1/people/{id}: security scheme "cookie" is not declared');
    expect(broken((document) => (detail(document).tags = ['nowhere']))).toContain('GET /tapp/v1/people/{id}: tag "nowhere" is not declared');
    expect(
      broken((document) => {
        paths(document)['/tapp/v1/people/{other}'] = { get: { ...detail(document), operationId: 'x', parameters: [{ name: 'other', in: 'path', required: true, schema: {} }] } };
      }),
    ).toContain('/tapp/v1/people/{other}: the same route as /tapp/v1/people/{id}');
  });
});
