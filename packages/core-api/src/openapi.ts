// The endpoint catalogue as an OpenAPI 3.1 document (issue 38), for an operator whose backend the app is pointed at:
// every call with its method, path, query or body fields, headers and the envelope of its answer, each call of spec
// section 7 told apart from the app's extensions. The schemas are zod's own (`z.toJSONSchema`), so the document
// cannot say other than what the client and the reference server validate. scripts/openapi.ts writes it to
// docs/openapi.json; tests/consumers/openapi.test.ts fails while the committed copy differs from the catalogue.
// Not exported from the package: a build-time tool, not part of the app.
import { z } from 'zod';
import { type AnyEndpointDef, pathParamNames } from './catalogue/define';
import { ERROR_CODES, ERROR_MESSAGES } from './errors';
import { GRAY_HEADER_VALUE, PLATFORMS, REQUEST_HEADERS } from './headers';

export const OPENAPI_COMMAND = 'npx tsx scripts/openapi.ts --write';
export const OPENAPI_FILE = 'docs/openapi.json';

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** A zod schema (for callers outside this package, where `zod` does not resolve). */
export type ZodSchema = z.ZodType;

/** One catalogue entry, as listEndpoints() gives it (any feature name, so tests can hand in catalogues of their own). */
export interface OpenApiEntry {
  feature: string;
  name: string;
  def: AnyEndpointDef;
}

/**
 * Which side of a zod schema the document shows where the two differ (defaults, transforms, coercions, preprocess).
 * Both are the input side, deliberately: a request's input is what the server's own parse accepts, and a response's
 * input is what the app's `readAnswer` accepts from the backend (`def.response.safeParse(data)`), which is the
 * backend's contract. The output side would be the app's view after parsing: a `.default()` field turns required, a
 * plain object forbids extra fields (zod strips them, the app never rejects them), and a `.transform()` (the catalogue
 * turns ids that arrive as numbers or strings into strings) has no JSON Schema at all.
 */
export const SCHEMA_SIDES = { request: 'input', response: 'input' } as const satisfies Record<string, 'input' | 'output'>;

export const TAG_SECTION_7 = 'section 7';
export const TAG_EXTENSION = 'extension';
const DEFAULT_TIMEOUT_MS = 20_000;

const COMPONENT_KEY = /^[A-Za-z0-9.\-_]+$/;
const ref = (to: string): JsonObject => ({ $ref: to });
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const componentName = (text: string) => text.replace(/[^A-Za-z0-9.\-_]/g, '_');

/** A plain JSON copy (no undefined, no functions, non-finite numbers as null). */
const toJson = (value: unknown): Json => JSON.parse(JSON.stringify(value ?? null)) as Json;

/** Replaces every `$ref` value in place. */
function rewriteRefs(value: Json, rewrite: (to: string) => string): void {
  if (Array.isArray(value)) {
    value.forEach((item) => rewriteRefs(item, rewrite));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') value[key] = rewrite(item);
      else rewriteRefs(item, rewrite);
    }
  }
}

function zodType(schema: unknown): string {
  const def = (schema as { _zod?: { def?: { type?: unknown } } } | undefined)?._zod?.def;
  return typeof def?.type === 'string' ? def.type : 'unknown';
}

/**
 * One zod schema as a JSON Schema (2020-12, OpenAPI 3.1's dialect). Never throws: what has no JSON Schema (a custom
 * check, a transform on the chosen side) becomes "any value" marked `x-aster-unrepresentable`. Schemas zod puts under
 * `$defs` (recursive ones, ids from `.meta()`) move to components.schemas as `<base>.<name>`, their refs rewritten.
 */
