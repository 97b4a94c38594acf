import { HOME_PAGE, isLoginPage } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { builtPageUrl } from './builtPages';

/** Where the tenant goes after a login: the redirectUrl when it is a built page of this app (not a login page), else home. */
export function afterLoginUrl(redirectUrl: string | null | undefined): string {
  const target = builtPageUrl(redirectUrl);
  return target === null || isLoginPage(target) ? `/${HOME_PAGE}` : target;
}

/** A URL without its `token` parameter: a partner's login token never travels on in a URL the app makes. */
export function withoutToken(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const kept = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '' && decodeKey(pair).toLowerCase() !== 'token');
  const path = url.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

function decodeKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * Leaves a login page for `target`, replacing it. Home is relaunched instead: the stack then holds one home
 * page, not the home the guest came from plus a new one.
 */
export function leaveLoginPage(target: string): Promise<void> {
  return target === `/${HOME_PAGE}` ? navigation.reLaunch(target) : navigation.redirectTo(target);
}
