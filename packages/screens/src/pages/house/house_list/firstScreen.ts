// A long list's first frame. H5 draws a phone screen's worth of cards in the frame that first shows the list, and
// the rest right after that frame is painted (firstScreen.web.ts). Issue 10: on a mid-range phone the first layout of
// 20 cards (mostly shaping their Chinese text) was the largest step between the list's answer and its first photo
// on screen. The mini-programs (and this plain fallback) draw every card at once: their first setData is budgeted
// per card (apps/build-checks), and a second one would only add to it.
export interface FirstScreenPort {
  /** How many of `total` items to draw now: at most `firstScreen` in the frame that first shows them, then all. */
  useFirstScreenCount(total: number, firstScreen: number): number;
}

export const firstScreen: FirstScreenPort = {
  useFirstScreenCount: (total) => total,
};
