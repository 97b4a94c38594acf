import { NAV_BAR_TOP_GAP } from '@aster/core-domain';

// A browser page has no status bar above it: a capsule top of 6 gives a status area of 0.
export function menuButtonTop(): number | null {
  return NAV_BAR_TOP_GAP;
}

/** No menu button in a browser: the custom navigation bar may use its whole width. */
export const hasMenuButton = false;
