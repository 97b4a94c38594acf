import { z } from 'zod';
import { SixDigitSmsCodeSchema } from '../entities/auth';
import { PhoneSchema } from '../entities/common';
import { BankCardNumberSchema, bankCardDigits } from './refundAccount';

/**
 * The tenant's bank cards for card payments (bill_bank_add, bill_bank_add_new, bill_bank_support; the wallet's cards
 * of issue 13 are the same cards). The spec names the pages only. As Ziroom and 泊寓 do: a debit card of a supported
 * bank, in the real-name user's own name (the server fills the holder from the real name, never from what is typed),
 * its number checked by length and Luhn, the bank told from the number's BIN, stored and shown masked but its last 4.
 */

/** A bank the app takes cards of, with its card-payment limits in fen (what bill_bank_support lists). */
export interface SupportedBank {
  code: string;
  name: string;
  /** The issuer identification numbers (first 6 digits) of its UnionPay debit cards, the common ones. */
  bins: readonly string[];
  singleLimitFen: number;
  dailyLimitFen: number;
}

const wan = (amount: number) => amount * 10_000 * 100;

/** The main Chinese banks; a card of another bank is refused with BANK_NOT_SUPPORTED. */
export const SUPPORTED_BANKS: readonly SupportedBank[] = [
  { code: 'ICBC', name: '工商银行', bins: ['622202', '622208', '621226', '621558', '620058', '622203'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'CCB', name: '建设银行', bins: ['621700', '622700', '622280', '621284', '436742', '621081'], singleLimitFen: wan(5), dailyLimitFen: wan(10) },
  { code: 'ABC', name: '农业银行', bins: ['622848', '622845', '622846', '621336', '622821', '622827'], singleLimitFen: wan(5), dailyLimitFen: wan(10) },
  { code: 'BOC', name: '中国银行', bins: ['621661', '621660', '621663', '456351', '601382', '621785'], singleLimitFen: wan(5), dailyLimitFen: wan(10) },
  { code: 'CMB', name: '招商银行', bins: ['622588', '621483', '622609', '621286', '622575', '410062'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'BOCOM', name: '交通银行', bins: ['622260', '622262', '405512', '601428', '621069'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'PSBC', name: '邮储银行', bins: ['621799', '622188', '621098', '622150', '622151'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'SPDB', name: '浦发银行', bins: ['622521', '622522', '622523', '621792'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'CIB', name: '兴业银行', bins: ['622909', '622908', '438588', '966666'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'CITIC', name: '中信银行', bins: ['622690', '622691', '622696', '621768'], singleLimitFen: wan(1), dailyLimitFen: wan(1) },
  { code: 'CMBC', name: '民生银行', bins: ['622622', '621691', '415599'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'CEB', name: '光大银行', bins: ['622660', '622666', '622662', '621489'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'PAB', name: '平安银行', bins: ['622155', '622156', '623058', '621626'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
  { code: 'CGB', name: '广发银行', bins: ['622568', '621462', '622555'], singleLimitFen: wan(5), dailyLimitFen: wan(5) },
];

export const BANK_NOT_SUPPORTED = '暂不支持该银行的卡，请查看支持的银行';
export const BANK_CARD_TAKEN = '该银行卡已添加';
/** A tenant keeps at most this many cards (as the wallet shows them on one screen). */
export const BANK_CARDS_MAX = 10;
export const BANK_CARDS_FULL = `最多可添加${BANK_CARDS_MAX}张银行卡`;

/** The bank of a card number (digits or as typed), by its first 6 digits; null when no supported bank issues it. */
export function bankOfCard(typed: string): SupportedBank | null {
  const bin = bankCardDigits(typed).slice(0, 6);
  if (bin.length < 6) return null;
  return SUPPORTED_BANKS.find((bank) => bank.bins.includes(bin)) ?? null;
}

const SupportedCardNumberSchema = BankCardNumberSchema.refine((digits) => bankOfCard(digits) !== null, BANK_NOT_SUPPORTED);

/**
 * bill_bank_add_new's first step (issue 46): the number and the card's reserved phone (预留手机号, the one the bank
 * holds for the card), to which the server sends the SMS code. The holder is the real-name user, the bank told from
 * the number.
 */
export const BankCardCodeRequestSchema = z.object({ cardNumber: SupportedCardNumberSchema, mobile: PhoneSchema });
export type BankCardCodeRequest = z.input<typeof BankCardCodeRequestSchema>;

/** Binding the card: the same number and phone, with the code sent to that phone for that card. */
export const BankCardAddSchema = BankCardCodeRequestSchema.extend({ code: SixDigitSmsCodeSchema });
export type BankCardAdd = z.input<typeof BankCardAddSchema>;

/** A card on file, as the app sees it: masked, the holder's name masked too. */
export const BankCardSchema = z.looseObject({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  cardNumberMasked: z.string(),
  lastFour: z.string(),
  /** The reserved phone the card was bound with, masked (138****8000); null for a card bound before it was asked. */
  mobileMasked: z.string().max(20).nullable().optional(),
  holderNameMasked: z.string(),
  singleLimit: z.string(),
  dailyLimit: z.string(),
  addedAt: z.string(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

/** A supported bank as bill_bank_support lists it (limits as yuan text). */
export const SupportedBankSchema = z.looseObject({ code: z.string(), name: z.string(), singleLimit: z.string(), dailyLimit: z.string() });
export type SupportedBankView = z.infer<typeof SupportedBankSchema>;

/** One line for a card: 招商银行（尾号1234）. */
export function bankCardText(card: { bankName: string; lastFour: string }): string {
  return `${card.bankName}（尾号${card.lastFour}）`;
}
