import { type TransportRequest, type TransportResponse, houseApi } from '@aster/core-api';
import { FakeTransport, flushPromises, okAnswer } from '@aster/core-api/testing';
import { HOME_PAGE, restoreSession } from '@aster/core-domain';
import { screenStore } from '@screens/testing/openScreen';
import { filterStateFromParams, toHouseListQuery } from '../pages/house/house_list/houseFilters';
import { EARLY_ANSWER_MAX_AGE_MS, type EarlyAnswer, arrivalOf, earlyRequestsOf, withEarlyAnswers } from './earlyRequests';
import { sendLaunchRequests } from './launchRequests';

const API_BASE = 'https://api.test';
const HOUSE_LIST = 'pages/house/house_list/index';
const HOUSE_DETAIL = 'pages/house_detail/index';

/** Storage as the session's persistence writes it (JSON values). */
function storageOf(values: Record<string, unknown>) {
  const raw = new Map(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && key.startsWith('raw:') ? value : JSON.stringify(value)]));
  const get = (key: string) => raw.get(key) ?? raw.get(`raw:${key}`) ?? null;
  return { get, set: () => undefined, remove: () => undefined };
}

const callers = {
  'a first visit': {},
  'a guest of company 1001 who chose 杭州': { companyId: '1001', cityId: 110, cityName: '杭州' },
  'a tenant logged in, in 上海': { token: 'tenant-token', userId: '10001', cityId: 107, cityName: '上海', companyId: '0' },
  'a token without its user id (not a login)': { token: 'orphan-token', cityId: 107 },
  'storage that is not JSON': { 'raw:token': '{oops', 'raw:cityId': 'x' },
};

/** What the app's client sends, over the real store and catalogue, when `page` opens for the session in `storage`. */
async function sentByTheApp(page: string, storage: ReturnType<typeof storageOf>): Promise<{ url: string; headers: Record<string, string> }[]> {
  const session = restoreSession(storage);
  const { store, transport } = screenStore({ session, answers: { '': () => okAnswer(null) } });
  const cityId = session.city.cityId;
  if (page === HOME_PAGE) sendLaunchRequests(store.dispatch, HOME_PAGE, cityId);
  if (page === HOUSE_LIST) void store.dispatch(houseApi.endpoints.getHouseList.initiate(toHouseListQuery(filterStateFromParams(null), cityId === 0 ? undefined : cityId, null)));
  if (page === HOUSE_DETAIL) void store.dispatch(houseApi.endpoints.getHouseDetail.initiate({ id: 'h000001' }));
  await flushPromises();
  return transport.requests.map((request) => ({ url: request.url, headers: request.headers }));
}

const byUrl = (requests: { url: string; headers: Record<string, string> }[]) => [...requests].sort((a, b) => a.url.localeCompare(b.url));

