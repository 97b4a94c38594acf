import type { AccountCancelBlocker, AccountCancelHooks } from '../serverFeature';
import type { Services } from '../services';
import { authErrors } from './authErrors';

export interface AccountCancellation {
  /** What forbids cancelling now, from every feature (empty: it may go ahead). */
  blockers(userId: number): AccountCancelBlocker[];
  /** Account log-out in one transaction; refused with the blockers named when there are any. */
  cancel(userId: number): void;
}

/**
 * Account log-out (user_cancel): each feature says what forbids it and ends what it keeps of the tenant (its
 * `accountCancel` hooks: leases and bills in contracts, reservations in bookings, photos and identity in theirs);
 * then the account itself is erased (users.cancel) and its sessions end. Auth reads no other feature's tables.
 */
export function createAccountCancellation(services: Services): AccountCancellation {
  const { db, users, sessions } = services;
  let built: AccountCancelHooks[] | null = null;
  const hooks = (): AccountCancelHooks[] => {
    built ??= services.features.flatMap((feature) => (feature.accountCancel ? [feature.accountCancel(services)] : []));
    return built;
  };
  const blockers = (userId: number) => hooks().flatMap((hook) => hook.blocksAccountCancel?.(userId) ?? []);
  return {
    blockers,
    cancel: db.transaction((userId: number) => {
      const found = blockers(userId);
      if (found.length > 0) throw authErrors.accountCancelBlocked(found.map((blocker) => blocker.text));
      for (const hook of hooks()) hook.onAccountCancel?.(userId);
      users.cancel(userId);
      sessions.closeAllOf(userId);
    }),
  };
}
