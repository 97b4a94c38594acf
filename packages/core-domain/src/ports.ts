// Ports the shells implement per platform (*.wechat.ts / *.ali.ts / *.web.ts); core code only sees these.

/** Time source and timers: injected so core logic never touches the global timers and tests can fake time. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Key-value storage. Synchronous because mini-program storage (wx/my getStorageSync) is synchronous. */
export interface StoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
