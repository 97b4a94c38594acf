// The relay written once: ask the server for a command, carry it over the radio, hand the answer back,
// follow the server's `next` commands, and always close the radio.

import { bytesToHex, hexToBytes } from '../bytes';
import { type Clock } from '../clock';
import { BleError, toBleError } from '../errors';
import { type ProgressListener } from '../progress';
import { DeviceSession, type QueueTimeouts, type RetryPolicy } from '../queue';
import { type BleDeviceProfile, type BleTransport } from '../transport';
import {
  callServer,
  type CommandKind,
  type CommandParams,
  type DeviceAnswer,
  type DeviceCommand,
  type DeviceServerPort,
  parseDeviceCommand,
  parseSubmitResult,
  withDeviceSaid,
} from './port';

export interface FlowContext {
  readonly transport: BleTransport;
  readonly clock: Clock;
  readonly server: DeviceServerPort;
  /** The device's MAC (lockMac for locks). */
  readonly mac: string;
  readonly profile: BleDeviceProfile;
  readonly onProgress?: ProgressListener;
  readonly timeouts?: Partial<QueueTimeouts>;
  readonly retry?: Partial<RetryPolicy>;
}

export interface FlowResult {
  /** Every answer the device gave, in order (several when the server asked for `next` commands). */
  readonly answers: readonly DeviceAnswer[];
  /** The todo task of an earlier recharge finished on this connection, if any. */
  readonly resumedTaskId?: string;
}

/** A server that keeps answering `next` is a bug on its side: the relay stops instead of looping forever. */
export const MAX_RELAY_STEPS = 32;

/** Opens a session, runs `work`, closes the radio whatever happens, then reports done or failed. */
export const withDeviceSession = async <T>(
  context: FlowContext,
  work: (session: DeviceSession) => Promise<T>,
): Promise<T> => {
  const session = new DeviceSession({
    transport: context.transport,
    clock: context.clock,
    mac: context.mac,
    profile: context.profile,
    ...(context.onProgress ? { onProgress: context.onProgress } : {}),
    ...(context.timeouts ? { timeouts: context.timeouts } : {}),
    ...(context.retry ? { retry: context.retry } : {}),
  });
  let result: T;
  try {
    result = await work(session);
  } catch (error) {
    const failure = toBleError(error);
    await session.close().catch(() => undefined);
    context.onProgress?.({ stage: 'failed', error: failure });
    throw failure;
  }
  await session.close().catch(() => undefined);
  context.onProgress?.({ stage: 'done' });
  return result;
};

/** Sends one command and returns the device's answer as hex. */
export const exchange = async (
  session: DeviceSession,
  command: DeviceCommand,
  idempotent: boolean,
): Promise<DeviceAnswer> => ({ hex: bytesToHex(await session.send(hexToBytes(command.hex), { idempotent })) });

/** Carries `first` and every `next` command the server asks for; returns all answers. */
export const relayCommands = async <K extends CommandKind>(
  context: FlowContext,
  session: DeviceSession,
  kind: K,
  params: CommandParams[K],
  first: DeviceCommand,
  idempotent: boolean,
): Promise<DeviceAnswer[]> => {
  const answers: DeviceAnswer[] = [];
  let command = first;
  for (let step = 0; step < MAX_RELAY_STEPS; step += 1) {
    const answer = await exchange(session, command, idempotent);
    answers.push(answer);
    context.onProgress?.({ stage: 'reporting' });
    let submitted: unknown;
    try {
      submitted = await callServer(() => context.server.submitResponse(kind, params, answer));
    } catch (error) {
      // The server refused the answer: the device may have acted all the same, so its words are asked for.
      throw await withDeviceSaid(context.server, kind, params, answer, toBleError(error));
    }
    const result = parseSubmitResult(submitted);
    if (result.next === undefined) return answers;
    command = result.next;
  }
  throw new BleError('command-rejected', { serverMessage: '设备指令过多' });
};

export const fetchCommand = async <K extends CommandKind>(
  context: FlowContext,
  kind: K,
  params: CommandParams[K],
): Promise<DeviceCommand> => parseDeviceCommand(await callServer(() => context.server.getCommand(kind, params)));
