/** Where the H5 app lives on this server: card payments may only return there. */
export const APP_BASE_PATH = '/aster/';

/**
 * The path (+ query and hash) to return to after a card payment, or null when `returnUrl` leaves the app: another
 * host (`//evil.example/aster/`), another scheme (`javascript:`), a path outside /aster/ (`/aster/../admin`).
 */
export function appReturnPath(returnUrl: string, origin: string): string | null {
  const text = returnUrl.trim();
  // Control characters and backslashes are read differently by browsers and URL parsers: refuse them outright.
  if (text === '' || /[\\\u0000-\u001f\u007f]/.test(text)) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(text, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || !target.pathname.startsWith(APP_BASE_PATH)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The return path with the page's outcome appended; the app never trusts it and asks the server instead. */
export function withPayResult(returnPath: string, result: 'success' | 'cancel' | 'fail'): string {
  return `${returnPath}${returnPath.includes('?') ? '&' : '?'}payResult=${result}`;
}