function convert(schema: z.ZodType, io: 'input' | 'output', base: string, components: JsonObject, metadata: MetadataRegistry): JsonObject {
  let raw: unknown;
  try {
    raw = z.toJSONSchema(schema, {
      metadata,
      target: 'draft-2020-12',
      io,
      cycles: 'ref',
      reused: 'inline',
      unrepresentable: ({ zodSchema }) => ({
        description: `any value: the app checks it in code (zod ${zodType(zodSchema)}), which JSON Schema cannot say`,
        'x-aster-unrepresentable': zodType(zodSchema),
      }),
    });
  } catch (error) {
    raw = { description: 'any value: the schema could not be converted', 'x-aster-unrepresentable': String((error as Error).message ?? error).slice(0, 200) };
  }
  const json = toJson(raw);
  const root: JsonObject = isObject(json) ? json : {};
  delete root.$schema;
  const defs = isObject(root.$defs) ? root.$defs : {};
  delete root.$defs;
  // A named schema (an id given by `named`) is one component whatever call it is met in; others are the call's own.
  // Should a name's schema come out differently here (it should not), this call keeps its own copy.
  const shared = (name: string) => metadata.named.has(name);
  const names = new Map<string, string>();
  for (const name of Object.keys(defs)) names.set(`#/$defs/${name}`, shared(name) ? componentName(name) : `${base}.${componentName(name)}`);
  let rootReferenced = false;
  const rewrite = (to: string) => {
    const moved = names.get(to);
    if (moved !== undefined) return `#/components/schemas/${moved}`;
    if (!to.startsWith('#')) return to;
    // A reference into the schema itself (a recursive root): the schema moves to components with it.
    rootReferenced = true;
    return `#/components/schemas/${base}${to.slice(1)}`;
  };
  const rewritten = (): Record<string, Json> => {
    const copy = toJson(defs) as JsonObject;
    for (const def of Object.values(copy)) rewriteRefs(def, rewrite);
    return copy;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, def] of Object.entries(rewritten())) {
      const key = `#/$defs/${name}`;
      const target = names.get(key) ?? '';
      const existing = components[target];
      if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(def) && target !== `${base}.${componentName(name)}`) {
        names.set(key, `${base}.${componentName(name)}`);
        changed = true;
      }
    }
  }
  rewriteRefs(root, rewrite);
  for (const [name, def] of Object.entries(rewritten())) components[names.get(`#/$defs/${name}`) ?? name] = def;
  if (rootReferenced) {
    components[base] = root;
    return ref(`#/components/schemas/${base}`);
  }
  return root;
}

/**
 * zod's metadata for the conversion: the global registry's (`.meta()`, `.describe()`), plus an `id` for each schema
 * `named` names, so zod puts it under `$defs` and the document holds it once, under that name, in components.schemas.
 */
type MetadataRegistry = z.core.$ZodRegistry<Record<string, unknown>> & { named: Set<string> };

function metadataRegistry(named: ReadonlyMap<z.ZodType, string>): MetadataRegistry {
  const registry = z.registry<Record<string, unknown>>();
  const get = (schema: z.core.$ZodType): Record<string, unknown> | undefined => {
    const meta = z.globalRegistry.get(schema) as Record<string, unknown> | undefined;
    const id = named.get(schema as z.ZodType);
    return id === undefined ? meta : { ...meta, id };
  };
  registry.get = get as typeof registry.get;
  return Object.assign(registry, { named: new Set(named.values()) });
}

/**
 * The fields of a plain object schema, to be told apart (query or body); undefined for anything else: a union, a
 * reference, or an object of open fields without named ones (a record), which travels whole.
 */
function objectFields(schema: JsonObject): { properties: JsonObject; required: string[] } | undefined {
  if (schema.type !== 'object' || '$ref' in schema || 'anyOf' in schema || 'oneOf' in schema || 'allOf' in schema) return undefined;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const open = (schema.additionalProperties !== undefined && schema.additionalProperties !== false) || 'propertyNames' in schema || 'patternProperties' in schema;
  if (open && Object.keys(properties).length === 0) return undefined;
  const required = Array.isArray(schema.required) ? schema.required.filter((item): item is string => typeof item === 'string') : [];
  return { properties, required };
}

