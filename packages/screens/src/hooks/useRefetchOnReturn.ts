import * as React from 'react';
import { usePageEvent } from 'remax/macro';

/**
 * Asks again when the tenant comes back to the page (back from paying, from another app), not on its first show,
 * which comes with the mount before the query has started. A pay page under a paid result must not offer to pay again.
 */
export function useRefetchOnReturn(refetch: () => unknown): void {
  const hidden = React.useRef(false);
  usePageEvent('onHide', () => {
    hidden.current = true;
  });
  usePageEvent('onShow', () => {
    if (!hidden.current) return;
    hidden.current = false;
    void refetch();
  });
}
