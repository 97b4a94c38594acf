import { withAuthCode, type OauthHandBackPort } from './oauthHandBackTypes';

export const oauthHandBack = {
  handBack: ({ redirectUrl, authCode }: { redirectUrl: string | null; authCode: string }) => {
    // Only an http(s) address the server registered for the application; nothing to go to otherwise.
    if (redirectUrl === null || !/^(https?:\/\/|\/)/.test(redirectUrl)) return Promise.resolve(false);
    window.location.assign(withAuthCode(redirectUrl, authCode));
    return Promise.resolve(true);
  },
} satisfies OauthHandBackPort;
