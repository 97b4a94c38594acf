// Ends the page's pull-down-refresh animation. Plain fallback and H5: Remax's web page waits for the promise
// the onPullDownRefresh handler returns, so there is nothing to stop.
export function stopPullDownRefresh(): void {}
