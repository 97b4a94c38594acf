import type { SchemaLibraryPort } from './schemaLibraryTypes';

export type { SchemaLibraryPort };

// The mini-programs and tests: zod is bundled with the app, so schemas can be used from the start.
export const schemaLibrary = {
  isReady: () => true,
  whenReady: (then) => then(),
} satisfies SchemaLibraryPort;
