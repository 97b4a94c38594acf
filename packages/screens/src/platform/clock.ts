import type { Clock } from '@aster/core-domain';

// The same on every platform: the mini-programs and browsers all have the standard timers.
export const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
} satisfies Clock;
