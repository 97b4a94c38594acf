import { NAV_BAR_TOP_GAP } from '@aster/core-domain';

declare const my: {
  getMenuButtonBoundingClientRect?: () => { top: number };
  getSystemInfoSync: () => { statusBarHeight?: number };
};

export function menuButtonTop(): number | null {
  try {
    const rect = my.getMenuButtonBoundingClientRect?.();
    if (rect !== undefined) return rect.top;
    // Older base libraries: the capsule sits just below the status bar.
    const { statusBarHeight } = my.getSystemInfoSync();
    return statusBarHeight === undefined ? null : statusBarHeight + NAV_BAR_TOP_GAP;
  } catch {
    return null;
  }
}

/** The mini-programs draw a menu button (capsule) at the right of a custom navigation bar. */
export const hasMenuButton = true;
