import type { z as zod } from 'zod';
import type { SchemaLibraryPort } from './schemaLibraryTypes';

/**
 * The app's `z` on H5: packages/screens/build/zodAfterPaint.js points every `import { z } from 'zod'` of the web
 * build here. Undefined until zod's chunk has arrived; the schemas the modules declare are built on first use
 * (build/zodLazySchemas.js), so declaring them needs no zod, and the launch uses them only once it is ready.
 */
export let z: typeof zod | undefined;

const waiting: Array<() => void> = [];

/** Longest wait between two tries of a chunk that did not arrive. */
const RETRY_CAP_MS = 8_000;

// Asked for as the entry starts to run (for every page but home, index.html's early script has preloaded it already).
// A chunk that does not arrive (the network dropped) is asked for again, less and less often: the pages show their
// loading state meanwhile, as they would for a request. webpack forgets a failed chunk, so a new import() fetches it.
function load(retryMs: number): void {
  import(/* webpackChunkName: "zod" */ 'zod').then(
    (module) => {
      z = module.z;
      for (const then of waiting.splice(0)) then();
    },
    () => {
      setTimeout(() => load(Math.min(retryMs * 2, RETRY_CAP_MS)), retryMs);
    },
  );
}
load(1_000);

export const schemaLibrary = {
  isReady: () => z !== undefined,
  whenReady: (then) => {
    if (z !== undefined) then();
    else waiting.push(then);
  },
} satisfies SchemaLibraryPort;

/** Settles once zod has arrived, after what waited for it (the session restored): what awaits it runs then. */
export const schemasReady = new Promise<void>((resolve) => schemaLibrary.whenReady(resolve));

/**
 * `load()` once zod has arrived. The build has every page but home load its chunk through this (build/zodAfterPaint.js),
 * so no other page's modules run before they can build a schema, and each opens with the session already restored.
 */
export function afterSchemas<T>(load: () => Promise<T>): Promise<T> {
  return schemasReady.then(load);
}
