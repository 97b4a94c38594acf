import * as React from 'react';
import { type AppDispatch, useAppDispatch } from '@aster/core-api';
import { useSchemasReady } from './useSchemasReady';

/** What RTK Query's `initiate` hands back: the page holds the request's cache entry until it closes. */
interface Subscription {
  unsubscribe(): void;
}

/**
 * Sends a page's first requests while React commits the page, before the browser paints it. Query hooks subscribe
 * in useEffect, which React 17 runs after the paint: on a slow phone that frame held the first request of an entry
 * page back by 0.25-0.5 s (issue 10). The page's own query hooks then find the request on its way (RTK Query sends
 * it once). `start` runs once per page, once the app can check the answers and has the session (H5's home page opens
 * a moment before: hooks/useSchemasReady.ts); what it subscribes to is released when the page closes.
 */
export function useRequestBeforePaint(start: (dispatch: AppDispatch) => Subscription[]): void {
  const dispatch = useAppDispatch();
  const startRef = React.useRef(start);
  const schemasReady = useSchemasReady();
  React.useLayoutEffect(() => {
    if (!schemasReady) return undefined;
    const subscriptions = startRef.current(dispatch);
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, schemasReady]);
}
