/**
 * zod, the library every schema of the app is built with, as the platform loads it. The mini-programs bundle it
 * with the app; the H5 app fetches it beside the entry and draws the home page's first frame without it (issue 10:
 * the JavaScript before that paint), so the launch's reads of storage and of the page's link wait for it there.
 */
export interface SchemaLibraryPort {
  /** True once schemas can be built and parsed. */
  isReady(): boolean;
  /** Calls `then` once schemas can be built and parsed: at once when they can, else when zod has arrived. */
  whenReady(then: () => void): void;
}
