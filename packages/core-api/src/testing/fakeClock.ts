import { type Clock } from '@aster/core-domain';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

/** A clock whose time only moves when a test says so. Timers fire in time order, each after the promises before it. */
export class FakeClock implements Clock {
  private time = 0;
  private nextId = 1;
  private timers: Timer[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): number {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing due timers and letting pending promise callbacks run in between. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await flushPromises();
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = due.at;
      due.fn();
      await flushPromises();
    }
    this.time = end;
    await flushPromises();
  }
}

/** Lets every queued promise callback (and those they queue) run. */
export async function flushPromises(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
