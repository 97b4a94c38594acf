import { AUTO_LOGIN_WAIT_CAP_MS, type Clock } from '@aster/core-domain';

/**
 * Spec section 4: while an auto-login is pending, other requests wait until it ends or 3 s pass, then go on.
 * Each waiting request gets its own 3 s from the moment it starts waiting; nothing is dropped.
 */
export class AutoLoginGate {
  private releaseWaiters: (() => void) | null = null;
  private ended: Promise<void> | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly capMs: number = AUTO_LOGIN_WAIT_CAP_MS,
  ) {}

  get isPending(): boolean {
    return this.ended !== null;
  }

  /** An auto-login starts. A second begin while one is pending changes nothing. */
  begin(): void {
    if (this.ended !== null) return;
    this.ended = new Promise<void>((resolve) => {
      this.releaseWaiters = resolve;
    });
  }

  /** The auto-login ended (success or failure): every waiting request goes on. */
  end(): void {
    this.releaseWaiters?.();
    this.releaseWaiters = null;
    this.ended = null;
  }

  /** Resolves at once when no auto-login is pending, else when it ends or after the cap, whichever comes first. */
  wait(): Promise<void> {
    const ended = this.ended;
    if (ended === null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = this.clock.setTimeout(resolve, this.capMs);
      void ended.then(() => {
        this.clock.clearTimeout(timer);
        resolve();
      });
    });
  }
}
