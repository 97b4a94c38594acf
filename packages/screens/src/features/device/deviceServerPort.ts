// The server side of device-ble's relay (DeviceServerPort) over core-api's catalogue. Each command kind is a route:
// the lock kinds in lockCommands.ts, the meter kinds and the todo tasks in the meters' own file. A screen builds
// the port from the routes it needs; a kind no route serves is refused before the radio is woken.

import {
  BleError,
  type BleErrorKind,
  type CommandKind,
  type CommandParams,
  type DeviceAnswer,
  type DeviceCommand,
  type DeviceServerPort,
  type PlatformCode,
  type SubmitResult,
  type TodoTask,
} from '@aster/device-ble';

/** How one command kind reaches the server: the call that builds the command, the one that takes the answer. */
export interface CommandRoute<K extends CommandKind> {
  getCommand(params: CommandParams[K]): Promise<DeviceCommand>;
  submitResponse(params: CommandParams[K], answer: DeviceAnswer): Promise<SubmitResult>;
  /** What a refused answer says, in words (the lock's parsing); asked by device-ble only after a refusal. */
  describeAnswer?(params: CommandParams[K], answer: DeviceAnswer): Promise<string>;
  reportFailure?(params: CommandParams[K], failure: { readonly kind: BleErrorKind; readonly platformCode: PlatformCode | undefined }): Promise<void>;
}

export type CommandRoutes = { readonly [K in CommandKind]?: CommandRoute<K> };

/** The meters' todo tasks (get-todo-task, create, complete-todo-task/ble-charge); locks have none. */
export interface TodoTaskRoutes {
  getPendingTodoTask(meterId: string): Promise<TodoTask | null>;
  createTodoTask(params: CommandParams['meter-recharge'], command: DeviceCommand): Promise<TodoTask>;
  completeTodoTask(task: TodoTask, answer: DeviceAnswer): Promise<void>;
}

const NO_ROUTE = '此设备暂不支持该操作';

const noTodoTasks: TodoTaskRoutes = {
  getPendingTodoTask: () => Promise.resolve(null),
  createTodoTask: () => Promise.reject(new BleError('command-rejected', { serverMessage: NO_ROUTE })),
  completeTodoTask: () => Promise.reject(new BleError('command-rejected', { serverMessage: NO_ROUTE })),
};

/**
 * An RTK Query mutation's failure (the client's serialized ApiError) as an Error with the server's text: device-ble
 * keeps an Error's message as `serverMessage`, which its Chinese error shows.
 */
export const asServerError = (error: unknown): Error => {
  if (error instanceof Error) return error;
  const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : '';
  return new Error(message);
};

/** Runs a server call, turning its failure into an Error device-ble reads. */
export const serverCall = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw asServerError(error);
  }
};

export function deviceServerPort(routes: CommandRoutes, todo: TodoTaskRoutes = noTodoTasks): DeviceServerPort {
  const routeOf = <K extends CommandKind>(kind: K): CommandRoute<K> => {
    const route = routes[kind] as CommandRoute<K> | undefined;
    if (route === undefined) throw new BleError('command-rejected', { serverMessage: NO_ROUTE });
    return route;
  };
  return {
    getCommand: (kind, params) => serverCall(() => routeOf(kind).getCommand(params)),
    submitResponse: (kind, params, answer) => serverCall(() => routeOf(kind).submitResponse(params, answer)),
    getPendingTodoTask: (meterId) => serverCall(() => todo.getPendingTodoTask(meterId)),
    createTodoTask: (params, command) => serverCall(() => todo.createTodoTask(params, command)),
    completeTodoTask: (task, answer) => serverCall(() => todo.completeTodoTask(task, answer)),
    describeAnswer: async (kind, params, answer) => {
      const route = routes[kind] as CommandRoute<typeof kind> | undefined;
      return route?.describeAnswer === undefined ? '' : route.describeAnswer(params, answer);
    },
    reportFailure: async (kind, params, failure) => {
      await routes[kind]?.reportFailure?.(params, failure);
    },
  };
}
