// Lock flows: the server builds the vendor command for the lock (getSetTimeCmd2, getUploadLogCmd,
// pwd/updatePwdCmd, NFC), the radio carries it, the server parses the answer (parsing / submitCmdResponse).
// Every lock command is safe to repeat (set-to commands and reads), so all retry after a reconnect.

import { toBleError } from '../errors';
import { type CommandParams, type LockCommandKind } from './port';
import { fetchCommand, type FlowContext, type FlowResult, relayCommands, withDeviceSession } from './relay';

const runLockFlow = <K extends LockCommandKind>(context: FlowContext, kind: K, params: CommandParams[K]): Promise<FlowResult> =>
  withDeviceSession(context, async (session) => {
    // Ask the server first: the radio is only woken when there is something to send.
    const command = await fetchCommand(context, kind, params);
    return { answers: await relayCommands(context, session, kind, params, command, true) };
  });

/** Opens the door over Bluetooth: the server signs a one-time open command for this tenant, the lock logs it. */
export const lockOpen = (context: FlowContext, params: CommandParams['lock-open']): Promise<FlowResult> => runLockFlow(context, 'lock-open', params);

export const lockSetTime = (context: FlowContext, params: CommandParams['lock-set-time']): Promise<FlowResult> =>
  runLockFlow(context, 'lock-set-time', params);

/** The server pages the log: each answer may bring the command for the next page. */
export const lockUploadLog = (context: FlowContext, params: CommandParams['lock-upload-log']): Promise<FlowResult> =>
  runLockFlow(context, 'lock-upload-log', params);

export const lockUpdatePassword = (
  context: FlowContext,
  params: CommandParams['lock-update-password'],
): Promise<FlowResult> => runLockFlow(context, 'lock-update-password', params);

/** NFC card activation; a failure is reported to the server (report-nfc-active-fail) before it is thrown. */
export const lockNfc = async (context: FlowContext, params: CommandParams['lock-nfc']): Promise<FlowResult> => {
  try {
    return await runLockFlow(context, 'lock-nfc', params);
  } catch (error) {
    const failure = toBleError(error);
    await context.server
      .reportFailure?.('lock-nfc', params, { kind: failure.kind, platformCode: failure.platformCode })
      .catch(() => undefined);
    throw failure;
  }
};
