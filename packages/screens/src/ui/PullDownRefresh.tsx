/**
 * The pull-down refresh of a page, for the browser: the mini-programs use the platform's own pull-down (the page's
 * `onPullDownRefresh`, turned on by the route table), so here there is nothing to draw. PullDownRefresh.web.tsx is H5's.
 */
export function PullDownRefresh(_props: { onRefresh: () => Promise<unknown> }): null {
  return null;
}
