// 加水's server side for the meter page: the water processor kind of the relay (command/exec, then processor-result) and
// the online meter's cloud write (add-value). Either answer says whether the allowance's todo task is to be completed
// (core-domain's rule: taskType 3); the app completes it then, and does nothing otherwise.

import { useMemo } from 'react';
import {
  type MeterDetail,
  useAddMeterWaterOnlineMutation,
  useFinishMeterTodoTaskMutation,
  useGetWaterCommandMutation,
  useSubmitWaterAnswerMutation,
  DEVICE_TYPE,
} from '@aster/core-api';
import { meterAddWaterTaskToComplete, type MeterAddWaterResult } from '@aster/core-domain';
import { type CommandRoutes } from './deviceServerPort';

/** The meters with a water processor (冷水表, 热水表). */
export const hasWaterProcessor = (meter: Pick<MeterDetail, 'deviceType'>) => meter.deviceType === DEVICE_TYPE.coldWater || meter.deviceType === DEVICE_TYPE.hotWater;

export function useMeterWaterRoutes(): { routes: Required<Pick<CommandRoutes, 'water-processor'>>; addOnline: (meterId: string, todoTaskId: string) => Promise<void> } {
  const [waterCommand] = useGetWaterCommandMutation();
  const [submitAnswer] = useSubmitWaterAnswerMutation();
  const [addValue] = useAddMeterWaterOnlineMutation();
  const [finishTask] = useFinishMeterTodoTaskMutation();
  return useMemo(() => {
    const finishIfAsked = async (result: MeterAddWaterResult) => {
      const todoTaskId = meterAddWaterTaskToComplete(result);
      if (todoTaskId !== null) await finishTask({ todoTaskId: String(todoTaskId) }).unwrap();
    };
    return {
      routes: {
        'water-processor': {
          getCommand: ({ meterId, todoTaskId }) => waterCommand({ meterId, todoTaskId }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await finishIfAsked(await submitAnswer({ meterId, hex: answer.hex }).unwrap());
            return {};
          },
        },
      },
      addOnline: async (meterId, todoTaskId) => finishIfAsked(await addValue({ meterId, todoTaskId }).unwrap()),
    };
  }, [waterCommand, submitAnswer, addValue, finishTask]);
}
