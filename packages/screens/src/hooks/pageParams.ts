/**
 * Route parameters as the page receives them. Browsers hand them decoded; the mini-programs hand them as they
 * were written in the URL (percent-encoded). A value that still holds %XX escapes is decoded once.
 */
export function decodeParam(value: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
