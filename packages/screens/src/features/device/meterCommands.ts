// The meter kinds of the relay that the meter pages run (the offline recharge) and the todo tasks, over the
// catalogue's meter calls (meterApi). The server decides the recharge's amount: what was paid and is not on the meter.

import { useMemo } from 'react';
import {
  useCompleteMeterTodoTaskMutation,
  useCreateMeterTodoTaskMutation,
  useGetMeterTodoTaskMutation,
  useGetRechargeCommandMutation,
  useSubmitRechargeAnswerMutation,
} from '@aster/core-api';
import { type CommandRoutes, type TodoTaskRoutes } from './deviceServerPort';

export function useMeterRechargeRoutes(): { routes: Required<Pick<CommandRoutes, 'meter-recharge'>>; todo: TodoTaskRoutes } {
  const [rechargeCommand] = useGetRechargeCommandMutation();
  const [submitAnswer] = useSubmitRechargeAnswerMutation();
  const [getTask] = useGetMeterTodoTaskMutation();
  const [createTask] = useCreateMeterTodoTaskMutation();
  const [completeTask] = useCompleteMeterTodoTaskMutation();
  return useMemo(
    () => ({
      routes: {
        'meter-recharge': {
          getCommand: ({ meterId, amount, machineId }) => rechargeCommand({ meterId, amount, ...(machineId === undefined ? {} : { machineId }) }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitAnswer({ meterId, hex: answer.hex }).unwrap();
            return {};
          },
        },
      },
      todo: {
        getPendingTodoTask: async (meterId) => (await getTask({ id: meterId }).unwrap()).task,
        createTodoTask: (params, command) =>
          createTask({ id: params.meterId, amount: params.amount, hex: command.hex, ...(params.machineId === undefined ? {} : { machineId: params.machineId }) }).unwrap(),
        completeTodoTask: async (task, answer) => {
          await completeTask({ taskId: task.taskId, meterId: task.meterId, hex: answer.hex }).unwrap();
        },
      },
    }),
    [rechargeCommand, submitAnswer, getTask, createTask, completeTask],
  );
}
