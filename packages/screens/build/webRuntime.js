// Stands in for @remax/runtime in the H5 bundle (remaxConfig.js). Remax's macros (`usePageEvent`, `useAppEvent`
// from remax/macro) import their hooks from @remax/runtime, the mini-program renderer, whose index builds a
// react-reconciler renderer at import: about 125 KB of first load (84 KB of it react-reconciler, already minified)
// that the web never runs, since react-dom renders there. The hooks themselves live in @remax/framework-shared,
// which @remax/runtime only re-exports. A name the bundle imports and this file lacks is a build error
// (strictExportPresence), not a crash.
export { useAppEvent, useComponentInstance, usePageEvent, usePageInstance } from '@remax/framework-shared';
