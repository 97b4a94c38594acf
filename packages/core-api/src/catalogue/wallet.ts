import { z } from 'zod';
import {
  BalancePaymentSchema,
  BalancePayRequestSchema,
  MeterBalancePaymentSchema,
  MeterBalancePayRequestSchema,
  TradePasswordSetSchema,
  WalletInfoSchema,
  WalletMovementDetailSchema,
  WalletMovementPageSchema,
  WalletMovementQuerySchema,
  WalletResetTicketSchema,
  WalletSchema,
  WalletSmsCheckSchema,
  WalletSmsSentSchema,
  WalletTopUpOrderSchema,
  WalletTopUpRequestSchema,
  WithdrawalSchema,
  WithdrawCardChoiceSchema,
  WithdrawRequestSchema,
} from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// The wallet (issue 13). The spec says its calls are "not shown": they are ours, under /tapp/v1 like the bank cards.
// The password travels only in POST bodies to these endpoints, is checked on the server (5 wrong in a row lock the
// wallet for a time) and is never answered back. A request key makes a retried tap the same withdrawal or payment.

const auth = { needsAuth: true } as const;
const done = z.object({ ok: z.literal(true) });

export const walletEndpoints = {
  /** Balance, frozen money, the password's state, the withdrawal card and the limits. */
  summary: defineEndpoint({ method: 'GET', path: 'wallet/summary', response: WalletSchema, ...auth, extension: 'the wallet: balance and frozen amounts' }),
  /** The balance's movements, newest first, a page at a time. */
  movements: defineEndpoint({ method: 'GET', path: 'wallet/movements', request: WalletMovementQuerySchema, response: WalletMovementPageSchema, ...auth, extension: 'the wallet: money in and out' }),
  movement: defineEndpoint({ method: 'GET', path: 'wallet/movements/{id}', response: WalletMovementDetailSchema, ...auth, extension: 'the wallet: one movement' }),
  /** Sets the password, the first as a new one, with the SMS check's ticket; a reset also unlocks the wallet. */
  setPassword: defineEndpoint({ method: 'POST', path: 'wallet/password', request: TradePasswordSetSchema, response: done, ...auth, extension: 'the wallet: set the payment password' }),
  /** Sends a code to the account's own phone (masked in the answer) to set or reset the password. */
  sendResetCode: defineEndpoint({ method: 'POST', path: 'wallet/password/send-code', response: WalletSmsSentSchema, ...auth, extension: 'the wallet: SMS code to set or reset the payment password' }),
  /** Checks that code; the ticket it answers allows setting the password once within 10 minutes. */
  checkResetCode: defineEndpoint({ method: 'POST', path: 'wallet/password/check-code', request: WalletSmsCheckSchema, response: WalletResetTicketSchema, ...auth, extension: 'the wallet: check that code' }),
  /** The card withdrawals go to: one of the caller's bank cards (bank-card/add adds one). */
  setWithdrawCard: defineEndpoint({ method: 'POST', path: 'wallet/withdraw-card', request: WithdrawCardChoiceSchema, response: done, ...auth, extension: 'the wallet: the card withdrawals go to' }),
  info: defineEndpoint({ method: 'GET', path: 'wallet/info', response: WalletInfoSchema.nullable(), ...auth, extension: "the wallet: the holder's details" }),
  saveInfo: defineEndpoint({ method: 'POST', path: 'wallet/info', request: WalletInfoSchema, response: done, ...auth, extension: "the wallet: save the holder's details" }),
  /** Withdraws to the withdrawal card: the money is frozen at once and the bank pays it within two working days. */
  withdraw: defineEndpoint({ method: 'POST', path: 'wallet/withdrawals', request: WithdrawRequestSchema, response: WithdrawalSchema, ...auth, extension: 'the wallet: withdraw to a bank card' }),
  withdrawal: defineEndpoint({ method: 'GET', path: 'wallet/withdrawals/{id}', response: WithdrawalSchema, ...auth, extension: 'the wallet: one withdrawal and its state' }),
  /** An order of the pay module that, once paid, adds its amount to the balance. */
  topUp: defineEndpoint({ method: 'POST', path: 'wallet/top-up', request: WalletTopUpRequestSchema, response: WalletTopUpOrderSchema, ...auth, extension: 'the wallet: top the balance up' }),
  /** Pays one of the caller's bills from the balance, with the password: at most once, whatever the network does. */
  payBill: defineEndpoint({ method: 'POST', path: 'bill/{id}/pay-by-balance', request: BalancePayRequestSchema, response: BalancePaymentSchema, ...auth, extension: 'pay a bill from the wallet balance' }),
  /**
   * Tops one of the caller's meters up from the balance, with the password: the balance debited and the meter credited
   * (or its Bluetooth write waiting, for an offline meter) in one transaction, at most once per request key. Section 7's
   * intelligent/meter/charge answers a pay order for the cashier and takes no password, so the wallet's way is its own.
   */
  payMeter: defineEndpoint({
    method: 'POST',
    path: 'intelligent/meter/pay-by-balance',
    request: MeterBalancePayRequestSchema,
    response: MeterBalancePaymentSchema,
    ...auth,
    extension: 'the meter top-up page: pay the top-up from the wallet balance (section 7 has only the pay-order call)',
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('wallet', walletEndpoints);
