// Time is a port: the shell hands in its timers, tests hand in a fake clock, and core code never touches the
// global timer functions (lint enforces it).

import { BleError } from './errors';

export type Cancel = () => void;

export interface Clock {
  now(): number;
  /** Calls `fn` once after `ms`; the returned function cancels it (a no-op once it ran). */
  schedule(ms: number, fn: () => void): Cancel;
}

/** The timer functions of the host (wx, my and browsers all have them); passed in by the shell. */
export interface HostTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
  now(): number;
}

export const createTimerClock = (timers: HostTimers): Clock => ({
  now: () => timers.now(),
  schedule: (ms, fn) => {
    const handle = timers.setTimeout(fn, ms);
    return () => timers.clearTimeout(handle as never);
  },
});

export const sleep = (clock: Clock, ms: number): Promise<void> =>
  new Promise((resolve) => {
    clock.schedule(ms, resolve);
  });

/**
 * Settles with `work`, or rejects with a `timeout` BleError after `ms`. `onTimeout` runs when the time ran
 * out (e.g. to close a connection that might still complete late), and `work`'s late result is ignored.
 */
export const withTimeout = <T>(clock: Clock, ms: number, work: Promise<T>, onTimeout?: () => void): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let settled = false;
    const cancel = clock.schedule(ms, () => {
      if (settled) return;
      settled = true;
      onTimeout?.();
      reject(new BleError('timeout'));
    });
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        cancel();
        reject(error);
      },
    );
  });
