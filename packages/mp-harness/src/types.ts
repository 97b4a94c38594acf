export type Platform = 'wechat' | 'ali';

export interface ModalRequest {
  /** 'modal' is wx.showModal, 'confirm' my.confirm, 'alert' my.alert. */
  kind: 'modal' | 'confirm' | 'alert';
  title: string;
  content: string;
  showCancel: boolean;
  confirmText: string | undefined;
  cancelText: string | undefined;
}

export interface ModalAnswer {
  confirm: boolean;
  /** For editable wx.showModal. */
  content?: string;
}

export type ModalResponder = (modal: ModalRequest) => ModalAnswer;

export interface LaunchOptions {
  platform: Platform;
  /** Folder of a built bundle (the one holding app.json and app.js). */
  distDir: string;
  /**
   * Where requests really go: the origin (and any path prefix) of every request URL is replaced by this
   * base, so a bundle built for another host talks to the local server. Without it URLs are used as built.
   */
  apiBase?: string;
  /** Or any rewrite of your own (wins over apiBase). */
  rewriteUrl?: (url: string) => string;
  /** Initial storage, as the app would have written it (values are stored as JSON). */
  storage?: Record<string, unknown>;
  /** The code wx.login / my.getAuthCode hands out; a function is called per login; null makes login fail. */
  loginCode?: string | null | (() => string | null);
  systemInfo?: Record<string, unknown>;
  /** Answer to wx.getLocation / my.getLocation; null means the user denied location. */
  location?: { latitude: number; longitude: number } | null;
  /** Default request timeout when the call gives none (WeChat 60 s, Alipay 30 s). */
  requestTimeoutMs?: number;
  /** Answers showModal / confirm / alert; default: confirm. */
  onModal?: ModalResponder;
  /** The page to open first, e.g. "/pages/index/index?c=1"; default: the first page of app.json. */
  entry?: string;
  /** Scene and referrer the app sees in onLaunch / onShow. */
  scene?: number;
  referrerInfo?: Record<string, unknown>;
  /** wx.getSetting / my.getSetting authSetting, e.g. { 'scope.userLocation': true }. */
  authSetting?: Record<string, boolean>;
  /** What wx.getPrivacySetting reports as needAuthorization (default false: consent already given). */
  privacyNeedsAuthorization?: boolean;
  /** What wx.getAccountInfoSync reports as envVersion ('release' | 'trial' | 'develop'). */
  envVersion?: string;
  appId?: string;
  /** Extra or replaced wx / my functions (e.g. requirePrivacyAuthorize); they win over the built-in fakes. */
  apis?: Record<string, (...args: unknown[]) => unknown>;
  /** settle() ignores timers due later than this (countdowns, polling); default 50 ms. */
  settleTimerThresholdMs?: number;
  /** Passed to the bundle as `console`; default: the Node console. */
  console?: Console;
  /** settle() throws when the app threw since the last settle (default true); errors stay in `errors`. */
  throwOnAppError?: boolean;
  /** How long settle() waits by default before it throws (default 10 s). */
  settleTimeoutMs?: number;
  /** The phone's clock, what Date reads in the bundle (epoch ms); default: the machine's. */
  now?: () => number;
}

export interface SetDataRecord {
  /** Route of the page (or "app" for the app container) that called it. */
  route: string;
  method: 'setData' | '$spliceData';
  payload: Record<string, unknown>;
  /** UTF-8 bytes of JSON.stringify(payload): what the platforms' size limits measure. */
  bytes: number;
}

export interface NavigationRecord {
  type: 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab' | 'navigateBack';
  url: string | undefined;
  delta: number | undefined;
  ok: boolean;
  errMsg: string | undefined;
}

export interface ToastRecord {
  kind: 'toast' | 'loading';
  title: string;
  icon: string | undefined;
  duration: number | undefined;
}

export interface ModalRecord extends ModalRequest {
  answer: ModalAnswer;
}

export interface RequestRecord {
  method: string;
  /** The URL the bundle asked for. */
  url: string;
  /** The URL actually requested (after apiBase / rewriteUrl). */
  sentUrl: string;
  headers: Record<string, string>;
  body: string | undefined;
  status: number | undefined;
  error: string | undefined;
}

export interface UnknownApiCall {
  api: string;
  args: unknown[];
}
