import { type EntityId } from '../entities/common';
import { type MeterAddWaterResult } from '../entities/meter';

export const METER_ADD_WATER_TASK_TYPE = 3;

/** Spec section 4: when adding water returns taskType 3 its todoTaskId is completed; otherwise nothing (null). */
export function meterAddWaterTaskToComplete(
  result: Pick<MeterAddWaterResult, 'taskType' | 'todoTaskId'> | null | undefined,
): EntityId | null {
  if (result == null || Number(result.taskType) !== METER_ADD_WATER_TASK_TYPE) {
    return null;
  }
  const id = result.todoTaskId;
  return id === null || id === undefined || id === '' ? null : id;
}
