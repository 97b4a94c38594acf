// One launched mini-program: the bundle in its vm context, the page stack, and everything recorded.
import fs from 'node:fs';
import path from 'node:path';
import { Activity } from './activity';
import { BundleLoader } from './bundleLoader';
import { dateOnClock } from './deviceClock';
import { applySetData, applySpliceData } from './dataPath';
import { NativeComponents } from './nativeComponent';
import { buildNodeTree, type HarnessNode } from './nodeTree';
import { HarnessPage, type PageRecord } from './page';
import { ApiFailure, createPlatformApi, type NavigationType, type PlatformHost } from './platformApi';
import type {
  LaunchOptions,
  ModalRecord,
  ModalResponder,
  NavigationRecord,
  Platform,
  RequestRecord,
  SetDataRecord,
  ToastRecord,
  UnknownApiCall,
} from './types';

type Callback = (...args: unknown[]) => unknown;
type Instance = Record<string, unknown>;

const MAX_PAGE_STACK = 10;

interface AppJson {
  pages: string[];
  subpackages?: { root: string; pages: string[] }[];
  subPackages?: { root: string; pages: string[] }[];
  tabBar?: { list?: { pagePath: string }[]; items?: { pagePath: string }[] };
}

export interface ParsedUrl {
  route: string;
  query: Record<string, string>;
}

/**
 * "/pages/a/b?x=1" (or relative to the current page) into route and query. Query values are handed over
 * as written, not decoded: both platforms pass them to onLoad that way.
 */
export function parsePageUrl(url: string, currentRoute?: string): ParsedUrl {
  const mark = url.indexOf('?');
  const pathPart = mark === -1 ? url : url.slice(0, mark);
  const search = mark === -1 ? '' : url.slice(mark + 1);
  const absolute = pathPart.startsWith('/') ? pathPart : path.posix.join('/', path.posix.dirname(currentRoute ?? ''), pathPart);
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    query[eq === -1 ? pair : pair.slice(0, eq)] = eq === -1 ? '' : pair.slice(eq + 1);
  }
  return { route: path.posix.normalize(absolute).replace(/^\/+/, ''), query };
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

// app.json comes from a build the harness does not control: check the parts it relies on.
function readAppJson(file: string): AppJson {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const problem = (what: string) => new Error(`${file}: ${what}`);
  if (!isStringList(json.pages) || json.pages.length === 0) throw problem('"pages" must be a non-empty list of page paths');
  for (const sub of [json.subpackages, json.subPackages]) {
    if (sub === undefined) continue;
    if (!Array.isArray(sub) || !sub.every((s: { root?: unknown; pages?: unknown }) => typeof s?.root === 'string' && isStringList(s.pages))) {
      throw problem('every subpackage needs a "root" and a list of "pages"');
    }
  }
  const tabBar = json.tabBar as AppJson['tabBar'] | undefined;
  const tabs: unknown[] = tabBar?.list ?? tabBar?.items ?? [];
  if (!tabs.every((t) => typeof (t as { pagePath?: unknown })?.pagePath === 'string')) throw problem('every tab needs a "pagePath"');
  return json as unknown as AppJson;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

// The platforms give every page instance its own copy of the config's data and objects (Remax keeps a
// React ref there), while methods are shared.
function cloneConfigValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneConfigValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneConfigValue(v);
    return out;
  }
  return value;
}

function call(target: Instance | undefined, name: string, ...args: unknown[]): unknown {
  const fn = target?.[name];
  return typeof fn === 'function' ? (fn as Callback).apply(target, args) : undefined;
}

