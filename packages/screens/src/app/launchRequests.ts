import { type AppDispatch, homeApi } from '@aster/core-api';
import { HOME_PAGE } from '@aster/core-domain';

/**
 * The first requests of the page the app opens on, sent while the app starts (issue 10). On H5 the page's own chunk
 * renders in a task after the app's, and its requests left only then: about half a second later on a mid-range
 * phone. The page's query hooks find them on their way or answered (RTK Query sends each once, and keeps a
 * prefetched answer for its usual minute). Only the home page for now, whose endpoints the first load holds anyway:
 * home/base when the city is already known, else the network address's city that a first visit waits for (the
 * page's city locator takes a cached answer) before its popup and home/base.
 */
export function sendLaunchRequests(dispatch: AppDispatch, page: string | null, cityId: number): void {
  if (page !== HOME_PAGE) return;
  dispatch(homeApi.util.prefetch('getBanners', undefined, {}));
  dispatch(homeApi.util.prefetch('getHomeUi', undefined, {}));
  if (cityId !== 0) dispatch(homeApi.util.prefetch('getHomeBase', { cityId }, {}));
  else dispatch(homeApi.util.prefetch('getIpCity', undefined, {}));
}
