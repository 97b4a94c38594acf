import { WEB_BASE_PATH } from '@aster/core-domain';
import type { ShareLinkPort } from './shareLinkTypes';

export const shareLink = {
  // This site's own address under /aster: the colleague opens it in any browser.
  linkTo: (pageUrl: string) => `${window.location.origin}${WEB_BASE_PATH}${pageUrl.startsWith('/') ? pageUrl : `/${pageUrl}`}`,
} satisfies ShareLinkPort;
