// Meter flows. Every one starts by finishing an unfinished recharge of the same meter (a todo task left by
// an app that died or a radio that dropped), so a recharge is never lost and no other command overtakes it.

import { BleError, toBleError } from '../errors';
import { type DeviceSession } from '../queue';
import { callServer, type CommandParams, type MeterCommandKind, parseTodoTask, type TodoTask } from './port';
import { exchange, fetchCommand, type FlowContext, type FlowResult, relayCommands, withDeviceSession } from './relay';

/** Finishes the meter's pending recharge, if any: re-send (idempotent), report, complete the task. */
const finishPendingRecharge = async (
  context: FlowContext,
  session: DeviceSession,
  meterId: string,
): Promise<TodoTask | null> => {
  const task = parseTodoTask(await callServer(() => context.server.getPendingTodoTask(meterId)), meterId);
  if (task === null) return null;
  context.onProgress?.({ stage: 'sending', resuming: true });
  const answer = await exchange(session, task.command, true);
  context.onProgress?.({ stage: 'reporting', resuming: true });
  await callServer(() => context.server.submitResponse('meter-recharge', task.params, answer));
  await callServer(() => context.server.completeTodoTask(task, answer));
  return task;
};

const withResumedTask = (task: TodoTask | null): { resumedTaskId?: string } =>
  task === null ? {} : { resumedTaskId: task.taskId };

/**
 * A water processor command is not re-sent inside one session once written: the processor remembers the write ids
 * it applied, but a processor that does not must never add twice because a notification was lost. A later session
 * sends the allowance's command again (same write id) and the processor answers the credit without adding.
 * Every other meter command is a read, a "set to", or (recharge, zero balance) carries an id the meter deduplicates.
 */
const IDEMPOTENT: Readonly<Record<Exclude<MeterCommandKind, 'meter-recharge'>, boolean>> = {
  'meter-reading': true,
  'meter-switch-on': true,
  'meter-reset-balance': true,
  'meter-zero-balance': true,
  'water-processor': false,
};

/**
 * Runs a meter flow; a failure of the radio or the device (not a refusal of the server, which knows it already) is
 * reported to the server's device event log (device/dot/log/report) before it is thrown. Best effort: a report that
 * fails is dropped.
 */
const reportingFailure = async <K extends MeterCommandKind>(
  context: FlowContext,
  kind: K,
  params: CommandParams[K],
  run: () => Promise<FlowResult>,
): Promise<FlowResult> => {
  try {
    return await run();
  } catch (error) {
    const failure = toBleError(error);
    if (failure.kind !== 'command-rejected') {
      await context.server
        .reportFailure?.(kind, params, { kind: failure.kind, platformCode: failure.platformCode })
        .catch(() => undefined);
    }
    throw failure;
  }
};

const runMeterFlow = <K extends Exclude<MeterCommandKind, 'meter-recharge'>>(
  context: FlowContext,
  kind: K,
  params: CommandParams[K],
): Promise<FlowResult> =>
  reportingFailure(context, kind, params, () => withDeviceSession(context, async (session) => {
    const resumed = await finishPendingRecharge(context, session, params.meterId);
    const command = await fetchCommand(context, kind, params);
    const answers = await relayCommands(context, session, kind, params, command, IDEMPOTENT[kind]);
    return { answers, ...withResumedTask(resumed) };
  }));

export const meterReading = (context: FlowContext, params: CommandParams['meter-reading']): Promise<FlowResult> =>
  runMeterFlow(context, 'meter-reading', params);

export const meterSwitchOn = (context: FlowContext, params: CommandParams['meter-switch-on']): Promise<FlowResult> =>
  runMeterFlow(context, 'meter-switch-on', params);

export const meterResetBalance = (
  context: FlowContext,
  params: CommandParams['meter-reset-balance'],
): Promise<FlowResult> => runMeterFlow(context, 'meter-reset-balance', params);

export const meterZeroBalance = (
  context: FlowContext,
  params: CommandParams['meter-zero-balance'],
): Promise<FlowResult> => runMeterFlow(context, 'meter-zero-balance', params);

export const waterProcessor = (context: FlowContext, params: CommandParams['water-processor']): Promise<FlowResult> =>
  runMeterFlow(context, 'water-processor', params);

/**
 * Offline recharge (offlineChargeBalance, then offlineRechargeBalanceResponse and complete-todo-task/ble-charge).
 * The todo task exists before a byte is written; until it is completed, any later connection finishes it.
 */
export const meterRecharge = (context: FlowContext, params: CommandParams['meter-recharge']): Promise<FlowResult> =>
  reportingFailure(context, 'meter-recharge', params, () => withDeviceSession(context, async (session) => {
    const resumed = await finishPendingRecharge(context, session, params.meterId);
    const command = await fetchCommand(context, 'meter-recharge', params);
    const task = parseTodoTask(
      await callServer(() => context.server.createTodoTask(params, command)),
      params.meterId,
    );
    if (task === null || task.command.hex.toLowerCase() !== command.hex.toLowerCase()) {
      throw new BleError('command-rejected', { serverMessage: '充值待办任务与指令不符' });
    }
    const answer = await exchange(session, task.command, true);
    context.onProgress?.({ stage: 'reporting' });
    await callServer(() => context.server.submitResponse('meter-recharge', task.params, answer));
    await callServer(() => context.server.completeTodoTask(task, answer));
    return { answers: [answer], ...withResumedTask(resumed) };
  }));

/** For the meter page: finishes an unfinished recharge (if any) without sending anything else. */
export const finishPendingMeterTask = (context: FlowContext, params: { readonly meterId: string }): Promise<FlowResult> =>
  withDeviceSession(context, async (session) => {
    const resumed = await finishPendingRecharge(context, session, params.meterId);
    return { answers: [], ...withResumedTask(resumed) };
  });