function queryParameter(name: string, schema: Json, required: boolean): JsonObject {
  const type = isObject(schema) ? schema.type : undefined;
  const parameter: JsonObject = { name, in: 'query', required, schema };
  // Arrays repeat the name (form, the default); an object's fields go as name[field] (no catalogue query has one).
  if (type === 'object') {
    parameter.style = 'deepObject';
    parameter.explode = true;
  }
  return parameter;
}

/** Query parameters for the given fields of a request schema; a schema without fields of its own is one form parameter. */
function queryParameters(schema: JsonObject, pick: (name: string) => boolean): JsonObject[] {
  const fields = objectFields(schema);
  if (fields === undefined) {
    return [{ name: 'fields', in: 'query', required: false, style: 'form', explode: true, schema, description: 'the request fields, each as a query field of its own' }];
  }
  return Object.entries(fields.properties)
    .filter(([name]) => pick(name))
    .map(([name, property]) => queryParameter(name, property, fields.required.includes(name)));
}

/** The success envelope of one call: the shared envelope, with this call's `data`. */
function successEnvelope(data: JsonObject, dataRequired: boolean): JsonObject {
  const own: JsonObject = { properties: { data } };
  if (dataRequired) own.required = ['data'];
  return { allOf: [ref('#/components/schemas/SuccessEnvelope'), own] };
}

/** Whether the app's response schema rejects a missing `data` (so the backend must send it). */
function dataRequired(def: AnyEndpointDef): boolean {
  try {
    return !def.response.safeParse(undefined).success;
  } catch {
    return true;
  }
}

function describeOperation(entry: OpenApiEntry): string {
  const { def, feature } = entry;
  const lines: string[] = [];
  if (def.extension !== undefined) {
    lines.push(
      `Not a call of spec section 7 (an extension of the app): ${def.extension}.`,
      `A backend serves it only if it lists "${feature}" in home/config's \`extensions\`; one that serves section 7 alone may answer 404.`,
    );
  } else {
    lines.push('A call of spec section 7.');
  }
  if (def.notCalled !== undefined) lines.push(`No page of the app makes this call: ${def.notCalled}.`);
  lines.push(def.needsAuth ? 'Needs the `token` header: without a valid one the answer is HTTP 401.' : 'Open to callers without a token (the app sends it when logged in).');
  if (def.method === 'POST' && (def.queryKeys?.length ?? 0) > 0) lines.push(`Fields sent in the query string, not the body: ${def.queryKeys?.join(', ')}.`);
  if (def.timeoutMs !== undefined) lines.push(`The app waits ${def.timeoutMs} ms for the answer (default ${DEFAULT_TIMEOUT_MS} ms).`);
  return lines.join('\n');
}

