import { z } from 'zod';
import { METER_RECORD_PAGE_SIZE } from '../constants';
import { type Clock, type StoragePort } from '../ports';
import { readStoredJson, storageKeys, writeStoredJson } from '../storage';
import { DateTextSchema, EntityIdSchema, NumericCodeSchema, YuanAmountSchema } from './common';

/** The meter uuid is the timestamp of the first use, stored once and reused afterwards. */
export const MeterUuidSchema = z.string().regex(/^\d+$/);
export type MeterUuid = z.infer<typeof MeterUuidSchema>;

export function ensureMeterUuid(storage: StoragePort, clock: Pick<Clock, 'now'>): MeterUuid {
  const stored = readStoredJson(storage, storageKeys.meterUuid, MeterUuidSchema);
  if (stored !== null) {
    return stored;
  }
  const created = String(Math.trunc(clock.now()));
  writeStoredJson(storage, storageKeys.meterUuid, created);
  return created;
}

export const MeterAddInfoSchema = z.looseObject({
  show: z.boolean().default(false),
  text: z.string().default(''),
  taskTodoId: EntityIdSchema.nullish(),
});
export type MeterAddInfo = z.infer<typeof MeterAddInfoSchema>;

/** Dialog the meter page may show; the server adds fields of its own, kept as they are. */
export const MeterDialogCheckSchema = z.looseObject({
  show: z.boolean().default(false),
  title: z.string().default(''),
  btnType: NumericCodeSchema.optional(),
});
export type MeterDialogCheck = z.infer<typeof MeterDialogCheckSchema>;

export const MeterChargeSchema = z.object({
  amount: YuanAmountSchema,
  bizType: z.union([z.string().max(64), z.number()]).optional(),
  houseId: EntityIdSchema.optional(),
  roomId: EntityIdSchema.optional(),
  buildingId: EntityIdSchema.optional(),
  deviceType: z.number().int().optional(),
  num: z.number().optional(),
  chargeSource: z.union([z.string().max(64), z.number()]).optional(),
  meterValueId: EntityIdSchema.optional(),
  /** Device-unique id: the meter uuid. */
  machineId: z.string().max(64).optional(),
});
export type MeterCharge = z.infer<typeof MeterChargeSchema>;

export const MeterRecordQuerySchema = z.object({
  startDate: DateTextSchema.optional(),
  endDate: DateTextSchema.optional(),
  deviceType: z.number().int().optional(),
  meterType: z.number().int().optional(),
  meterId: EntityIdSchema.optional(),
  deviceId: EntityIdSchema.optional(),
  contractId: EntityIdSchema.optional(),
  meterValueId: EntityIdSchema.optional(),
  pageSize: z.number().int().positive().default(METER_RECORD_PAGE_SIZE),
  source: z.union([z.string().max(64), z.number()]).optional(),
  viewType: z.union([z.string().max(64), z.number()]).optional(),
});
export type MeterRecordQuery = z.infer<typeof MeterRecordQuerySchema>;

/** Most litres one water allowance may grant (a mistyped 0 too many is refused). */
export const WATER_ALLOWANCE_MAX_LITRES = 100_000;

/**
 * A water allowance the operator granted a water meter's processor (免费用水: a welcome allowance, compensation after an
 * outage): a todo task (taskType 3) until the processor holds it. `written`: the meter confirmed it and the server
 * credited it, the task not completed yet; `done`: completed.
 */
export const MeterWaterAllowanceSchema = z.object({
  todoTaskId: z.string(),
  litres: z.number().int().positive().max(WATER_ALLOWANCE_MAX_LITRES),
  reason: z.string(),
  status: z.enum(['pending', 'written', 'done']),
  createdAt: z.string(),
  writtenAt: z.string().nullable(),
});
export type MeterWaterAllowance = z.infer<typeof MeterWaterAllowanceSchema>;

/** What 使用记录 says of an allowance's state. */
export const WATER_ALLOWANCE_STATUS_TEXT: Readonly<Record<MeterWaterAllowance['status'], string>> = {
  pending: '待写入水表',
  written: '已写入水表',
  done: '已写入水表',
};

/** Answer of adding water: taskType 3 means a to-do task is to be completed. */
export const MeterAddWaterResultSchema = z.looseObject({
  taskType: NumericCodeSchema.nullish(),
  todoTaskId: EntityIdSchema.nullish(),
});
export type MeterAddWaterResult = z.infer<typeof MeterAddWaterResultSchema>;
