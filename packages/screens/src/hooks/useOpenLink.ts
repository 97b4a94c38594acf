import * as React from 'react';
import { WEBVIEW_PAGE, pageLink } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { ui } from '../platform/ui';
import { builtPageUrl, hasScreen } from './builtPages';
import { isWebUrl } from './webLinks';

// Server-configured links may name a page this build does not have (an older app version meeting a newer
// configuration): say so plainly rather than open nothing.
export const NOT_IN_THIS_VERSION = '当前版本暂不支持该功能，请更新到最新版本后使用';

/**
 * Opens a link from the server (banner, icon, ad): an app page of this build, or a web page through the
 * webview page (which opens only the operator's domains). A page this build lacks is named as such.
 */
export function useOpenLink(): (link: string | null | undefined) => void {
  return React.useCallback((link) => {
    if (link === null || link === undefined || link === '') return;
    const page = builtPageUrl(link);
    if (page !== null) {
      void navigation.navigateTo(page);
      return;
    }
    if (isWebUrl(link) && hasScreen(WEBVIEW_PAGE)) {
      void navigation.navigateTo(pageLink(WEBVIEW_PAGE, { url: link }));
      return;
    }
    ui.toast(NOT_IN_THIS_VERSION);
  }, []);
}
