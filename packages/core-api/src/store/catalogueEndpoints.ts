import {
  type BaseQueryMeta,
  type EndpointBuilder,
  type InfiniteQueryDefinition,
  type InfiniteQueryExtraOptions,
  type MutationDefinition,
  type MutationExtraOptions,
  type QueryDefinition,
  type QueryExtraOptions,
} from '@reduxjs/toolkit/query/react';
import { type z } from 'zod';
import { type AnyEndpointDef, type EndpointResponse, type PathParams, pathParamNames } from '../catalogue/define';
import { type RequestOptions } from '../client';
import { type ApiCall, type clientBaseQuery } from './api';

type ClientBaseQuery = typeof clientBaseQuery;
type NoFields = Record<never, never>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/**
 * T itself, but not a place TypeScript infers T from: the `endpoints` object that receives a definition would
 * otherwise lend its `any` to the argument and result types. (NoInfer would stay in the type and make a `void`
 * argument mandatory in the hooks.)
 */
type Resolved<T> = T extends infer U ? U : never;

/** zod 4 types a request of no fields as Record<string, never>: as an argument that is "no fields". */
type RequestFields<D extends AnyEndpointDef> =
  z.input<D['request']> extends infer Fields
    ? string extends keyof Fields
      ? [Fields[keyof Fields]] extends [never]
        ? NoFields
        : Fields
      : Fields
    : never;

/**
 * What one call of an endpoint takes: its path parameters and its request fields side by side (the catalogue
 * test keeps their names apart, so each field has one place to go).
 */
export type EndpointFields<D extends AnyEndpointDef> = Simplify<PathParams<D['path']> & RequestFields<D>>;

/** The endpoint's own argument: its fields, which may be left out (void) when none is required. */
export type EndpointArg<D extends AnyEndpointDef> =
  NoFields extends EndpointFields<D>
    ? [keyof EndpointFields<D>] extends [never]
      ? void
      : EndpointFields<D> | void
    : EndpointFields<D>;

/** The request fields of an endpoint that can carry a page number (for infinite lists). */
type PageField<D extends AnyEndpointDef> = {
  [K in keyof EndpointFields<D>]: EndpointFields<D>[K] extends number | undefined ? K : never;
}[keyof EndpointFields<D>] &
  string;
type PageParam<D extends AnyEndpointDef, K extends string> = K extends keyof EndpointFields<D> ? NonNullable<EndpointFields<D>[K]> : never;
/** An infinite list's argument: the fields without the page field. */
type ListArg<D extends AnyEndpointDef, K extends string> = Simplify<Omit<EndpointFields<D>, K>>;

/** What an endpoint's `query` hands to the baseQuery: path parameters to the path, the other fields to the request. */
export function catalogueCall(def: AnyEndpointDef, fields: object | void, options: RequestOptions & { headers?: Record<string, string> | undefined } = {}): ApiCall {
  const names = pathParamNames(def.path);
  const pathParams: Record<string, string | number> = {};
  const request: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (names.includes(name)) {
      pathParams[name] = value as string | number;
    } else {
      request[name] = value;
    }
  }
  const { headers, ...switches } = options;
  return { def, pathParams, request, ...switches, ...(headers === undefined ? {} : { headers }) };
}

/**
 * The argument mapping: optional while the argument is the entry's own, required for any other (so an
 * argument type stated by hand cannot skip the check against the entry).
 */
type ArgMapping<D extends AnyEndpointDef, A> = [A] extends [EndpointArg<D>]
  ? { mapArg?: (arg: A) => NoInfer<EndpointArg<D>> }
  : { mapArg: (arg: A) => NoInfer<EndpointArg<D>> };

type TransformResponse<D extends AnyEndpointDef, A, R> = (
  response: EndpointResponse<D>,
  meta: BaseQueryMeta<ClientBaseQuery>,
  arg: NoInfer<A>,
) => R | Promise<R>;

/**
 * The answer's reshaping, typed from the response schema: optional while the result is the entry's output,
 * required for any other (a result type stated by hand has to come from the answer).
 */
type ResponseMapping<D extends AnyEndpointDef, A, R> = [EndpointResponse<D>] extends [R]
  ? { transformResponse?: TransformResponse<D, A, R> }
  : { transformResponse: TransformResponse<D, A, R> };

/** Headers of one call taken from its argument (a solved proof of work), beside the app's own. */
interface HeaderMapping<A> {
  mapHeaders?: (arg: A) => Record<string, string> | undefined;
}

/** What fromCatalogue adds to RTK Query's own options: the client's call switches and the mappings. */
type CatalogueCallOptions<D extends AnyEndpointDef, A, R> = RequestOptions & ArgMapping<D, A> & ResponseMapping<D, A, R> & HeaderMapping<NoInfer<A>>;

export type CatalogueQueryOptions<D extends AnyEndpointDef, A, R, TagTypes extends string, ReducerPath extends string> = Omit<
  QueryExtraOptions<TagTypes, NoInfer<R>, NoInfer<A>, ClientBaseQuery, ReducerPath>,
  'type'
