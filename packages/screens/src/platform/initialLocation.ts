/**
 * Runs once when the app module loads, before the router starts. Mini-programs: nothing to do (the launch
 * options carry the query and onPageNotFound handles wrong paths). Gives the launch query string.
 */
export function prepareInitialLocation(): string {
  return '';
}
