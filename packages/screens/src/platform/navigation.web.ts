import { WEB_BASE_PATH } from '@aster/core-domain';
import { navigateBack, navigateTo, redirectTo } from '@remax/one';
import type { NavigatorPort } from './navigation';
import { createNavigator } from './safeNavigation';

// Remax's web navigation runs on the router's history, which carries the /aster basename (patched bootstrap).
export const navigation = createNavigator({
  navigateTo: async (url) => {
    await navigateTo({ url });
  },
  redirectTo: async (url) => {
    await redirectTo({ url });
  },
  // Remax's web reLaunch sets location.href to the bare page path, dropping /aster: a relaunch is a fresh load.
  reLaunch: async (url) => {
    // replace, not assign: the page left (the token login's, holding its token) must not stay in the history.
    window.location.replace(`${WEB_BASE_PATH}${url}`);
  },
  navigateBack: async (delta = 1) => {
    await navigateBack({ delta });
  },
  currentPage: () => {
    const { pathname, search } = window.location;
    const path = pathname.startsWith(`${WEB_BASE_PATH}/`) ? pathname.slice(WEB_BASE_PATH.length) : pathname;
    return `${path}${search}`;
  },
  pageDepth: () => window.history.length,
}) satisfies NavigatorPort;
