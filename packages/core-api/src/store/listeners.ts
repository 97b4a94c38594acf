import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  type Clock,
  type SessionRootState,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  imUserLoaded,
  loggedIn,
  loggedOut,
  selectIsLoggedIn,
  userRefreshed,
} from '@aster/core-domain';
import { type AutoLoginGate } from '../autoLoginGate';
import { LoginClientType } from '../catalogue/auth';
import { type Platform } from '../headers';
import { type LoginPort, type NavigatorPort } from '../ports';
import { api } from './api';
import { autoLoginFinished, autoLoginRequested, unauthorizedReceived } from './actions';
import { authApi } from './authApi';
import { homeApi } from './homeApi';
import { userApi } from './userApi';

export interface AuthListenerDeps {
  clock: Clock;
  navigator: NavigatorPort;
  gate: AutoLoginGate;
  platform: Platform;
  login?: LoginPort;
  /** The mini-program's appId, sent with logins. */
  appId?: string;
}

// Listener middleware over any state that holds the session: typed loosely here, the store types it fully.
type AppListeners = ListenerMiddlewareInstance<SessionRootState>;

const clientTypeOf: Partial<Record<Platform, LoginClientType>> = {
  weapp: LoginClientType.weapp,
  aliapp: LoginClientType.aliapp,
};

/**
 * The session side effects of spec section 4, as listeners: 401 handling, auto-login, logins and logouts.
 */
export function registerAuthListeners(listeners: AppListeners, deps: AuthListenerDeps): void {
  const { clock, navigator, gate } = deps;
  let redirectScheduled = false;

  // 401: clear the session at once; one redirect per burst, 1 s later, back to the page the user was on.
  listeners.startListening({
    actionCreator: unauthorizedReceived,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(loggedOut());
      if (redirectScheduled) return;
      redirectScheduled = true;
      const redirectUrl = navigator.currentPage();
      clock.setTimeout(() => {
        redirectScheduled = false;
        navigator.redirectToLogin(redirectUrl);
      }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    },
  });

  // Auto-login in the mini-programs: only when logged out and a login port exists; one at a time.
  let autoLoginRunning = false;
  listeners.startListening({
    actionCreator: autoLoginRequested,
    effect: async (action, listenerApi) => {
      const clientType = clientTypeOf[deps.platform];
      if (autoLoginRunning || !deps.login || clientType === undefined || selectIsLoggedIn(listenerApi.getState())) {
        return;
      }
      autoLoginRunning = true;
      gate.begin();
      let succeeded = false;
      try {
        const openIdCode = await deps.login.getCode();
        const login = listenerApi.dispatch(
          authApi.endpoints.miniProgramLogin.initiate({
            openIdCode,
            clientType,
            loginScene: action.payload?.loginScene ?? 1,
            ...(deps.appId !== undefined ? { appId: deps.appId } : {}),
          }),
        );
        // The mutation's cache entry is of no use once read (it holds the token): drop it either way.
        const result = await login.unwrap().finally(() => login.reset());
        listenerApi.dispatch(loggedIn({ token: result.token, userId: result.userId, openId: result.openId ?? null }));
        succeeded = true;
      } catch {
        // A failed auto-login leaves a guest; the client already decided what to show (nothing: the call is silent).
      } finally {
        // Released before the user refresh: that request must not wait on the login it follows.
        gate.end();
        autoLoginRunning = false;
      }
      if (succeeded) {
        await listenerApi.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
      }
      listenerApi.dispatch(autoLoginFinished({ succeeded }));
    },
  });

  // Normal logins: store the session, then refresh the user.
  for (const endpoint of [
    authApi.endpoints.loginByPhone,
    authApi.endpoints.loginByPhoneInMiniProgram,
    authApi.endpoints.alipayAuthLogin,
    authApi.endpoints.loginByOutToken,
  ]) {
    listeners.startListening({
      matcher: endpoint.matchFulfilled,
      effect: async (action, listenerApi) => {
        const { token, userId, openId } = action.payload;
        listenerApi.dispatch(loggedIn({ token, userId, openId: openId ?? null }));
        await listenerApi.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    });
  }

  // OAuth token login brings its user along.
  listeners.startListening({
    matcher: authApi.endpoints.oauthTokenLogin.matchFulfilled,
    effect: async (action, listenerApi) => {
      const { access_token: token, id: userId, user } = action.payload;
      listenerApi.dispatch(loggedIn({ token, userId }));
      if (user) {
        listenerApi.dispatch(userRefreshed(user));
      } else {
        await listenerApi.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
      }
    },
  });

  // Every login (phone, token, OAuth, the mini-programs' silent one) is counted by the login statistics report, fire
  // and forget: a failure costs the tenant nothing (the call is silent) and its cache entry is dropped.
  listeners.startListening({
    actionCreator: loggedIn,
    effect: (_action, listenerApi) => {
      const report = listenerApi.dispatch(homeApi.endpoints.reportUserStatistics.initiate());
      void report
        .unwrap()
        .catch(() => undefined)
        .finally(() => report.reset());
    },
  });

  listeners.startListening({
    matcher: userApi.endpoints.getUserInfo.matchFulfilled,
    effect: (action, listenerApi) => {
      listenerApi.dispatch(userRefreshed(action.payload));
    },
  });

  listeners.startListening({
    matcher: userApi.endpoints.getImUserInfo.matchFulfilled,
    effect: (action, listenerApi) => {
      listenerApi.dispatch(imUserLoaded(action.payload));
    },
  });

  // Logout: the session goes, and the cached answers of that user with it. (An account log-out only starts its
  // cooling-off period: the tenant stays logged in and may undo it.)
  listeners.startListening({
    matcher: authApi.endpoints.logout.matchFulfilled,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(loggedOut());
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
}
