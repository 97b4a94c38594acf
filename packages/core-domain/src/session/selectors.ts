import { isAuthenticated } from '../entities/user';
import { type SessionState } from '../entities/session';

export interface SessionRootState {
  session: SessionState;
}

export const selectSession = (state: SessionRootState): SessionState => state.session;
export const selectIsLoggedIn = (state: SessionRootState): boolean =>
  state.session.loginStatus === 'loggedIn' && state.session.token !== null;
export const selectToken = (state: SessionRootState) => state.session.token;
export const selectUserId = (state: SessionRootState) => state.session.userId;
export const selectCompanyId = (state: SessionRootState) => state.session.companyId;
export const selectCity = (state: SessionRootState) => state.session.city;
export const selectUser = (state: SessionRootState) => state.session.user;
export const selectIsAuthenticated = (state: SessionRootState): boolean => isAuthenticated(state.session.user);
export const selectTheme = (state: SessionRootState) => state.session.theme;
export const selectBaseConfig = (state: SessionRootState) => state.session.baseConfig;
