// Replaces zod's locale index in the app bundles (remaxConfig.js): zod's namespace export of all its ~50
// locales cannot be tree-shaken by webpack 4 and would cost the main package about 150 KB. The app speaks
// Chinese; English is zod's default.
export { default as en } from 'zod/v4/locales/en.js';
export { default as zhCN } from 'zod/v4/locales/zh-CN.js';
