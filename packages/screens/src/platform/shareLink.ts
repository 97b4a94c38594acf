import type { ShareLinkPort } from './shareLinkTypes';

// Mini-programs (and tools): the page path itself, what a mini-program card, code or link opens.
export const shareLink: ShareLinkPort = {
  linkTo: (pageUrl) => pageUrl.replace(/^\//, ''),
};
