declare const wx: { getMenuButtonBoundingClientRect?: () => { top: number } };

export function menuButtonTop(): number | null {
  try {
    return wx.getMenuButtonBoundingClientRect?.().top ?? null;
  } catch {
    // Some devtools and old base libraries throw here: the default offset is right on most phones.
    return null;
  }
}

/** The mini-programs draw a menu button (capsule) at the right of a custom navigation bar. */
export const hasMenuButton = true;
