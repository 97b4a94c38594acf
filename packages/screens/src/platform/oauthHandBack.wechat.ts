import type { OauthHandBackPort } from './oauthHandBackTypes';

declare const wx: { navigateBackMiniProgram?(options: { extraData: Record<string, string>; success(): void; fail(): void }): void };

export const oauthHandBack = {
  // The partner's mini-program opened this one: it gets the code back in extraData (its onShow reads it).
  handBack: ({ authCode }: { redirectUrl: string | null; authCode: string }) =>
    new Promise<boolean>((resolve) => {
      if (typeof wx.navigateBackMiniProgram !== 'function') {
        resolve(false);
        return;
      }
      wx.navigateBackMiniProgram({ extraData: { authCode }, success: () => resolve(true), fail: () => resolve(false) });
    }),
} satisfies OauthHandBackPort;
