import { CompanyIdSchema, HOME_PAGE, type StoragePort, pageUrl, readCompanyIdFromQuery, resolveRoute, takePendingPayment } from '@aster/core-domain';
import type { UiPort } from '@aster/core-api';
import { decodeParam } from '../hooks/pageParams';
import { billResultUrl } from '../pay/paymentOutcome';
import type { UpdatePort } from '../platform/updates';

/**
 * Spec section 1: "a dialog says a new version is released and must be updated. It has no cancel button;
 * confirming applies the update."
 */
export const UPDATE_PROMPT = { title: '更新提示', content: '新版本已经发布，需要重启应用完成更新' } as const;

export function watchForUpdates(updates: UpdatePort, ui: UiPort): void {
  updates.onUpdateReady(() => {
    void ui.showModal({ ...UPDATE_PROMPT, showCancel: false, confirmText: '确定' }).then((confirmed) => {
      if (confirmed) updates.applyUpdate();
    });
  });
}

export type LaunchQuery = Readonly<Record<string, string | undefined>>;

/** The company of a launch (spec: from a `c=digits` parameter), or null to keep the stored one. */
export function companyIdFromLaunch(query: LaunchQuery | string): string | null {
  if (typeof query === 'string') return readCompanyIdFromQuery(query);
  const parsed = CompanyIdSchema.safeParse(query.c);
  return parsed.success ? parsed.data : null;
}

/**
 * Mini-program page-not-found rule, the same as H5's: short aliases and house_detail_building are rewritten to
 * their page; a page that is unknown, or not in this build, opens the home page. The query is kept, encoded once.
 */
export function pageNotFoundUrl(path: string, query: LaunchQuery, builtPages: ReadonlySet<string>): string {
  const route = resolveRoute(path);
  if (route === undefined || !builtPages.has(route.path)) return `/${HOME_PAGE}`;
  // The mini-programs hand the query as written (percent-encoded); pageUrl encodes it again, so decode first.
  const kept = Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => [key, decodeParam(value)]),
  );
  return pageUrl(route.path, kept);
}

/**
 * payData (spec section 9): a mini-program killed while its payment sheet was up left the order behind
 * (pay/usePayment.ts). A plain launch (the home page) then opens that order's result page, which asks the server what
 * became of it; a launch onto another page (a shared link) goes there, and the order waits in the order list.
 */
export function pendingPaymentUrl(storage: StoragePort, now: number, launchPath: string | undefined): string | null {
  const pending = takePendingPayment(storage, now);
  if (pending === null) return null;
  const page = launchPath === undefined || launchPath === '' ? HOME_PAGE : resolveRoute(launchPath)?.path;
  return page === HOME_PAGE ? billResultUrl(pending) : null;
}
