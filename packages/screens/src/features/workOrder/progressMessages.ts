import { type ProgressMessagesPort, type SubscribeOutcome, SUBSCRIBED_TEXT, emptyListOutcome } from './progressMessagesTypes';

/** Plain fallback (tests, tools): records what was asked and answers subscribed. */
export const askedTemplates: string[][] = [];

export const progressMessages = {
  subscribe: (templateIds: readonly string[]): Promise<SubscribeOutcome> => {
    askedTemplates.push([...templateIds]);
    return Promise.resolve(emptyListOutcome(templateIds) ?? { subscribed: true, text: SUBSCRIBED_TEXT });
  },
} satisfies ProgressMessagesPort;
