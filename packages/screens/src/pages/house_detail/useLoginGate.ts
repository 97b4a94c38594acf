import * as React from 'react';
import { useAppSelector } from '@aster/core-api';
import { loginUrlFor, selectIsLoggedIn } from '@aster/core-domain';
import { navigation } from '../../platform/navigation';

/**
 * For actions that need login on a page guests may see (favourite, book, reserve): a guest goes to the login
 * page with redirectUrl = where the action leads (default: this page), and the action does not run.
 */
export function useLoginGate(): (target?: string) => boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return React.useCallback(
    (target) => {
      if (loggedIn) return true;
      void navigation.navigateTo(loginUrlFor(target ?? navigation.currentPage()));
      return false;
    },
    [loggedIn],
  );
}
