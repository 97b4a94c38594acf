import { type Domains } from '@aster/core-domain';

// Web pages the app may open inside its webview: only pages of the operator's own domains (settings/domain).
// Parsed by hand: the mini-programs' JavaScript has no URL class.
const HTTP_URL = /^(https?):\/\/([a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i;

/** "https://host[:port]" of an http(s) URL, lower-cased; null for anything else (userinfo, other schemes). */
export function webOrigin(url: string): string | null {
  if (/[\s\\\u0000-\u001f]/.test(url)) return null;
  const match = HTTP_URL.exec(url);
  if (match === null) return null;
  const [, scheme = '', host = ''] = match;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

/** The URL when it is an http(s) page of one of the operator's domains, else null. */
export function allowedWebviewUrl(url: string | null | undefined, domains: Domains | undefined): string | null {
  if (typeof url !== 'string' || domains === undefined) return null;
  const origin = webOrigin(url);
  if (origin === null) return null;
  const allowed = [domains.pmsDomain, domains.tappDomain, domains.staticDomain].map(webOrigin);
  return allowed.includes(origin) ? url : null;
}

export function isWebUrl(url: string): boolean {
  return webOrigin(url) !== null;
}
