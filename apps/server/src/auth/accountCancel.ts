import { chinaDate, chinaIso, type AccountCancelPending } from '@aster/core-domain';
import type { AccountCancelBlocker, AccountCancelHooks } from '../serverFeature';
import type { Services } from '../services';
import { authErrors } from './authErrors';

const DAY = 24 * 3600 * 1000;

export interface AccountCancellation {
  /** What forbids cancelling now, from every feature (empty: it may go ahead). */
  blockers(userId: number): AccountCancelBlocker[];
  /** The tenant's request in its cooling-off period, or null. */
  pending(userId: number): AccountCancelPending | null;
  /**
   * Records the request (its SMS code already checked): the account goes once the cooling-off period has passed.
   * Refused with the blockers named when there are any; a second request answers the first.
   */
  apply(userId: number): AccountCancelPending;
  /** Undoes the tenant's request (撤销注销); nothing to undo is not an error. */
  revoke(userId: number): void;
  /** Carries out this tenant's request when its cooling-off has passed: true when the account is gone. */
  carryOutIfDue(userId: number): boolean;
  /** Carries out every request whose cooling-off has passed; answers how many accounts went. */
  carryOutAllDue(): number;
}

interface RequestRow {
  user_id: number;
  applied_at: number;
  cancel_at: number;
}

/**
 * Account log-out (user_cancel, issue 46): an SMS code to the account's phone asks for it, then a cooling-off period
 * (`limits.accountCancelCoolingOffDays`) the tenant may undo it in, then the erasure. The erasure asks each feature
 * (its `accountCancel` hooks: leases and bills in contracts, reservations in bookings, photos and identity in
 * theirs) and erases the account itself (users.cancel) and its sessions. It runs lazily at the tenant's next request
 * (so what they see is exact to the second) and on a timer for tenants who do not come back (auth/feature.ts). A
 * request that finds something blocking it when it falls due is dropped, never carried out later unseen: the tenant
 * sees what blocks it on user_cancel and may ask again. Auth reads no other feature's tables.
 */
export function createAccountCancellation(services: Services): AccountCancellation {
  const { db, users, sessions, clock } = services;
  let built: AccountCancelHooks[] | null = null;
  const hooks = (): AccountCancelHooks[] => {
    built ??= services.features.flatMap((feature) => (feature.accountCancel ? [feature.accountCancel(services)] : []));
    return built;
  };
  const blockers = (userId: number) => hooks().flatMap((hook) => hook.blocksAccountCancel?.(userId) ?? []);
  const q = {
    of: db.prepare('SELECT user_id, applied_at, cancel_at FROM account_cancel_requests WHERE user_id = ?'),
    insert: db.prepare('INSERT INTO account_cancel_requests (user_id, applied_at, cancel_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING'),
    remove: db.prepare('DELETE FROM account_cancel_requests WHERE user_id = ?'),
    due: db.prepare('SELECT user_id FROM account_cancel_requests WHERE cancel_at <= ? ORDER BY cancel_at LIMIT 100'),
  };
  const view = (row: RequestRow): AccountCancelPending => ({ appliedAt: chinaIso(row.applied_at), cancelsOn: chinaDate(row.cancel_at) });
  const requestOf = (userId: number) => q.of.get(userId) as RequestRow | undefined;

  const carryOut = db.transaction((userId: number): boolean => {
    const row = requestOf(userId);
    if (row === undefined || row.cancel_at > clock.now()) return false;
    q.remove.run(userId);
    if (blockers(userId).length > 0) return false;
    for (const hook of hooks()) hook.onAccountCancel?.(userId);
    users.cancel(userId);
    sessions.closeAllOf(userId);
    return true;
  });

  return {
    blockers,
    pending: (userId) => {
      const row = requestOf(userId);
      return row === undefined ? null : view(row);
    },
    apply: db.transaction((userId: number): AccountCancelPending => {
      const found = blockers(userId);
      if (found.length > 0) throw authErrors.accountCancelBlocked(found.map((blocker) => blocker.text));
      const now = clock.now();
      q.insert.run(userId, now, now + services.limits.accountCancelCoolingOffDays * DAY);
      return view(requestOf(userId) as RequestRow);
    }),
    revoke: (userId) => {
      q.remove.run(userId);
    },
    carryOutIfDue: (userId) => carryOut(userId),
    carryOutAllDue: () => (q.due.all(clock.now()) as { user_id: number }[]).filter((row) => carryOut(row.user_id)).length,
  };
}