describe('earlyRequestsOf', () => {
  const opened = [
    [HOME_PAGE, ''],
    [HOUSE_LIST, ''],
    [HOUSE_DETAIL, '?id=h000001'],
  ] as const;
  for (const [who, values] of Object.entries(callers)) {
    it.each(opened)(`asks for what the app sends first on %s, for ${who} (same URL, same headers)`, async (page, search) => {
      const storage = storageOf(values);
      const early = earlyRequestsOf({ page, query: new URLSearchParams(search) }, storage.get, API_BASE).map(({ url, headers }) => ({ url, headers }));
      expect(early.length).toBeGreaterThan(0);
      expect(byUrl(early)).toEqual(byUrl(await sentByTheApp(page, storage)));
    });
  }

  it("names the browser's platform and the gray marker as the app's client does (thePublic in WeChat's browser)", () => {
    const [request] = earlyRequestsOf({ page: HOME_PAGE, query: new URLSearchParams('') }, storageOf({}).get, API_BASE, { platform: 'thePublic', gray: true });
    expect(request?.headers).toMatchObject({ platform: 'thePublic', gray: 'true' });
    const [plain] = earlyRequestsOf({ page: HOME_PAGE, query: new URLSearchParams('') }, storageOf({}).get, API_BASE);
    expect(plain?.headers).toMatchObject({ platform: 'h5' });
    expect(plain?.headers).not.toHaveProperty('gray');
  });

  it('asks for nothing when the address carries anything the early script does not read (filters, a company, a login code)', () => {
    const none = (page: string, search: string) => earlyRequestsOf({ page, query: new URLSearchParams(search) }, storageOf({}).get, API_BASE);
    expect(none(HOME_PAGE, '?c=1001')).toEqual([]);
    expect(none(HOUSE_LIST, '?rentalType=1')).toEqual([]);
    expect(none(HOUSE_DETAIL, '')).toEqual([]);
    expect(none(HOUSE_DETAIL, '?id=h1&from=share')).toEqual([]);
    expect(none(HOUSE_DETAIL, `?id=${'h'.repeat(33)}`)).toEqual([]);
    expect(none('pages/mine/index', '')).toEqual([]);
  });

  // Issue 38: a backend whose home/config listed no `house` extensions (spec section 7 alone) is not asked for the detail.
  it('asks for the house detail only of a backend not known to leave out the house extensions', () => {
    const detail = (values: Record<string, unknown>) => earlyRequestsOf({ page: HOUSE_DETAIL, query: new URLSearchParams('?id=h1') }, storageOf(values).get, API_BASE);
    expect(detail({ backendExtensions: [] })).toEqual([]);
    expect(detail({ backendExtensions: ['wallet'] })).toEqual([]);
    expect(detail({ backendExtensions: ['house'] })).toHaveLength(1);
    expect(detail({})).toHaveLength(1);
    expect(detail({ 'raw:backendExtensions': 'not json' })).toHaveLength(1);
  });

  it('never puts the token in a URL', () => {
    const early = earlyRequestsOf({ page: HOME_PAGE, query: new URLSearchParams() }, storageOf(callers['a tenant logged in, in 上海']).get, '');
    expect(early.every((request) => !request.url.includes('tenant-token') && request.headers.token === 'tenant-token')).toBe(true);
  });
});

describe('the pictures an early answer puts on the first screen', () => {
  const answer = (data: unknown, status = 200, errorCode: unknown = '0') => ({ status, headers: {}, data: JSON.stringify({ errorCode, message: '', data }) });
  const first = (page: string, search = '') => {
    const [request] = earlyRequestsOf({ page, query: new URLSearchParams(search) }, storageOf({}).get, API_BASE);
    if (request === undefined) throw new Error(`no early request for ${page}`);
    return request;
  };

  it('home: the popup banner, then the top swiper’s first; house_list: the first two covers; house_detail: the first photo, else the cover', () => {
    const banners = [
      { positionType: 2, imageUrl: '/static/middle.png' },
      { positionType: 1, imageUrl: 'https://img.example.com/top-1.png' },
      { positionType: 1, imageUrl: '/static/top-2.png' },
      { positionType: 4, imageUrl: '/static/popup.svg' },
    ];
    expect(first(HOME_PAGE).picturesOf(answer(banners))).toEqual(['/static/popup.svg', 'https://img.example.com/top-1.png']);
    const list = { list: ['a', 'b', 'c'].map((id) => ({ id, coverUrl: `/assets/houses/${id}/1.png` })) };
    expect(first(HOUSE_LIST).picturesOf(answer(list))).toEqual(['/assets/houses/a/1.png', '/assets/houses/b/1.png']);
    expect(first(HOUSE_DETAIL, '?id=h1').picturesOf(answer({ photos: [{ url: '/p/1.png' }, { url: '/p/2.png' }], coverUrl: '/c.png' }))).toEqual(['/p/1.png']);
    expect(first(HOUSE_DETAIL, '?id=h1').picturesOf(answer({ photos: [], coverUrl: '/c.png' }))).toEqual(['/c.png']);
  });

  it('none from a failed answer, an answer that is not JSON or not the expected shape, or a URL that is not a picture address', () => {
    const home = first(HOME_PAGE);
    expect(home.picturesOf(answer([{ positionType: 4, imageUrl: '/p.png' }], 500))).toEqual([]);
    expect(home.picturesOf(answer([{ positionType: 4, imageUrl: '/p.png' }], 200, '1001'))).toEqual([]);
    expect(home.picturesOf({ status: 200, headers: {}, data: '<html>' })).toEqual([]);
    expect(home.picturesOf(answer({ not: 'a list' }))).toEqual([]);
    expect(home.picturesOf(answer([{ positionType: 4, imageUrl: 'javascript:alert(1)' }, { positionType: 1, imageUrl: '//evil.example.com/x.png' }]))).toEqual([]);
    expect(first(HOUSE_LIST).picturesOf(answer({ list: [null, { coverUrl: 42 }] }))).toEqual([]);
    expect(first(HOME_PAGE).picturesOf(answer(null))).toEqual([]);
  });
});

