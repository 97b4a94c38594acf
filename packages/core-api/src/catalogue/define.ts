import { z } from 'zod';

/**
 * The URL prefixes of spec section 7. `/third-party-sdk` is not in the spec's prefix sentence, but the
 * Alipay face-scan calls are written as living "under /third-party-sdk/v1", so it is kept as a prefix of its own.
 */
export const API_PREFIXES = [
  '/tapp/v1',
  '/common/v1',
  '/common/v2',
  '/tapp/v2',
  '/tapp/v3',
  '/tenant-service',
  '/unity-activity',
  '/third-party-sdk',
] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];

export const DEFAULT_PREFIX: ApiPrefix = '/tapp/v1';

export type HttpMethod = 'GET' | 'POST';

/** Names of the `{name}` placeholders of a path, as a string-literal union. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type PathParams<P extends string> = Record<PathParamName<P>, string | number>;

export interface EndpointDef<
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  prefix: ApiPrefix;
  /** Relative to the prefix, no leading slash; path parameters as `{id}`. */
  path: P;
  /** Query fields of a GET, body fields of a POST (except `queryKeys`). */
  request: Req;
  /** Schema of the envelope's `data` on success. `z.unknown()` where the feature is not built yet. */
  response: Res;
  /** Fields of a POST request that travel in the query string instead of the body. */
  queryKeys?: readonly string[];
  /** Overrides the client's default timeout (20 s). */
  timeoutMs?: number;
  /** The server answers 401 without a token. */
  needsAuth?: boolean;
  /** Part of logging in: not held back by the auto-login gate (it is what the others wait for). */
  loginCall?: boolean;
  /**
   * Not a call of spec section 7: what the app needs it for. An operator's backend may not serve it (the spec-only
   * backend answers 404), so the page that uses it hides the feature or says it is not enabled.
   */
  extension?: string;
  /** A section 7 call no page makes: why not. */
  notCalled?: string;
}

export type AnyEndpointDef = EndpointDef<string, z.ZodType, z.ZodType>;
export type EndpointRequest<D extends AnyEndpointDef> = z.input<D['request']>;
export type EndpointResponse<D extends AnyEndpointDef> = z.output<D['response']>;
export type EndpointPathParams<D extends AnyEndpointDef> = PathParams<D['path']>;

const emptyRequest = z.object({});
// Declared once, not built inside defineEndpoint: H5 builds schemas on first use, once zod has arrived.
const unknownResponse = z.unknown();
type EmptyRequest = typeof emptyRequest;

/** Declares one endpoint; prefix defaults to /tapp/v1 and request to "no fields", so types flow from the literal. */
export function defineEndpoint<
  const P extends string,
  Req extends z.ZodType = EmptyRequest,
  Res extends z.ZodType = z.ZodUnknown,
>(def: {
  method: HttpMethod;
  prefix?: ApiPrefix;
  path: P;
  request?: Req;
  response?: Res;
  queryKeys?: readonly string[];
  timeoutMs?: number;
  needsAuth?: boolean;
  loginCall?: boolean;
  extension?: string;
  notCalled?: string;
}): EndpointDef<P, Req, Res> {
  return {
    ...def,
    prefix: def.prefix ?? DEFAULT_PREFIX,
    request: (def.request ?? emptyRequest) as Req,
    response: (def.response ?? unknownResponse) as Res,
  };
}

/** Each endpoint's catalogue feature (the key of `catalogue` its group is listed under), set by `inCatalogueFeature`. */
const featureOfEndpoint = new WeakMap<AnyEndpointDef, string>();

/**
 * Names the catalogue feature of every endpoint of a group; each catalogue file calls it beside its groups. The client
 * reads it to ask whether the backend serves an extension (home/config's `extensions` lists features), without
 * importing the whole catalogue (the H5 build places each catalogue file with the pages that use it).
 */
export function inCatalogueFeature(feature: string, endpoints: Record<string, AnyEndpointDef>): void {
  for (const def of Object.values(endpoints)) featureOfEndpoint.set(def, feature);
}

/** The catalogue feature of an endpoint (`undefined` for one declared outside the catalogue, e.g. in a test). */
export function catalogueFeatureOf(def: AnyEndpointDef): string | undefined {
  return featureOfEndpoint.get(def);
}

const placeholder = /\{([^}]+)\}/g;

/** The `{name}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(placeholder)].map((match) => match[1] ?? '');
}

/** prefix + "/" + path, each `{name}` replaced by its URI-encoded value. A missing value is a programming error. */
export function endpointPath<D extends AnyEndpointDef>(def: D, pathParams?: EndpointPathParams<D>): string {
  const values = (pathParams ?? {}) as Record<string, string | number | undefined>;
  const path = def.path.replace(placeholder, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${def.method} ${def.prefix}/${def.path}`);
    }
    return encodeURIComponent(String(value));
  });
  return `${def.prefix}/${path}`;
}

/** The same route as a fastify pattern (`/tapp/v1/contract/:id`), so the server registers it from this catalogue. */
export function serverRoutePattern(def: AnyEndpointDef): string {
  return `${def.prefix}/${def.path.replace(placeholder, (_whole, name: string) => `:${name}`)}`;
}

/** "GET /tapp/v1/home/banners": how errors and logs name an endpoint. */
export function endpointLabel(def: AnyEndpointDef): string {
  return `${def.method} ${def.prefix}/${def.path}`;
}

/**
 * Numbers that travel in a query string arrive as text on the server: coerce there, while the client still
 * types them as numbers.
 */
export const queryNumber = () => z.coerce.number<number>();

/** The app reads nothing from the answer (the envelope's success is all that matters). */
export const NoContentSchema = z.unknown();
