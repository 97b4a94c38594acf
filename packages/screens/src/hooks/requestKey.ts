import * as React from 'react';
import { randomId } from '@aster/core-domain';

/** Codes of a request that got no answer: the server may or may not have acted on it (core-api's error model). */
const NO_ANSWER_CODES: ReadonlySet<string> = new Set(['-1', 'TIMEOUT']);

/**
 * The idempotency key of one form (a booking, a reservation). The same key goes with every send until the server
 * answers for certain: a double tap or a retry after a network error is the same request. Only a refusal
 * (a business error: nothing was created) gives the next send a new key, because the tenant will change the
 * form and that is a new request.
 */
export interface RequestKey {
  current(): string;
  /** After a failed send: keep the key when the outcome is unknown, make a new one when the server refused. */
  failed(errorCode: string | undefined): void;
}

export function createRequestKey(make: () => string = () => randomId(24)): RequestKey {
  let key = make();
  return {
    current: () => key,
    failed: (errorCode) => {
      if (errorCode === undefined || NO_ANSWER_CODES.has(errorCode) || /^5\d\d$/.test(errorCode)) return;
      key = make();
    },
  };
}

/** The code of an RTK Query error (core-api's serialised ApiError), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** One RequestKey for the life of the form's page. */
export function useRequestKey(): RequestKey {
  const ref = React.useRef<RequestKey | null>(null);
  if (ref.current === null) ref.current = createRequestKey();
  return ref.current;
}
