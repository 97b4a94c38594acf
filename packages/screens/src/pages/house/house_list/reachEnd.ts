// The end of a long list coming into view loads its next page. The mini-programs (and this plain fallback) get
// that from the page's onReachBottom; H5 watches the list's end marker too (reachEnd.web.ts), so a first page
// that does not fill a tall screen still loads the next one.
export interface ReachEndPort {
  /** `armKey`: watching restarts when it changes (e.g. the number of loaded items); null stops it. */
  useReachEnd(elementId: string, onReach: () => void, armKey: number | null): void;
}

export const reachEnd: ReachEndPort = {
  useReachEnd: () => undefined,
};
