import * as React from 'react';
import { useAppSelector, useIssueAuthTokenMutation } from '@aster/core-api';
import { type Domains, WEB_BASE_PATH, pageLink, safeRedirectUrl, selectIsLoggedIn } from '@aster/core-domain';
import { webOrigin } from '../../hooks/webLinks';
import { clientPlatform } from '../../platform/clientPlatform';

/** How long the hand-off token of a web-view lives: it is spent at once by the page it opens. */
export const HANDOFF_MINUTES = 5;

/**
 * The app page an address of the app's own H5 (settings/domain's tappDomain, under /aster) names, as a page URL
 * (`/pages/...?...`); null for any other address.
 */
export function appPageOfH5Url(url: string, domains: Pick<Domains, 'tappDomain'>): string | null {
  const origin = webOrigin(url);
  if (origin === null || origin !== webOrigin(domains.tappDomain)) return null;
  const rest = url.slice(origin.length).split('#', 1)[0] ?? '';
  // Only a page of the route table (the token login page goes on to nothing else), as "/pages/...".
  return rest.startsWith(`${WEB_BASE_PATH}/`) ? safeRedirectUrl(rest.slice(WEB_BASE_PATH.length)) : null;
}

/**
 * The app's H5 opened as the tenant: its token login page, which logs in with the short-lived token and goes on to
 * the page. The token rides in the fragment, which no request carries: no server or proxy log holds it.
 */
export function handoffUrl(origin: string, page: string, token: string): string {
  return `${origin}${WEB_BASE_PATH}${pageLink('pages/oauth-token-login/index', { redirectUrl: page })}#token=${encodeURIComponent(token)}`;
}

export type WebviewTarget = { status: 'waiting' } | { status: 'ready'; src: string };

/**
 * What a mini-program's web-view opens for `url`: a page of the app's own H5, for a logged-in tenant, through a
 * one-time token of login/auth-token (HANDOFF_MINUTES), so the H5 shows the same account; any other address, a guest,
 * a browser (same session already) or a refused token: the address as it is.
 */
export function useWebviewTarget(url: string | null, domains: Domains | undefined): WebviewTarget {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [issue] = useIssueAuthTokenMutation();
  const page = url === null || domains === undefined || clientPlatform === 'h5' || !loggedIn ? null : appPageOfH5Url(url, domains);
  const [handedOff, setHandedOff] = React.useState<{ url: string; src: string } | null>(null);

  React.useEffect(() => {
    if (page === null || url === null || domains === undefined) return;
    let live = true;
    const origin = webOrigin(domains.tappDomain) ?? '';
    const request = issue({ expiredMinutes: HANDOFF_MINUTES });
    void request
      .unwrap()
      // The mutation's store entry holds the token: of no use once read.
      .finally(() => request.reset())
      .then(
        (answer) => handoffUrl(origin, page, answer.token),
        () => url,
      )
      .then((src) => {
        if (live) setHandedOff({ url, src });
      });
    return () => {
      live = false;
    };
  }, [page, url, domains, issue]);

  if (url === null) return { status: 'waiting' };
  if (page === null) return { status: 'ready', src: url };
  return handedOff?.url === url ? { status: 'ready', src: handedOff.src } : { status: 'waiting' };
}
