import { type HttpTransport, type Platform, type TransportRequest, type TransportResponse, buildRequestHeaders } from '@aster/core-api';
import { HOME_PAGE, HOUSE_DETAIL_PAGE, HOUSE_LIST_PAGE, storageKeys } from '@aster/core-domain';

/**
 * The first answers of the H5 page a visit opens on, asked for by index.html before the app's code has arrived
 * (issue 10). On a phone the entry bundle takes about a second to arrive and another to run; the page's first
 * requests used to leave only then, and its largest picture one round trip later. index.html's early script
 * (earlyRequestsScript.web.ts, bundled by the build) sends the GETs the page will send, with the same URL and headers; the app's
 * web transport takes a waiting answer when it sends exactly that request, and otherwise asks the server as usual.
 * So a request the app would not have sent (another city, a newer token) is never used, only wasted.
 *
 * This module must stay small and free of zod: it is inlined into index.html (the build fails past 5 KB). So the
 * catalogue's paths and the session's defaults are written here as literals, and
 * earlyRequests.test.ts checks each page's requests against what the client really sends; tests/h5/earlyRequests.test.ts
 * checks in Chromium that the built app sends each request once.
 */

/** One GET as the app's client sends it to the transport. */
interface SentRequest {
  url: string;
  headers: Record<string, string>;
}

/** A GET the page will send first. */
export interface EarlyRequest extends SentRequest {
  /** The pictures its answer puts on the page's first screen (the early script loads them at once). */
  picturesOf(answer: TransportResponse): string[];
}

/** An early request on its way: the server's answer, or null when it got none (the app then asks itself). */
export interface EarlyAnswer extends SentRequest {
  /** When it was sent (Date.now()): an answer older than EARLY_ANSWER_MAX_AGE_MS is not used. */
  sentAt: number;
  answer: Promise<TransportResponse | null>;
}

/** The global index.html's early script leaves its answers in, for the web transport (platform/http.web.ts). */
export const EARLY_ANSWERS_GLOBAL = '__asterEarlyAnswers';
/**
 * The page takes its early answers within a few seconds of opening. One still waiting later belongs to a request
 * the page did not send at launch (a login redirect came first): a GET sent minutes later must reach the server.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** Where a visit opened: the page (its path below the app's basename), and the query. */
export interface Arrival {
  page: string;
  query: URLSearchParams;
}

/** The page and query of an address under `basename`: the page the early script sends requests for and preloads. */
export function arrivalOf(address: { pathname: string; search: string }, basename: string): Arrival | null {
  let path: string;
  try {
    path = decodeURI(address.pathname);
  } catch {
    return null;
  }
  if (!path.startsWith(basename)) return null;
  return { page: path.slice(basename.length).replace(/^\/|\/$/g, '') || HOME_PAGE, query: new URLSearchParams(address.search) };
}

/** The caller as the app restores it at launch (core-domain restoreSession): a stored value that does not fit is dropped. */
interface Caller {
  token: string | null;
  userId: string | null;
  companyId: string;
  cityId: number;
  /** home/config's `extensions` of an earlier visit; null when not known. */
  extensions: readonly string[] | null;
}

/** core-api's HOME_BANNER_POSITIONS: top, middle and popup. */
const HOME_BANNER_POSITIONS = '1,2,4';
const DEFAULT_COMPANY_ID = '0';
/** axios's default Accept header, which the client's requests carry beside core-api's own headers. */
const AXIOS_ACCEPT = 'application/json, text/plain, */*';
/** The house ids a link may carry (core-domain's HouseParamsSchema). */
const HOUSE_ID = /^[^\s]{1,32}$/;

function storedJson(stored: (key: string) => string | null, key: string): unknown {
  const raw = stored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function callerOf(stored: (key: string) => string | null): Caller {
  const token = storedJson(stored, storageKeys.token);
  const userId = storedJson(stored, storageKeys.userId);
  const companyId = storedJson(stored, storageKeys.companyId);
  const cityId = storedJson(stored, storageKeys.cityId);
  const extensions = storedJson(stored, storageKeys.backendExtensions);
  const loggedIn = typeof token === 'string' && token !== '' && typeof userId === 'string' && userId !== '';
  return {
    token: loggedIn ? token : null,
    userId: loggedIn ? userId : null,
    companyId: typeof companyId === 'string' && /^\d{1,20}$/.test(companyId) ? companyId : DEFAULT_COMPANY_ID,
    cityId: typeof cityId === 'number' && Number.isInteger(cityId) && cityId >= 0 ? cityId : 0,
    extensions: Array.isArray(extensions) ? extensions.filter((feature): feature is string => typeof feature === 'string') : null,
  };
}

/** A query string as axios writes it (encodeURIComponent, then `,` `:` `$` `[` `]` kept and spaces as `+`). */
function queryOf(params: ReadonlyArray<readonly [string, string | number]>): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return params.length === 0 ? '' : `?${params.map(([name, value]) => `${encode(name)}=${encode(String(value))}`).join('&')}`;
}

/** A GET a page sends as it opens, and the pictures its answer puts on the first screen. */
interface FirstGet {
  path: string;
  pictures?: (data: unknown) => unknown[];
}

/** The fields of an answer's object, or none when it is not an object. */
const fieldsOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** core-domain's BannerPosition: the top swiper's and the popup's (home's largest picture on a first visit). */
const BANNER_TOP = 1;
const BANNER_POPUP = 4;
/** The covers loaded ahead on house_list: the cards a phone's first screen shows whole (the first is its largest picture). */
const COVERS_LOADED_AHEAD = 2;

