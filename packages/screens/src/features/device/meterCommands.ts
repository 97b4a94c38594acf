// The meter kinds of the relay that the meter pages run (the offline recharge, 合闸, 抄表 and 余额校零) and the todo
// tasks, over the catalogue's meter calls (meterApi). The server decides the recharge's amount: what was paid and is
// not on the meter. A radio failure is reported to the server's device event log (device/dot/log/report), best effort.

import { useMemo } from 'react';
import {
  useCompleteMeterTodoTaskMutation,
  useCreateMeterTodoTaskMutation,
  useGetMeterTodoTaskMutation,
  useGetReadingCommandMutation,
  useGetRechargeCommandMutation,
  useGetResetBalanceCommandMutation,
  useReportDeviceDotLogMutation,
  useSubmitResetBalanceAnswerMutation,
  useGetSwitchOnCommandMutation,
  useSubmitReadingAnswerMutation,
  useSubmitRechargeAnswerMutation,
  useSubmitSwitchOnAnswerMutation,
} from '@aster/core-api';
import { type BleErrorKind, type CommandKind, type PlatformCode } from '@aster/device-ble';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { type CommandRoutes, type TodoTaskRoutes } from './deviceServerPort';

type MeterRoutes = Required<Pick<CommandRoutes, 'meter-recharge' | 'meter-switch-on' | 'meter-reading' | 'meter-reset-balance'>>;
type Failure = { readonly kind: BleErrorKind; readonly platformCode: PlatformCode | undefined };

/** The device event log's line for a failed flow: what was done to which meter and what the radio said. */
export const dotLogOf = (kind: CommandKind, meterId: string, failure: Failure) => ({
  device: { system: clientPlatform, model: '', brand: '' },
  deviceId: meterId,
  dotContent: `${kind} failed: ${failure.kind}${failure.platformCode === undefined ? '' : ` (${String(failure.platformCode)})`}`,
  isPush: false,
});

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
  const [resetCommand] = useGetResetBalanceCommandMutation();
  const [submitReset] = useSubmitResetBalanceAnswerMutation();
  const [reportDot] = useReportDeviceDotLogMutation();
  return useMemo(() => {
    // a report that cannot be sent is dropped: the flow's own error is what the tenant sees
    const report = (kind: CommandKind) => async ({ meterId }: { meterId: string }, failure: Failure) => {
      await reportDot(dotLogOf(kind, meterId, failure))
        .unwrap()
        .catch(() => undefined);
    };
    return {
      routes: {
        'meter-recharge': {
          getCommand: ({ meterId, amount, machineId }) => rechargeCommand({ meterId, amount, ...(machineId === undefined ? {} : { machineId }) }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitAnswer({ meterId, hex: answer.hex }).unwrap();
            return {};
          },
          reportFailure: report('meter-recharge'),
        },
        'meter-switch-on': {
          getCommand: ({ meterId }) => switchOnCommand({ meterId }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitSwitchOn({ meterId, hex: answer.hex }).unwrap();
            return {};
          },
          reportFailure: report('meter-switch-on'),
        },
        'meter-reading': {
          getCommand: ({ meterId }) => readingCommand({ meterId }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitReading({ meterId, hex: answer.hex }).unwrap();
            return {};
          },
          reportFailure: report('meter-reading'),
        },
        'meter-reset-balance': {
          getCommand: ({ meterId }) => resetCommand({ meterId }).unwrap(),
          submitResponse: async ({ meterId }, answer) => {
            await submitReset({ meterId, hex: answer.hex }).unwrap();
            return {};
          },
          reportFailure: report('meter-reset-balance'),
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
    };
  }, [rechargeCommand, submitAnswer, switchOnCommand, submitSwitchOn, readingCommand, submitReading, getTask, createTask, completeTask, resetCommand, submitReset, reportDot]);
}
