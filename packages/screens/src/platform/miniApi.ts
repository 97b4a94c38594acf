// The slices of the WeChat (wx) and Alipay (my) APIs the platform adapters call, typed here once.
// Only *.wechat.ts / *.ali.ts files declare the globals with these types: shared code never sees them.

export interface MiniCallbacks<T> {
  success?: (result: T) => void;
  fail?: (error: { errMsg?: string; errorMessage?: string; error?: number }) => void;
}

export interface MiniModalOptions extends MiniCallbacks<{ confirm: boolean; cancel: boolean }> {
  title: string;
  content: string;
  showCancel?: boolean;
  confirmText?: string;
  /** WeChat's confirm button colour (Alipay's my.alert and my.confirm take none: Alipay draws them its own way). */
  confirmColor?: string;
  cancelText?: string;
}

export interface MiniUpdateManager {
  onUpdateReady(callback: () => void): void;
  applyUpdate(): void;
}

export interface MiniPageInstance {
  route: string;
  options?: Record<string, string | undefined>;
}

/** The user's answers per permission scope, e.g. { 'scope.userLocation': false } (absent: never asked). */
export type AuthSetting = Readonly<Record<string, boolean | undefined>>;

/** What the consent sheet hands wx.onNeedPrivacyAuthorization's resolve. */
export type WechatPrivacyResolution =
  | { event: 'exposureAuthorization' | 'disagree' }
  | { event: 'agree'; buttonId: string };

/** The id of the consent sheet's open-type="agreePrivacyAuthorization" button: WeChat checks it was tapped. */
export const PRIVACY_AGREE_BUTTON_ID = 'agree-btn';

/** wx: WeChat's global. */
export interface WechatApi {
  getStorageSync(key: string): unknown;
  setStorageSync(key: string, value: string): void;
  removeStorageSync(key: string): void;
  showToast(options: { title: string; icon?: 'success' | 'error' | 'loading' | 'none'; duration?: number }): void;
  showLoading(options: { title: string; mask?: boolean }): void;
  hideLoading(): void;
  showModal(options: MiniModalOptions): void;
  navigateTo(options: { url: string } & MiniCallbacks<unknown>): void;
  redirectTo(options: { url: string } & MiniCallbacks<unknown>): void;
  reLaunch(options: { url: string } & MiniCallbacks<unknown>): void;
  navigateBack(options: { delta: number } & MiniCallbacks<unknown>): void;
  login(options: MiniCallbacks<{ code: string }>): void;
  getUpdateManager(): MiniUpdateManager;
  getLocation(options: { type: 'wgs84' | 'gcj02' } & MiniCallbacks<{ latitude: number; longitude: number }>): void;
  canIUse(schema: string): boolean;
  getSetting(options: MiniCallbacks<{ authSetting: AuthSetting }>): void;
  authorize(options: { scope: string } & MiniCallbacks<unknown>): void;
  openSetting(options: MiniCallbacks<{ authSetting: AuthSetting }>): void;
  /** Base library 2.32.3 and later. */
  onNeedPrivacyAuthorization?: (
    listener: (resolve: (resolution: WechatPrivacyResolution) => void, eventInfo?: { referrer?: string }) => void,
  ) => void;
  openPrivacyContract?: (options: MiniCallbacks<unknown>) => void;
  /** Scrolls the page; a selector since base library 2.7.3 (a form's first wrong field). */
  pageScrollTo?: (options: { selector: string; offsetTop?: number; duration?: number }) => void;
}

/** my: Alipay's global. Its storage and modal calls differ from WeChat's in shape. */
export interface AlipayApi {
  getStorageSync(options: { key: string }): { data?: unknown };
  setStorageSync(options: { key: string; data: string }): void;
  removeStorageSync(options: { key: string }): void;
  showToast(options: { content: string; type?: 'success' | 'fail' | 'exception' | 'none'; duration?: number }): void;
  showLoading(options: { content: string }): void;
  hideLoading(): void;
  alert(options: { title: string; content: string; buttonText?: string } & MiniCallbacks<unknown>): void;
  confirm(
    options: { title: string; content: string; confirmButtonText?: string; cancelButtonText?: string } & MiniCallbacks<{
      confirm: boolean;
    }>,
  ): void;
  navigateTo(options: { url: string } & MiniCallbacks<unknown>): void;
  redirectTo(options: { url: string } & MiniCallbacks<unknown>): void;
  reLaunch(options: { url: string } & MiniCallbacks<unknown>): void;
  navigateBack(options: { delta: number } & MiniCallbacks<unknown>): void;
  getAuthCode(options: { scopes: 'auth_base' | 'auth_user' } & MiniCallbacks<{ authCode: string }>): void;
  getUpdateManager(): MiniUpdateManager;
  getLocation(options: { type: 0 | 1 } & MiniCallbacks<{ latitude: string | number; longitude: string | number }>): void;
  getSetting(options: MiniCallbacks<{ authSetting: AuthSetting }>): void;
  openSetting(options: MiniCallbacks<{ authSetting: AuthSetting }>): void;
  /** Scrolls the page; a selector since base library 1.20.0 (a form's first wrong field). */
  pageScrollTo?: (options: { selector: string; duration?: number }) => void;
}

/** getCurrentPages(): the page stack on both mini-programs. */
export type GetCurrentPages = () => MiniPageInstance[];

/** Turns a mini-program callback API into a promise; the failure keeps the platform's message. */
export function promisifyMini<T>(call: (callbacks: Required<MiniCallbacks<T>>) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    call({
      success: resolve,
      fail: (error) => reject(new Error(error.errMsg ?? error.errorMessage ?? 'mini-program call failed')),
    });
  });
}
