import { z } from 'zod';
import { tidyText } from '../validation/sanitize';

/**
 * The move-in handover (物业交割, checkin_list and property_deliveries). The spec names the pages only; as at Ziroom and
 * 泊寓, on move-in day the manager records each item of the room with its condition and photos, the meter readings and
 * the keys handed over, and the tenant confirms or disputes each line in the app, a dispute with its reason (the
 * manager then comes back to it). A confirmed line is final; a disputed one can still be confirmed once settled.
 */
export const HandoverCategorySchema = z.enum(['item', 'meter', 'key']);
export type HandoverCategory = z.infer<typeof HandoverCategorySchema>;

export const handoverCategoryText: Readonly<Record<HandoverCategory, string>> = {
  item: '房间物品',
  meter: '水电燃气读数',
  key: '钥匙及门卡',
};

export const HandoverAnswerStateSchema = z.enum(['pending', 'confirmed', 'disputed']);
export type HandoverAnswerState = z.infer<typeof HandoverAnswerStateSchema>;

export const handoverAnswerText: Readonly<Record<HandoverAnswerState, string>> = {
  pending: '待确认',
  confirmed: '已确认',
  disputed: '有异议',
};

export const HandoverItemSchema = z.looseObject({
  id: z.string(),
  category: HandoverCategorySchema,
  name: z.string(),
  /** Items and keys: how many; a meter: null. */
  quantity: z.number().int().nonnegative().nullish(),
  /** What the manager wrote: 完好, 桌面轻微划痕... */
  condition: z.string(),
  /** A meter's reading and its unit (度, 吨, 立方米). */
  reading: z.string().nullish(),
  unit: z.string().nullish(),
  /** Photos the manager took, links for the tenant only. */
  photos: z.array(z.string()),
  state: HandoverAnswerStateSchema,
  disputeReason: z.string().nullish(),
  answeredAt: z.string().nullish(),
});
export type HandoverItem = z.infer<typeof HandoverItemSchema>;

/** The handover of a contract; null from the server until the manager has recorded it. */
export const HandoverSchema = z.looseObject({
  contractId: z.string(),
  /** The day of the handover (yyyy-MM-dd). */
  handedOverOn: z.string(),
  managerName: z.string(),
  items: z.array(HandoverItemSchema),
  /** Every line confirmed. */
  complete: z.boolean(),
});
export type Handover = z.infer<typeof HandoverSchema>;

export const DISPUTE_REASON_MIN_LENGTH = 2;
export const DISPUTE_REASON_MAX_LENGTH = 200;

/** One answer of the tenant: confirm a line, or dispute it with a reason. */
export const HandoverAnswerSchema = z
  .object({
    itemId: z.string().min(1).max(32),
    decision: z.enum(['confirm', 'dispute']),
    reason: z.string().max(DISPUTE_REASON_MAX_LENGTH, `异议原因不能超过${DISPUTE_REASON_MAX_LENGTH}个字`).optional(),
  })
  .transform((answer) => ({ ...answer, reason: answer.decision === 'dispute' ? tidyText(answer.reason ?? '', true) : undefined }))
  .superRefine((answer, context) => {
    if (answer.decision !== 'dispute') return;
    const length = Array.from(answer.reason ?? '').length;
    if (length === 0) context.addIssue({ code: 'custom', path: ['reason'], message: '请填写异议原因' });
    else if (length < DISPUTE_REASON_MIN_LENGTH) context.addIssue({ code: 'custom', path: ['reason'], message: `异议原因至少${DISPUTE_REASON_MIN_LENGTH}个字` });
  });
export type HandoverAnswer = z.input<typeof HandoverAnswerSchema>;

/** Why the reason typed for a dispute is refused, or null (the form shows it under the field). */
export function disputeReasonProblem(reason: string): string | null {
  const result = HandoverAnswerSchema.safeParse({ itemId: 'x', decision: 'dispute', reason });
  return result.success ? null : (result.error.issues[0]?.message ?? '请填写异议原因');
}

/** Whether the tenant may still answer a line: a confirmed one is final. */
export function canAnswerHandoverItem(state: HandoverAnswerState): boolean {
  return state !== 'confirmed';
}

/** Counts for the summary: 已确认 3/10, 有异议 1. */
export function handoverProgress(items: readonly { state: HandoverAnswerState }[]) {
  return {
    total: items.length,
    confirmed: items.filter((item) => item.state === 'confirmed').length,
    disputed: items.filter((item) => item.state === 'disputed').length,
    pending: items.filter((item) => item.state === 'pending').length,
  };
}
