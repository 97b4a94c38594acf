import { z } from 'zod';
import { fenToYuanString } from '../format/money';
import { isValidTradePassword } from '../validation/validators';

// The tenant's wallet (issue 13): the money the operator holds for a tenant (deposit refunds, top-ups), spent on bills
// or withdrawn to a bank card. The rules both sides apply: the page shows them before a tap, the server decides.

/** What moved the balance, in the tenant's words on 资金明细. */
export const WalletMovementKindSchema = z.enum(['top_up', 'refund', 'bill_payment', 'meter_top_up', 'withdrawal', 'withdrawal_returned']);
export type WalletMovementKind = z.infer<typeof WalletMovementKindSchema>;
export const WALLET_MOVEMENT_TEXT: Readonly<Record<WalletMovementKind, string>> = {
  top_up: '余额充值',
  refund: '退款入账',
  bill_payment: '账单支付',
  meter_top_up: '水电表充值',
  withdrawal: '提现',
  withdrawal_returned: '提现退回',
};

/**
 * A withdrawal's life: applied (money frozen), processing (sent to the bank), then paid (arrived) or failed (the
 * money is back in the balance). The simulated bank of the reference server moves it through a dev flag.
 */
export const WithdrawalStatusSchema = z.enum(['applied', 'processing', 'paid', 'failed']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;
export const WITHDRAWAL_STATUS_TEXT: Readonly<Record<WithdrawalStatus, string>> = {
  applied: '已申请',
  processing: '银行处理中',
  paid: '已到账',
  failed: '提现失败，已退回余额',
};
const WITHDRAWAL_MOVES: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  applied: ['processing', 'failed'],
  processing: ['paid', 'failed'],
  paid: [],
  failed: [],
};
export const canMoveWithdrawal = (from: WithdrawalStatus, to: WithdrawalStatus): boolean => WITHDRAWAL_MOVES[from].includes(to);
/** Money of a withdrawal not yet paid nor failed is frozen: out of the balance, not yet at the bank. */
export const isWithdrawalPending = (status: WithdrawalStatus): boolean => status === 'applied' || status === 'processing';

/** The wallet's limits, served by the server (its configuration) so the page shows the same ones it applies. */
export const WalletRulesSchema = z.object({
  withdrawMinFen: z.number().int().positive(),
  withdrawMaxFen: z.number().int().positive(),
  /** Fee per withdrawal: this many thousandths of the amount, at least minFeeFen. */
  feePermille: z.number().int().min(0).max(100),
  minFeeFen: z.number().int().min(0),
  withdrawalsPerDay: z.number().int().positive(),
  topUpMinFen: z.number().int().positive(),
  topUpMaxFen: z.number().int().positive(),
  /** Wrong passwords in a row before the wallet locks, and for how long. */
  maxWrongPasswords: z.number().int().positive(),
  lockMinutes: z.number().int().positive(),
});
export type WalletRules = z.infer<typeof WalletRulesSchema>;

export const DEFAULT_WALLET_RULES: WalletRules = {
  withdrawMinFen: 1_000,
  withdrawMaxFen: 5_000_000,
  feePermille: 1,
  minFeeFen: 100,
  withdrawalsPerDay: 3,
  topUpMinFen: 100,
  topUpMaxFen: 5_000_000,
  maxWrongPasswords: 5,
  lockMinutes: 180,
};

/** The fee of withdrawing amountFen (rounded up to the fen): what the page shows before the tenant confirms. */
export function withdrawFeeFen(amountFen: number, rules: WalletRules): number {
  return Math.max(rules.minFeeFen, Math.ceil((amountFen * rules.feePermille) / 1000));
}

/** Why amountFen cannot be withdrawn from availableFen, in the tenant's words; null when it can. */
export function withdrawProblem(amountFen: number, availableFen: number, rules: WalletRules): string | null {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '请输入提现金额';
  if (amountFen < rules.withdrawMinFen) return `单笔提现金额不能低于¥${fenToYuanString(rules.withdrawMinFen)}`;
  if (amountFen > rules.withdrawMaxFen) return `单笔提现金额不能超过¥${fenToYuanString(rules.withdrawMaxFen)}`;
  if (amountFen > availableFen) return '提现金额超过可提现余额';
  if (withdrawFeeFen(amountFen, rules) >= amountFen) return '提现金额不足以支付手续费';
  return null;
}

/** Why amountFen cannot be topped up, in the tenant's words; null when it can. */
export function topUpProblem(amountFen: number, rules: WalletRules): string | null {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '请输入充值金额';
  if (amountFen < rules.topUpMinFen) return `单笔充值金额不能低于¥${fenToYuanString(rules.topUpMinFen)}`;
  if (amountFen > rules.topUpMaxFen) return `单笔充值金额不能超过¥${fenToYuanString(rules.topUpMaxFen)}`;
  return null;
}

const DIGITS = '01234567890';
const DIGITS_DOWN = '09876543210';

/** Six digits anyone would try first: one digit repeated, or a run up or down (123456, 654321, 890123 is not one). */
export function isTrivialTradePassword(password: string): boolean {
  if (/^(\d)\1{5}$/.test(password)) return true;
  return DIGITS.includes(password) || DIGITS_DOWN.includes(password);
}

export const TRADE_PASSWORD_TEXT = {
  format: '支付密码为6位数字',
  trivial: '支付密码不能是重复或连续的数字',
  mismatch: '两次输入的密码不一致，请重新设置',
} as const;

/** The password the tenant chooses: 6 digits (spec section 5), not a trivial one. */
export const NewTradePasswordSchema = z
  .string()
  .max(6, TRADE_PASSWORD_TEXT.format)
  .refine(isValidTradePassword, TRADE_PASSWORD_TEXT.format)
  .refine((password) => !isTrivialTradePassword(password), TRADE_PASSWORD_TEXT.trivial);

/** The password typed to spend: checked against the stored one on the server only. */
export const TradePasswordSchema = z.string().max(6, TRADE_PASSWORD_TEXT.format).refine(isValidTradePassword, TRADE_PASSWORD_TEXT.format);

/** A retried tap's identity: the same key is the same withdrawal, top-up or payment. */
export const WalletRequestKeySchema = z.string().max(64).regex(/^[A-Za-z0-9_-]{8,64}$/);

/** What a tenant declares before the first withdrawal (the operator's anti-money-laundering duty). */
export const OCCUPATIONS = ['企业职员', '公务员/事业单位', '个体经营', '自由职业', '学生', '退休', '其他'] as const;
export const WalletInfoSchema = z.object({
  occupation: z.enum(OCCUPATIONS, '请选择职业'),
  address: z.string().trim().min(5, '请填写常住地址（至少5个字）').max(100, '常住地址不能超过100个字'),
});
export type WalletInfo = z.infer<typeof WalletInfoSchema>;
