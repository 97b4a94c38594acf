import './zodSettings';
import * as React from 'react';
import { Provider } from 'react-redux';
import { useAppEvent } from 'remax/macro';
import { autoLoginRequested } from '@aster/core-api';
import { companyChanged, initialSessionState, restoreSession, selectCity, selectIsLoggedIn, sessionRestored } from '@aster/core-domain';
import { builtPages } from '../pages/registry';
import { clientPlatform } from '../platform/clientPlatform';
import { clock } from '../platform/clock';
import { prepareInitialLocation } from '../platform/initialLocation';
import { loginCode } from '../platform/loginCode';
import { navigation } from '../platform/navigation';
import { privacy } from '../platform/privacy';
import { schemaLibrary } from '../platform/schemaLibrary';
import { storage } from '../platform/storage';
import { ui } from '../platform/ui';
import { updates } from '../platform/updates';
import { privacyConsent } from '../ui/privacyConsent';
import './frame';
// The icon set's sheets, once for the whole app (ui/icon/Icon.tsx).
import '../ui/icon/icon.css';
import '../ui/icon/kitIcons.css';
import { companyIdFromLaunch, pageNotFoundUrl, pendingPaymentUrl, watchForUpdates, type LaunchQuery } from './launch';
import { sendLaunchRequests } from './launchRequests';
import { openScannedCode, scanCodeFromLaunch } from './scanLaunch';
import { createAppStore } from './store';

// Module scope: on H5 this runs before Remax's router reads the URL (the page-not-found rewrite).
const launch = prepareInitialLocation();
// On H5 zod may still be on its way (platform/schemaLibraryTypes.ts): the store then starts from the initial session
// and reads the stored one as soon as it can check it, before any page but home opens (build/zodAfterPaint.js).
const restoredAtStart = schemaLibrary.isReady();
export const store = createAppStore(restoredAtStart ? undefined : initialSessionState);
schemaLibrary.whenReady(() => {
  if (!restoredAtStart) store.dispatch(sessionRestored(restoreSession(storage)));
  // A launch naming its company (c=digits) switches company in onLaunch: its requests wait for the page.
  if (companyIdFromLaunch(launch.search) === null) sendLaunchRequests(store.dispatch, launch.page, selectCity(store.getState()).cityId);
});

/** The scanned codes this run has routed: each once (onShow repeats the launch's options). */
const routedScans = new Set<string>();
function routeScan(query: LaunchQuery | undefined): void {
  const scanCode = scanCodeFromLaunch(query);
  if (scanCode === null || routedScans.has(scanCode) || routedScans.size >= 100) return;
  routedScans.add(scanCode);
  schemaLibrary.whenReady(() => void openScannedCode(store.dispatch, scanCode, builtPages, navigation.reLaunch));
}

interface LaunchOptions {
  path?: string;
  query?: LaunchQuery;
}

/** The app component of the three shells: the store, and the launch-time rules of spec sections 1 and 2. */
export default function App({ children }: { children?: React.ReactNode }) {
  // Mini-programs pass their launch options; H5 passes none and the query comes from the first URL.
  useAppEvent('onLaunch', (options?: LaunchOptions) => {
    schemaLibrary.whenReady(() => {
      const companyId = companyIdFromLaunch(options?.query ?? launch.search);
      if (companyId !== null) store.dispatch(companyChanged(companyId));
    });
    // A mini-program opened from a scanned code (q, scene) goes where scan/router says, after the company is known.
    routeScan(options?.query);
    // Alipay has no onPageNotFound: a launch page that is not in this build is rewritten here instead.
    const launchPath = options?.path;
    if (clientPlatform === 'aliapp' && launchPath !== undefined && !builtPages.has(launchPath)) {
      void navigation.reLaunch(pageNotFoundUrl(launchPath, options?.query ?? {}, builtPages));
    }
    // A payment sheet the app was killed in (payData): its result page, which asks the server. The mini-programs only:
    // H5 leaves for the provider's page and comes back to the result page by itself.
    if (clientPlatform !== 'h5') {
      const resultUrl = pendingPaymentUrl(storage, clock.now(), launchPath);
      if (resultUrl !== null) void navigation.reLaunch(resultUrl);
    }
    watchForUpdates(updates, ui);
    // WeChat holds privacy calls until the user answers the consent sheet (a no-op on Alipay and H5).
    privacy.listen(privacyConsent.hold);
    // Mini-programs log a guest in silently (wx.login / my.getAuthCode -> /common/v2/login); H5 has no login code.
    if (loginCode !== null && !selectIsLoggedIn(store.getState())) store.dispatch(autoLoginRequested());
  });

  // Back from the background through a new scan: the mini-programs hand its code to onShow (a code already routed,
  // e.g. the launch's own, which onShow repeats, is not routed again).
  useAppEvent('onShow', (options?: LaunchOptions) => routeScan(options?.query));

  // WeChat and Alipay only redirect when it happens synchronously inside this callback.
  useAppEvent('onPageNotFound', (options: LaunchOptions) => {
    void navigation.redirectTo(pageNotFoundUrl(options.path ?? '', options.query ?? {}, builtPages));
  });

  return <Provider store={store}>{children}</Provider>;
}
