import { HOME_PAGE, safeRedirectUrl } from '@aster/core-domain';
import type { NavigatorPort, PlatformNavigation } from './navigation';

/** An app URL for any target: the target itself when it is inside the app, the home page otherwise. */
export function appUrl(target: string): string {
  return safeRedirectUrl(target) ?? `/${HOME_PAGE}`;
}

/** Wraps a platform's navigation calls so that no call can leave the app (spec: redirects stay inside). */
export function createNavigator(platform: PlatformNavigation): NavigatorPort {
  return {
    navigateTo: (url) => platform.navigateTo(appUrl(url)),
    redirectTo: (url) => platform.redirectTo(appUrl(url)),
    reLaunch: (url) => platform.reLaunch(appUrl(url)),
    navigateBack: (delta = 1) => platform.navigateBack(Math.max(1, Math.floor(delta))),
    currentPage: () => platform.currentPage(),
    pageDepth: () => platform.pageDepth(),
  };
}

/** '/pages/x/index?a=1' from a mini-program page instance (route and the query it was opened with). */
export function miniPageUrl(route: string, options: Readonly<Record<string, string | undefined>> = {}): string {
  const query = Object.entries(options)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return query.length > 0 ? `/${route}?${query}` : `/${route}`;
}
