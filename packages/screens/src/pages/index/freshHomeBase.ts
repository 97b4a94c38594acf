import * as React from 'react';
import { homeApi, useAppDispatch, useGetHomeBaseHashQuery, useGetHomeBaseQuery } from '@aster/core-api';

/**
 * The home/base-hash the home page's base was last checked against, per city, for this app run. Kept outside the
 * page so a relaunched home page (tab bar, 回到首页) finds it with the base RTK Query still holds.
 */
const heldHashes = new Map<number, string>();

/** Forgets the held hashes (tests; a logout is handled by the page's reload). */
export function forgetHomeBaseHashes(): void {
  heldHashes.clear();
}

/**
 * home/base, kept for the app run (its catalogue endpoint keeps an unused answer a day) and asked again only when
 * home/base-hash says it changed: the hash is asked each time the home page opens or shows again; a different one
 * than the base was held with refetches the base. The first hash after a base loads is taken as that base's.
 * `reload` asks both afresh (pull-down, login or logout: the tenant's contracts and activities come with the base).
 */
export function useFreshHomeBase(cityId: number, skip: boolean) {
  const dispatch = useAppDispatch();
  const base = useGetHomeBaseQuery({ cityId }, { skip });
  const hasBase = base.data !== undefined;
  const hash = useGetHomeBaseHashQuery({ cityId }, { skip: skip || !hasBase, refetchOnMountOrArgChange: true });
  const current = hash.data?.hash;
  // Asked again through the store, never with a hook's refetch: a refetch between a skip and the next subscription
  // (a login returning to the page) throws, where initiate just asks.
  const refetchBase = React.useMemo(
    () => (skip ? null : () => dispatch(homeApi.endpoints.getHomeBase.initiate({ cityId }, { forceRefetch: true, subscribe: false }))),
    [skip, cityId, dispatch],
  );
  const refetchHash = React.useCallback(() => dispatch(homeApi.endpoints.getHomeBaseHash.initiate({ cityId }, { forceRefetch: true, subscribe: false })), [cityId, dispatch]);

  React.useEffect(() => {
    if (current === undefined || !hasBase || refetchBase === null || hash.isFetching) return;
    const held = heldHashes.get(cityId);
    heldHashes.set(cityId, current);
    if (held !== undefined && held !== current) void refetchBase();
  }, [current, hasBase, cityId, refetchBase, hash.isFetching]);

  const hashReady = !skip && hasBase && hash.data !== undefined && !hash.isFetching;
  /** On the page's onShow: has the base changed meanwhile? */
  const checkHash = React.useCallback(() => {
    if (hashReady) void refetchHash();
  }, [hashReady, refetchHash]);
  const reload = React.useCallback(async () => {
    if (refetchBase === null) return;
    heldHashes.delete(cityId);
    await refetchBase();
    if (hashReady) await refetchHash();
  }, [refetchBase, refetchHash, hashReady, cityId]);
  return { base, checkHash, reload: refetchBase === null ? null : reload };
}
