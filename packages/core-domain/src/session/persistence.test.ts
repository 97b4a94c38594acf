import fc from 'fast-check';
import { combineReducers, configureStore, createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import { createMemoryStorage } from '../testing/memoryStorage';
import { SessionStateSchema } from '../entities/session';
import { storageKeys } from '../storage';
import { restoreSession, startSessionPersistence } from './persistence';
import {
  citySelected,
  companyChanged,
  initialSessionState,
  loggedIn,
  loggedOut,
  sessionReducer,
  userRefreshed,
} from './sessionSlice';

const json = (value: unknown) => JSON.stringify(value);

describe('storageKeys', () => {
  it('names the spec keys', () => {
    expect(storageKeys).toMatchObject({
      token: 'token',
      user: 'user',
      cityId: 'cityId',
      cityName: 'cityName',
      companyId: 'companyId',
      openId: 'openId',
      payData: 'payData',
      lockMac: 'lockMac',
    });
  });
});

describe('restoreSession', () => {
  it('gives the initial session for empty storage', () => {
    expect(restoreSession(createMemoryStorage())).toEqual(initialSessionState);
  });

  it('restores a complete login', () => {
    const storage = createMemoryStorage({
      token: json('tok'),
      userId: json('u1'),
      user: json({ userId: 'u1', truth: 1, authBinding: 1, extra: 'kept' }),
      openId: json('open'),
      cityId: json(107),
      cityName: json('杭州'),
      companyId: json('1001'),
    });
    const session = restoreSession(storage);
    expect(session).toMatchObject({
      loginStatus: 'loggedIn',
      token: 'tok',
      userId: 'u1',
      openId: 'open',
      user: { userId: 'u1', truth: 1, authBinding: 1, extra: 'kept' },
      city: { cityId: 107, cityName: '杭州' },
      companyId: '1001',
    });
    expect(storage.entries.size).toBe(7);
  });

  it('drops and removes values that are not JSON or fail their schema', () => {
    const storage = createMemoryStorage({
      token: json('tok'),
      userId: json('u1'),
      user: '{not json',
      openId: json(''),
      cityId: json(-3),
      cityName: json(12),
      companyId: json('abc'),
      payData: json({ kept: true }),
    });
    const session = restoreSession(storage);
    expect(session).toMatchObject({
      loginStatus: 'loggedIn',
      user: null,
      openId: null,
      city: { cityId: 0, cityName: '' },
      companyId: '0',
    });
    expect([...storage.entries.keys()].sort()).toEqual(['payData', 'token', 'userId']);
  });

  it('does not trust a token without a userId and removes it', () => {
    const storage = createMemoryStorage({ token: json('tok'), user: json({ truth: 1, authBinding: 1 }) });
    const session = restoreSession(storage);
    expect(session.loginStatus).toBe('loggedOut');
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(storage.entries.has('token')).toBe(false);
    expect(storage.entries.has('user')).toBe(false);
  });

  it('does not trust a userId without a token', () => {
    const storage = createMemoryStorage({ userId: json('u1') });
    expect(restoreSession(storage).userId).toBeNull();
    expect(storage.entries.has('userId')).toBe(false);
  });

  it('always yields a valid session, whatever storage holds, and leaves only valid values behind', () => {
    const keys = ['token', 'userId', 'user', 'openId', 'cityId', 'cityName', 'companyId'] as const;
    const storedValue = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.json({ maxDepth: 2 }),
      fc.constantFrom(json('tok'), json('u1'), json(107), json('1001'), json({ truth: 1, authBinding: '1' }), json(null)),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), storedValue), (stored) => {
        const storage = createMemoryStorage(stored);
        const session = restoreSession(storage);
        expect(SessionStateSchema.safeParse(session).success).toBe(true);
        expect(session.loginStatus === 'loggedIn').toBe(session.token !== null && session.userId !== null);
        // A second start-up finds exactly what the first one kept.
        const again = createMemoryStorage(Object.fromEntries(storage.entries));
        expect(restoreSession(again)).toEqual(session);
        expect(again.entries).toEqual(storage.entries);
      }),
    );
  });

  it('rejects a token stored as a raw (non-JSON) string or with the wrong type', () => {
    const storage = createMemoryStorage({ token: 'raw-token', userId: json(5) });
    const session = restoreSession(storage);
    expect(session.loginStatus).toBe('loggedOut');
    expect(storage.entries.size).toBe(0);
  });
});

describe('startSessionPersistence', () => {
  const other = createSlice({ name: 'other', initialState: 0, reducers: { bumped: (n) => n + 1 } });

  const setup = (initial: Record<string, string> = {}) => {
    const storage = createMemoryStorage(initial);
    const listener = createListenerMiddleware();
    const reducer = combineReducers({ session: sessionReducer, other: other.reducer });
    const store = configureStore({ reducer, middleware: (getDefault) => getDefault().prepend(listener.middleware) });
    type RootState = ReturnType<typeof store.getState>;
    // Typed startListening, as an app would pass it.
    startSessionPersistence(listener.startListening.withTypes<RootState, typeof store.dispatch>(), storage);
    return { storage, store };
  };

  it('writes the login keys as JSON and removes them on logout', () => {
    const { storage, store } = setup();
    store.dispatch(loggedIn({ token: 'tok', userId: 'u1', openId: 'o1' }));
    store.dispatch(userRefreshed({ userId: 'u1', truth: 1, authBinding: 1 }));
    expect(storage.get('token')).toBe(json('tok'));
    expect(storage.get('userId')).toBe(json('u1'));
    expect(storage.get('openId')).toBe(json('o1'));
    expect(JSON.parse(storage.get('user') ?? 'null')).toEqual({ userId: 'u1', truth: 1, authBinding: 1 });
    store.dispatch(loggedOut());
    expect(storage.get('token')).toBeNull();
    expect(storage.get('userId')).toBeNull();
    expect(storage.get('user')).toBeNull();
    expect(storage.get('openId')).toBe(json('o1'));
  });

  it('writes city and company, and what it writes restores to the same session', () => {
    const { storage, store } = setup();
    store.dispatch(citySelected({ cityId: 107, cityName: '杭州', latitude: 30, longitude: 120 }));
    store.dispatch(companyChanged('1001'));
    store.dispatch(loggedIn({ token: 'tok', userId: 'u1' }));
    expect(storage.get('cityId')).toBe('107');
    expect(storage.get('cityName')).toBe(json('杭州'));
    expect(storage.get('companyId')).toBe(json('1001'));
    const restored = restoreSession(storage);
    expect(restored).toMatchObject({ token: 'tok', userId: 'u1', companyId: '1001', city: { cityId: 107, cityName: '杭州' } });
  });

  it('does not touch storage for actions that do not change the session', () => {
    const { storage, store } = setup({ payData: json({ a: 1 }) });
    const set = jest.spyOn(storage, 'set');
    const remove = jest.spyOn(storage, 'remove');
    store.dispatch(other.actions.bumped());
    expect(set).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('accepts an untyped startListening and ignores states without a session', () => {
    const storage = createMemoryStorage();
    const listener = createListenerMiddleware();
    const store = configureStore({
      reducer: { other: other.reducer },
      middleware: (getDefault) => getDefault().prepend(listener.middleware),
    });
    const handles = startSessionPersistence(listener.startListening, storage);
    expect(handles).toHaveLength(7);
    store.dispatch(other.actions.bumped());
    expect(storage.entries.size).toBe(0);
  });
});