function operationOf(entry: OpenApiEntry, components: JsonObject, metadata: MetadataRegistry): JsonObject {
  const { def, feature, name } = entry;
  const operationId = `${feature}.${name}`;
  const base = componentName(operationId);
  const converted = convert(def.request, SCHEMA_SIDES.request, `${base}.request`, components, metadata);
  // A named request (a shared query schema) is split into fields like any other: look through its reference.
  const named = typeof converted.$ref === 'string' && Object.keys(converted).length === 1 ? components[converted.$ref.replace('#/components/schemas/', '')] : undefined;
  const request = isObject(named) ? named : converted;
  const data = convert(def.response, SCHEMA_SIDES.response, `${base}.response`, components, metadata);
  const queryKeys = new Set(def.queryKeys ?? []);

  const parameters: JsonObject[] = pathParamNames(def.path).map((param) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } }));
  let requestBody: JsonObject | undefined;
  if (def.method === 'GET') {
    parameters.push(...queryParameters(request, () => true));
  } else {
    const fields = objectFields(request);
    if (fields === undefined || (queryKeys.size === 0 && request !== converted)) {
      requestBody = { required: true, content: { 'application/json': { schema: converted } } };
    } else {
      parameters.push(...queryParameters(request, (field) => queryKeys.has(field)));
      const bodyNames = Object.keys(fields.properties).filter((field) => !queryKeys.has(field));
      if (bodyNames.length > 0) {
        const body: JsonObject = { ...request, properties: Object.fromEntries(bodyNames.map((field) => [field, fields.properties[field] ?? {}])) };
        const required = fields.required.filter((field) => bodyNames.includes(field));
        if (required.length > 0) body.required = required;
        else delete body.required;
        requestBody = { required: true, content: { 'application/json': { schema: body } } };
      }
    }
  }

  const responses: JsonObject = {
    '200': {
      description: 'The envelope: errorCode "0" with the data, or a business error (errorCode not "0") with the message the app shows.',
      content: { 'application/json': { schema: { oneOf: [successEnvelope(data, dataRequired(def)), ref('#/components/schemas/ErrorEnvelope')] } } },
    },
    default: ref('#/components/responses/Error'),
  };
  if (def.needsAuth) responses['401'] = ref('#/components/responses/Unauthorized');

  const operation: JsonObject = {
    operationId,
    summary: `${feature} ${name}`,
    description: describeOperation(entry),
    tags: [def.extension === undefined ? TAG_SECTION_7 : TAG_EXTENSION, feature],
    parameters,
    responses,
  };
  if (parameters.length === 0) delete operation.parameters;
  if (requestBody !== undefined) operation.requestBody = requestBody;
  if (def.needsAuth) operation.security = [{ token: [] }];
  if (def.extension !== undefined) operation['x-aster-extension'] = def.extension;
  if (def.notCalled !== undefined) operation['x-aster-not-called'] = def.notCalled;
  if (def.timeoutMs !== undefined) operation['x-aster-timeout-ms'] = def.timeoutMs;
  return operation;
}

/** `/a/{x}/b` and `/a/{y}/b` are one route: OpenAPI allows one of them, so later ones take the first's names. */
const routeShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

function headerParameters(): JsonObject {
  return {
    companyId: { name: REQUEST_HEADERS.companyId, in: 'header', required: true, schema: { type: 'string' }, description: 'The operator company the app runs for.' },
    platform: { name: REQUEST_HEADERS.platform, in: 'header', required: true, schema: { type: 'string', enum: [...PLATFORMS] }, description: 'Where the app runs: WeChat mini-program, Alipay mini-program, WeChat public-account H5, plain web.' },
    userId: { name: REQUEST_HEADERS.userId, in: 'header', required: false, schema: { type: 'string' }, description: 'The logged-in user, sent with the token.' },
    gray: { name: REQUEST_HEADERS.gray, in: 'header', required: false, schema: { type: 'string', enum: [GRAY_HEADER_VALUE] }, description: 'Present when the gray environment is enabled.' },
  };
}

function staticComponents(): JsonObject {
  const errorEnvelope: JsonObject = {
    type: 'object',
    description: `A business error: the app shows the message (a modal titled 提示 when errorCode contains ALERT, a toast otherwise). Without errorCode it is code ${ERROR_CODES.defaultBusiness}; without message, ${ERROR_MESSAGES.defaultBusiness}.`,
    properties: {
      errorCode: { type: ['string', 'number', 'null'], not: { enum: ['0', 0] } },
      message: { type: ['string', 'null'] },
      data: {},
    },
  };
  return {
    schemas: {
      SuccessEnvelope: {
        type: 'object',
        description: 'Success (spec section 7: errorCode "0", or 0); each call describes its `data`.',
        properties: { errorCode: { enum: ['0', 0] }, message: { type: ['string', 'null'] }, data: {} },
        required: ['errorCode'],
      },
      ErrorEnvelope: errorEnvelope,
    },
    parameters: headerParameters(),
    responses: {
      Unauthorized: {
        description: `HTTP 401: no valid token. The app logs out and opens the login page without a toast (code ${ERROR_CODES.unauthorized}, ${ERROR_MESSAGES.unauthorized}); the body is not read.`,
        content: { 'application/json': { schema: ref('#/components/schemas/ErrorEnvelope'), example: { errorCode: ERROR_CODES.unauthorized, message: ERROR_MESSAGES.unauthorized } } },
      },
      Error: {
        description: `Any other status outside 2xx: the app shows the body's message (its code is the HTTP status), or ${ERROR_MESSAGES.unknown} when there is none.`,
        content: { 'application/json': { schema: ref('#/components/schemas/ErrorEnvelope') } },
      },
    },
    securitySchemes: {
      token: { type: 'apiKey', in: 'header', name: REQUEST_HEADERS.token, description: 'The token of POST /common/v2/login (and the other login calls).' },
    },
  };
}

