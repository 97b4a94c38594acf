import type { GetCurrentPages, MiniCallbacks } from './miniApi';
import { promisifyMini } from './miniApi';
import { createNavigator, miniPageUrl } from './safeNavigation';

/** The navigation calls WeChat's `wx` and Alipay's `my` share, with the same shapes. */
export interface MiniNavigationApi {
  navigateTo(options: { url: string } & MiniCallbacks<unknown>): void;
  redirectTo(options: { url: string } & MiniCallbacks<unknown>): void;
  reLaunch(options: { url: string } & MiniCallbacks<unknown>): void;
  navigateBack(options: { delta: number } & MiniCallbacks<unknown>): void;
}

/** Navigation over either mini-program's page stack. */
export function createMiniNavigation(api: MiniNavigationApi, getCurrentPages: GetCurrentPages) {
  const redirectTo = (url: string) => promisifyMini((callbacks) => api.redirectTo({ url, ...callbacks })).then(() => undefined);
  return createNavigator({
    // Both platforms keep at most 10 pages: past that navigateTo fails, and a redirect still gets the user there.
    navigateTo: (url) => promisifyMini((callbacks) => api.navigateTo({ url, ...callbacks })).then(() => undefined, () => redirectTo(url)),
    redirectTo,
    reLaunch: (url) => promisifyMini((callbacks) => api.reLaunch({ url, ...callbacks })).then(() => undefined),
    navigateBack: (delta = 1) => promisifyMini((callbacks) => api.navigateBack({ delta, ...callbacks })).then(() => undefined),
    currentPage: () => {
      const page = getCurrentPages().slice(-1)[0];
      return page === undefined ? null : miniPageUrl(page.route, page.options);
    },
    pageDepth: () => getCurrentPages().length,
  });
}
