declare const wx: { stopPullDownRefresh: () => void };

export function stopPullDownRefresh(): void {
  wx.stopPullDownRefresh();
}