export class MiniProgram implements PlatformHost {
  readonly platform: Platform;
  readonly activity: Activity;
  readonly storage = new Map<string, string>();
  /** Every setData / $spliceData call of every page, in order. */
  readonly setDataLog: SetDataRecord[] = [];
  readonly navigations: NavigationRecord[] = [];
  readonly toasts: ToastRecord[] = [];
  readonly modals: ModalRecord[] = [];
  readonly requests: RequestRecord[] = [];
  readonly unknownApiCalls: UnknownApiCall[] = [];
  /** What the bundle threw in lifecycles, callbacks and timers. */
  readonly errors: unknown[] = [];
  /** Component() registrations, in the order the bundle made them (native custom components are drawn: nativeComponent.ts). */
  readonly components: unknown[] = [];
  readonly updateListeners = { check: [] as Callback[], ready: [] as Callback[], failed: [] as Callback[] };
  loadingVisible = false;
  loginCount = 0;
  requestsInFlight = 0;
  peakRequestsInFlight = 0;
  launchInfo: Record<string, unknown> = {};
  updateApplied = 0;
  modalResponder: ModalResponder;

  private readonly appJson: AppJson;
  private readonly routes = new Set<string>();
  private readonly tabRoutes = new Set<string>();
  private readonly pageConfigs = new Map<string, Instance>();
  private registeringRoute: string | undefined;
  private readonly stack: PageRecord[] = [];
  private appInstance: Instance | undefined;
  private readonly loader: BundleLoader;
  private readonly api: Record<string, unknown>;
  private reportedErrors = 0;
  private inOnError = false;
  private readonly native: NativeComponents;

  constructor(readonly options: LaunchOptions) {
    this.platform = options.platform;
    this.modalResponder = options.onModal ?? (() => ({ confirm: true }));
    this.activity = new Activity((error) => this.recordError(error), options.settleTimerThresholdMs ?? 50);
    const appJsonPath = path.join(options.distDir, 'app.json');
    if (!fs.existsSync(appJsonPath)) throw new Error(`No built mini-program in ${options.distDir} (app.json missing)`);
    this.appJson = readAppJson(appJsonPath);
    this.appJson.pages.forEach((p) => this.routes.add(p));
    for (const sub of this.appJson.subpackages ?? this.appJson.subPackages ?? []) {
      sub.pages.forEach((p) => this.routes.add(path.posix.join(sub.root, p)));
    }
    for (const tab of this.appJson.tabBar?.list ?? this.appJson.tabBar?.items ?? []) this.tabRoutes.add(tab.pagePath);
    for (const [key, value] of Object.entries(options.storage ?? {})) this.storage.set(key, JSON.stringify(value));

    const api = createPlatformApi(this);
    this.api = api;
    const timers = {
      setTimeout: (fn: unknown, ms?: unknown, ...args: unknown[]) => this.activity.setTimer(fn, ms, false, args),
      setInterval: (fn: unknown, ms?: unknown, ...args: unknown[]) => this.activity.setTimer(fn, ms, true, args),
      clearTimeout: (id: unknown) => this.activity.clearTimer(id),
      clearInterval: (id: unknown) => this.activity.clearTimer(id),
    };
    this.loader = new BundleLoader(options.distDir, {
      [this.platform === 'wechat' ? 'wx' : 'my']: api,
      App: (config: Instance) => {
        this.appInstance = config;
      },
      Page: (config: Instance) => {
        if (!this.registeringRoute) throw new Error('Page() called outside a page file');
        this.pageConfigs.set(this.registeringRoute, config);
      },
      Component: (config: unknown) => {
        this.components.push(config);
      },
      Behavior: (config: unknown) => config,
      getApp: () => this.appInstance,
      getCurrentPages: () => this.stack.map((p) => p.instance),
      ...timers,
      console: options.console ?? console,
      ...(options.now ? { Date: dateOnClock(Date, options.now) } : {}),
    });
    this.native = new NativeComponents({
      platform: this.platform,
      distDir: options.distDir,
      loadComponentConfig: (file) => this.loadComponentConfig(file),
      recordError: (error) => this.recordError(error),
    });
  }

