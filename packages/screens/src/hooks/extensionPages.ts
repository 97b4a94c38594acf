import type { CatalogueFeature } from '@aster/core-api';
import { findRouteByPath, pageLink, safeRedirectUrl } from '@aster/core-domain';

/**
 * Pages whose first screen needs a catalogue feature's extensions (calls outside spec section 7): an entry leading to
 * one (a 我的 row, a home icon) hides when the backend does not serve that feature (home/config's `extensions`).
 * A page switched to section 7 calls leaves this table.
 */
const LINK_FEATURES: readonly (readonly [string, CatalogueFeature])[] = [
  [pageLink('pages/mine_book/index'), 'booking'],
  [pageLink('pages/contract/pages/reservation_list/index'), 'booking'],
  [pageLink('pages/order/list/index'), 'order'],
  [pageLink('pages/minipay/index/index'), 'askPay'],
  [pageLink('pages/purchase_service/index'), 'servicePackage'],
  [pageLink('pages/wallet/wallet/index'), 'wallet'],
  [pageLink('pages/coupon/list/index'), 'coupon'],
  [pageLink('pages/invoice/invoice/index'), 'invoice'],
  [pageLink('pages/service/pages/repair/list'), 'workOrder'],
  [pageLink('pages/service/pages/clean/list'), 'workOrder'],
  [pageLink('pages/service/pages/complaint/list'), 'workOrder'],
  [pageLink('pages/service/pages/evaluation/list'), 'workOrder'],
  [pageLink('pages/extra_service/manager/index'), 'extraService'],
  [pageLink('pages/extra_service/wifi/index'), 'extraService'],
  [pageLink('pages/extra_service/roommate/index'), 'extraService'],
  [pageLink('pages/extra_service/public-notice-list/index'), 'extraService'],
  [pageLink('pages/extra_service/servicetel/index'), 'extraService'],
  [pageLink('pages/activity/activity_sign_list/index'), 'activity'],
  [pageLink('pages/talent/talent_home/index'), 'talent'],
];

/** The same by route path. */
export const PAGE_FEATURES: ReadonlyMap<string, CatalogueFeature> = new Map(
  LINK_FEATURES.map(([link, feature]) => [findRouteByPath(link)?.path ?? link, feature]),
);

/** The feature the page behind an app link ('/pages/x/index?a=1', a short route, /aster/...) needs, if any. */
export function featureOfLink(url: string | null | undefined): CatalogueFeature | undefined {
  const target = safeRedirectUrl(url);
  const route = target === null ? undefined : findRouteByPath(target);
  return route === undefined ? undefined : PAGE_FEATURES.get(route.path);
}
