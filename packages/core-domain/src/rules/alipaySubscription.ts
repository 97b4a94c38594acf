import { type AlipaySubscriptionFlags } from '../entities/misc';

/**
 * What happened to an Alipay message subscription:
 * - `checked`: the settings were read (mainSwitch and this template's item setting, 'accept' or 'reject');
 * - `refused`: the tenant refused the subscription request.
 */
export type AlipaySubscriptionEvent =
  | { type: 'checked'; mainSwitch: boolean; itemSetting?: string | null }
  | { type: 'refused' };

export const initialAlipaySubscription: AlipaySubscriptionFlags = { isSubscribed: false, isRejectedForever: false };

/** Spec section 4: subscribed only if the main switch is on and the item is accept; a refusal marks
 * rejected-forever; a later positive check clears it. A negative check leaves rejected-forever as it was. */
export function reduceAlipaySubscription(
  flags: AlipaySubscriptionFlags,
  event: AlipaySubscriptionEvent,
): AlipaySubscriptionFlags {
  if (event.type === 'refused') {
    return { isSubscribed: false, isRejectedForever: true };
  }
  const isSubscribed = event.mainSwitch && event.itemSetting === 'accept';
  return { isSubscribed, isRejectedForever: isSubscribed ? false : flags.isRejectedForever };
}
