// The fake `wx` (WeChat) and `my` (Alipay) objects. Each fake keeps the platform's own call shapes
// (callback names, result fields, error fields), so a bundle that uses the wrong platform's shape
// fails here as it would on a phone. Unknown APIs are recorded, and fail softly, instead of crashing.
import type { Activity } from './activity';
import { HttpFailure, sendHttp } from './http';
import type {
  LaunchOptions,
  ModalAnswer,
  ModalRecord,
  ModalRequest,
  NavigationRecord,
  Platform,
  RequestRecord,
  ToastRecord,
  UnknownApiCall,
} from './types';

export type NavigationType = NavigationRecord['type'];

/** What the fakes need from the running mini-program. */
export interface PlatformHost {
  readonly platform: Platform;
  readonly options: LaunchOptions;
  readonly activity: Activity;
  readonly storage: Map<string, string>;
  readonly toasts: ToastRecord[];
  readonly modals: ModalRecord[];
  readonly requests: RequestRecord[];
  readonly unknownApiCalls: UnknownApiCall[];
  readonly updateListeners: { check: Callback[]; ready: Callback[]; failed: Callback[] };
  loadingVisible: boolean;
  loginCount: number;
  /** Requests in flight now, and the most there ever were (WeChat allows 10). */
  requestsInFlight: number;
  peakRequestsInFlight: number;
  /** What onLaunch received, for getLaunchOptionsSync. */
  readonly launchInfo: Record<string, unknown>;
  updateApplied: number;
  modalResponder: (modal: ModalRequest) => ModalAnswer;
  /** Performs a navigation; rejects with the failure reason. */
  navigate(type: NavigationType, options: Record<string, unknown>): Promise<void>;
  setTitle(title: string): void;
}

type Callback = (...args: unknown[]) => unknown;
type ApiArgs = Record<string, unknown>;

