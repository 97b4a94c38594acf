import type { OauthHandBackPort } from './oauthHandBackTypes';

declare const my: { navigateBackMiniProgram?(options: { extraData: Record<string, string>; success(): void; fail(): void }): void };

export const oauthHandBack = {
  handBack: ({ authCode }: { redirectUrl: string | null; authCode: string }) =>
    new Promise<boolean>((resolve) => {
      if (typeof my.navigateBackMiniProgram !== 'function') {
        resolve(false);
        return;
      }
      my.navigateBackMiniProgram({ extraData: { authCode }, success: () => resolve(true), fail: () => resolve(false) });
    }),
} satisfies OauthHandBackPort;
