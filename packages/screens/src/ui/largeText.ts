import * as React from 'react';
import { storage } from '../platform/storage';

// 长辈模式 (issue 18): bigger text and touch targets, higher contrast. A choice of the device, not of the account:
// it is kept in the device's storage under its own key (logging out leaves it), and every open page follows a
// change at once.
export const LARGE_TEXT_KEY = 'largeTextMode';

const listeners = new Set<() => void>();

/** Read from storage each time (a synchronous read of one short key), so a relaunch finds what was chosen. */
export function largeTextOn(): boolean {
  return storage.get(LARGE_TEXT_KEY) === 'on';
}

export function setLargeText(on: boolean): void {
  if (on) storage.set(LARGE_TEXT_KEY, 'on');
  else storage.remove(LARGE_TEXT_KEY);
  for (const listener of Array.from(listeners)) listener();
}

/** Whether the large-text mode is on; the component renders again when it is switched. */
export function useLargeText(): boolean {
  const [, rerender] = React.useReducer((count: number) => count + 1, 0);
  React.useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);
  return largeTextOn();
}
