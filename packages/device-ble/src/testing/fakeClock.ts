// Virtual time for tests and the bench: timers fire only when the runner advances, so a run with minutes of
// timeouts and backoffs takes milliseconds, and the same seed gives the same run.

import { type Cancel, type Clock } from '../clock';

interface Timer {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
  cancelled: boolean;
}

export class FakeClock implements Clock {
  private time = 0;
  private order = 0;
  private timers: Timer[] = [];

  now(): number {
    return this.time;
  }

  schedule(ms: number, fn: () => void): Cancel {
    const timer: Timer = { at: this.time + Math.max(0, ms), order: this.order++, fn, cancelled: false };
    // Kept sorted by due time, then by scheduling order (stable for equal times).
    let i = this.timers.length;
    while (i > 0) {
      const previous = this.timers[i - 1];
      if (previous === undefined || previous.at < timer.at || (previous.at === timer.at && previous.order < timer.order)) break;
      i -= 1;
    }
    this.timers.splice(i, 0, timer);
    return () => {
      timer.cancelled = true;
    };
  }

  get pendingTimers(): number {
    return this.timers.filter((t) => !t.cancelled).length;
  }

  /** Fires the earliest live timer (moving time forward to it); false when none is left. */
  runNext(): boolean {
    for (;;) {
      const timer = this.timers.shift();
      if (timer === undefined) return false;
      if (timer.cancelled) continue;
      this.time = Math.max(this.time, timer.at);
      timer.fn();
      return true;
    }
  }
}

export class WedgedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WedgedError';
  }
}

const flushMicrotasks = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Drives `work` to completion on virtual time: lets pending promise callbacks run, then fires the next timer,
 * and so on. Throws WedgedError when `work` is still pending but nothing is left that could settle it.
 */
export const settle = async <T>(clock: FakeClock, work: Promise<T>, maxSteps = 200_000): Promise<T> => {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  work.then(
    (value) => {
      outcome = { ok: true, value };
    },
    (error: unknown) => {
      outcome = { ok: false, error };
    },
  );
  for (let step = 0; step < maxSteps; step += 1) {
    await flushMicrotasks();
    if (outcome !== undefined) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    if (!clock.runNext()) throw new WedgedError('the work is pending but no timer is left to settle it');
  }
  throw new WedgedError(`the work did not settle within ${maxSteps} timer steps`);
};
