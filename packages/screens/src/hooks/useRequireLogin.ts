import * as React from 'react';
import { useAppSelector } from '@aster/core-api';
import { loginUrlFor, pageUrl, selectIsLoggedIn, type PagePath } from '@aster/core-domain';
import { navigation } from '../platform/navigation';

/**
 * Guest rule of spec section 2: a page that needs login sends the guest to the login page, with the page they
 * came for as redirectUrl. Returns whether the user is logged in (render nothing private until then).
 */
export function useRequireLogin(page: PagePath, query: Readonly<Record<string, string>> = {}): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const target = pageUrl(page, query);
  // Checked when the page opens: a later logout on the page leaves by its own navigation (or the 401 rule).
  React.useEffect(() => {
    if (!loggedIn) void navigation.redirectTo(loginUrlFor(target));
  }, []); // once, on open
  return loggedIn;
}
