import { z } from 'zod';

// The company's work-order settings, in a module of their own: the home catalogue carries their endpoints, so they
// come with the H5 first load, and the rest of the work-order rules (and their schemas) need not.

/**
 * The work-order settings of a company for one kind (work-order-setting/v1): the kinds of problem offered and how
 * long each step may take, in minutes from sending (done: from the end of the visit).
 */
export const WorkOrderSettingSchema = z.looseObject({
  type: z.number().int(),
  categories: z.array(z.string().max(20)).max(30),
  acceptMinutes: z.number().int().positive(),
  assignMinutes: z.number().int().positive(),
  visitMinutes: z.number().int().positive(),
  doneMinutes: z.number().int().positive(),
  /** Whether the tenant books a visit time (a complaint has no visit). */
  needsVisit: z.boolean(),
});
export type WorkOrderSetting = z.infer<typeof WorkOrderSettingSchema>;

/** The bookable visit times (work-order-setting/v1/time): from tomorrow on, `days` days, each in these slots. */
export const WorkOrderTimeSchema = z.looseObject({
  days: z.number().int().min(1).max(14),
  slots: z.array(z.looseObject({ start: z.string().regex(/^\d{2}:\d{2}$/), end: z.string().regex(/^\d{2}:\d{2}$/) })).max(12),
});
export type WorkOrderTime = z.infer<typeof WorkOrderTimeSchema>;
