// The meter kinds of the relay that the meter pages run (the offline recharge, 合闸 and 抄表) and the todo tasks, over
// the catalogue's meter calls (meterApi). The server decides the recharge's amount: what was paid and is not on the meter.

import { useMemo } from 'react';
import {
  useCompleteMeterTodoTaskMutation,
  useCreateMeterTodoTaskMutation,
  useGetMeterTodoTaskMutation,
  useGetReadingCommandMutation,
  useGetRechargeCommandMutation,
  useGetSwitchOnCommandMutation,
  useSubmitReadingAnswerMutation,
  useSubmitRechargeAnswerMutation,
  useSubmitSwitchOnAnswerMutation,
} from '@aster/core-api';
import { type CommandRoutes, type TodoTaskRoutes } from './deviceServerPort';

type MeterRoutes = Required<Pick<CommandRoutes, 'meter-recharge' | 'meter-switch-on' | 'meter-reading'>>;

export function useMeterRechargeRoutes(): { routes: MeterRoutes; todo: TodoTaskRoutes } {
  const [rechargeCommand] = useGetRechargeCommandMutation();
  const [switchOnCommand] = useGetSwitchOnCommandMutation();
  const [submitSwitchOn] = useSubmitSwitchOnAnswerMutation();
  const [readingCommand] = useGetReadingCommandMutation();
  const [submitReading] = useSubmitReadingAnswerMutation();
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
        'meter-switch-on': {
          getCommand: ({ meterId }) => switchOnCommand({ meterId }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitSwitchOn({ meterId, hex: answer.hex }).unwrap();
            return {};
          },
        },
        'meter-reading': {
          getCommand: ({ meterId }) => readingCommand({ meterId }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitReading({ meterId, hex: answer.hex }).unwrap();
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
    [rechargeCommand, submitAnswer, switchOnCommand, submitSwitchOn, readingCommand, submitReading, getTask, createTask, completeTask],
  );
}