export interface OpenApiOptions {
  /** info.version: the version of @aster/core-api the document describes. */
  version: string;
  /**
   * Schemas shown once under a name in components.schemas (the entities the calls share), referenced wherever a call
   * uses them; names must be unique and legal component names. Others are written out in each call.
   */
  named?: ReadonlyMap<z.ZodType, string>;
}

/** The OpenAPI 3.1 document of the given catalogue entries (listEndpoints()). */
export function buildOpenApiDocument(entries: readonly OpenApiEntry[], options: OpenApiOptions): JsonObject {
  const components = staticComponents();
  const schemas = components.schemas as JsonObject;
  const metadata = metadataRegistry(options.named ?? new Map());
  const paths: JsonObject = {};
  const firstOfShape = new Map<string, string>();
  const features = new Set<string>();
  const route = (entry: OpenApiEntry) => `${entry.def.prefix}/${entry.def.path} ${entry.def.method}`;
  for (const entry of [...entries].sort((a, b) => (route(a) < route(b) ? -1 : route(a) > route(b) ? 1 : 0))) {
    features.add(entry.feature);
    let path = `${entry.def.prefix}/${entry.def.path}`;
    const operation = operationOf(entry, schemas, metadata);
    const first = firstOfShape.get(routeShape(path));
    if (first === undefined) {
      firstOfShape.set(routeShape(path), path);
    } else if (first !== path) {
      // Path parameter names are not on the wire: show this call under the first route's names, in order.
      const names = pathParamNames(first);
      const own = pathParamNames(path);
      const renamed = new Map(own.map((param, index) => [param, names[index] ?? param]));
      for (const parameter of (operation.parameters as JsonObject[] | undefined) ?? []) {
        if (parameter.in === 'path' && typeof parameter.name === 'string') parameter.name = renamed.get(parameter.name) ?? parameter.name;
      }
      path = first;
    }
    const item = (paths[path] ??= {
      parameters: ['companyId', 'platform', 'userId', 'gray'].map((name) => ref(`#/components/parameters/${name}`)),
    }) as JsonObject;
    const method = entry.def.method.toLowerCase();
    if (item[method] !== undefined) {
      // Two definitions of one route: the catalogue's own test forbids it; the document keeps the first.
      continue;
    }
    item[method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aster tenant app: the calls it makes',
      version: options.version,
      description: [
        'Generated from the endpoint catalogue (packages/core-api/src/catalogue) by `' + OPENAPI_COMMAND + '`: do not edit.',
        'Every answer is the envelope {errorCode, data, message}: errorCode "0" (or 0) is success and `data` is described per call; any other errorCode is a business error shown with its message. HTTP 401 means "not logged in".',
        'Calls tagged "section 7" are those of the spec, which an operator\'s backend serves. Calls tagged "extension" (`x-aster-extension` says what the app needs each for) are optional: a backend lists the catalogue features whose extensions it serves in home/config\'s `extensions`.',
        'Headers of every request: companyId, platform, userId and token when logged in, gray when enabled; JSON bodies. The app waits 20 s for an answer unless a call says otherwise (`x-aster-timeout-ms`).',
        'Schemas show what the app accepts: a request as the server-side parse accepts it, an answer\'s data as the app\'s check accepts it (both the input side of the zod schemas).',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'The API base URL the apps are built with (ASTER_API_BASE; H5 default: its own origin).' }],
    security: [{}, { token: [] }],
    tags: [
      { name: TAG_SECTION_7, description: 'The calls of spec section 7: what an operator\'s backend serves.' },
      { name: TAG_EXTENSION, description: 'Not named by section 7: optional, per feature (home/config `extensions`).' },
      ...[...features].sort().map((feature) => ({ name: feature, description: `Catalogue feature "${feature}".` })),
    ],
    paths,
    components,
  };
}

