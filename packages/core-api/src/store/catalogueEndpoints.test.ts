import { catalogue } from '../catalogue';
import { z } from 'zod';
import { initialSessionState } from '@aster/core-domain';
import { defineEndpoint } from '../catalogue/define';
import { FakeClock, flushPromises } from '../testing/fakeClock';
import { FakeNavigator, FakeUi } from '../testing/fakePorts';
import { FakeTransport, okAnswer } from '../testing/fakeTransport';
import { type TransportRequest } from '../transport';
import { api } from './api';
import { bookingApi } from './bookingApi';
import { catalogueCall, fromCatalogue } from './catalogueEndpoints';
import { houseApi } from './houseApi';
import { setupStore } from './setupStore';

const testEndpoints = {
  /** Like viewing-slots, with dates as numbers: the transform sees the schema's output, not the raw answer. */
  slots: defineEndpoint({
    method: 'GET',
    path: 'test/houses/{id}/days',
    response: z.array(z.object({ date: z.number().transform(String) })),
  }),
};

const memoryStorage = { get: () => null, set: () => undefined, remove: () => undefined };

function setup() {
  const transport = new FakeTransport();
  const ui = new FakeUi();
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: memoryStorage, ui, navigator: new FakeNavigator() },
    // A backend serving every extension (the gate itself: setupStore.test.ts).
    config: { baseUrl: 'https://api.test', platform: 'h5', extensions: Object.keys(catalogue) },
    preloadedState: { session: { ...initialSessionState, loginStatus: 'loggedIn', token: 'tok', userId: '42' } },
  });
  return { transport, ui, store };
}

function sent(request: TransportRequest | undefined) {
  const url = new URL(request?.url ?? '', 'http://x.invalid');
  return { method: request?.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: request?.data && JSON.parse(request.data) };
}

// RTK Query schedules cache clean-up on the real timers: fake them so none outlives the test.
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('catalogueCall', () => {
  const lockAuth = defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/{id}/auth/{authId}',
    request: z.object({ startTime: z.string(), endTime: z.string() }),
  });

  it('sends the path parameters to the path and the other fields to the request', () => {
    expect(catalogueCall(lockAuth, { id: 'L1', authId: 7, startTime: 'a', endTime: 'b' }, { loading: true })).toEqual({
      def: lockAuth,
      pathParams: { id: 'L1', authId: 7 },
      request: { startTime: 'a', endTime: 'b' },
      loading: true,
    });
  });

  it('sends nothing for an endpoint called without an argument', () => {
    expect(catalogueCall(lockAuth, undefined)).toEqual({ def: lockAuth, pathParams: {}, request: {} });
  });
});

describe('endpoints derived from the catalogue', () => {
  it('puts a mapped argument into the path', async () => {
    const { store, transport } = setup();
    transport.reply = () => okAnswer([{ date: '2025-03-01', slots: [{ time: '10:00-11:00', available: true }] }]);
    const result = await store.dispatch(bookingApi.endpoints.getViewingSlots.initiate({ houseId: 'h 1' }));
    expect(sent(transport.requests[0])).toMatchObject({ method: 'GET', path: '/tapp/v2/aster/houses/h%201/viewing-slots', query: {} });
    expect(result.data).toEqual([{ date: '2025-03-01', slots: [{ time: '10:00-11:00', available: true }] }]);
  });

  it('sends path parameter and request fields of one argument apart, with the fields a mapping adds', async () => {
    const { store, transport } = setup();
    transport.reply = () => okAnswer({ houseId: 9, favourite: true });
    const favourite = await store.dispatch(houseApi.endpoints.setFavourite.initiate({ id: 'h9', favourite: true }));
    expect(sent(transport.requests[0])).toEqual({ method: 'POST', path: '/tapp/v2/aster/houses/h9/favourite', query: {}, body: { favourite: true } });
    // The response schema's output: the numeric id became text.
    expect(favourite.data).toEqual({ houseId: '9', favourite: true });

    transport.reply = () => okAnswer({ orderNo: 'P1', amount: '500.00' });
    await store.dispatch(bookingApi.endpoints.signReservation.initiate({ id: 'r1' }));
    expect(sent(transport.requests[1])).toMatchObject({ path: '/tapp/v2/aster/reservations/r1/sign', body: { agreed: true } });
  });

  it('hands transformResponse the parsed answer and keeps the call options', async () => {
    const counted = api.injectEndpoints({
      endpoints: (build) => ({
        countViewingDays: fromCatalogue(build, testEndpoints.slots).query({
          mapArg: ({ houseId }: { houseId: string }) => ({ id: houseId }),
          transformResponse: (days, _meta, { houseId }) => `${houseId}: ${days.map((day) => day.date).join(',')}`,
          loading: true,
        }),
      }),
    });
    const { store, transport, ui } = setup();
    transport.reply = () => okAnswer([{ date: 20250301 }, { date: 20250302 }]);
    const result = await store.dispatch(counted.endpoints.countViewingDays.initiate({ houseId: 'h1' }));
    expect(result.data).toBe('h1: 20250301,20250302');
    expect(ui.events.map((event) => event.kind)).toEqual(['loading', 'hideLoading']);
  });

  it('refetches a query when a mutation invalidates the tag its feature declared', async () => {
    const { store, transport } = setup();
    transport.reply = () => okAnswer(null);
    const subscription = store.dispatch(bookingApi.endpoints.getPersonInfo.initiate());
    await subscription;
    const person = { name: '张三', idType: 'id_card', idNumberMasked: '1101**********1234', phone: '138****8000' };
    transport.reply = () => okAnswer(person);
    await store.dispatch(bookingApi.endpoints.savePersonInfo.initiate({ name: '张三', idType: 'id_card', idNumber: '11010519491231002X' }));
    await flushPromises();
    expect(transport.paths).toEqual(['/tapp/v2/aster/person-info', '/tapp/v2/aster/person-info', '/tapp/v2/aster/person-info']);
    expect(transport.requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    subscription.unsubscribe();
  });

  it('pages an infinite list through the page field', async () => {
    const { store, transport } = setup();
    transport.reply = (request) => {
      const pageNo = Number(new URL(request.url, 'http://x.invalid').searchParams.get('pageNo'));
      return okAnswer({ list: [], pageNo, pageSize: 20, total: 40, hasMore: pageNo < 2, city: { cityId: 107, cityName: '上海' } });
    };
    const list = store.dispatch(houseApi.endpoints.getHouseList.initiate({ cityId: 107 }));
    await list;
    await store.dispatch(houseApi.endpoints.getHouseList.initiate({ cityId: 107 }, { direction: 'forward' }));
    expect(transport.requests.map((request) => sent(request).query)).toEqual([
      expect.objectContaining({ cityId: '107', pageNo: '1' }),
      expect.objectContaining({ cityId: '107', pageNo: '2' }),
    ]);
    list.unsubscribe();
  });
});
