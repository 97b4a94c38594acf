import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type BaseConfig } from '../entities/baseConfig';
import { type CitySelection, defaultCitySelection } from '../entities/city';
import { DEFAULT_COMPANY_ID } from '../entities/company';
import { type SessionState } from '../entities/session';
import { type Theme, defaultTheme } from '../entities/theme';
import { type ImUser, type User } from '../entities/user';

export const initialSessionState: SessionState = {
  loginStatus: 'loggedOut',
  token: null,
  userId: null,
  openId: null,
  user: null,
  imUser: null,
  city: defaultCitySelection,
  companyId: DEFAULT_COMPANY_ID,
  theme: { ...defaultTheme },
  baseConfig: null,
};

export interface LoggedInPayload {
  token: string;
  userId: string;
  openId?: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /**
     * The stored session (restoreSession), read once the app can check it: an app that starts its store before its
     * schemas can parse (the H5 shell, before zod has arrived) starts from the initial session. What belongs to this
     * run only (theme, base config, IM user) is kept.
     */
    sessionRestored(state, action: PayloadAction<SessionState>) {
      const { loginStatus, token, userId, user, openId, city, companyId } = action.payload;
      Object.assign(state, { loginStatus, token, userId, user, openId, city, companyId });
    },
    loggedIn(state, action: PayloadAction<LoggedInPayload>) {
      const { token, userId, openId } = action.payload;
      state.loginStatus = 'loggedIn';
      state.token = token;
      state.userId = userId;
      // A login without an openId (phone login) keeps the one auto-login found earlier.
      if (openId != null) {
        state.openId = openId;
      }
    },
    // City, company and theme belong to the device, not to the account: they survive a logout.
    loggedOut(state) {
      state.loginStatus = 'loggedOut';
      state.token = null;
      state.userId = null;
      state.user = null;
      state.imUser = null;
    },
    userRefreshed(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    imUserLoaded(state, action: PayloadAction<ImUser>) {
      state.imUser = action.payload;
    },
    citySelected(state, action: PayloadAction<CitySelection>) {
      state.city = action.payload;
    },
    companyChanged(state, action: PayloadAction<string>) {
      state.companyId = action.payload;
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    baseConfigLoaded(state, action: PayloadAction<BaseConfig>) {
      state.baseConfig = action.payload;
    },
  },
});

export const sessionReducer = sessionSlice.reducer;
export const {
  sessionRestored,
  loggedIn,
  loggedOut,
  userRefreshed,
  imUserLoaded,
  citySelected,
  companyChanged,
  themeChanged,
  baseConfigLoaded,
} = sessionSlice.actions;