const TOP_LEVEL_ORDER = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];

/** Keys sorted (the document's top level in OpenAPI's usual order), so a change of the catalogue is a small diff. */
export function sortKeys(value: Json, top = true): Json {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, false));
  if (!isObject(value)) return value;
  const rank = (key: string) => (top && TOP_LEVEL_ORDER.includes(key) ? TOP_LEVEL_ORDER.indexOf(key) : TOP_LEVEL_ORDER.length);
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, sortKeys(value[key] ?? null, false)]));
}

/** The document as the committed file holds it: sorted keys, two-space indent, a final newline. */
export function renderOpenApiDocument(document: JsonObject): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PARAMETER_PLACES = ['query', 'header', 'path', 'cookie'];

function resolvePointer(document: JsonObject, pointer: string): Json | undefined {
  if (!pointer.startsWith('#')) return undefined;
  if (pointer === '#') return document;
  if (!pointer.startsWith('#/')) return undefined;
  let at: Json | undefined = document;
  for (const raw of pointer.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at) && /^\d+$/.test(key)) at = at[Number(key)];
    else if (isObject(at) && Object.prototype.hasOwnProperty.call(at, key)) at = at[key];
    else return undefined;
  }
  return at;
}

/**
 * Structural checks of an OpenAPI 3.1 document (no validator dependency): the problems found, empty when none.
 * Every `$ref` resolves inside the document; every path template's parameters are declared as required path
 * parameters and no others; every operation has responses with descriptions and a unique operationId; parameters
 * are unique per place; security names exist; component names are legal; no two paths are the same route.
 */
