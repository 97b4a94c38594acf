import { HOME_PAGE, safeRedirectUrl } from '@aster/core-domain';
import type { NavigatorPort, PlatformNavigation } from './navigation';

/** An app URL for any target: the target itself when it is inside the app, the home page otherwise. */
export function appUrl(target: string): string {
  return safeRedirectUrl(target) ?? `/${HOME_PAGE}`;
}

// Screens start a navigation and move on (`void navigation.x()`), like the other ports' calls: a platform
// refusal (a mini-program's back past the first page, a page that failed to load) leaves the user where they
// are and is logged, never an unhandled rejection.
function settled(move: Promise<void>, what: string): Promise<void> {
  return move.catch((error: unknown) => {
    console.warn(`navigation ${what} failed`, error);
  });
}

/** Wraps a platform's navigation calls so that no call can leave the app (spec: redirects stay inside) or reject. */
export function createNavigator(platform: PlatformNavigation): NavigatorPort {
  return {
    navigateTo: (url) => settled(platform.navigateTo(appUrl(url)), `to ${url}`),
    redirectTo: (url) => settled(platform.redirectTo(appUrl(url)), `to ${url}`),
    reLaunch: (url) => settled(platform.reLaunch(appUrl(url)), `to ${url}`),
    navigateBack: (delta = 1) => settled(platform.navigateBack(Math.max(1, Math.floor(delta))), 'back'),
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
