import type { OauthHandBackPort } from './oauthHandBackTypes';

// The plain fallback (Jest, tools): records what was handed back.
export const handedBack: { redirectUrl: string | null; authCode: string }[] = [];

export const oauthHandBack: OauthHandBackPort = {
  handBack: (target) => {
    handedBack.push(target);
    return Promise.resolve(true);
  },
};