export function checkOpenApiDocument(document: JsonObject): string[] {
  const problems: string[] = [];
  const resolve = (value: Json | undefined): Json | undefined => {
    let at = value;
    for (let hops = 0; hops < 10 && isObject(at) && typeof at.$ref === 'string'; hops += 1) at = resolvePointer(document, at.$ref);
    return at;
  };

  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is ${JSON.stringify(document.openapi)}, not 3.1.x`);
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') problems.push('info needs a title and a version');

  const refs: string[] = [];
  const collect = (value: Json, at: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => collect(item, `${at}/${index}`));
    else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string') refs.push(`${at} -> ${item}`);
        else collect(item, `${at}/${key}`);
      }
    }
  };
  collect(document, '#');
  for (const found of refs) {
    const to = found.slice(found.indexOf(' -> ') + 4);
    if (!to.startsWith('#')) problems.push(`${found}: points outside the document`);
    else if (resolvePointer(document, to) === undefined) problems.push(`${found}: dangles`);
  }

  const components = isObject(document.components) ? document.components : {};
  for (const [kind, members] of Object.entries(components)) {
    for (const name of Object.keys(isObject(members) ? members : {})) {
      if (!COMPONENT_KEY.test(name)) problems.push(`components.${kind}.${name}: not a legal component name`);
    }
  }
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const checkSecurity = (security: Json | undefined, at: string) => {
    if (security === undefined) return;
    if (!Array.isArray(security)) return problems.push(`${at}: security is not a list`);
    for (const requirement of security) {
      for (const name of Object.keys(isObject(requirement) ? requirement : {})) {
        if (!isObject(schemes[name])) problems.push(`${at}: security scheme "${name}" is not declared`);
      }
    }
    return undefined;
  };
  checkSecurity(document.security, 'document');

  const declaredTags = new Set((Array.isArray(document.tags) ? document.tags : []).map((tag) => (isObject(tag) ? tag.name : undefined)));
  const operationIds = new Map<string, string>();
  const shapes = new Map<string, string>();
  const paths = document.paths;
  if (!isObject(paths)) {
    problems.push('paths is missing');
    return problems;
  }
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    const shape = routeShape(path);
    const same = shapes.get(shape);
    if (same !== undefined) problems.push(`${path}: the same route as ${same}`);
    shapes.set(shape, path);
    const templated = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
    if (new Set(templated).size !== templated.length) problems.push(`${path}: a path parameter appears twice`);
    const item = resolve(rawItem);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    const methods = HTTP_METHODS.filter((method) => item[method] !== undefined);
    if (methods.length === 0) problems.push(`${path}: no operation`);
    for (const method of methods) {
      const at = `${method.toUpperCase()} ${path}`;
      const operation = item[method];
      if (!isObject(operation)) {
        problems.push(`${at}: not an operation`);
        continue;
      }
      if (typeof operation.operationId === 'string') {
        const other = operationIds.get(operation.operationId);
        if (other !== undefined) problems.push(`${at}: operationId ${operation.operationId} is also ${other}'s`);
        operationIds.set(operation.operationId, at);
      }
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) {
        if (!declaredTags.has(tag)) problems.push(`${at}: tag ${JSON.stringify(tag)} is not declared`);
      }
      checkSecurity(operation.security, at);

      // Operation parameters override path-level ones of the same name and place.
      const parameters = new Map<string, JsonObject>();
      const seen = new Set<string>();
      for (const [level, list] of [['path item', shared], ['operation', Array.isArray(operation.parameters) ? operation.parameters : []]] as const) {
        for (const raw of list) {
          const parameter = resolve(raw);
          if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') {
            problems.push(`${at}: a ${level} parameter without name and in`);
            continue;
          }
          const key = `${parameter.in}:${parameter.name}`;
          if (seen.has(`${level}:${key}`)) problems.push(`${at}: ${level} parameter ${parameter.name} (${parameter.in}) declared twice`);
          seen.add(`${level}:${key}`);
          if (!PARAMETER_PLACES.includes(parameter.in)) problems.push(`${at}: parameter ${parameter.name} is in "${parameter.in}"`);
          if ((parameter.schema === undefined) === (parameter.content === undefined)) problems.push(`${at}: parameter ${parameter.name} needs a schema or a content, not both`);
          parameters.set(key, parameter);
        }
      }
      for (const name of templated) {
        const parameter = parameters.get(`path:${name}`);
        if (parameter === undefined) problems.push(`${at}: path parameter {${name}} is not declared`);
        else if (parameter.required !== true) problems.push(`${at}: path parameter {${name}} is not required`);
      }
      for (const parameter of parameters.values()) {
        if (parameter.in === 'path' && !templated.includes(String(parameter.name))) problems.push(`${at}: path parameter ${String(parameter.name)} is not in the path`);
      }

      if (operation.requestBody !== undefined) {
        const body = resolve(operation.requestBody);
        if (!isObject(body) || !isObject(body.content) || Object.keys(body.content).length === 0) problems.push(`${at}: requestBody without content`);
      }
      const responses = operation.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0) {
        problems.push(`${at}: no responses`);
        continue;
      }
      for (const [status, raw] of Object.entries(responses)) {
        if (!/^([1-5](\d\d|XX)|default)$/.test(status)) problems.push(`${at}: response key ${status}`);
        const response = resolve(raw);
        if (!isObject(response) || typeof response.description !== 'string') problems.push(`${at}: response ${status} without a description`);
      }
    }
  }
  return problems;
}
