/** Toasts, loading and modals: wx/my show* APIs in the mini-programs, the screens' UI kit on the web. */
export interface UiPort {
  showToast(text: string, durationMs: number): void;
  showLoading(text: string): void;
  hideLoading(): void;
  /** Resolves true when the user confirmed. */
  showModal(options: { title: string; content: string; showCancel: boolean; confirmText: string }): Promise<boolean>;
}

/** Page navigation the request layer needs (401 redirect, ALERT modal). */
export interface NavigatorPort {
  /** The current page with its query, e.g. "pages/bill/bill_list/index?id=3": the login page's redirectUrl. */
  currentPage(): string;
  redirectToLogin(redirectUrl: string): void;
  back(): void;
  /** Pages on the navigation stack. */
  pageCount(): number;
  reLaunchHome(): void;
}

/** Mini-program login code: wx.login's code or my.getAuthCode's authCode. */
export interface LoginPort {
  getCode(): Promise<string>;
}
