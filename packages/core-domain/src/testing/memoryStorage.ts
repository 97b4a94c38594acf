import { type StoragePort } from '../ports';

/** In-memory StoragePort for tests: `entries` exposes what was written. */
export function createMemoryStorage(initial: Record<string, string> = {}): StoragePort & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value);
    },
    remove: (key) => {
      entries.delete(key);
    },
  };
}
