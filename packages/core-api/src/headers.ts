/**
 * Request header names, named once: the client writes them and the reference server reads the same constant.
 * Header names are case-insensitive on the wire; servers (Node) see them lower-cased, so `serverKey` gives that form.
 */
export const REQUEST_HEADERS = {
  companyId: 'companyId',
  userId: 'userId',
  token: 'token',
  contentType: 'Content-Type',
  platform: 'platform',
  gray: 'gray',
  /** The solved proof-of-work challenge of an anonymous H5 call that sends an SMS (ours; JSON of ProofOfWorkSchema). */
  proofOfWork: 'proofOfWork',
} as const;
export type RequestHeaderName = (typeof REQUEST_HEADERS)[keyof typeof REQUEST_HEADERS];

export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** Value of the gray marker when the gray environment is enabled (the header is absent otherwise). */
export const GRAY_HEADER_VALUE = 'true';

/** Where the app runs: WeChat mini-program, Alipay mini-program, WeChat public-account H5, plain web. */
export const PLATFORMS = ['weapp', 'aliapp', 'thePublic', 'h5'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * The platform an H5 page names in its requests: `thePublic` in WeChat's in-app browser (the public-account H5: its
 * user agent says MicroMessenger, its mini-program web-view too), `h5` in any other browser (spec section 7).
 */
export function browserPlatform(userAgent: string | null | undefined): Extract<Platform, 'thePublic' | 'h5'> {
  return typeof userAgent === 'string' && /MicroMessenger/i.test(userAgent) ? 'thePublic' : 'h5';
}

/**
 * Whether a build-time setting turns the gray-environment marker on: `1` or `true` (any case, spaces ignored);
 * anything else, or nothing, leaves it off. The apps read ASTER_GRAY (README: pointing the apps at a backend).
 */
export function grayEnabled(setting: string | null | undefined): boolean {
  const value = (setting ?? '').trim().toLowerCase();
  return value === '1' || value === 'true';
}

export function serverKey(name: RequestHeaderName): string {
  return name.toLowerCase();
}

export interface HeaderContext {
  platform: Platform;
  companyId: string;
  token: string | null;
  userId: string | null;
  gray: boolean;
}

/** The headers of every request. No token (nor user id) is sent when logged out; the gray marker only when enabled. */
export function buildRequestHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    [REQUEST_HEADERS.contentType]: JSON_CONTENT_TYPE,
    [REQUEST_HEADERS.platform]: context.platform,
    [REQUEST_HEADERS.companyId]: context.companyId,
  };
  if (context.token) {
    headers[REQUEST_HEADERS.token] = context.token;
  }
  if (context.userId) {
    headers[REQUEST_HEADERS.userId] = context.userId;
  }
  if (context.gray) {
    headers[REQUEST_HEADERS.gray] = GRAY_HEADER_VALUE;
  }
  return headers;
}