/** A failed call, with the reason and Alipay's numeric error code. */
export class ApiFailure extends Error {
  constructor(
    reason: string,
    readonly aliCode = 3,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

const STORAGE_ITEM_LIMIT = 1024 * 1024;
const STORAGE_TOTAL_LIMIT = 10 * 1024 * 1024;

const COMPONENTS = ['view', 'text', 'button', 'input', 'textarea', 'image', 'scroll-view', 'swiper', 'navigator', 'web-view', 'form', 'picker', 'switch', 'map'];

// Names the Proxy fallback must never turn into recorder functions: webpack's chunk registry is read as
// `wx.webpackJsonp || []`, and promises / inspectors probe `then`, `toJSON` and friends.
const NOT_APIS = new Set(['webpackJsonp', 'then', 'toJSON', 'valueOf', 'toString', 'constructor', 'inspect', 'asymmetricMatch', 'nodeType', 'tagName']);

function asArgs(value: unknown): ApiArgs {
  return typeof value === 'object' && value !== null ? (value as ApiArgs) : {};
}

function hasCallbacks(args: ApiArgs): boolean {
  return ['success', 'fail', 'complete'].some((k) => typeof args[k] === 'function');
}

function defaultSystemInfo(platform: Platform): Record<string, unknown> {
  const common = {
    brand: 'iPhone',
    model: 'iPhone 13',
    pixelRatio: 3,
    screenWidth: 390,
    screenHeight: 844,
    windowWidth: 390,
    windowHeight: 763,
    statusBarHeight: 47,
    safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
  };
  return platform === 'wechat'
    ? { ...common, language: 'zh_CN', version: '8.0.50', system: 'iOS 17.0', platform: 'ios', SDKVersion: '3.5.0', theme: 'light', fontSizeSetting: 17 }
    : { ...common, app: 'alipay', titleBarHeight: 44, language: 'zh-Hans', version: '10.6.0', system: '17.0', platform: 'iOS', SDKVersion: '2.9.0', fontSizeSetting: 16 };
}

function queryString(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`)
    .join('&');
}

function toBuffer(data: unknown): Buffer | undefined {
  if (data instanceof ArrayBuffer || Object.prototype.toString.call(data) === '[object ArrayBuffer]') {
    return Buffer.from(new Uint8Array(data as ArrayBuffer));
  }
  return undefined;
}

export function createPlatformApi(host: PlatformHost): Record<string, unknown> {
  const { platform, options, activity } = host;
  const isAli = platform === 'ali';

  const failResult = (api: string, failure: ApiFailure): Record<string, unknown> =>
    isAli
      ? { error: failure.aliCode, errorMessage: failure.message, ...failure.extra }
      : { errMsg: `${api}:fail ${failure.message}`, ...failure.extra };

  const okResult = (api: string, result: Record<string, unknown>): Record<string, unknown> =>
    isAli ? result : { errMsg: `${api}:ok`, ...result };

  // Delivers the outcome the platform way: callbacks when any are given, a promise otherwise.
  const asyncApi = (api: string, raw: unknown, work: () => Record<string, unknown> | Promise<Record<string, unknown>>) => {
    const args = asArgs(raw);
    const done = activity.begin(api);
    const outcome = (async () => okResult(api, await work()))().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => {
        if (error instanceof ApiFailure) return { ok: false as const, value: failResult(api, error) };
        throw error;
      },
    );
    const deliver = (handle: (ok: boolean, value: Record<string, unknown>) => void) => {
      outcome.then(
        (r) => {
          done();
          activity.defer(api, () => handle(r.ok, r.value));
        },
        (error: unknown) => {
          done();
          activity.defer(api, () => {
            throw error;
          });
        },
      );
    };
    if (hasCallbacks(args)) {
      deliver((ok, value) => {
        try {
          const cb = args[ok ? 'success' : 'fail'];
          if (typeof cb === 'function') cb(value);
        } finally {
          if (typeof args.complete === 'function') args.complete(value);
        }
      });
      return undefined;
    }
    return new Promise((resolve, reject) => deliver((ok, value) => (ok ? resolve(value) : reject(value))));
  };

  // ---- storage ----
  const storageSize = () => [...host.storage.entries()].reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
  const writeStorage = (key: unknown, data: unknown) => {
    if (typeof key !== 'string' || key === '') throw new ApiFailure('invalid key', 2);
    const json = JSON.stringify(data === undefined ? null : data);
    if (Buffer.byteLength(json) > STORAGE_ITEM_LIMIT) throw new ApiFailure('exceed storage item max length', 15);
    const previous = host.storage.get(key);
    host.storage.set(key, json);
    if (storageSize() > STORAGE_TOTAL_LIMIT) {
      if (previous === undefined) host.storage.delete(key);
      else host.storage.set(key, previous);
      throw new ApiFailure('exceed storage max size', 15);
    }
  };
  const readStorage = (key: unknown): { found: boolean; data: unknown } => {
    const json = typeof key === 'string' ? host.storage.get(key) : undefined;
    return json === undefined ? { found: false, data: undefined } : { found: true, data: JSON.parse(json) };
  };
  const storageInfo = () => ({
    keys: [...host.storage.keys()],
    currentSize: Math.ceil(storageSize() / 1024),
    limitSize: STORAGE_TOTAL_LIMIT / 1024,
  });
  // Sync APIs throw on misuse: the wrong platform's call shape is a bug the harness should surface.
  const syncStorageFail = (api: string, failure: ApiFailure): never => {
    throw new Error(isAli ? `my.${api}: ${failure.message}` : `${api}:fail ${failure.message}`);
  };
  const aliKeyArgs = (api: string, raw: unknown): ApiArgs => {
    if (typeof raw !== 'object' || raw === null) throw new TypeError(`my.${api} expects an object { key }, got ${typeof raw}`);
    return raw as ApiArgs;
  };
  const wxKey = (api: string, key: unknown): string => {
    if (typeof key !== 'string') throw new TypeError(`wx.${api} expects a string key, got ${typeof key}`);
    return key;
  };

  const storageApis: Record<string, Callback> = isAli
    ? {
        getStorageSync: (raw) => ({ data: readStorage(aliKeyArgs('getStorageSync', raw).key).data ?? null }),
        setStorageSync: (raw) => {
          const args = aliKeyArgs('setStorageSync', raw);
          try {
            writeStorage(args.key, args.data);
          } catch (e) {
            syncStorageFail('setStorageSync', e as ApiFailure);
          }
          return { success: true };
        },
        removeStorageSync: (raw) => {
          host.storage.delete(String(aliKeyArgs('removeStorageSync', raw).key));
          return { success: true };
        },
        clearStorageSync: () => {
          host.storage.clear();
          return { success: true };
        },
        getStorage: (raw) => asyncApi('getStorage', raw, () => ({ data: readStorage(asArgs(raw).key).data ?? null })),
        setStorage: (raw) => asyncApi('setStorage', raw, () => (writeStorage(asArgs(raw).key, asArgs(raw).data), { success: true })),
        removeStorage: (raw) => asyncApi('removeStorage', raw, () => (host.storage.delete(String(asArgs(raw).key)), { success: true })),
        clearStorage: (raw) => asyncApi('clearStorage', raw, () => (host.storage.clear(), { success: true })),
      }
    : {
        getStorageSync: (key) => {
          const found = readStorage(wxKey('getStorageSync', key));
          return found.found ? found.data : '';
        },
        setStorageSync: (key, data) => {
          try {
            writeStorage(wxKey('setStorageSync', key), data);
          } catch (e) {
            syncStorageFail('setStorageSync', e as ApiFailure);
          }
        },
        removeStorageSync: (key) => {
          host.storage.delete(wxKey('removeStorageSync', key));
        },
        clearStorageSync: () => host.storage.clear(),
        getStorage: (raw) =>
          asyncApi('getStorage', raw, () => {
            const found = readStorage(asArgs(raw).key);
            if (!found.found) throw new ApiFailure('data not found');
            return { data: found.data };
          }),
        setStorage: (raw) => asyncApi('setStorage', raw, () => (writeStorage(asArgs(raw).key, asArgs(raw).data), {})),
        removeStorage: (raw) => asyncApi('removeStorage', raw, () => (host.storage.delete(String(asArgs(raw).key)), {})),
        clearStorage: (raw) => asyncApi('clearStorage', raw, () => (host.storage.clear(), {})),
      };

  // ---- network ----
  const rewriteUrl = (url: string): string => {
    if (options.rewriteUrl) return options.rewriteUrl(url);
    if (!options.apiBase) return url;
    const original = new URL(url);
    const base = new URL(options.apiBase);
    return `${base.origin}${base.pathname.replace(/\/$/, '')}${original.pathname}${original.search}`;
  };

  const request = (raw: unknown) => {
    const args = asArgs(raw);
    const url = String(args.url ?? '');
    const method = String(args.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(asArgs(args[isAli ? 'headers' : 'header']))) headers[k] = String(v);
    const contentTypeKey = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
    if (!contentTypeKey) headers['content-type'] = isAli ? 'application/x-www-form-urlencoded' : 'application/json';
    const contentType = headers[contentTypeKey ?? 'content-type'] ?? '';
    const data = args.data;
    let sentUrl = url;
    let body: Buffer | undefined;
    const record: RequestRecord = { method, url, sentUrl: url, headers, body: undefined, status: undefined, error: undefined };
    host.requests.push(record);
    let abort: () => void = () => undefined;

    const outcome = (async (): Promise<Record<string, unknown>> => {
      try {
        sentUrl = rewriteUrl(url);
        new URL(sentUrl);
      } catch {
        throw new ApiFailure(`invalid url "${url}"`, 2);
      }
      if (method === 'GET' || method === 'HEAD') {
        if (data !== undefined && data !== null) {
          const qs = typeof data === 'string' ? data : queryString(asArgs(data));
          if (qs) sentUrl += (sentUrl.includes('?') ? '&' : '?') + qs;
        }
      } else if (data !== undefined && data !== null) {
        body =
          toBuffer(data) ??
          Buffer.from(
            typeof data === 'string' ? data : contentType.includes('x-www-form-urlencoded') ? queryString(asArgs(data)) : JSON.stringify(data),
          );
      }
      record.sentUrl = sentUrl;
      record.body = body?.toString('utf8');
      const timeoutMs = Number(args.timeout) || options.requestTimeoutMs || (isAli ? 30000 : 60000);
      const call = sendHttp({ method, url: sentUrl, headers, body, timeoutMs });
      abort = call.abort;
      const untrack = activity.trackAbort(call.abort);
      host.requestsInFlight++;
      host.peakRequestsInFlight = Math.max(host.peakRequestsInFlight, host.requestsInFlight);
      try {
        const reply = await call.reply;
        record.status = reply.status;
        const text = reply.body.toString('utf8');
        let parsed: unknown = text;
        if (args.responseType === 'arraybuffer') {
          parsed = reply.body.buffer.slice(reply.body.byteOffset, reply.body.byteOffset + reply.body.byteLength);
        } else if ((args.dataType ?? 'json') === 'json' && text !== '') {
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
        }
        if (isAli) {
          const result = { data: parsed, status: reply.status, headers: reply.headers };
          // Alipay reports a non-2xx answer through fail (error 19), unlike WeChat.
          if (reply.status < 200 || reply.status >= 300) throw new ApiFailure('http status error', 19, result);
          return result;
        }
        return { data: parsed, statusCode: reply.status, header: reply.headers, cookies: reply.cookies };
      } catch (error) {
        if (error instanceof HttpFailure) {
          record.error = error.kind === 'network' ? error.message : error.kind;
          if (error.kind === 'timeout') throw new ApiFailure(isAli ? '超时' : 'timeout', 13);
          if (error.kind === 'abort') throw new ApiFailure('abort', 9);
          throw new ApiFailure(isAli ? '网络出错' : error.message, 12);
        }
        throw error;
      } finally {
        host.requestsInFlight--;
        untrack();
      }
    })();

    const task = {
      abort: () => abort(),
      onHeadersReceived: () => undefined,
      offHeadersReceived: () => undefined,
    };
    const delivered = asyncApi('request', raw, () => outcome);
    return !isAli || hasCallbacks(args) ? task : Object.assign(delivered as Promise<unknown>, task);
  };

  // ---- ui ----
  const showToast = (raw: unknown) =>
    asyncApi('showToast', raw, () => {
      const args = asArgs(raw);
      host.toasts.push({
        kind: 'toast',
        title: String((isAli ? args.content : args.title) ?? ''),
        icon: (isAli ? args.type : args.icon ?? 'success') as string | undefined,
        duration: args.duration as number | undefined,
      });
      return {};
    });
  const showLoading = (raw: unknown) =>
    asyncApi('showLoading', raw, () => {
      const args = asArgs(raw);
      host.loadingVisible = true;
      host.toasts.push({ kind: 'loading', title: String((isAli ? args.content : args.title) ?? ''), icon: undefined, duration: undefined });
      return {};
    });
  const hideLoading = (raw: unknown) =>
    asyncApi('hideLoading', raw, () => {
      host.loadingVisible = false;
      return {};
    });
  const askModal = (request: ModalRequest): ModalAnswer => {
    const answer = host.modalResponder(request);
    // A modal without a cancel button can only be confirmed.
    const effective = request.showCancel ? answer : { ...answer, confirm: true };
    host.modals.push({ ...request, answer: effective });
    return effective;
  };
  const uiApis: Record<string, Callback> = isAli
    ? {
        confirm: (raw) =>
          asyncApi('confirm', raw, () => {
            const a = asArgs(raw);
            const answer = askModal({
              kind: 'confirm',
              title: String(a.title ?? ''),
              content: String(a.content ?? ''),
              showCancel: true,
              confirmText: a.confirmButtonText as string | undefined,
              cancelText: a.cancelButtonText as string | undefined,
            });
            return { confirm: answer.confirm };
          }),
        alert: (raw) =>
          asyncApi('alert', raw, () => {
            const a = asArgs(raw);
            askModal({ kind: 'alert', title: String(a.title ?? ''), content: String(a.content ?? ''), showCancel: false, confirmText: a.buttonText as string | undefined, cancelText: undefined });
            return {};
          }),
        setNavigationBar: (raw) => asyncApi('setNavigationBar', raw, () => (host.setTitle(String(asArgs(raw).title ?? '')), {})),
      }
    : {
        showModal: (raw) =>
          asyncApi('showModal', raw, () => {
            const a = asArgs(raw);
            const answer = askModal({
              kind: 'modal',
              title: String(a.title ?? ''),
              content: String(a.content ?? ''),
              showCancel: a.showCancel !== false,
              confirmText: a.confirmText as string | undefined,
              cancelText: a.cancelText as string | undefined,
            });
            return { confirm: answer.confirm, cancel: !answer.confirm, ...(a.editable ? { content: answer.content ?? '' } : {}) };
          }),
        setNavigationBarTitle: (raw) => asyncApi('setNavigationBarTitle', raw, () => (host.setTitle(String(asArgs(raw).title ?? '')), {})),
      };

  // ---- login, update, device ----
  const nextLoginCode = (): string | null => {
    host.loginCount++;
    const code = options.loginCode === undefined ? 'harness-login-code' : options.loginCode;
    return typeof code === 'function' ? code() : code;
  };
  const loginApis: Record<string, Callback> = isAli
    ? {
        getAuthCode: (raw) =>
          asyncApi('getAuthCode', raw, () => {
            const code = nextLoginCode();
            if (code === null) throw new ApiFailure('用户取消授权', 11);
            return { authCode: code };
          }),
      }
    : {
        login: (raw) =>
          asyncApi('login', raw, () => {
            const code = nextLoginCode();
            if (code === null) throw new ApiFailure('login fail');
            return { code };
          }),
      };

  const updateManager = {
    onCheckForUpdate: (cb: unknown) => typeof cb === 'function' && host.updateListeners.check.push(cb as Callback),
    onUpdateReady: (cb: unknown) => typeof cb === 'function' && host.updateListeners.ready.push(cb as Callback),
    onUpdateFailed: (cb: unknown) => typeof cb === 'function' && host.updateListeners.failed.push(cb as Callback),
    applyUpdate: () => {
      host.updateApplied++;
    },
  };

  const systemInfo = () => ({ ...defaultSystemInfo(platform), ...options.systemInfo });
  const location = options.location === undefined ? { latitude: 39.9042, longitude: 116.4074 } : options.location;

  const navigation = (type: NavigationType): Callback => (raw) => asyncApi(type, raw, () => host.navigate(type, asArgs(raw)).then(() => ({})));

  const apis: Record<string, unknown> = {
    ...storageApis,
    ...uiApis,
    ...loginApis,
    request,
    ...(isAli ? { httpRequest: request } : {}),
    showToast,
    hideToast: (raw: unknown) => asyncApi('hideToast', raw, () => ({})),
    showLoading,
    hideLoading,
    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    reLaunch: navigation('reLaunch'),
    switchTab: navigation('switchTab'),
    navigateBack: navigation('navigateBack'),
    getStorageInfoSync: storageInfo,
    getStorageInfo: (raw: unknown) => asyncApi('getStorageInfo', raw, storageInfo),
    getSystemInfoSync: systemInfo,
    getSystemInfo: (raw: unknown) => asyncApi('getSystemInfo', raw, systemInfo),
    ...(isAli ? {} : { getWindowInfo: systemInfo, getDeviceInfo: systemInfo, getAppBaseInfo: systemInfo }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, right: 380, bottom: 83, left: 293 }),
    getLocation: (raw: unknown) =>
      asyncApi('getLocation', raw, () => {
        if (!location) throw new ApiFailure(isAli ? '用户拒绝授权' : 'auth deny', 11);
        // Alipay reports coordinates as strings.
        return isAli
          ? { latitude: String(location.latitude), longitude: String(location.longitude), accuracy: '65' }
          : { latitude: location.latitude, longitude: location.longitude, speed: 0, accuracy: 65, altitude: 0, verticalAccuracy: 0, horizontalAccuracy: 65 };
      }),
    getNetworkType: (raw: unknown) => asyncApi('getNetworkType', raw, () => (isAli ? { networkAvailable: true, networkType: 'WIFI' } : { networkType: 'wifi' })),
    getAccountInfoSync: () => ({
      miniProgram: { appId: options.appId ?? (isAli ? '2021000000000000' : 'wx0000000000000000'), envVersion: options.envVersion ?? 'release', version: '' },
      plugin: {},
    }),
    getUpdateManager: () => updateManager,
    getLaunchOptionsSync: () => host.launchInfo,
    getEnterOptionsSync: () => host.launchInfo,
    getSetting: (raw: unknown) => asyncApi('getSetting', raw, () => ({ authSetting: { ...options.authSetting } })),
    ...(isAli
      ? {}
      : {
          // Privacy consent already given unless the test says otherwise (options.apis can script the flow).
          getPrivacySetting: (raw: unknown) =>
            asyncApi('getPrivacySetting', raw, () => ({ needAuthorization: options.privacyNeedsAuthorization ?? false, privacyContractName: '《小程序隐私保护指引》' })),
          requirePrivacyAuthorize: (raw: unknown) => asyncApi('requirePrivacyAuthorize', raw, () => ({})),
        }),
    stopPullDownRefresh: (raw: unknown) => asyncApi('stopPullDownRefresh', raw, () => ({})),
    nextTick: (fn: unknown) => activity.defer('nextTick', () => typeof fn === 'function' && fn()),
    ...(isAli ? {} : { env: { USER_DATA_PATH: 'wxfile://usr' } }),
  };
  apis.canIUse = (schema: unknown) => {
    const first = String(schema).split('.')[0] ?? '';
    return first in apis || first in (options.apis ?? {}) || COMPONENTS.includes(first);
  };

  // Unknown factories (createSelectorQuery, getRealtimeLogManager, createCameraContext) hand back an object
  // whose every method records and returns the object again, so call chains do not crash either.
  const dummy = (api: string): unknown =>
    new Proxy(
      {},
      {
        get(_target, key) {
          if (typeof key === 'symbol' || NOT_APIS.has(key)) return undefined;
          return (...args: unknown[]) => {
            host.unknownApiCalls.push({ api: `${api}().${key}`, args });
            return dummy(api);
          };
        },
      },
    );
  const recorders = new Map<string, Callback>();
  const recorder = (api: string): Callback => {
    const existing = recorders.get(api);
    if (existing) return existing;
    const fn: Callback = (...args) => {
      host.unknownApiCalls.push({ api, args });
      const first = asArgs(args[0]);
      if (hasCallbacks(first)) {
        const result = failResult(api, new ApiFailure('not provided by mp-harness (give it in the launch option `apis`)'));
        activity.defer(api, () => {
          try {
            if (typeof first.fail === 'function') first.fail(result);
          } finally {
            if (typeof first.complete === 'function') first.complete(result);
          }
        });
      }
      return /^create|Manager$|Context$/.test(api) ? dummy(api) : undefined;
    };
    recorders.set(api, fn);
    return fn;
  };

  return new Proxy(apis, {
    get(target, key) {
      if (typeof key === 'symbol') return undefined;
      const override = options.apis?.[key];
      if (override) return override;
      if (key in target) return target[key];
      if (NOT_APIS.has(key) || key.startsWith('_') || key.startsWith('$')) return undefined;
      return recorder(key);
    },
    has(target, key) {
      return typeof key === 'string' && (key in target || key in (options.apis ?? {}));
    },
  });
}
