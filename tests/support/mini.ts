import { type HarnessNode, launchMiniProgram, type LaunchOptions, type MiniProgram, type Platform } from '../../packages/mp-harness/src';
import type { SmsLimits } from '../../apps/server/src/config';
import { builtAppDir } from './dist';
import { startServer, type RunningServer } from './server';

export const platforms: Platform[] = ['wechat', 'ali'];

/** The platform header each mini-program sends (spec section 7). */
export const platformHeader: Record<Platform, string> = { wechat: 'weapp', ali: 'aliapp' };
/** clientType of /common/v2/login (spec section 7: 1 weapp, 5 alipay). */
export const clientType: Record<Platform, number> = { wechat: 1, ali: 5 };

export function distOf(platform: Platform): string {
  return builtAppDir(platform === 'wechat' ? 'wechat' : 'alipay');
}

/**
 * Launches the built production bundle of a platform in the harness, its requests sent to the test server.
 * Everything the bundle logs is kept (not printed): `logs` shows it when a test needs it.
 */
export async function launchBuilt(
  platform: Platform,
  server: RunningServer,
  options: Partial<LaunchOptions> = {},
): Promise<MiniProgram & { logs: string[] }> {
  const logs: string[] = [];
  const record = (level: string) => (...args: unknown[]) => {
    logs.push(`${level} ${args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ')}`);
  };
  const quiet = { ...console, log: record('log'), info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug') };
  const app = await launchMiniProgram({
    platform,
    distDir: distOf(platform),
    apiBase: server.origin,
    console: quiet as Console,
    // The phone's clock on the test world's day (testClock.ts), as this file's own Date is.
    now: () => Date.now(),
    ...options,
  });
  return Object.assign(app, { logs });
}

/**
 * Waits, in real time while the app's own timers and requests run, until `probe` gives something (not
 * undefined, null or false), and returns it. On a timeout the error names `what`, the page and what it shows.
 */
export async function waitFor<T>(app: MiniProgram, what: string, probe: () => T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined && found !== null && found !== false) return found;
    if (Date.now() > end) {
      throw new Error(`Timed out waiting for ${what} on ${app.currentPage().route}; the page shows: ${app.currentPage().text().slice(0, 2000)}`);
    }
    await app.wait(100);
  }
}

/** The path of a request URL (no origin, no query). */
export const pathOf = (url: string): string => new URL(url).pathname;

/** The harness's storage holding a logged-in session (values stored as the app stores them: JSON text). */
export function storedSession(session: { token: string; userId: string }): Record<string, string> {
  return { token: JSON.stringify(session.token), userId: JSON.stringify(session.userId) };
}

/**
 * What a tenant does on the current page of a launched app, each step waiting in real time as a person would: is a
 * text shown, is an element there, wait for a page, tap an element once it is there, go back.
 */
export function asTenant(app: MiniProgram) {
  const has = (testId: string) => app.currentPage().queryByTestId(testId) !== undefined;
  return {
    shows: (text: string) => app.currentPage().text().includes(text),
    has,
    onPage: (route: string) => waitFor(app, route, () => app.currentPage().route === route),
    tap: async (testId: string) => {
      await waitFor(app, testId, () => has(testId));
      await app.currentPage().tap(app.currentPage().findByTestId(testId));
    },
    back: () => app.navigate('navigateBack', { delta: 1 }),
  };
}

/**
 * 退租申请 on the apply-checkout page, as a tenant does it: the date sheet, next month, the last day it offers; then
 * the refund worked out for that day, 申请, and the application's detail page.
 */
export async function applyToCheckOutOnLastOfferedDay(app: MiniProgram): Promise<void> {
  const { shows, onPage, has, tap } = asTenant(app);
  await tap('apply-checkout-date');
  await tap('date-next');
  const pickable = () => app.currentPage().findAll((node) => testIdOf(node).startsWith('date-20') && !classes(node).includes('le-day--off'));
  await waitFor(app, 'a pickable day', () => pickable().length > 0);
  await app.currentPage().tap(pickable().at(-1) as HarnessNode);
  await waitFor(app, 'the refund for the date', () => has('apply-checkout-net'));
  await tap('apply-checkout-submit');
  await onPage('pages/service/pages/applyCheckoutDetail/index');
  await waitFor(app, '退租申请中', () => shows('退租申请中'));
}

/**
 * One reference server per test file and the apps launched on it, closed after the file (the mini journeys' lifecycle,
 * as useH5Browser is the browser journeys'). Call it inside the describe block. `api: 'spec'`: a spec-only server.
 */
export function useMiniApps(options: { api?: 'full' | 'spec'; sms?: Partial<SmsLimits> } = {}) {
  let server: RunningServer | undefined;
  const apps: MiniProgram[] = [];
  const ready = () => {
    if (server === undefined) throw new Error('useMiniApps: the server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startServer({ ...(options.api ? { api: options.api } : {}), ...(options.sms ? { sms: options.sms } : {}) });
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) app.close();
    await server?.close();
  });
  return {
    get server(): RunningServer {
      return ready();
    },
    async launch(platform: Platform, options: Partial<LaunchOptions> = {}) {
      const app = await launchBuilt(platform, ready(), options);
      apps.push(app);
      return app;
    },
  };
}

/** A node's classes (WeChat's className, Alipay's class), for the state a page draws with them. */
export const classes = (node: HarnessNode) => String(node.props.className ?? node.props.class ?? '').split(/\s+/);
/** A node's test id. */
export const testIdOf = (node: HarnessNode) => String(node.props['data-testid'] ?? '');
