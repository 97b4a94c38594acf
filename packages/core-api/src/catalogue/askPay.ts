import { z } from 'zod';
import {
  AskPayCodeRequestSchema,
  AskPayPayRequestSchema,
  AskPayShareSchema,
  BillAskPaySchema,
  BillCodePayRequestSchema,
  BillCodeRequestSchema,
  BillPayCodeSchema,
  PayableBillSchema,
  PayOrderSchema,
  SharedBillSchema,
} from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// Paying a bill for someone else (issue 12: ask_pay, minipay, mini_program_pay). The spec names the pages and no
// calls: these are ours, under /tapp/v1 like the bills. Our choices:
// - A share link (请人代付) is a random code of 24 bytes, one open link per bill, open for 24 hours (configurable);
//   the tenant makes it, reads it and cancels it on their bill (ids checked against the caller).
// - The person who opened a link or a paper bill's code sends it in a POST body, never in the path or the query,
//   so no request log holds it. Reading what a link or a code asks is open to guests (login only to pay); paying
//   opens a pay order of the payer's own, taken by the pay module as any order.
// - A bill is paid once: a second payment that still reaches a paid bill is refunded through the ledger.

const auth = { needsAuth: true } as const;

export const askPayEndpoints = {
  /** The open share link of the caller's unpaid bill: asking again answers the same link while it is open. */
  share: defineEndpoint({ method: 'POST', path: 'bill/{id}/ask-pay', request: z.object({}), response: AskPayShareSchema, ...auth, extension: 'ask someone else to pay a bill (代付)' }),
  /** The caller's bill's open share link (or none) and who paid it for them (masked). */
  ofBill: defineEndpoint({ method: 'GET', path: 'bill/{id}/ask-pay', response: BillAskPaySchema, ...auth, extension: "a bill's pay-for-me request" }),
  /** Closes the caller's open share link of a bill: the friend's page then says 已取消. */
  cancel: defineEndpoint({ method: 'POST', path: 'bill/{id}/ask-pay/cancel', request: z.object({}), response: BillAskPaySchema, ...auth, extension: 'cancel a pay-for-me request' }),
  /** What a share link asks its opener to pay, with why they cannot when they cannot (guests too). */
  shared: defineEndpoint({ method: 'POST', path: 'ask-pay/shared', request: AskPayCodeRequestSchema, response: SharedBillSchema, extension: 'the payer opens a pay-for-me link' }),
  /** The caller pays a share link: a pay order of theirs for what the bill costs today (the same one asked again). */
  pay: defineEndpoint({ method: 'POST', path: 'ask-pay/shared/pay', request: AskPayPayRequestSchema, response: PayOrderSchema, ...auth, extension: 'the payer pays it' }),
  /** What a paper bill's code asks (guests too). */
  codeBill: defineEndpoint({ method: 'POST', path: 'minipay/bill', request: BillCodeRequestSchema, response: PayableBillSchema, extension: 'minipay: the bill behind a payment code' }),
  /** The caller pays a paper bill's code: a pay order of theirs, as for a share link. */
  codePay: defineEndpoint({ method: 'POST', path: 'minipay/pay', request: BillCodePayRequestSchema, response: PayOrderSchema, ...auth, extension: 'minipay: pay it' }),
  /** The code of the caller's own bill, for the mini-program to pay it (H5's mini_program_pay). */
  payCode: defineEndpoint({ method: 'GET', path: 'bill/{id}/pay-code', response: BillPayCodeSchema, ...auth, extension: 'a payment code for a bill, to pay at the store' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('askPay', askPayEndpoints);
