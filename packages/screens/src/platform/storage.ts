import type { StoragePort } from '@aster/core-domain';

export type { StoragePort };

// Plain fallback (tests, tools): a process-local map. The build picks storage.wechat.ts / .ali.ts / .web.ts.
const memory = new Map<string, string>();

export const storage: StoragePort = {
  get: (key) => memory.get(key) ?? null,
  set: (key, value) => {
    memory.set(key, value);
  },
  remove: (key) => {
    memory.delete(key);
  },
};
