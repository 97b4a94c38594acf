import { z } from 'zod';
import { tidyText } from '../validation/sanitize';

/**
 * The bank account a lease's deposit is refunded to (modify_contract_card, contract/modify-shroff-acc). The spec names
 * the page and the call only: as Ziroom and 泊寓 do, the card must be a debit card in the tenant's own name (the
 * contract's tenant: the server compares), its number 16-19 digits passing the Luhn check, shown masked but its last 4.
 */
export const BANK_CARD_MIN_DIGITS = 16;
export const BANK_CARD_MAX_DIGITS = 19;
export const BANK_NAME_MAX_LENGTH = 30;
export const HOLDER_NAME_MAX_LENGTH = 30;

/** The digits a tenant typed, without the spaces and dashes they group them with. */
export function bankCardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every UnionPay, Visa and Mastercard number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a typed card number is refused, or null. */
export function bankCardProblem(typed: string): string | null {
  const digits = bankCardDigits(typed);
  if (digits === '') return '请输入银行卡号';
  if (!/^\d+$/.test(digits)) return '银行卡号只能包含数字';
  if (digits.length < BANK_CARD_MIN_DIGITS || digits.length > BANK_CARD_MAX_DIGITS) return `银行卡号应为${BANK_CARD_MIN_DIGITS}至${BANK_CARD_MAX_DIGITS}位数字`;
  if (!passesLuhn(digits)) return '银行卡号有误，请核对后重新输入';
  return null;
}

/** All but the last 4 digits hidden, as banks print it: **** **** **** 1234 (the length is not told either). */
export function maskBankCard(digits: string): string {
  return `**** **** **** ${digits.slice(-4)}`;
}

/** The card number as typed (spaces allowed), checked, handed on as digits only. */
export const BankCardNumberSchema = z
  .string()
  .max(40, '银行卡号有误，请核对后重新输入')
  .superRefine((typed, context) => {
    const problem = bankCardProblem(typed);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(bankCardDigits);

/** The form of modify_contract_card and the request of contract/modify-shroff-acc. */
export const RefundAccountFormSchema = z.object({
  holderName: z
    .string()
    .max(HOLDER_NAME_MAX_LENGTH, `开户人姓名不能超过${HOLDER_NAME_MAX_LENGTH}个字`)
    .transform((name) => tidyText(name))
    .pipe(z.string().min(1, '请输入开户人姓名')),
  bankName: z
    .string()
    .max(BANK_NAME_MAX_LENGTH, `开户银行不能超过${BANK_NAME_MAX_LENGTH}个字`)
    .transform((name) => tidyText(name))
    .pipe(z.string().min(2, '请输入开户银行，如：招商银行')),
  cardNumber: BankCardNumberSchema,
});
export type RefundAccountForm = z.input<typeof RefundAccountFormSchema>;

/** A card (a refund account, a card on file) is the real-name user's own: another name is refused. */
export const CARD_HOLDER_MISMATCH = '持卡人姓名须与实名认证姓名一致';

/** The refund goes to the contract's tenant only: another person's card is refused. */
export const REFUND_HOLDER_MISMATCH = '开户人须为合同承租人本人';

/** The account on file, as the app sees it (the number masked). */
export const RefundAccountSchema = z.looseObject({
  holderName: z.string(),
  bankName: z.string(),
  cardNumberMasked: z.string(),
  updatedAt: z.string(),
});
export type RefundAccount = z.infer<typeof RefundAccountSchema>;

/** One line for the refund preview: 招商银行（尾号1234）张三. */
export function refundAccountText(account: { bankName: string; holderName: string; cardNumberMasked: string }): string {
  return `${account.bankName}（尾号${account.cardNumberMasked.slice(-4)}）${account.holderName}`;
}
