import { z } from 'zod';
import { DateTextSchema, EntityIdSchema, YuanAmountSchema } from './common';

// Renter's insurance of a lease (contract_choose_insurance, contract_insurance_resign). The spec names the calls
// (insurance/qualify, risk, the Alipay order string, the preview code) and not their shapes; these are ours.

/** A plan the insurer offers for the lease: premium for the whole term, what it covers. */
export const InsurancePlanSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  insurer: z.string(),
  premiumFen: z.number().int().nonnegative(),
  premium: YuanAmountSchema,
  coverage: z.array(z.string()),
});
export type InsurancePlan = z.infer<typeof InsurancePlanSchema>;

export const InsurancePolicyStatusSchema = z.enum(['awaiting_payment', 'active', 'needs_resign']);
export type InsurancePolicyStatus = z.infer<typeof InsurancePolicyStatusSchema>;

export const insurancePolicyStatusText: Readonly<Record<InsurancePolicyStatus, string>> = {
  awaiting_payment: '待支付',
  active: '保障中',
  needs_resign: '待重新确认',
};

/** The contract's policy: one per contract. */
export const InsurancePolicySchema = z.looseObject({
  policyNo: z.string(),
  planCode: z.string(),
  planName: z.string(),
  status: InsurancePolicyStatusSchema,
  statusText: z.string(),
  premium: YuanAmountSchema,
  startDate: DateTextSchema,
  endDate: DateTextSchema,
  /** When the tenant last confirmed the risk notice (insurance/risk). */
  confirmedAt: z.string().nullish(),
  /** Why the policy must be confirmed again (contract_insurance_resign). */
  resignReason: z.string().nullish(),
});
export type InsurancePolicy = z.infer<typeof InsurancePolicySchema>;

/** insurance/qualify: whether the contract can be insured, the plans, and its policy if it has one. */
export const InsuranceQualifySchema = z.looseObject({
  qualified: z.boolean(),
  /** Why not, when not qualified. */
  reason: z.string().nullish(),
  plans: z.array(InsurancePlanSchema),
  policy: InsurancePolicySchema.nullable(),
  /** The insurer's notice the tenant confirms before buying (投保须知及风险告知). */
  riskNotice: z.array(z.string()),
});
export type InsuranceQualify = z.infer<typeof InsuranceQualifySchema>;

/** insurance/risk: the tenant confirms the risk notice for a plan (buying) or again for the policy (re-signing). */
export const InsuranceRiskRequestSchema = z.object({
  contractId: EntityIdSchema,
  planCode: z.string().max(32).regex(/^[A-Za-z0-9_-]+$/).optional(),
});
