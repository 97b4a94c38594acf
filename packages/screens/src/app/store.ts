import { setupStore } from '@aster/core-api';
import { API_BASE_URL } from '../platform/apiBase';
import { clientPlatform } from '../platform/clientPlatform';
import { clock } from '../platform/clock';
import { transport } from '../platform/http';
import { loginCode } from '../platform/loginCode';
import { navigation } from '../platform/navigation';
import { storage } from '../platform/storage';
import { ui } from '../platform/ui';
import { requestNavigator } from './requestNavigator';

/** The app's store (core-api's setupStore) wired to this platform's ports and build-time API base. */
export function createAppStore() {
  return setupStore({
    ports: {
      transport,
      clock,
      storage,
      ui,
      navigator: requestNavigator(navigation),
      ...(loginCode !== null ? { login: loginCode } : {}),
    },
    config: { baseUrl: API_BASE_URL, platform: clientPlatform },
  });
}
