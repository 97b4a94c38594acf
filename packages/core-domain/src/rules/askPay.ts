import { z } from 'zod';

// Paying a bill for someone else (issue 12): a tenant's share link (请人代付) that a friend opens and pays, and the
// bill code printed on a paper bill (minipay) that anyone may pay with. The server decides; these are the names,
// the texts and the shapes both sides read.

/** How long a share link stays open unless the server is configured otherwise (ASTER_ASK_PAY_HOURS). */
export const ASK_PAY_DEFAULT_HOURS = 24;

/** A share link's code: random and unguessable, it names a share, never a person (base64url, 24 bytes). */
export const AskPayCodeSchema = z.string().trim().max(64).regex(/^[A-Za-z0-9_-]{24,64}$/);

/** Why a bill cannot be paid by the person who opened its link or code. */
export const AskPayProblemSchema = z.enum(['expired', 'paid', 'cancelled', 'own', 'not_payable', 'refunded']);
export type AskPayProblem = z.infer<typeof AskPayProblemSchema>;

/** What the payer reads for each problem (ask_pay_failed and the pages before it). */
export const ASK_PAY_PROBLEM_TEXT: Readonly<Record<AskPayProblem, string>> = {
  expired: '代付链接已过期，请联系好友重新发起代付',
  paid: '该账单已支付，无需再付',
  cancelled: '好友已取消代付，无需再付',
  own: '这是您自己的账单，请在我的账单中直接支付',
  not_payable: '该账单暂时无法支付，请联系好友确认',
  refunded: '该账单已由他人付清，您的付款已原路退回',
};

/** The alphabet of bill codes: no 0/O or 1/I, so a code read off paper is typed right. */
const BILL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BILL_CODE_LENGTH = 10;

export const BILL_CODE_TEXT = {
  empty: '请输入账单编码',
  invalid: '账单编码为10位字母或数字，请核对纸质账单',
} as const;

/** A bill code as typed: spaces and dashes dropped, upper-cased, then exactly ten characters of the alphabet. */
export const BillCodeSchema = z
  .string()
  .max(40, BILL_CODE_TEXT.invalid)
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, BILL_CODE_TEXT.empty)
      .refine((code) => code.length === BILL_CODE_LENGTH && [...code].every((char) => BILL_CODE_ALPHABET.includes(char)), BILL_CODE_TEXT.invalid),
  );

/** A new bill code from random bytes (the server's crypto): each byte picks one character. */
export function billCodeOf(randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < BILL_CODE_LENGTH) throw new Error(`a bill code needs ${BILL_CODE_LENGTH} random bytes`);
  let code = '';
  for (let index = 0; index < BILL_CODE_LENGTH; index += 1) code += BILL_CODE_ALPHABET[(randomBytes[index] ?? 0) % BILL_CODE_ALPHABET.length];
  return code;
}
