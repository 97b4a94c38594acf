import type { StoragePort } from '@aster/core-domain';

// localStorage throws in some private modes and when full: the session then lives in memory for this visit.
const fallback = new Map<string, string>();

export const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return fallback.get(key) ?? null;
    }
  },
  set: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      fallback.set(key, value);
    }
  },
  remove: (key: string) => {
    fallback.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  },
} satisfies StoragePort;