/** The GETs a page sends as it opens, for this caller; none for a page or link not listed. */
function firstGetsOf(arrival: Arrival, caller: Caller): FirstGet[] {
  const keys = [...arrival.query.keys()];
  if (arrival.page === HOME_PAGE && keys.length === 0) {
    // App launchRequests: banners, home/ui, and home/base for a known city, else the network address's city.
    const banner = (data: unknown, position: number) => fieldsOf(itemsOf(data).find((item) => fieldsOf(item).positionType === position)).imageUrl;
    return [
      { path: `/tapp/v1/home/banners${queryOf([['positionTypes', HOME_BANNER_POSITIONS]])}`, pictures: (data) => [banner(data, BANNER_POPUP), banner(data, BANNER_TOP)] },
      { path: '/tapp/v1/home/ui' },
      { path: caller.cityId !== 0 ? `/tapp/v1/home/base${queryOf([['cityId', caller.cityId]])}` : '/tapp/v1/home/ip-city' },
    ];
  }
  if (arrival.page === HOUSE_LIST_PAGE && keys.length === 0) {
    // The list with no filter chosen; a first visit asks without a city (the server answers for the IP city).
    const city = caller.cityId !== 0 ? ([['cityId', caller.cityId]] as const) : [];
    return [
      {
        path: `/tapp/v2/aster/common/houses${queryOf([['platform', 'miniApp'], ...city, ['sort', 'default'], ['pageNo', 1], ['pageSize', 20]])}`,
        pictures: (data) => itemsOf(fieldsOf(data).list).slice(0, COVERS_LOADED_AHEAD).map((house) => fieldsOf(house).coverUrl),
      },
    ];
  }
  const id = arrival.query.get('id')?.trim() ?? '';
  // The detail is an extension (catalogue feature `house`): not asked of a backend known not to serve it.
  const detailServed = caller.extensions === null || caller.extensions.includes('house');
  if (arrival.page === HOUSE_DETAIL_PAGE && keys.length === 1 && HOUSE_ID.test(id) && detailServed) {
    // The first photo, or the cover for a house without photos (as the detail page shows them).
    const firstPhoto = (data: unknown) => fieldsOf(itemsOf(fieldsOf(data).photos)[0]).url ?? fieldsOf(data).coverUrl;
    return [{ path: `/tapp/v2/aster/common/houses/${encodeURIComponent(id)}`, pictures: (data) => [firstPhoto(data)] }];
  }
  return [];
}

/** How this browser's requests name themselves: the platform header (thePublic in WeChat's browser) and the gray marker. */
export interface EarlyHeaderContext {
  platform: Platform;
  gray: boolean;
}

/** The requests the page of `arrival` will send first, as the H5 client sends them (API base, headers). */
export function earlyRequestsOf(
  arrival: Arrival,
  stored: (key: string) => string | null,
  apiBase: string,
  context: EarlyHeaderContext = { platform: 'h5', gray: false },
): EarlyRequest[] {
  const caller = callerOf(stored);
  const headers = {
    Accept: AXIOS_ACCEPT,
    ...buildRequestHeaders({ platform: context.platform, companyId: caller.companyId, token: caller.token, userId: caller.userId, gray: context.gray }),
  };
  return firstGetsOf(arrival, caller).map(({ path, pictures }) => ({
    url: `${apiBase}${path}`,
    headers,
    picturesOf: (answer: TransportResponse) => (pictures === undefined ? [] : picturesIn(answer, pictures)),
  }));
}

/** Where a picture may come from: the web or this site (never `javascript:` or `data:` text from an answer). */
const PICTURE_URL = /^(https?:\/\/|\/[^/])/;

/** The first screen's picture URLs in a successful answer (core-api's envelope: errorCode 0 and data). */
function picturesIn(answer: TransportResponse, pictures: (data: unknown) => unknown[]): string[] {
  if (answer.status !== 200 || typeof answer.data !== 'string') return [];
  let envelope: Record<string, unknown>;
  try {
    envelope = fieldsOf(JSON.parse(answer.data));
  } catch {
    return [];
  }
  if (String(envelope.errorCode) !== '0') return [];
  return pictures(envelope.data).filter((url): url is string => typeof url === 'string' && PICTURE_URL.test(url));
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const lower = (headers: Record<string, string>) =>
    Object.entries(headers)
      .map(([name, value]) => `${name.toLowerCase()}:${value}`)
      .sort()
      .join('\n');
  return lower(a) === lower(b);
}

/**
 * The web transport with index.html's early answers in front: a GET with the URL and headers of a waiting early
 * request takes its answer (once); anything else, or an early request that got no answer, goes to `transport`.
 */
export function withEarlyAnswers(transport: HttpTransport, waiting: EarlyAnswer[], now: () => number): HttpTransport {
  return {
    request: async (request: TransportRequest) => {
      const fresh = (early: EarlyAnswer) => now() - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS;
      const index =
        request.method === 'GET' && request.data === undefined
          ? waiting.findIndex((early) => early.url === request.url && sameHeaders(early.headers, request.headers) && fresh(early))
          : -1;
      if (index === -1) return transport.request(request);
      const [early] = waiting.splice(index, 1);
      return (await early?.answer) ?? transport.request(request);
    },
  } satisfies HttpTransport;
}
