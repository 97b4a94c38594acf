import { type ProgressMessagesPort, emptyListOutcome } from './progressMessagesTypes';

/**
 * A browser has no subscription messages: the operator texts the contact phone at each step (our choice, said
 * where the tenant asks).
 */
export const progressMessages = {
  subscribe: (templateIds: readonly string[]) =>
    Promise.resolve(emptyListOutcome(templateIds) ?? { subscribed: true, text: '工单进展将以短信通知您的联系电话' }),
} satisfies ProgressMessagesPort;
