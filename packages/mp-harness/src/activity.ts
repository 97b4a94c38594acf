// Everything the bundle has in flight (requests, API callbacks, setData callbacks, timers), so settle()
// knows when the app has gone quiet, and close() can stop it all.

interface TimerEntry {
  handle: NodeJS.Timeout;
  due: number;
  repeat: boolean;
}

export class Activity {
  private nextOpId = 1;
  private readonly ops = new Map<number, string>();
  private nextTimerId = 1;
  private readonly timers = new Map<number, TimerEntry>();
  private readonly aborters = new Set<() => void>();
  closed = false;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly timerThresholdMs: number,
  ) {}

  /** Marks work in flight; call the returned function when it is done. */
  begin(label: string): () => void {
    const id = this.nextOpId++;
    this.ops.set(id, label);
    return () => {
      this.ops.delete(id);
    };
  }

  /** Runs `fn` on a later macrotask, as the platforms deliver API callbacks. */
  defer(label: string, fn: () => void): void {
    if (this.closed) return;
    const done = this.begin(label);
    setImmediate(() => {
      done();
      this.guard(fn);
    });
  }

  /** Calls into the bundle; what it throws goes to onError instead of the caller. */
  guard(fn: () => void): void {
    if (this.closed) return;
    try {
      fn();
    } catch (error) {
      this.onError(error);
    }
  }

  trackAbort(abort: () => void): () => void {
    this.aborters.add(abort);
    return () => this.aborters.delete(abort);
  }

  setTimer(fn: unknown, ms: unknown, repeat: boolean, args: unknown[]): number {
    const id = this.nextTimerId++;
    if (typeof fn !== 'function') return id;
    const delay = Math.max(0, Number(ms) || 0);
    const run = () => {
      if (repeat) {
        const entry = this.timers.get(id);
        if (entry) entry.due = Date.now() + delay;
      } else {
        this.timers.delete(id);
      }
      this.guard(() => (fn as (...a: unknown[]) => void)(...args));
    };
    const handle = repeat ? setInterval(run, delay) : setTimeout(run, delay);
    this.timers.set(id, { handle, due: Date.now() + delay, repeat });
    return id;
  }

  clearTimer(id: unknown): void {
    const entry = this.timers.get(Number(id));
    if (!entry) return;
    clearTimeout(entry.handle);
    this.timers.delete(Number(id));
  }

  /** Work that keeps settle() waiting: ops, and one-shot timers due within the threshold. */
  busy(): string[] {
    const now = Date.now();
    const soonTimers = [...this.timers.values()].filter((t) => !t.repeat && t.due - now <= this.timerThresholdMs);
    return [...this.ops.values(), ...soonTimers.map(() => 'timer')];
  }

  pendingTimers(): { repeat: boolean; dueInMs: number }[] {
    const now = Date.now();
    return [...this.timers.values()].map((t) => ({ repeat: t.repeat, dueInMs: t.due - now }));
  }

  async settle(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let quietTurns = 0;
    // Two quiet turns in a row: a callback that just ran may have queued microtasks that start new work.
    while (quietTurns < 2) {
      const busy = this.busy();
      if (busy.length === 0) {
        quietTurns++;
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      quietTurns = 0;
      if (Date.now() > deadline) {
        throw new Error(`settle(): still busy after ${timeoutMs} ms: ${busy.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  close(): void {
    this.closed = true;
    for (const entry of this.timers.values()) clearTimeout(entry.handle);
    this.timers.clear();
    for (const abort of [...this.aborters]) abort();
    this.aborters.clear();
    this.ops.clear();
  }
}
