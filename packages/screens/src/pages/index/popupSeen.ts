import type { Banner } from '@aster/core-api';
import type { StoragePort } from '@aster/core-domain';

/** How many closed popups an account remembers: an operator runs a few activities a month. */
const REMEMBERED = 20;

/** The storage key of the popups an account (or a guest on this device) has closed. */
export function popupSeenKey(userId: string | null): string {
  return `homePopupSeen:${userId ?? 'guest'}`;
}

/**
 * What one activity popup is (issue 46: shown once per activity): the banner and where it leads. The same banner
 * pointed at a new activity (another link or picture) is a new popup and shows again.
 */
export function popupIdentity(banner: Banner): string {
  return `${banner.id}|${banner.linkUrl ?? ''}|${banner.imageUrl}`;
}

/** The popups closed so far (plain JSON: home paints before zod arrives); anything unreadable counts as none. */
function closedPopups(storage: StoragePort, userId: string | null): string[] {
  const raw = storage.get(popupSeenKey(userId));
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((one): one is string => typeof one === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this account closed the popup before, or this device did as a guest (the same person, who has just logged
 * in, is not shown again what they closed a minute ago). Another account's closing does not count.
 */
export function popupClosedBefore(storage: StoragePort, userId: string | null, banner: Banner): boolean {
  const identity = popupIdentity(banner);
  return closedPopups(storage, userId).includes(identity) || (userId !== null && closedPopups(storage, null).includes(identity));
}

/** Remembers the popup as closed for this account, the newest last, the oldest forgotten past REMEMBERED. */
export function rememberPopupClosed(storage: StoragePort, userId: string | null, banner: Banner): void {
  const identity = popupIdentity(banner);
  const kept = closedPopups(storage, userId).filter((one) => one !== identity);
  storage.set(popupSeenKey(userId), JSON.stringify([...kept, identity].slice(-REMEMBERED)));
}
