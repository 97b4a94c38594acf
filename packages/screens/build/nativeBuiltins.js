/* global __resourceQuery -- webpack gives each module the query of the request that loaded it. */
// Stands in for core-js 2's library polyfills in the H5 bundle (remaxConfig.js): babel-runtime 6, used by the
// pull-down refresh of @remax/web (rmc-pull-to-refresh), reaches these built-ins through core-js (about 34 KB of
// source). The browsers the H5 targets (WeChat's in-app browser, current mobile browsers) have them all natively.
// `nativeBuiltins.js?object/assign` exports Object.assign, and so on.
const builtins = {
  'object/assign': Object.assign,
  'object/create': Object.create,
  'object/define-property': Object.defineProperty,
  'object/set-prototype-of': Object.setPrototypeOf,
  symbol: Symbol,
  'symbol/iterator': Symbol.iterator,
};

module.exports = builtins[__resourceQuery.slice(1)];
