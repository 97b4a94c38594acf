import type { GetCurrentPages, AlipayApi } from './miniApi';
import { promisifyMini } from './miniApi';
import type { NavigatorPort } from './navigation';
import { createNavigator, miniPageUrl } from './safeNavigation';

declare const my: AlipayApi;
declare const getCurrentPages: GetCurrentPages;

// Alipay keeps at most 10 pages: past that navigateTo fails, and a redirect still gets the user there.
const navigateTo = (url: string) =>
  promisifyMini((callbacks) => my.navigateTo({ url, ...callbacks })).then(
    () => undefined,
    () => promisifyMini((callbacks) => my.redirectTo({ url, ...callbacks })).then(() => undefined),
  );

export const navigation = createNavigator({
  navigateTo,
  redirectTo: (url) => promisifyMini((callbacks) => my.redirectTo({ url, ...callbacks })).then(() => undefined),
  reLaunch: (url) => promisifyMini((callbacks) => my.reLaunch({ url, ...callbacks })).then(() => undefined),
  navigateBack: (delta = 1) =>
    promisifyMini((callbacks) => my.navigateBack({ delta, ...callbacks })).then(() => undefined),
  currentPage: () => {
    const page = getCurrentPages().slice(-1)[0];
    return page === undefined ? null : miniPageUrl(page.route, page.options);
  },
  pageDepth: () => getCurrentPages().length,
}) satisfies NavigatorPort;
