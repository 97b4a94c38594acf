import { randomId } from '@aster/core-domain';

/** Codes of a request that got no answer: the server may or may not have acted on it (core-api's error model). */
const NO_ANSWER_CODES: ReadonlySet<string> = new Set(['-1', 'TIMEOUT']);

/**
 * The idempotency key of one form (a booking, a reservation). Every send of the same body goes with the same
 * key until the server answers for certain: a double tap or a retry after a network error is the same request,
 * and coming back after a success returns what was made. A changed body is a new request (a new key: the first
 * one may have been made with the old values), and so is the next send after a refusal (a business error:
 * nothing was made, the tenant will change something).
 */
export interface RequestKey {
  /** The key of a send with this body (its serialised values). */
  forAttempt(body: string): string;
  /** After a failed send: keep the key when the outcome is unknown, retire it when the server refused. */
  failed(errorCode: string | undefined): void;
}

export function createRequestKey(make: () => string = () => randomId(24)): RequestKey {
  let key = make();
  let sentBody: string | null = null;
  return {
    forAttempt: (body) => {
      if (sentBody !== null && sentBody !== body) key = make();
      sentBody = body;
      return key;
    },
    failed: (errorCode) => {
      if (errorCode === undefined || NO_ANSWER_CODES.has(errorCode) || /^5\d\d$/.test(errorCode)) return;
      key = make();
      sentBody = null;
    },
  };
}

/** The code of an RTK Query error (core-api's serialised ApiError), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}
