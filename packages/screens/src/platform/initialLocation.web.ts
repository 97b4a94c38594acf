import { HOME_PAGE, resolveWebPath } from '@aster/core-domain';
import type { InitialLocation } from './initialLocation';

/**
 * H5 page-not-found rule (spec section 2), applied before Remax's router reads the URL: inserts /aster when
 * missing, rewrites house_detail_building and short aliases (/repair) to their page. Unknown paths are left
 * to the router, which opens the home page. Gives the query the page was opened with (c=digits), read
 * before any redirect can drop it, and the page the router will show.
 */
export function prepareInitialLocation(): InitialLocation {
  const { pathname, search, hash } = window.location;
  const resolved = resolveWebPath(pathname);
  if (resolved?.changed) window.history.replaceState(window.history.state, '', `${resolved.webPath}${search}${hash}`);
  return { search, page: resolved?.route.path ?? HOME_PAGE };
}
