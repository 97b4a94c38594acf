import { z } from 'zod';
import { SixDigitSmsCodeSchema } from './auth';

/**
 * Account log-out (user_cancel, issue 46): asked with an SMS code to the account's phone, carried out after a
 * cooling-off period (the server's setting, 7 days by default) during which the tenant may undo it.
 */
export const AccountCancelApplySchema = z.object({ code: SixDigitSmsCodeSchema });
export type AccountCancelApply = z.infer<typeof AccountCancelApplySchema>;

/** A request in its cooling-off period: when it was made and the China-time day the account goes (YYYY-MM-DD). */
export const AccountCancelPendingSchema = z.looseObject({
  appliedAt: z.string().max(40),
  cancelsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AccountCancelPending = z.infer<typeof AccountCancelPendingSchema>;

/** What the account shows while the request waits: 注销申请已提交，将于2026-12-05注销. */
export function accountCancelPendingText(pending: Pick<AccountCancelPending, 'cancelsOn'>): string {
  return `注销申请已提交，将于${pending.cancelsOn}注销`;
}
