import { type ProgressMessagesPort, REFUSED_TEXT, SUBSCRIBED_TEXT, emptyListOutcome } from './progressMessagesTypes';

declare const wx: {
  requestSubscribeMessage(options: { tmplIds: string[]; success?: (result: Record<string, string>) => void; fail?: (error: { errMsg?: string }) => void }): void;
};

/** WeChat's one-time subscription: each template answered accept, reject, ban or filter. */
export const progressMessages = {
  subscribe: (templateIds: readonly string[]) => {
    const empty = emptyListOutcome(templateIds);
    if (empty !== null) return Promise.resolve(empty);
    return new Promise((resolve) => {
      wx.requestSubscribeMessage({
        tmplIds: [...templateIds],
        success: (result) => {
          const subscribed = templateIds.some((id) => result[id] === 'accept');
          resolve({ subscribed, text: subscribed ? SUBSCRIBED_TEXT : REFUSED_TEXT });
        },
        fail: () => resolve({ subscribed: false, text: REFUSED_TEXT }),
      });
    });
  },
} satisfies ProgressMessagesPort;
