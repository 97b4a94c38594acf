import { z } from 'zod';
import { BankCardAddSchema, BankCardCodeRequestSchema, BankCardSchema, SmsSentSchema, SupportedBankSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// The tenant's bank cards for card payments (bill_bank_add, bill_bank_add_new, bill_bank_support; issue 13's wallet
// uses the same cards). The spec says these calls are "not shown": they are ours, under /tapp/v1. A card number goes
// only in a POST body, never in a URL, and comes back masked but its last 4.

const auth = { needsAuth: true } as const;

export const bankCardEndpoints = {
  /** The banks the app takes cards of, with their single and daily card-payment limits (yuan text). */
  supported: defineEndpoint({ method: 'GET', path: 'bank-card/supported', response: z.array(SupportedBankSchema), ...auth, extension: 'bill_bank_*: the banks the operator accepts' }),
  /** The caller's cards, newest first. */
  list: defineEndpoint({ method: 'GET', path: 'bank-card/list', response: z.array(BankCardSchema), ...auth, extension: 'bill_bank_*: my bank cards' }),
  /**
   * Sends the code binding asks for to the card's reserved phone (预留手机号, typed by the tenant; answered masked),
   * once the card itself would be accepted (real name, supported bank, not on file, room for it). Bound to the
   * caller and the card; counted per tenant and day beside the SMS limits of the phone.
   */
  sendCode: defineEndpoint({ method: 'POST', path: 'bank-card/send-code', request: BankCardCodeRequestSchema, response: SmsSentSchema, ...auth, extension: 'bill_bank_add_new: the SMS code to the card\'s reserved phone' }),
  /**
   * Adds a card in the real-name user's own name (the server takes the holder from the real name: 请先完成实名认证
   * without it) with the code sent to its reserved phone for it; the bank is told from the number. A card already
   * on file is refused (该银行卡已添加).
   */
  add: defineEndpoint({ method: 'POST', path: 'bank-card/add', request: BankCardAddSchema, response: BankCardSchema, ...auth, extension: 'bill_bank_*: bind a bank card' }),
  /** Removes one of the caller's cards (another's: not found). */
  remove: defineEndpoint({ method: 'POST', path: 'bank-card/{id}/remove', response: z.object({ removed: z.literal(true) }), ...auth, extension: 'bill_bank_*: unbind a bank card' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('bankCard', bankCardEndpoints);
