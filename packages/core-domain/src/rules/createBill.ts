import { z } from 'zod';
import { EntityIdSchema } from '../entities/common';
import { fenToYuanString, parseYuanToFen } from '../format/money';
import { stripEmoji } from '../validation/emoji';
import { tidyText } from '../validation/sanitize';

/**
 * A payment the tenant creates for the operator to expect (create_bill, create_bill_remark): the spec names the pages
 * only. As 泊寓 and 冠寓 let a tenant do: a top-up of the lease's account (water, electricity and gas are taken from
 * it), a deposit the operator asked to make up, or another agreed sum, on one of the tenant's leases; the amount from
 * 1 yuan to 50,000 yuan (a card's usual single limit) with at most 2 decimals, never rounded silently; the remark
 * up to 100 characters, tidied (invisible characters gone, whitespace collapsed) and without emoji.
 */
export const CreateBillKindSchema = z.enum(['account_topup', 'deposit_topup', 'other'], { error: '请选择账单类型' });
export type CreateBillKind = z.infer<typeof CreateBillKindSchema>;

export const CREATE_BILL_KIND_TEXT: Readonly<Record<CreateBillKind, string>> = {
  account_topup: '合同账户充值',
  deposit_topup: '补缴押金',
  other: '其他约定款项',
};

export const CREATE_BILL_MIN_FEN = 100;
export const CREATE_BILL_MAX_FEN = 5_000_000;
export const CREATE_BILL_REMARK_MAX_LENGTH = 100;

/** Why a typed amount is refused, or null. */
export function createBillAmountProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '请输入金额';
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return /^\d+\.\d{3,}$/.test(text) ? '金额最多保留两位小数' : '请输入正确的金额';
  const fen = Number(parseYuanToFen(text) ?? -1n);
  if (fen < CREATE_BILL_MIN_FEN) return `金额不能低于${fenToYuanString(CREATE_BILL_MIN_FEN)}元`;
  if (fen > CREATE_BILL_MAX_FEN) return `单笔金额不能超过${fenToYuanString(CREATE_BILL_MAX_FEN)}元`;
  return null;
}

/** The remark as it is sent and kept: tidied, without emoji. */
export function tidyRemark(typed: string): string {
  return tidyText(stripEmoji(typed));
}

/** The create_bill form and the request of its call: the amount travels as yuan text with 2 decimals. */
export const CreateBillFormSchema = z.object({
  contractId: EntityIdSchema.transform(String),
  kind: CreateBillKindSchema,
  amount: z
    .string()
    .max(20, '请输入正确的金额')
    .superRefine((typed, context) => {
      const problem = createBillAmountProblem(typed);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((typed) => fenToYuanString(parseYuanToFen(typed.trim()) ?? 0n)),
  remark: z
    .string()
    .max(CREATE_BILL_REMARK_MAX_LENGTH * 4, `备注不能超过${CREATE_BILL_REMARK_MAX_LENGTH}个字`)
    .transform(tidyRemark)
    .pipe(z.string().refine((remark) => Array.from(remark).length <= CREATE_BILL_REMARK_MAX_LENGTH, `备注不能超过${CREATE_BILL_REMARK_MAX_LENGTH}个字`)),
});
export type CreateBillForm = z.input<typeof CreateBillFormSchema>;
