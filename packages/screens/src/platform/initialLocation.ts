/** What the app knows of its launch before any page or the router starts. */
export interface InitialLocation {
  /** The launch query string (H5: `?c=...`); the mini-programs' launch options carry theirs. */
  search: string;
  /** The page the app opens on, when known this early (H5: from the URL); null on the mini-programs. */
  page: string | null;
}

/**
 * Runs once when the app module loads, before the router starts. Mini-programs: nothing to do (the launch
 * options carry the query and onPageNotFound handles wrong paths).
 */
export function prepareInitialLocation(): InitialLocation {
  return { search: '', page: null };
}
