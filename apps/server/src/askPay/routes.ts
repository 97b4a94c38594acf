import { askPayEndpoints, REQUEST_HEADERS, serverKey } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { AskPayStore } from './askPayStore';

const PLATFORM_HEADER = serverKey(REQUEST_HEADERS.platform);

export function askPayRoutes(store: AskPayStore): ApiRoute[] {
  const e = askPayEndpoints;
  const platformOf = (headers: Readonly<Record<string, unknown>>) => {
    const value = headers[PLATFORM_HEADER];
    return typeof value === 'string' ? value : 'h5';
  };
  return [
    implement(e.share, (context) => store.share(loggedInUser(context), context.params.id ?? '')),
    implement(e.ofBill, (context) => store.ofBill(loggedInUser(context), context.params.id ?? '')),
    implement(e.cancel, (context) => store.cancel(loggedInUser(context), context.params.id ?? '')),
    implement(e.shared, (context) => store.shared(context.userId, context.input.code, platformOf(context.request.headers))),
    implement(e.pay, (context) => store.payShared(loggedInUser(context), context.input.code, context.input.way, platformOf(context.request.headers))),
    implement(e.codeBill, (context) => store.codeBill(context.input.code, platformOf(context.request.headers))),
    implement(e.codePay, (context) => store.payByCode(loggedInUser(context), context.input.code, context.input.way, platformOf(context.request.headers))),
    implement(e.payCode, (context) => store.ownBillCode(loggedInUser(context), context.params.id ?? '')),
  ];
}
