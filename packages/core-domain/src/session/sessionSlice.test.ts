import {
  baseConfigLoaded,
  citySelected,
  companyChanged,
  imUserLoaded,
  initialSessionState,
  loggedIn,
  loggedOut,
  sessionReducer,
  sessionRestored,
  sessionSlice,
  themeChanged,
  userRefreshed,
} from './sessionSlice';
import {
  selectBaseConfig,
  selectCity,
  selectCompanyId,
  selectIsAuthenticated,
  selectIsLoggedIn,
  selectSession,
  selectTheme,
  selectToken,
  selectUser,
  selectUserId,
} from './selectors';

const root = (session = initialSessionState) => ({ session });

describe('session slice', () => {
  it('takes the stored session when it is read after the start, keeping what belongs to this run', () => {
    const theme = { navbarColor: '#000000', navbarFontColor: '#ffffff', color: '#ff0000' };
    const running = sessionReducer(initialSessionState, themeChanged(theme));
    const stored = {
      ...initialSessionState,
      loginStatus: 'loggedIn' as const,
      token: 't1',
      userId: 'u1',
      openId: 'o1',
      city: { cityId: 107, cityName: '上海' },
      companyId: '12',
    };
    const restored = sessionReducer(running, sessionRestored(stored));
    expect(restored).toEqual({ ...stored, theme });
    expect(selectIsLoggedIn(root(restored))).toBe(true);
  });

  it('is named session and starts logged out with the spec defaults', () => {
    expect(sessionSlice.name).toBe('session');
    const state = sessionReducer(undefined, { type: 'init' });
    expect(state).toEqual(initialSessionState);
    expect(state.loginStatus).toBe('loggedOut');
    expect(state.city).toEqual({ cityId: 0, cityName: '' });
    expect(state.companyId).toBe('0');
    expect(state.theme).toEqual({ color: '#333333', navbarColor: '#333333', navbarFontColor: '#FFFFFF' });
    expect(selectIsLoggedIn(root())).toBe(false);
  });

  it('logs in with token, userId and openId', () => {
    const state = sessionReducer(initialSessionState, loggedIn({ token: 't1', userId: 'u1', openId: 'o1' }));
    expect(state).toMatchObject({ loginStatus: 'loggedIn', token: 't1', userId: 'u1', openId: 'o1' });
    expect(selectIsLoggedIn(root(state))).toBe(true);
    expect(selectToken(root(state))).toBe('t1');
    expect(selectUserId(root(state))).toBe('u1');
  });

  it('keeps a known openId when a login brings none', () => {
    const first = sessionReducer(initialSessionState, loggedIn({ token: 't1', userId: 'u1', openId: 'o1' }));
    const second = sessionReducer(first, loggedIn({ token: 't2', userId: 'u2' }));
    expect(second.openId).toBe('o1');
    expect(second.token).toBe('t2');
  });

  it('logout clears the account but keeps city, company and theme', () => {
    let state = sessionReducer(initialSessionState, loggedIn({ token: 't', userId: 'u' }));
    state = sessionReducer(state, userRefreshed({ userId: 'u', truth: 1, authBinding: 1 }));
    state = sessionReducer(state, imUserLoaded({ imUserId: 'im' }));
    state = sessionReducer(state, citySelected({ cityId: 107, cityName: '杭州' }));
    state = sessionReducer(state, companyChanged('42'));
    state = sessionReducer(state, themeChanged({ color: '#FF0000', navbarColor: '#000000', navbarFontColor: '#FFFFFF' }));
    state = sessionReducer(state, loggedOut());
    expect(state).toMatchObject({ loginStatus: 'loggedOut', token: null, userId: null, user: null, imUser: null });
    expect(state.city).toEqual({ cityId: 107, cityName: '杭州' });
    expect(state.companyId).toBe('42');
    expect(state.theme.color).toBe('#FF0000');
  });

  it('stores user, IM user, city, company, theme and base config for the selectors', () => {
    let state = sessionReducer(initialSessionState, userRefreshed({ userId: 'u', truth: 1, authBinding: 0 }));
    expect(selectIsAuthenticated(root(state))).toBe(false);
    state = sessionReducer(state, userRefreshed({ userId: 'u', truth: 1, authBinding: 1 }));
    expect(selectIsAuthenticated(root(state))).toBe(true);
    expect(selectUser(root(state))).toEqual({ userId: 'u', truth: 1, authBinding: 1 });
    state = sessionReducer(state, imUserLoaded({ imUserId: 'im1', userSig: 'sig' }));
    expect(state.imUser).toEqual({ imUserId: 'im1', userSig: 'sig' });
    state = sessionReducer(state, citySelected({ cityId: 3, cityName: '上海', latitude: 31.2, longitude: 121.5 }));
    expect(selectCity(root(state))).toEqual({ cityId: 3, cityName: '上海', latitude: 31.2, longitude: 121.5 });
    state = sessionReducer(state, companyChanged('1001'));
    expect(selectCompanyId(root(state))).toBe('1001');
    const theme = { color: '#111111', navbarColor: '#222222', navbarFontColor: '#000000' };
    state = sessionReducer(state, themeChanged(theme));
    expect(selectTheme(root(state))).toEqual(theme);
    expect(selectBaseConfig(root(state))).toBeNull();
    const config = { iconConfig: [{ identification: 1, name: '整租', iconUrl: 'https://x/1.png' }] };
    state = sessionReducer(state, baseConfigLoaded(config));
    expect(selectBaseConfig(root(state))).toEqual(config);
    expect(selectSession(root(state))).toBe(state);
  });

  it('is not authenticated without a user', () => {
    expect(selectIsAuthenticated(root())).toBe(false);
  });
});
