import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { type ApiClient, type LooseCallArgs } from '../client';
import { type AnyEndpointDef } from '../catalogue/define';
import { type SerializedApiError, isApiError } from '../errors';

/** What the store hands to every thunk (RTK's `extra`): the client built from the shell's ports. */
export interface ApiThunkExtra {
  client: ApiClient;
}

/** What an endpoint's `query` returns: the catalogue entry and the call's fields. */
export interface ApiCall extends LooseCallArgs {
  def: AnyEndpointDef;
}

/** The baseQuery of architecture.md: RTK Query hands each call to the core-api client. */
export const clientBaseQuery: BaseQueryFn<ApiCall, unknown, SerializedApiError> = async (call, baseQueryApi) => {
  const { client } = baseQueryApi.extra as ApiThunkExtra;
  const { def, ...args } = call;
  try {
    return { data: await client.callLoose(def, args) };
  } catch (error) {
    if (isApiError(error)) {
      return { error: error.toSerialized() };
    }
    throw error;
  }
};

/**
 * The one api slice. Each feature declares its tag types and injects its endpoints, derived from the catalogue
 * with fromCatalogue, in its own file (authApi, userApi, homeApi...).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  endpoints: () => ({}),
});
