import { type AppDispatch, type ScanRoute, homeApi } from '@aster/core-api';
import { pageUrl, resolveRoute } from '@aster/core-domain';
import { decodeParam } from '../hooks/pageParams';
import type { LaunchQuery } from './launch';

/** The catalogue's bound on scan/router's scanCode. */
export const SCAN_CODE_MAX = 512;
/** Most parameters, and their lengths, a scanned route may hand its page (the page's own schema checks them). */
export const SCAN_QUERY_KEYS_MAX = 20;
const SCAN_KEY_MAX = 40;
const SCAN_VALUE_MAX = 512;
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The scanned code of a mini-program launch: WeChat's `q` (the whole link of a plain QR code, percent-encoded) or
 * `scene` (a 小程序码's scene, percent-encoded), Alipay's `qrCode` (the link scanned). Null when the launch was not
 * a scan, or the code is empty, too long or holds control characters.
 */
export function scanCodeFromLaunch(query: LaunchQuery | undefined): string | null {
  const raw = query?.q ?? query?.scene ?? query?.qrCode;
  if (raw === undefined) return null;
  const code = decodeParam(raw).trim();
  return code !== '' && code.length <= SCAN_CODE_MAX && !CONTROL.test(code) ? code : null;
}

/**
 * The app URL of the page scan/router answered, only a page of the route table this build has (an address outside
 * the app, or a page that is not built, opens nothing); its query bounded.
 */
export function scanRouteUrl(route: ScanRoute, builtPages: ReadonlySet<string>): string | null {
  if (route.page.length > 200 || /^[a-z][a-z0-9+.-]*:/i.test(route.page) || route.page.startsWith('//')) return null;
  const target = resolveRoute(route.page.split('?')[0] ?? '');
  if (target === undefined || !builtPages.has(target.path)) return null;
  const query = Object.entries(route.query)
    .filter(([key, value]) => /^[A-Za-z0-9_-]+$/.test(key) && key.length <= SCAN_KEY_MAX && value.length <= SCAN_VALUE_MAX && !CONTROL.test(value))
    .slice(0, SCAN_QUERY_KEYS_MAX);
  return pageUrl(target.path, Object.fromEntries(query));
}

/**
 * A launch from a scanned code: asks scan/router where it leads and opens that page in place of the launch page.
 * A code the server does not know stays on the launch page (the client has shown the server's 无法识别该二维码).
 * Returns the URL opened, or null.
 */
export async function openScannedCode(
  dispatch: AppDispatch,
  scanCode: string,
  builtPages: ReadonlySet<string>,
  reLaunch: (url: string) => Promise<void>,
): Promise<string | null> {
  let route: ScanRoute;
  try {
    route = await dispatch(homeApi.endpoints.resolveScanCode.initiate({ scanCode })).unwrap();
  } catch {
    return null;
  }
  const url = scanRouteUrl(route, builtPages);
  if (url !== null) await reLaunch(url);
  return url;
}