> &
  CatalogueCallOptions<D, A, R>;

export type CatalogueMutationOptions<D extends AnyEndpointDef, A, R, TagTypes extends string, ReducerPath extends string> = Omit<
  MutationExtraOptions<TagTypes, NoInfer<R>, NoInfer<A>, ClientBaseQuery, ReducerPath>,
  'type'
> &
  CatalogueCallOptions<D, A, R>;

/** The options may be left out when none of them is required. */
type OptionsArgs<O> = NoFields extends O ? [options?: O] : [options: O];

export type CatalogueInfiniteQueryOptions<
  D extends AnyEndpointDef,
  K extends string,
  TagTypes extends string,
  ReducerPath extends string,
> = Omit<InfiniteQueryExtraOptions<TagTypes, EndpointResponse<D>, ListArg<D, K>, PageParam<D, K>, ClientBaseQuery, ReducerPath>, 'type'> &
  RequestOptions & {
    /** The request field that carries the page (its value is the page param). */
    pageField: K;
  };

/** The endpoints one catalogue entry can become; each takes its RTK Query options, typed from the entry. */
export interface CatalogueEndpoint<D extends AnyEndpointDef, TagTypes extends string, ReducerPath extends string> {
  query<A = EndpointArg<D>, R = EndpointResponse<D>>(
    ...options: OptionsArgs<CatalogueQueryOptions<D, A, R, TagTypes, ReducerPath>>
  ): QueryDefinition<Resolved<A>, ClientBaseQuery, TagTypes, Resolved<R>, ReducerPath>;
  mutation<A = EndpointArg<D>, R = EndpointResponse<D>>(
    ...options: OptionsArgs<CatalogueMutationOptions<D, A, R, TagTypes, ReducerPath>>
  ): MutationDefinition<Resolved<A>, ClientBaseQuery, TagTypes, Resolved<R>, ReducerPath>;
  /** An infinite list: the argument is the fields without `pageField`, the page param is that field's value. */
  infiniteQuery<K extends PageField<D>>(
    options: CatalogueInfiniteQueryOptions<D, K, TagTypes, ReducerPath>,
  ): InfiniteQueryDefinition<ListArg<D, K>, PageParam<D, K>, ClientBaseQuery, TagTypes, EndpointResponse<D>, ReducerPath>;
}

/**
 * An RTK Query endpoint derived from a catalogue entry: `fromCatalogue(build, def).query({ providesTags })`.
 * Its argument is the entry's path parameters and request fields (or what `mapArg` takes), its result the
 * response schema's output (or what `transformResponse` returns). The entry is bound before the options so
 * that the options are checked against a known entry (a literal such as `agreed: true` keeps its type).
 */
export function fromCatalogue<D extends AnyEndpointDef, TagTypes extends string, ReducerPath extends string>(
  build: EndpointBuilder<ClientBaseQuery, TagTypes, ReducerPath>,
  def: D,
): CatalogueEndpoint<D, TagTypes, ReducerPath> {
  // Without mapArg the argument is the entry's own; without transformResponse the result is the answer the
  // client already parsed with def.response.
  function definition<A, R, Extra extends object>(options: CatalogueCallOptions<D, A, R> & Extra) {
    const { mapArg, mapHeaders, transformResponse, loading, silent, ...extra } = options;
    return {
      ...extra,
      query: (arg: A) => catalogueCall(def, mapArg ? mapArg(arg) : (arg as EndpointArg<D>), { loading, silent, headers: mapHeaders?.(arg) }),
      transformResponse: (response: unknown, meta: BaseQueryMeta<ClientBaseQuery>, arg: A): R | Promise<R> =>
        transformResponse ? transformResponse(response as EndpointResponse<D>, meta, arg) : (response as R),
    };
  }
  // Options may be left out only when none is required (OptionsArgs): then there are none.
  function query<A, R>(options = {} as CatalogueQueryOptions<D, A, R, TagTypes, ReducerPath>) {
    return build.query<R, A>(definition(options));
  }
  function mutation<A, R>(options = {} as CatalogueMutationOptions<D, A, R, TagTypes, ReducerPath>) {
    return build.mutation<R, A>(definition(options));
  }
  function infiniteQuery<K extends PageField<D>>(options: CatalogueInfiniteQueryOptions<D, K, TagTypes, ReducerPath>) {
    const { pageField, loading, silent, ...extra } = options;
    return build.infiniteQuery<EndpointResponse<D>, ListArg<D, K>, PageParam<D, K>>({
      ...extra,
      query: ({ queryArg, pageParam }) => catalogueCall(def, { ...queryArg, [pageField]: pageParam }, { loading, silent }),
      transformResponse: (response: unknown) => response as EndpointResponse<D>,
    });
  }
  // The interface declares Resolved<A> where these have A: the same type, only hidden from inference.
  return { query, mutation, infiniteQuery } as CatalogueEndpoint<D, TagTypes, ReducerPath>;
}
