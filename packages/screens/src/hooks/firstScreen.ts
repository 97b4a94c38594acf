// A long page's first frame. H5 draws what a phone's first screen shows in the frame that first shows a page's
// content, and the rest in the task after that frame has been painted (firstScreen.web.ts). Issue 10: on a
// mid-range phone, the first layout of a house list's 20 cards or of a house detail's every section (mostly the
// shaping of their Chinese text) was the largest step between the page's answer and its first photo on screen. The
// mini-programs (and this plain fallback) draw everything at once: their first setData is budgeted (apps/build-checks),
// and a second one would only add to it.
export interface FirstScreenPort {
  /** How many of `total` items to draw now: at most `firstScreen` in the frame that first shows them, then all. */
  useFirstScreenCount(total: number, firstScreen: number): number;
  /** Whether to draw what lies below the first screen: not in the frame the calling component first appears in. */
  useBelowFirstScreen(): boolean;
}

export const firstScreen: FirstScreenPort = {
  useFirstScreenCount: (total) => total,
  useBelowFirstScreen: () => true,
};
