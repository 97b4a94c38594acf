import { z } from 'zod';
import { PhoneSchema } from '../entities/common';
import { textField } from '../validation/text';
import type { WorkOrderSetting } from './workOrderSetting';

/**
 * Work orders (issue 15): a repair, a cleaning or a complaint about a room the tenant rents. The statuses, the moves
 * between them and the deadline of each step live here once; the server refuses any other move.
 */
export const WorkOrderKindSchema = z.enum(['repair', 'clean', 'complaint']);
export type WorkOrderKind = z.infer<typeof WorkOrderKindSchema>;

export const WORK_ORDER_KIND_TEXT: Readonly<Record<WorkOrderKind, string>> = { repair: '报修', clean: '保洁', complaint: '投诉' };

/**
 * The `type` of work-order-setting/v1 (spec section 7: type, companyId). Not given by the spec: ours, in the order
 * the pages are listed.
 */
export const WORK_ORDER_SETTING_TYPE: Readonly<Record<WorkOrderKind, number>> = { repair: 1, clean: 2, complaint: 3 };

export const WorkOrderStatusSchema = z.enum(['submitted', 'accepted', 'assigned', 'visiting', 'done', 'rated', 'cancelled']);
export type WorkOrderStatus = z.infer<typeof WorkOrderStatusSchema>;

export const WORK_ORDER_STATUS_TEXT: Readonly<Record<WorkOrderStatus, string>> = {
  submitted: '待受理',
  accepted: '已受理',
  assigned: '已派单',
  visiting: '处理中',
  done: '待评价',
  rated: '已评价',
  cancelled: '已取消',
};

/** The steps of an order's life in order (the timeline); each but the first has a promised deadline. */
export const WORK_ORDER_STEPS = ['submitted', 'accepted', 'assigned', 'visiting', 'done', 'rated'] as const satisfies readonly WorkOrderStatus[];
export type WorkOrderStep = (typeof WORK_ORDER_STEPS)[number];

export const WORK_ORDER_STEP_TEXT: Readonly<Record<WorkOrderStep, string>> = {
  submitted: '已提交',
  accepted: '已受理',
  assigned: '已派单',
  visiting: '上门处理',
  done: '已完成',
  rated: '已评价',
};

/** Every move an order may make, once: the operator moves it along, the tenant cancels it or rates it. */
const MOVES: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = {
  submitted: ['accepted', 'cancelled'],
  accepted: ['assigned', 'cancelled'],
  assigned: ['visiting'],
  visiting: ['done'],
  done: ['rated'],
  rated: [],
  cancelled: [],
};

export function workOrderTransition(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** The tenant may cancel until a worker is assigned (after that someone is already on the way). */
export function canCancelWorkOrder(status: WorkOrderStatus): boolean {
  return workOrderTransition(status, 'cancelled');
}

/** The operator's next step for an order, if any (the dev flag plays it; rating is the tenant's). */
export function nextOperatorStep(status: WorkOrderStatus): WorkOrderStatus | null {
  return ({ submitted: 'accepted', accepted: 'assigned', assigned: 'visiting', visiting: 'done' } as Partial<Record<WorkOrderStatus, WorkOrderStatus>>)[status] ?? null;
}


/** Promised deadlines (epoch ms) of each step for an order sent at `sentAt` with its visit ending at `visitEnd`. */
export function workOrderDeadlines(setting: WorkOrderSetting, sentAt: number, visitEnd: number | null) {
  const minute = 60_000;
  const visitDue = visitEnd ?? sentAt + setting.visitMinutes * minute;
  return {
    accepted: sentAt + setting.acceptMinutes * minute,
    assigned: sentAt + setting.assignMinutes * minute,
    visiting: visitDue,
    done: visitDue + setting.doneMinutes * minute,
  };
}

export const WORK_ORDER_PHOTOS_MAX = 9;

export const workOrderMessages = {
  room: '请选择房间',
  category: '请选择问题类型',
  description: '请描述一下问题',
  descriptionLong: '问题描述不能超过200字',
  descriptionEmoji: '问题描述不能包含表情符号',
  visit: '请选择上门时间',
  photosMany: `最多上传${WORK_ORDER_PHOTOS_MAX}张照片`,
  photosBusy: '照片还在上传，请稍候',
  photosFailed: '有照片上传失败，请重试或删除',
  stars: '请选择评分',
  commentLong: '评价不能超过200字',
  commentEmoji: '评价不能包含表情符号',
  subscribeEmpty: 'entityIds 参数不能为空',
} as const;

export const WorkOrderDescriptionSchema = textField({
  min: { length: 1, message: workOrderMessages.description },
  max: { length: 200, message: workOrderMessages.descriptionLong },
  emoji: workOrderMessages.descriptionEmoji,
  spacing: 'lines',
});

/** What the add page sends. The request key makes a retried send the same order. */
export const WorkOrderCreateSchema = z.object({
  kind: WorkOrderKindSchema,
  contractId: z.string().max(12, workOrderMessages.room).regex(/^\d{1,12}$/, workOrderMessages.room),
  category: z.string().trim().min(1, workOrderMessages.category).max(20, workOrderMessages.category),
  description: WorkOrderDescriptionSchema,
  photoIds: z.array(z.string().max(64).regex(/^[A-Za-z0-9_-]{16,64}$/)).max(WORK_ORDER_PHOTOS_MAX, workOrderMessages.photosMany),
  /** The chosen visit slot's start and end (epoch ms); absent for a complaint. */
  visitStart: z.number().int().positive().optional(),
  visitEnd: z.number().int().positive().optional(),
  contactPhone: PhoneSchema,
  requestKey: z.string().max(64).regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type WorkOrderCreate = z.infer<typeof WorkOrderCreateSchema>;

export const WorkOrderRatingRequestSchema = z.object({
  stars: z.number({ message: workOrderMessages.stars }).int().min(1, workOrderMessages.stars).max(5, workOrderMessages.stars),
  content: textField({ max: { length: 200, message: workOrderMessages.commentLong }, emoji: workOrderMessages.commentEmoji, spacing: 'lines' }),
});
export type WorkOrderRatingRequest = z.infer<typeof WorkOrderRatingRequestSchema>;

/** The message templates a subscription asks for; an empty list is refused with the spec's message. */
export function subscriptionTemplateProblem(templateIds: readonly string[]): string | null {
  return templateIds.length === 0 ? workOrderMessages.subscribeEmpty : null;
}
