import { type TypedStartListening, combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  type Clock,
  type SessionRootState,
  type SessionState,
  type StoragePort,
  machineIdOf,
  restoreSession,
  sessionReducer,
  startSessionPersistence,
  storageKeys,
} from '@aster/core-domain';
import { AutoLoginGate } from '../autoLoginGate';
import { BackendExtensions } from '../backendExtensions';
import { createApiClient } from '../client';
import { type Platform } from '../headers';
import { type LoginPort, type NavigatorPort, type UiPort } from '../ports';
import { type HttpTransport } from '../transport';
import { type ApiThunkExtra, api } from './api';
import { unauthorizedReceived } from './actions';
import { homeApi } from './homeApi';
import { registerAuthListeners } from './listeners';

/** What the shell hands in: one implementation per platform. */
export interface StorePorts {
  transport: HttpTransport;
  clock: Clock;
  storage: StoragePort;
  ui: UiPort;
  navigator: NavigatorPort;
  /** Mini-programs only: the code for the silent auto-login. */
  login?: LoginPort;
}

export interface StoreConfig {
  /** Origin of the API ("" for the same origin as the H5 page). */
  baseUrl: string;
  platform: Platform;
  /** Sends the gray-environment marker. */
  gray?: boolean;
  /** The mini-program's appId, sent with logins. */
  appId?: string;
  /** Overrides the 20 s default (tests, slow networks). */
  timeoutMs?: number;
  /**
   * The catalogue features whose extensions the backend serves, when already known (tests): home/config is then not
   * asked for them. Left out, the first extension call waits for home/config's `extensions`.
   */
  extensions?: readonly string[];
}

const rootReducer = combineReducers({
  session: sessionReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface SetupStoreOptions {
  ports: StorePorts;
  config: StoreConfig;
  /** Defaults to the session restored from storage. */
  preloadedState?: { session?: SessionState };
}

/**
 * The app's store: session + api reducers, the api middleware, and the listeners for 401 handling, auto-login,
 * logins and session persistence. The client reads the session for its headers at each request.
 */
export function setupStore({ ports, config, preloadedState }: SetupStoreOptions) {
  const gate = new AutoLoginGate(ports.clock);
  // Made (or read) on the first request that wants it: a store that never charges a meter never writes it.
  let machineId: string | undefined;
  // home/config, asked once through the store (so its answer is the cached query every screen reads) before the first
  // extension call; a listener below keeps the list in step with every later answer.
  const extensions = new BackendExtensions(async () => {
    const config = await store.dispatch(homeApi.endpoints.getHomeConfig.initiate(undefined, { subscribe: false })).unwrap();
    return config.extensions;
  }, config.extensions);
  const listeners = createListenerMiddleware<SessionRootState>();
  let readSession: () => SessionState = () => {
    throw new Error('the store is not ready');
  };
  const client = createApiClient({
    transport: ports.transport,
    clock: ports.clock,
    baseUrl: config.baseUrl,
    platform: config.platform,
    identity: () => {
      const { token, userId, companyId } = readSession();
      return { token, userId, companyId };
    },
    ui: ports.ui,
    navigator: ports.navigator,
    gate,
    extensions,
    ...(config.gray !== undefined ? { gray: config.gray } : {}),
    ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
    onUnauthorized: (error) => store.dispatch(unauthorizedReceived({ path: error.path })),
    machineId: () => {
      machineId ??= machineIdOf(ports.storage, ports.clock.now());
      return machineId;
    },
  });
  const extra: ApiThunkExtra = { client };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: preloadedState?.session ?? restoreSession(ports.storage) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(api.middleware),
    // RTK's default batches with requestAnimationFrame, which the mini-programs' logic layer lacks: it falls
    // back to a 10 ms timer per batch. A promise tick batches as well on every platform, with no timer.
    enhancers: (getDefaultEnhancers) =>
      getDefaultEnhancers({ autoBatch: { type: 'callback', queueNotification: (notify) => void Promise.resolve().then(notify) } }),
  });
  readSession = () => store.getState().session;

  registerAuthListeners(listeners, {
    clock: ports.clock,
    navigator: ports.navigator,
    gate,
    platform: config.platform,
    ...(ports.login ? { login: ports.login } : {}),
    ...(config.appId !== undefined ? { appId: config.appId } : {}),
  });
  startSessionPersistence(listeners.startListening, ports.storage);
  listeners.startListening({
    matcher: homeApi.endpoints.getHomeConfig.matchFulfilled,
    effect: (action) => {
      extensions.learn(action.payload.extensions);
      // Kept for H5's early script, which must not ask a spec-only backend for an extension on the next visit.
      ports.storage.set(storageKeys.backendExtensions, JSON.stringify(action.payload.extensions ?? []));
    },
  });

  // startListening lets the shells and screens add effects of their own (e.g. on autoLoginFinished). Named by its
  // RTK type so the packed .d.ts refers to it: TypeScript prints its expansion as invalid syntax (`is infer T extends`).
  const startListening: TypedStartListening<SessionRootState> = listeners.startListening;
  return Object.assign(store, { client, startListening, extensions });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