  /** A page's node tree from its data, with its native components drawn (page.ts: tree()). */
  drawTree(record: PageRecord): HarnessNode[] {
    const data = record.instance.data;
    const roots = isPlainObject(data) ? buildNodeTree(data) : [];
    return this.native.expand(roots, this.native.forPage(record.route), record.components, record.instance);
  }

  private loadComponentConfig(file: string): Record<string, unknown> {
    const before = this.components.length;
    this.loader.require(file);
    const config = this.components[before];
    if (!isPlainObject(config)) throw new Error(`${file} did not call Component()`);
    return config;
  }

  /** Loads app.js, runs onLaunch / onShow and opens the entry page. */
  async start(): Promise<void> {
    this.loader.require('/app.js');
    if (!this.appInstance) throw new Error('app.js did not call App()');
    const entry = parsePageUrl(this.options.entry ?? `/${this.appJson.pages[0] ?? ''}`);
    const launch = { path: entry.route, query: entry.query, scene: this.options.scene ?? 1001, referrerInfo: this.options.referrerInfo ?? {} };
    this.launchInfo = launch;
    this.activity.guard(() => call(this.appInstance, 'onLaunch', launch));
    this.activity.guard(() => call(this.appInstance, 'onShow', launch));
    if (this.routes.has(entry.route)) {
      this.openPage(entry.route, entry.query);
    } else if (this.platform === 'wechat') {
      this.activity.guard(() => call(this.appInstance, 'onPageNotFound', { path: entry.route, query: entry.query, isEntryPage: true }));
    }
    await this.settle();
    if (this.stack.length === 0) throw new Error(`The entry page "${entry.route}" is not in app.json and nothing navigated elsewhere`);
  }

  currentPage(): HarnessPage {
    const top = this.stack[this.stack.length - 1];
    if (!top) throw new Error('No page is open');
    return new HarnessPage(this, top);
  }

  pageStack(): HarnessPage[] {
    return this.stack.map((record) => new HarnessPage(this, record));
  }

  /** Calls the fake wx / my API as the bundle would, e.g. callApi('request', {...}). */
  callApi(name: string, ...args: unknown[]): unknown {
    const fn = this.api[name];
    if (typeof fn !== 'function') throw new Error(`${this.platform === 'wechat' ? 'wx' : 'my'}.${name} is not a function`);
    return (fn as Callback)(...args);
  }

  getApp(): Instance | undefined {
    return this.appInstance;
  }

  /** Waits until requests, API callbacks, setData callbacks and short timers are done. */
  async settle(timeoutMs = this.options.settleTimeoutMs ?? 10000): Promise<void> {
    await this.activity.settle(timeoutMs);
    if ((this.options.throwOnAppError ?? true) && this.errors.length > this.reportedErrors) {
      const first = this.errors[this.reportedErrors];
      this.reportedErrors = this.errors.length;
      throw new Error(`The mini-program threw: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`);
    }
  }

  /** Lets real time pass (debounces, countdown steps), then settles. */
  async wait(ms: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await this.settle();
  }

  /** The platform found a new version: onCheckForUpdate({ hasUpdate: true }), then onUpdateReady. */
  triggerUpdateReady(): void {
    this.updateListeners.check.forEach((cb) => this.activity.guard(() => cb({ hasUpdate: true })));
    this.updateListeners.ready.forEach((cb) => this.activity.guard(() => cb()));
  }

  triggerUpdateFailed(): void {
    this.updateListeners.check.forEach((cb) => this.activity.guard(() => cb({ hasUpdate: true })));
    this.updateListeners.failed.forEach((cb) => this.activity.guard(() => cb()));
  }

  /** The user leaves the app (onHide) and comes back (onShow). */
  async hideAndShow(): Promise<void> {
    const top = this.stack[this.stack.length - 1];
    this.activity.guard(() => call(top?.instance, 'onHide'));
    this.activity.guard(() => call(this.appInstance, 'onHide'));
    this.activity.guard(() => call(this.appInstance, 'onShow', { path: top?.route, query: top?.query ?? {}, scene: this.options.scene ?? 1001 }));
    this.activity.guard(() => call(top?.instance, 'onShow'));
    await this.settle();
  }

