import { type PageParams, type PagePath, type Route, pageUrl, readsNoParams } from '@aster/core-domain';
import { decodeParam } from '../hooks/pageParams';

/** A page as it opens: its URL (for the login redirect) and its parameters, or null when they do not fit. */
export interface PageOpening<P extends PagePath> {
  url: string;
  params: PageParams<P> | null;
}

/**
 * Reads the query a page opened with. Browsers hand values decoded, the mini-programs as written in the URL:
 * each value is decoded once, then checked by the route's schema (a parameter is input the app does not control).
 */
export function openPage<P extends PagePath>(route: Route & { path: P }, query: Readonly<Record<string, unknown>>): PageOpening<P> {
  const decoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') decoded[key] = decodeParam(value);
  }
  // A page that reads none opens without a parse: on H5 the home page does so before zod has arrived.
  if (readsNoParams(route)) return { url: pageUrl(route.path, decoded), params: {} as PageParams<P> };
  const parsed = route.params.safeParse(decoded);
  return { url: pageUrl(route.path, decoded), params: parsed.success ? (parsed.data as PageParams<P>) : null };
}
