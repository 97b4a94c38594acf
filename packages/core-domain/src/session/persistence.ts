import { type UnknownAction } from '@reduxjs/toolkit';
import { CityIdSchema, CityNameSchema, DEFAULT_CITY_ID } from '../entities/city';
import { CompanyIdSchema, DEFAULT_COMPANY_ID } from '../entities/company';
import { OpenIdSchema, TokenSchema, UserIdSchema, UserSchema } from '../entities/user';
import { type StoragePort } from '../ports';
import { type StorageKey, readStoredJson, storageKeys, writeStoredJson } from '../storage';
import { type SessionRootState } from './selectors';
import { type SessionState } from '../entities/session';
import { initialSessionState } from './sessionSlice';

/** Rebuilds the session from storage at start-up. A token without a userId (or the reverse) is not a login. */
export function restoreSession(storage: StoragePort): SessionState {
  let token = readStoredJson(storage, storageKeys.token, TokenSchema);
  let userId = readStoredJson(storage, storageKeys.userId, UserIdSchema);
  if (token === null || userId === null) {
    if (token !== null) storage.remove(storageKeys.token);
    if (userId !== null) storage.remove(storageKeys.userId);
    token = null;
    userId = null;
  }
  const loggedIn = token !== null && userId !== null;
  // The cached user belongs to a login: without one it is stale and dropped.
  let user = readStoredJson(storage, storageKeys.user, UserSchema);
  if (!loggedIn && user !== null) {
    storage.remove(storageKeys.user);
    user = null;
  }
  return {
    ...initialSessionState,
    loginStatus: loggedIn ? 'loggedIn' : 'loggedOut',
    token,
    userId,
    user,
    openId: readStoredJson(storage, storageKeys.openId, OpenIdSchema),
    city: {
      cityId: readStoredJson(storage, storageKeys.cityId, CityIdSchema) ?? DEFAULT_CITY_ID,
      cityName: readStoredJson(storage, storageKeys.cityName, CityNameSchema) ?? '',
    },
    companyId: readStoredJson(storage, storageKeys.companyId, CompanyIdSchema) ?? DEFAULT_COMPANY_ID,
  };
}

/**
 * The part of RTK's listener API the persistence needs. States are `unknown` so that any startListening fits,
 * typed (withTypes<RootState>) or not; the session is then found at run time under the `session` key.
 */
export interface SessionListenerOptions {
  predicate: (action: UnknownAction, currentState: unknown, previousState: unknown) => boolean;
  effect: (action: UnknownAction, api: { getState: () => unknown }) => void;
}
export type SessionStartListening = (options: SessionListenerOptions) => unknown;

const persistedFields: ReadonlyArray<readonly [StorageKey, (session: SessionState) => unknown]> = [
  [storageKeys.token, (s) => s.token],
  [storageKeys.userId, (s) => s.userId],
  [storageKeys.user, (s) => s.user],
  [storageKeys.openId, (s) => s.openId],
  [storageKeys.cityId, (s) => s.city.cityId],
  [storageKeys.cityName, (s) => s.city.cityName],
  [storageKeys.companyId, (s) => s.companyId],
];

function sessionOf(state: unknown): SessionState | undefined {
  return typeof state === 'object' && state !== null && 'session' in state
    ? (state as SessionRootState).session
    : undefined;
}

/**
 * Registers one listener per stored key: when that part of the session changes, the key is written (as JSON)
 * or removed when the value became null. Returns the unsubscribe handles the listener middleware gave back.
 */
export function startSessionPersistence(startListening: SessionStartListening, storage: StoragePort): unknown[] {
  return persistedFields.map(([key, read]) =>
    startListening({
      predicate: (_action, currentState, previousState) => {
        const current = sessionOf(currentState);
        const previous = sessionOf(previousState);
        return current !== undefined && previous !== undefined && read(current) !== read(previous);
      },
      effect: (_action, api) => {
        const session = sessionOf(api.getState());
        if (session === undefined) {
          return;
        }
        const value = read(session);
        if (value === null) {
          storage.remove(key);
        } else {
          writeStoredJson(storage, key, value);
        }
      },
    }),
  );
}
