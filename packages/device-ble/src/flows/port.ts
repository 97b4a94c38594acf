// The server side of the relay, as the flows see it. The app implements it with core-api (endpoint names in
// README.md); tests use the fake server in testing/. The server speaks the device protocol: commands and
// answers cross this port as hex strings the relay never interprets.

import { isHex } from '../bytes';
import { MAX_PAYLOAD } from '../envelope';
import { BleError, type BleErrorKind, type PlatformCode } from '../errors';

export const LOCK_COMMAND_KINDS = ['lock-open', 'lock-set-time', 'lock-upload-log', 'lock-update-password', 'lock-nfc'] as const;
export const METER_COMMAND_KINDS = [
  'meter-reading',
  'meter-switch-on',
  'meter-reset-balance',
  'meter-recharge',
  'meter-zero-balance',
  'water-processor',
] as const;

export type LockCommandKind = (typeof LOCK_COMMAND_KINDS)[number];
export type MeterCommandKind = (typeof METER_COMMAND_KINDS)[number];
export type CommandKind = LockCommandKind | MeterCommandKind;

/** What each command needs from the screen (ids are the server's, not the radio's). */
export interface CommandParams {
  'lock-open': { readonly lockId: string };
  'lock-set-time': { readonly lockId: string };
  'lock-upload-log': { readonly lockId: string };
  'lock-update-password': { readonly lockId: string; readonly lockAuthId: string; readonly password: string };
  'lock-nfc': { readonly lockId: string; readonly nfcId: string };
  'meter-reading': { readonly meterId: string };
  'meter-switch-on': { readonly meterId: string };
  'meter-reset-balance': { readonly meterId: string };
  /** amount in yuan as the charge form has it; machineId is the device-unique id (spec: meter charge). */
  'meter-recharge': { readonly meterId: string; readonly amount: number; readonly machineId?: string };
  'meter-zero-balance': { readonly meterId: string };
  /** Writes the operator's water allowance (its todo task) to the meter's water processor. */
  'water-processor': { readonly meterId: string; readonly todoTaskId: string };
}

/** A command for the device, from the server: the vendor's bytes as hex. */
export interface DeviceCommand {
  readonly hex: string;
}

/** The device's answer payload as hex, handed back to the server untouched. */
export interface DeviceAnswer {
  readonly hex: string;
}

/** The server's verdict on an answer. `next`: one more exchange (e.g. the next page of lock logs). */
export interface SubmitResult {
  readonly next?: DeviceCommand;
}

/** A server-side record that a recharge command was handed to the app and must reach the meter. */
export interface TodoTask {
  readonly taskId: string;
  readonly meterId: string;
  readonly params: CommandParams['meter-recharge'];
  /** The exact command first issued: re-sending it is idempotent on the meter (it carries a recharge id). */
  readonly command: DeviceCommand;
}

export interface DeviceServerPort {
  /** getSetTimeCmd2, getUploadLogCmd, pwd/updatePwdCmd, meterReadingOffline, turnSwitchOnOffline, ... */
  getCommand<K extends CommandKind>(kind: K, params: CommandParams[K]): Promise<DeviceCommand>;
  /** submitCmdResponse, meterReadingOfflineResponse, offlineRechargeBalanceResponse, ...; rejects = refused. */
  submitResponse<K extends CommandKind>(kind: K, params: CommandParams[K], answer: DeviceAnswer): Promise<SubmitResult>;
  /** get-todo-task / device-task-todo: an unfinished recharge for this meter, or null. */
  getPendingTodoTask(meterId: string): Promise<TodoTask | null>;
  /** create-todo-task: recorded before the recharge is written, so a lost answer is never a lost recharge. */
  createTodoTask(params: CommandParams['meter-recharge'], command: DeviceCommand): Promise<TodoTask>;
  /** complete-todo-task/ble-charge. Must be idempotent on the server (a resumed task may complete twice). */
  completeTodoTask(task: TodoTask, answer: DeviceAnswer): Promise<void>;
  /**
   * intelligent/locks/parsing and the like: what the device's answer says, in words, without acting on it. Asked
   * only when `submitResponse` refused an answer, so the failure says what the device did (a door that opened is
   * not reported as not opened). Best effort: its own failure, or no text, leaves the refusal as it was.
   */
  describeAnswer?<K extends CommandKind>(kind: K, params: CommandParams[K], answer: DeviceAnswer): Promise<string>;
  /** report-nfc-active-fail and the like: the radio part failed. Best effort; its own failure is ignored. */
  reportFailure?<K extends CommandKind>(
    kind: K,
    params: CommandParams[K],
    failure: { readonly kind: BleErrorKind; readonly platformCode: PlatformCode | undefined },
  ): Promise<void>;
}

const MAX_HEX = MAX_PAYLOAD * 2;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const hexField = (value: unknown): string | null =>
  isRecord(value) && isHex(value.hex) && value.hex.length <= MAX_HEX ? value.hex : null;

const rejected = (): BleError => new BleError('command-rejected', { serverMessage: '服务器返回的指令无效' });

// The port is ours, but what it carries comes from the server: checked here before it reaches the radio.
export const parseDeviceCommand = (value: unknown): DeviceCommand => {
  const hex = hexField(value);
  if (hex === null) throw rejected();
  return { hex };
};

export const parseSubmitResult = (value: unknown): SubmitResult => {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw rejected();
  if (value.next === undefined || value.next === null) return {};
  return { next: parseDeviceCommand(value.next) };
};

export const parseTodoTask = (value: unknown, meterId: string): TodoTask | null => {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || typeof value.taskId !== 'string' || value.taskId === '' || value.meterId !== meterId) throw rejected();
  const params = value.params;
  if (!isRecord(params) || params.meterId !== meterId || typeof params.amount !== 'number' || !(params.amount > 0)) {
    throw rejected();
  }
  return {
    taskId: value.taskId,
    meterId,
    params: {
      meterId,
      amount: params.amount,
      ...(typeof params.machineId === 'string' ? { machineId: params.machineId } : {}),
    },
    command: parseDeviceCommand(value.command),
  };
};

/** The longest device description kept (a server's parsing is a line, not a page). */
export const MAX_DEVICE_SAID = 200;

/**
 * A refused answer with what the device said (`describeAnswer`), when the port can tell: the refusal is kept as it
 * was, its text and kind, with `deviceSaid` beside it. Never throws on its own account.
 */
export const withDeviceSaid = async <K extends CommandKind>(
  server: DeviceServerPort,
  kind: K,
  params: CommandParams[K],
  answer: DeviceAnswer,
  refusal: BleError,
): Promise<BleError> => {
  if (server.describeAnswer === undefined) return refusal;
  let said: unknown;
  try {
    said = await server.describeAnswer(kind, params, answer);
  } catch {
    return refusal;
  }
  if (typeof said !== 'string' || said.trim() === '') return refusal;
  return new BleError(refusal.kind, {
    ...(refusal.platformCode === undefined ? {} : { platformCode: refusal.platformCode }),
    ...(refusal.serverMessage === undefined ? {} : { serverMessage: refusal.serverMessage }),
    deviceSaid: said.trim().slice(0, MAX_DEVICE_SAID),
    message: refusal.message,
  });
};

/** Server calls: a refusal (business error, network) becomes `command-rejected` with the server's text kept. */
export const callServer = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BleError) throw error;
    const message = error instanceof Error && error.message !== '' ? error.message : undefined;
    throw new BleError('command-rejected', message === undefined ? {} : { serverMessage: message });
  }
};
