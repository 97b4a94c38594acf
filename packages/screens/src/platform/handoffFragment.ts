/**
 * A hand-off token carried in the URL's fragment (`#token=...`): the mini-program's web-view opens the app's H5 as
 * the tenant that way (features/user/webHandoff.ts), so the token never reaches a server or proxy log, as a query
 * would. Only H5 has such a URL (handoffFragment.web.ts); elsewhere there is none.
 */
export interface HandoffFragment {
  /** The token, once: it is removed from the address as it is read. */
  take(): string | undefined;
}

export const handoffFragment: HandoffFragment = { take: () => undefined };
