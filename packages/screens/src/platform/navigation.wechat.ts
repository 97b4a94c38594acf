import type { GetCurrentPages, WechatApi } from './miniApi';
import { promisifyMini } from './miniApi';
import type { NavigatorPort } from './navigation';
import { createNavigator, miniPageUrl } from './safeNavigation';

declare const wx: WechatApi;
declare const getCurrentPages: GetCurrentPages;

// WeChat keeps at most 10 pages: past that navigateTo fails, and a redirect still gets the user there.
const navigateTo = (url: string) =>
  promisifyMini((callbacks) => wx.navigateTo({ url, ...callbacks })).then(
    () => undefined,
    () => promisifyMini((callbacks) => wx.redirectTo({ url, ...callbacks })).then(() => undefined),
  );

export const navigation = createNavigator({
  navigateTo,
  redirectTo: (url) => promisifyMini((callbacks) => wx.redirectTo({ url, ...callbacks })).then(() => undefined),
  reLaunch: (url) => promisifyMini((callbacks) => wx.reLaunch({ url, ...callbacks })).then(() => undefined),
  navigateBack: (delta = 1) =>
    promisifyMini((callbacks) => wx.navigateBack({ delta, ...callbacks })).then(() => undefined),
  currentPage: () => {
    const page = getCurrentPages().slice(-1)[0];
    return page === undefined ? null : miniPageUrl(page.route, page.options);
  },
  pageDepth: () => getCurrentPages().length,
}) satisfies NavigatorPort;
