// AbortController for the mini-programs. Redux Toolkit 2 creates one for every thunk and RTK Query call and no
// longer falls back when it is missing; WeChat's and Alipay's JS engines do not have it. The mini builds inject
// these classes wherever a module names the free variables AbortController / AbortSignal (webpack
// ProvidePlugin in packages/screens/build/remaxConfig.js); browsers keep their own.

type AbortListener = (event: { type: 'abort' }) => void;

class MiniAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  onabort: AbortListener | null = null;
  private readonly listeners = new Map<AbortListener, boolean>();

  static abort(reason?: unknown): MiniAbortSignal {
    const controller = new MiniAbortController();
    controller.abort(reason);
    return controller.signal;
  }

  addEventListener(type: string, listener: AbortListener, options?: boolean | { once?: boolean }): void {
    if (type !== 'abort') return;
    this.listeners.set(listener, typeof options === 'object' && options.once === true);
  }

  removeEventListener(type: string, listener: AbortListener): void {
    if (type === 'abort') this.listeners.delete(listener);
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  /** Called by the controller only. */
  signalAbort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const event = { type: 'abort' as const };
    this.onabort?.(event);
    for (const [listener, once] of [...this.listeners]) {
      if (once) this.listeners.delete(listener);
      listener(event);
    }
  }
}

class MiniAbortController {
  readonly signal = new MiniAbortSignal();

  abort(reason?: unknown): void {
    const error = new Error('This operation was aborted');
    error.name = 'AbortError';
    this.signal.signalAbort(reason === undefined ? error : reason);
  }
}

export { MiniAbortController as AbortController, MiniAbortSignal as AbortSignal };