  setModalResponder(responder: ModalResponder): void {
    this.modalResponder = responder;
  }

  /** Storage as the app left it (values parsed back from JSON). */
  storageSnapshot(): Record<string, unknown> {
    return Object.fromEntries([...this.storage.entries()].map(([k, v]) => [k, JSON.parse(v) as unknown]));
  }

  pendingTimers(): { repeat: boolean; dueInMs: number }[] {
    return this.activity.pendingTimers();
  }

  close(): void {
    this.activity.close();
  }

  setTitle(title: string): void {
    const top = this.stack[this.stack.length - 1];
    if (top) top.title = title;
  }

  recordError(error: unknown): void {
    this.errors.push(error);
    if (this.inOnError) return;
    this.inOnError = true;
    try {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      call(this.appInstance, 'onError', message);
    } catch (nested) {
      this.errors.push(nested);
    } finally {
      this.inOnError = false;
    }
  }

  async navigate(type: NavigationType, args: Record<string, unknown>): Promise<void> {
    const url = typeof args.url === 'string' ? args.url : undefined;
    const record: NavigationRecord = { type, url, delta: type === 'navigateBack' ? Number(args.delta ?? 1) : undefined, ok: false, errMsg: undefined };
    this.navigations.push(record);
    try {
      this.performNavigation(type, url, record.delta ?? 1);
      record.ok = true;
    } catch (error) {
      record.errMsg = error instanceof Error ? error.message : String(error);
      throw error;
    }
  }

  private performNavigation(type: NavigationType, url: string | undefined, delta: number): void {
    const top = this.stack[this.stack.length - 1];
    if (type === 'navigateBack') {
      if (this.stack.length <= 1) throw new ApiFailure('cannot navigate back at first page');
      const count = Math.min(Math.max(1, delta), this.stack.length - 1);
      for (let i = 0; i < count; i++) this.unloadTop();
      const back = this.stack[this.stack.length - 1];
      this.activity.guard(() => call(back?.instance, 'onShow'));
      return;
    }
    if (url === undefined) throw new ApiFailure('parameter error: url should be a string', 2);
    const target = parsePageUrl(url, top?.route);
    if (!this.routes.has(target.route)) throw new ApiFailure(`page "${target.route}" is not found`, 4);
    const isTab = this.tabRoutes.has(target.route);
    if ((type === 'navigateTo' || type === 'redirectTo') && isTab) throw new ApiFailure(`can not ${type} a tabbar page`, 4);
    if (type === 'switchTab' && !isTab) throw new ApiFailure('can not switch to no-tabBar page', 4);
    if (type === 'navigateTo') {
      if (this.stack.length >= MAX_PAGE_STACK) throw new ApiFailure('webview count limit exceed', 4);
      this.activity.guard(() => call(top?.instance, 'onHide'));
    } else if (type === 'redirectTo') {
      if (top) this.unloadTop();
    } else {
      while (this.stack.length > 0) this.unloadTop();
    }
    this.openPage(target.route, type === 'switchTab' ? {} : target.query);
  }

  private unloadTop(): void {
    const page = this.stack.pop();
    if (!page) return;
    this.activity.guard(() => call(page.instance, 'onUnload'));
    page.unloaded = true;
  }

  private pageConfig(route: string): Instance {
    const existing = this.pageConfigs.get(route);
    if (existing) return existing;
    this.registeringRoute = route;
    try {
      this.loader.require(`/${route}.js`);
    } finally {
      this.registeringRoute = undefined;
    }
    const config = this.pageConfigs.get(route);
    if (!config) throw new Error(`${route}.js did not call Page()`);
    return config;
  }

