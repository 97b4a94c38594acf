import { AlipaySubscriptionFlagsSchema, initialAlipaySubscription, reduceAlipaySubscription, type AlipaySubscriptionFlags } from '@aster/core-domain';
import { storage } from '@screens/platform/storage';
import { type ProgressMessagesPort, REFUSED_TEXT, SUBSCRIBED_TEXT, emptyListOutcome } from './progressMessagesTypes';

interface SubscriptionsSetting {
  mainSwitch?: boolean;
  itemSettings?: Record<string, string>;
}

declare const my: {
  requestSubscribeMessage(options: { entityIds: string[]; success?: () => void; fail?: () => void }): void;
  getSetting(options: { withSubscriptions: boolean; success?: (result: { subscriptionsSetting?: SubscriptionsSetting }) => void; fail?: () => void }): void;
};

const FLAGS_KEY = 'workOrderAlipaySubscription';

function loadFlags(): AlipaySubscriptionFlags {
  try {
    return AlipaySubscriptionFlagsSchema.parse(JSON.parse(storage.get(FLAGS_KEY) ?? '{}'));
  } catch {
    return initialAlipaySubscription;
  }
}

/**
 * Alipay's subscription with the spec's rules (core-domain's reduceAlipaySubscription): subscribed only when the main
 * switch is on and the template's item is accept; a refusal marks rejected-forever; a later positive check clears it.
 */
export const progressMessages = {
  subscribe: (templateIds: readonly string[]) => {
    const empty = emptyListOutcome(templateIds);
    if (empty !== null) return Promise.resolve(empty);
    const [first] = templateIds;
    return new Promise((resolve) => {
      const settle = (flags: AlipaySubscriptionFlags) => {
        storage.set(FLAGS_KEY, JSON.stringify(flags));
        resolve({ subscribed: flags.isSubscribed, text: flags.isSubscribed ? SUBSCRIBED_TEXT : REFUSED_TEXT });
      };
      my.requestSubscribeMessage({
        entityIds: [...templateIds],
        success: () =>
          my.getSetting({
            withSubscriptions: true,
            success: ({ subscriptionsSetting }) =>
              settle(reduceAlipaySubscription(loadFlags(), { type: 'checked', mainSwitch: subscriptionsSetting?.mainSwitch === true, itemSetting: first === undefined ? null : subscriptionsSetting?.itemSettings?.[first] })),
            fail: () => settle(loadFlags()),
          }),
        fail: () => settle(reduceAlipaySubscription(loadFlags(), { type: 'refused' })),
      });
    });
  },
} satisfies ProgressMessagesPort;
