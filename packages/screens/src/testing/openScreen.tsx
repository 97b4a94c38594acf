import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { api, catalogue, setupStore, type TransportRequest, type TransportResponse } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, flushPromises, okAnswer } from '@aster/core-api/testing';
import { initialSessionState, type SessionState, type User } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { textOf } from './renderedText';

/**
 * The server's answers by path suffix, checked in order (a record keeps its insertion order); anything else answers
 * null (success with no data).
 */
export type Answers =
  | Record<string, (request: TransportRequest) => TransportResponse>
  | Array<[suffix: string, answer: (request: TransportRequest) => TransportResponse]>;

/** A logged-in tenant (the demo tenant's shape); `user` patches the profile (real-name flags...). */
export function tenantSession(user: Partial<User> = {}): SessionState {
  return {
    ...initialSessionState,
    loginStatus: 'loggedIn',
    token: 'tenant-session',
    userId: '10001',
    user: { userId: '10001', userName: '张三', mobile: '13800138000', ...user },
  };
}

export interface OpenScreenOptions {
  answers?: Answers;
  session?: SessionState;
  /** The page the app is on before the screen renders (what the screen reads as its current page and parameters). */
  openedFrom?: string;
  /**
   * The catalogue features whose extensions the backend serves (default: all of them, as the reference server);
   * 'ask': the store asks home/config as the app does (answer it in `answers`).
   */
  extensions?: readonly string[] | 'ask';
}

/** Every catalogue feature: a backend serving every extension. */
export const ALL_EXTENSIONS: readonly string[] = Object.keys(catalogue);

/** The real store over a fake transport answering `answers`, as a screen test meets it (openScreen renders into it). */
export function screenStore({ answers = {}, session = tenantSession(), extensions = ALL_EXTENSIONS }: Pick<OpenScreenOptions, 'answers' | 'session' | 'extensions'> = {}) {
  const routes = Array.isArray(answers) ? answers : Object.entries(answers);
  const transport = new FakeTransport();
  transport.reply = (request) => {
    const path = new URL(request.url, 'http://fake.invalid').pathname;
    const answer = routes.find(([suffix]) => path.endsWith(suffix))?.[1];
    return answer ? answer(request) : okAnswer(null);
  };
  const ui = new FakeUi();
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui, navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5', ...(extensions === 'ask' ? {} : { extensions }) },
    preloadedState: { session },
  });
  return { store, transport, ui };
}

/**
 * Renders one screen (its definePage'd export) over the real store and a fake transport, as a screen test needs it:
 * type by data-testid through onInput, tap through onTap, read texts, alerts and the requests sent. Each test file
 * still mocks remax and remax/one itself (jest.mock is hoisted per file).
 */
export async function openScreen(Page: React.ComponentType, { answers = {}, session = tenantSession(), openedFrom, extensions }: OpenScreenOptions = {}) {
  const { store, transport, ui } = screenStore({ answers, session, ...(extensions === undefined ? {} : { extensions }) });
  if (openedFrom !== undefined) await navigation.reLaunch(openedFrom);
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(
      <Provider store={store}>
        <Page />
      </Provider>,
    );
    await flushPromises();
  });
  if (renderer === undefined) throw new Error('not rendered');
  const root = renderer.root;
  const byTestId = (testId: string): ReactTestInstance | undefined => root.findAll((node) => node.props['data-testid'] === testId && typeof node.type === 'string')[0];
  const settle = () =>
    act(async () => {
      await flushPromises();
    });
  const tap = async (testId: string) => {
    const host = byTestId(testId);
    const target = typeof host?.props.onTap === 'function' ? host : root.findAll((node) => node.props['data-testid'] === testId && typeof node.props.onTap === 'function')[0];
    if (target === undefined) throw new Error(`nothing to tap: ${testId}`);
    await act(async () => {
      (target.props.onTap as () => void)();
      await flushPromises();
    });
    await settle();
  };
  const type = async (testId: string, value: string) => {
    const input = byTestId(testId);
    if (input === undefined) throw new Error(`no field ${testId}`);
    await act(async () => {
      (input.props.onInput as (event: unknown) => void)({ target: { value } });
      await flushPromises();
    });
  };
  return {
    store,
    ui,
    transport,
    root,
    byTestId,
    tap,
    type,
    settle,
    text: () => textOf(root),
    value: (testId: string) => byTestId(testId)?.props.value as string | undefined,
    alerts: () => root.findAll((node) => node.props.role === 'alert').map(textOf),
    sent: (suffix: string) => transport.requests.filter((request) => (request.url.split('?')[0] ?? '').endsWith(suffix)),
    currentPage: () => navigation.currentPage(),
    unmount: () => {
      act(() => renderer?.unmount());
      // Drops the cache and its 60 s removal timers, which would keep jest waiting after the test.
      store.dispatch(api.util.resetApiState());
    },
  };
}

export type OpenedScreen = Awaited<ReturnType<typeof openScreen>>;
