import { z } from 'zod';
import { WorkOrderKindSchema, WorkOrderStatusSchema } from '../rules/workOrder';

/** One order in a list (repair/clean/complaint list, evaluation list). Times are epoch ms from the server's clock. */
export const WorkOrderSummarySchema = z.looseObject({
  id: z.string().min(1).max(64),
  kind: WorkOrderKindSchema,
  status: WorkOrderStatusSchema,
  statusText: z.string().max(20),
  category: z.string().max(20),
  description: z.string().max(2000),
  houseTitle: z.string().max(100),
  createdAt: z.number(),
  /** A promised deadline of the step it waits for has passed (by the server's clock). */
  overdue: z.boolean(),
});
export type WorkOrderSummary = z.infer<typeof WorkOrderSummarySchema>;

/** One step of the timeline: when it happened (null: not yet) and the deadline promised for it (null: none). */
export const WorkOrderStepViewSchema = z.looseObject({
  key: z.string().max(20),
  title: z.string().max(20),
  at: z.number().nullable(),
  due: z.number().nullable(),
  overdue: z.boolean(),
  note: z.string().max(100).nullable(),
});
export type WorkOrderStepView = z.infer<typeof WorkOrderStepViewSchema>;

export const WorkOrderRatingSchema = z.looseObject({ stars: z.number().int().min(1).max(5), content: z.string().max(2000), createdAt: z.number() });
export type WorkOrderRating = z.infer<typeof WorkOrderRatingSchema>;

export const WorkOrderDetailSchema = WorkOrderSummarySchema.extend({
  contractId: z.string().max(20),
  contactPhone: z.string().max(20),
  visitStart: z.number().nullable(),
  visitEnd: z.number().nullable(),
  photoIds: z.array(z.string().max(64)).max(9),
  worker: z.looseObject({ name: z.string().max(20), phone: z.string().max(20) }).nullable(),
  steps: z.array(WorkOrderStepViewSchema).max(6),
  canCancel: z.boolean(),
  /** A deadline is past and the tenant has not urged since the last step. */
  canUrge: z.boolean(),
  urgedAt: z.number().nullable(),
  rating: WorkOrderRatingSchema.nullable(),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;
