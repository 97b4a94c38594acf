import { z } from 'zod';
import { EntityIdSchema } from '../entities/common';
import { fenToYuanString, parseYuanToFen } from '../format/money';
import { stripEmoji } from '../validation/emoji';
import { tidyText } from '../validation/sanitize';

/**
 * A payment the tenant creates for the operator to expect (create_bill, create_bill_remark): the spec names the pages
 * only. As 泊寓 and 冠寓 let a tenant do: a top-up of the lease's account, water and electricity paid ahead (预存), or
 * another agreed sum, on one of the tenant's leases; the amount between the configured minimum and maximum (1 yuan to
 * 50,000 yuan by default, a card's usual single limit) with at most 2 decimals, never rounded silently; the remark up
 * to 100 characters, tidied (invisible characters gone, whitespace collapsed) and without emoji.
 */
export const CreateBillKindSchema = z.enum(['account_topup', 'utility_prepay', 'other'], { error: '请选择账单类型' });
export type CreateBillKind = z.infer<typeof CreateBillKindSchema>;

export const CREATE_BILL_KIND_TEXT: Readonly<Record<CreateBillKind, string>> = {
  account_topup: '合同账户充值',
  utility_prepay: '预存水电费',
  other: '其他',
};

/** The amounts a created bill may have: the server's configuration, served to the page. */
export const CreateBillRulesSchema = z.object({ minFen: z.number().int().positive(), maxFen: z.number().int().positive() });
export type CreateBillRules = z.infer<typeof CreateBillRulesSchema>;
export const DEFAULT_CREATE_BILL_RULES: CreateBillRules = { minFen: 100, maxFen: 5_000_000 };
export const CREATE_BILL_REMARK_MAX_LENGTH = 100;

/** Why a typed amount is refused under the rules, or null. */
export function createBillAmountProblem(typed: string, rules: CreateBillRules = DEFAULT_CREATE_BILL_RULES): string | null {
  const text = typed.trim();
  if (text === '') return '请输入金额';
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return /^\d+\.\d{3,}$/.test(text) ? '金额最多保留两位小数' : '请输入正确的金额';
  const fen = Number(parseYuanToFen(text) ?? -1n);
  if (fen < rules.minFen) return `金额不能低于${fenToYuanString(rules.minFen)}元`;
  if (fen > rules.maxFen) return `单笔金额不能超过${fenToYuanString(rules.maxFen)}元`;
  return null;
}

/** The remark as it is sent and kept: tidied, without emoji. */
export function tidyRemark(typed: string): string {
  return tidyText(stripEmoji(typed));
}

/**
 * The create_bill form and the request of its call: the amount travels as yuan text with 2 decimals (checked against
 * the default limits here; the server checks its configured ones too), and a request key (a retried send is the same
 * bill).
 */
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
  requestKey: z.string().min(8).max(64),
});
export type CreateBillForm = z.input<typeof CreateBillFormSchema>;
