import { setupStore } from '@aster/core-api';
import type { SessionState } from '@aster/core-domain';
import { API_BASE_URL, GRAY_ENVIRONMENT } from '../platform/apiBase';
import { clock } from '../platform/clock';
import { transport } from '../platform/http';
import { loginCode } from '../platform/loginCode';
import { navigation } from '../platform/navigation';
import { requestPlatform } from '../platform/requestPlatform';
import { storage } from '../platform/storage';
import { ui } from '../platform/ui';
import { requestNavigator } from './requestNavigator';

/**
 * The app's store (core-api's setupStore) wired to this platform's ports and build-time API base. `session`: where it
 * starts when the stored one cannot be checked yet (H5 before zod has arrived); else setupStore restores it.
 */
export function createAppStore(session?: SessionState) {
  return setupStore({
    ...(session !== undefined ? { preloadedState: { session } } : {}),
    ports: {
      transport,
      clock,
      storage,
      ui,
      navigator: requestNavigator(navigation),
      ...(loginCode !== null ? { login: loginCode } : {}),
    },
    config: { baseUrl: API_BASE_URL, platform: requestPlatform, gray: GRAY_ENVIRONMENT },
  });
}
