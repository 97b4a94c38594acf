declare const my: { stopPullDownRefresh: () => void };

export function stopPullDownRefresh(): void {
  my.stopPullDownRefresh();
}