  private openPage(route: string, query: Record<string, string>): void {
    const config = this.pageConfig(route);
    const instance: Instance = {};
    for (const [key, value] of Object.entries(config)) instance[key] = cloneConfigValue(value);
    const record: PageRecord = { route, query, instance, setDataLog: [], title: undefined, unloaded: false, components: new Map() };
    instance.route = route;
    instance.__route__ = route;
    instance.options = query;
    instance.setData = (payload: unknown, cb?: unknown) => this.applyData(record, 'setData', payload, cb);
    if (this.platform === 'ali') {
      instance.$spliceData = (payload: unknown, cb?: unknown) => this.applyData(record, '$spliceData', payload, cb);
      instance.$batchedUpdates = (fn: unknown) => typeof fn === 'function' && fn();
    }
    this.stack.push(record);
    this.activity.guard(() => call(instance, 'onLoad', query));
    this.activity.guard(() => call(instance, 'onShow'));
    this.activity.defer('onReady', () => {
      if (!record.unloaded) call(instance, 'onReady');
    });
  }

  private readonly templateNames = new Map<string, ReadonlySet<string> | null>();

  /**
   * The node types the built templates can draw: base.wxml on WeChat, the page's own .axml on Alipay (null for a
   * hand-written bundle without them). A node of another type would show nothing on a phone (the build writes
   * templates only for the components it keeps).
   */
  private templates(route: string): ReadonlySet<string> | null {
    const file = this.platform === 'ali' ? `${route}.axml` : 'base.wxml';
    let names = this.templateNames.get(file);
    if (names === undefined) {
      const full = path.join(this.options.distDir, file);
      if (!fs.existsSync(full)) {
        this.templateNames.set(file, null);
        return null;
      }
      const source = fs.readFileSync(full, 'utf8');
      const found = new Set([...source.matchAll(/<template name="REMAX_TPL_1_([\w-]+)"/g)].map((match) => match[1] ?? ''));
      // swiper-item is drawn by the swiper's template.
      if (found.has('swiper')) found.add('swiper-item');
      this.templateNames.set(file, found);
      names = found;
    }
    return names;
  }

  private applyData(record: PageRecord, method: SetDataRecord['method'], payload: unknown, cb: unknown): void {
    if (this.activity.closed || record.unloaded) return;
    const json = JSON.stringify(payload ?? {});
    const entry: SetDataRecord = { route: record.route, method, payload: JSON.parse(json) as Record<string, unknown>, bytes: Buffer.byteLength(json, 'utf8') };
    this.setDataLog.push(entry);
    record.setDataLog.push(entry);
    if (!isPlainObject(record.instance.data)) record.instance.data = {};
    const data = record.instance.data as Record<string, unknown>;
    const copy = JSON.parse(json) as Record<string, unknown>;
    if (method === 'setData') applySetData(data, copy);
    else applySpliceData(data, copy);
    const templates = this.templates(record.route);
    for (const type of templates === null ? [] : nodeTypesIn(copy)) {
      if (templates?.has(type) === false) {
        this.errors.push(new Error(`${record.route} renders <${type}>, which has no template in the build (a component the build skips)`));
      }
    }
    if (typeof cb === 'function') this.activity.defer(`${method} callback`, () => cb.call(record.instance));
  }
}

/** The `type` of every Remax node in a setData payload (objects with an id, a type and props or text). */
function nodeTypesIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) nodeTypesIn(item, into);
  } else if (isPlainObject(value)) {
    const node = value as Record<string, unknown>;
    if (typeof node['type'] === 'string' && node['id'] !== undefined && ('props' in node || 'text' in node)) into.add(node['type']);
    for (const key of Object.keys(node)) if (key !== 'props') nodeTypesIn(node[key], into);
  }
  return into;
}

/** Loads a built WeChat or Alipay bundle and opens its entry page; resolves once the app has settled. */
export async function launchMiniProgram(options: LaunchOptions): Promise<MiniProgram> {
  const app = new MiniProgram(options);
  try {
    await app.start();
  } catch (error) {
    app.close();
    throw error;
  }
  return app;
}

