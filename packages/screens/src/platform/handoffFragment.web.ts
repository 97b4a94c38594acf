import type { HandoffFragment } from './handoffFragment';

const TOKEN_FRAGMENT = /^#token=([^&#=\s]{1,1024})$/;

/** Reads `#token=...` and takes it out of the address (and so out of the history and any link shared from here). */
export const handoffFragment: HandoffFragment = {
  take() {
    const match = TOKEN_FRAGMENT.exec(window.location.hash);
    if (match === null) return undefined;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    try {
      return decodeURIComponent(match[1] ?? '') || undefined;
    } catch {
      return undefined;
    }
  },
};
