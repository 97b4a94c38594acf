import { HOME_PAGE, loginUrlFor } from '@aster/core-domain';
import type { NavigatorPort as RequestNavigatorPort } from '@aster/core-api';
import type { NavigatorPort } from '../platform/navigation';

/**
 * core-api's navigation needs (401 -> login with redirectUrl, ALERT -> back or home) on top of the app's
 * navigation port. The redirectUrl goes through loginUrlFor, so it only ever names a page of the app.
 */
export function requestNavigator(navigation: NavigatorPort): RequestNavigatorPort {
  return {
    currentPage: () => (navigation.currentPage() ?? `/${HOME_PAGE}`).replace(/^\//, ''),
    redirectToLogin: (redirectUrl) => {
      void navigation.redirectTo(loginUrlFor(`/${redirectUrl.replace(/^\//, '')}`));
    },
    back: () => {
      void navigation.navigateBack();
    },
    pageCount: () => navigation.pageDepth(),
    reLaunchHome: () => {
      void navigation.reLaunch(`/${HOME_PAGE}`);
    },
  };
}
