import { z } from 'zod';
import { ContractBillKindSchema } from '../rules/contract';
import { AskPayCodeSchema, AskPayProblemSchema, BillCodeSchema } from '../rules/askPay';
import { BillPayWaySchema } from '../rules/bill';
import { BillItemSchema } from './bill';
import { YuanAmountSchema } from './common';

/** A tenant's open share link of a bill (the code goes in the link, never in a log). */
export const AskPayShareSchema = z.object({ code: AskPayCodeSchema, expiresAt: z.string() });
export type AskPayShare = z.infer<typeof AskPayShareSchema>;

/** On the tenant's bill: the open share link, if any, and who paid it for them (masked), once paid that way. */
export const BillAskPaySchema = z.object({ share: AskPayShareSchema.nullable(), paidBy: z.string().max(20).nullable() });
export type BillAskPay = z.infer<typeof BillAskPaySchema>;

/**
 * A bill as the person paying it for its tenant sees it (请人代付 and 扫码缴费): what it is, the amounts and lines, the
 * house (its title: community and layout, no door number) and the tenant's name masked; never a phone or an ID.
 */
export const PayableBillSchema = z.object({
  title: z.string().max(60),
  kind: ContractBillKindSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  amount: YuanAmountSchema,
  lateFee: YuanAmountSchema,
  items: z.array(BillItemSchema).max(10),
  houseTitle: z.string().max(80),
  tenantName: z.string().max(20),
  /** Why it cannot be paid by the caller now; null when it can. */
  problem: AskPayProblemSchema.nullable(),
  ways: z.array(z.object({ way: BillPayWaySchema, label: z.string() })).max(3),
});
export type PayableBill = z.infer<typeof PayableBillSchema>;

/** What a share link shows: the bill and until when the link is open. */
export const SharedBillSchema = PayableBillSchema.extend({ expiresAt: z.string() });
export type SharedBill = z.infer<typeof SharedBillSchema>;

/** Opening or paying a share link: its code in the body (never in a URL the server logs). */
export const AskPayCodeRequestSchema = z.object({ code: AskPayCodeSchema });
export const AskPayPayRequestSchema = AskPayCodeRequestSchema.extend({ way: BillPayWaySchema });

/** Opening or paying a paper bill's code. */
export const BillCodeRequestSchema = z.object({ code: BillCodeSchema });
export const BillCodePayRequestSchema = BillCodeRequestSchema.extend({ way: BillPayWaySchema });

/** The code of a tenant's own bill, for the mini-program to pay it (mini_program_pay). */
export const BillPayCodeSchema = z.object({ code: BillCodeSchema });
export type BillPayCode = z.infer<typeof BillPayCodeSchema>;
