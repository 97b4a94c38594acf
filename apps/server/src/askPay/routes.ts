import { askPayEndpoints, REQUEST_HEADERS, serverKey } from '@aster/core-api';
import { implement, loggedInUser, type ApiContext, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { AnyEndpointDef } from '@aster/core-api';
import type { AskPayStore } from './askPayStore';
import type { createCodeGuessLimiter } from './codeGuesses';

/** The answers that say a code is no one's: each is one wrong try. */
const WRONG_CODE = new Set(['ASK_PAY_NOT_FOUND', 'BILL_CODE_NOT_FOUND']);
const isWrongCode = (error: unknown) => error instanceof BusinessError && WRONG_CODE.has(error.errorCode);

const PLATFORM_HEADER = serverKey(REQUEST_HEADERS.platform);

export function askPayRoutes(store: AskPayStore, guesses: ReturnType<typeof createCodeGuessLimiter>): ApiRoute[] {
  const e = askPayEndpoints;
  const byCode = <T>(context: ApiContext<AnyEndpointDef>, lookup: () => T) => guesses.tryCode({ ip: context.ip, userId: context.userId }, lookup, isWrongCode);
  const platformOf = (headers: Readonly<Record<string, unknown>>) => {
    const value = headers[PLATFORM_HEADER];
    return typeof value === 'string' ? value : 'h5';
  };
  return [
    implement(e.share, (context) => store.share(loggedInUser(context), context.params.id ?? '')),
    implement(e.ofBill, (context) => store.ofBill(loggedInUser(context), context.params.id ?? '')),
    implement(e.cancel, (context) => store.cancel(loggedInUser(context), context.params.id ?? '')),
    implement(e.shared, (context) => byCode(context, () => store.shared(context.userId, context.input.code, platformOf(context.request.headers)))),
    implement(e.pay, (context) => byCode(context, () => store.payShared(loggedInUser(context), context.input.code, context.input.way, platformOf(context.request.headers)))),
    implement(e.codeBill, (context) => byCode(context, () => store.codeBill(context.input.code, platformOf(context.request.headers)))),
    implement(e.codePay, (context) => byCode(context, () => store.payByCode(loggedInUser(context), context.input.code, context.input.way, platformOf(context.request.headers)))),
    implement(e.payCode, (context) => store.ownBillCode(loggedInUser(context), context.params.id ?? '')),
  ];
}