describe('arrivalOf', () => {
  it('finds the page below the basename, the home page for the bare address', () => {
    expect(arrivalOf({ pathname: '/aster/', search: '' }, '/aster')?.page).toBe(HOME_PAGE);
    expect(arrivalOf({ pathname: '/aster', search: '' }, '/aster')?.page).toBe(HOME_PAGE);
    const detail = arrivalOf({ pathname: '/aster/pages/house_detail/index', search: '?id=h1' }, '/aster');
    expect({ page: detail?.page, id: detail?.query.get('id') }).toEqual({ page: HOUSE_DETAIL, id: 'h1' });
  });

  it('gives nothing for an address outside the app or one that is not valid URI text', () => {
    expect(arrivalOf({ pathname: '/other/pages/index/index', search: '' }, '/aster')).toBeNull();
    expect(arrivalOf({ pathname: '/aster/%E0%A4%A', search: '' }, '/aster')).toBeNull();
  });
});

describe('withEarlyAnswers', () => {
  const headers = { platform: 'h5', companyId: '0', 'Content-Type': 'application/json;charset=UTF-8' };
  const early = (url: string, answer: TransportResponse | null, sentAt = 0): EarlyAnswer => ({ url, headers, sentAt, answer: Promise.resolve(answer) });
  const get = (url: string, sent: Record<string, string> = headers): TransportRequest => ({ url, method: 'GET', headers: sent, timeoutMs: 10_000 });
  const earlyAnswer = { status: 200, headers: {}, data: '{"code":0,"data":"early"}' };

  function setup(waiting: EarlyAnswer[], now = 1_000) {
    const transport = new FakeTransport();
    transport.reply = () => okAnswer('asked');
    return { transport, early: withEarlyAnswers(transport, waiting, () => now) };
  }

  it('hands the app the early answer of exactly its request, once; the next one goes to the server', async () => {
    const { transport, early: sent } = setup([early('/tapp/v1/home/ui', earlyAnswer)]);
    // Header names differ in case only: XHR and fetch send the same request.
    expect(await sent.request(get('/tapp/v1/home/ui', { PLATFORM: 'h5', companyid: '0', 'content-type': 'application/json;charset=UTF-8' }))).toEqual(earlyAnswer);
    expect(transport.requests).toEqual([]);
    expect((await sent.request(get('/tapp/v1/home/ui'))).data).toContain('asked');
    expect(transport.requests).toHaveLength(1);
  });

  it('sends to the server a request that differs in its URL, a header, its method or its age', async () => {
    const waiting = [early('/tapp/v1/home/ui', earlyAnswer), early('/tapp/v1/home/base?cityId=107', earlyAnswer, -EARLY_ANSWER_MAX_AGE_MS)];
    const { transport, early: sent } = setup(waiting);
    await sent.request(get('/tapp/v1/home/ui?x=1'));
    await sent.request(get('/tapp/v1/home/ui', { ...headers, token: 'newer' }));
    await sent.request({ ...get('/tapp/v1/home/ui'), method: 'POST', data: '{}' });
    await sent.request(get('/tapp/v1/home/base?cityId=107'));
    expect(transport.requests.map((request) => request.url)).toEqual(['/tapp/v1/home/ui?x=1', '/tapp/v1/home/ui', '/tapp/v1/home/ui', '/tapp/v1/home/base?cityId=107']);
    expect(waiting.map((request) => request.url)).toEqual(['/tapp/v1/home/ui', '/tapp/v1/home/base?cityId=107']);
  });

  it('asks the server itself when the early request got no answer', async () => {
    const { transport, early: sent } = setup([early('/tapp/v1/home/ui', null)]);
    expect((await sent.request(get('/tapp/v1/home/ui'))).data).toContain('asked');
    expect(transport.requests).toHaveLength(1);
  });
});
