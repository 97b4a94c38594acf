// Handing an OAuth code to the application that asked for it (oauth-third). The interface lives here (inside
// oauthHandBack.web.ts, './oauthHandBack' would resolve to that file itself); oauthHandBack.ts is the plain fallback.
export interface OauthHandBackPort {
  /**
   * H5: the browser goes to the application's registered address with the code; mini-programs: back to the
   * mini-program that opened this one, with the code. False when there is nowhere to go back to.
   */
  handBack(target: { redirectUrl: string | null; authCode: string }): Promise<boolean>;
}

/** The registered address with `code` added (an OAuth authorisation code: one use, short-lived, not a session). */
export function withAuthCode(redirectUrl: string, authCode: string): string {
  const [path = '', hash] = redirectUrl.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}code=${encodeURIComponent(authCode)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
