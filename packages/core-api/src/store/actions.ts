import { createAction } from '@reduxjs/toolkit';

/** A mini-program shell starts the silent login (app launch, or a page that needs the user). */
export const autoLoginRequested = createAction<{ loginScene?: 1 | 7 } | undefined>('auth/autoLoginRequested');
/** The auto-login ended; `succeeded` false leaves the user a guest. */
export const autoLoginFinished = createAction<{ succeeded: boolean }>('auth/autoLoginFinished');
/** The server answered 401 to `path`. */
export const unauthorizedReceived = createAction<{ path: string }>('auth/unauthorizedReceived');
