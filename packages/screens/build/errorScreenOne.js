// Stands in for `remax/one` in @remax/plugin-error-screen's ErrorScreen on the web (webFirstLoad.js): that module is
// CommonJS, and its require() of remax/one marked every @remax/one component as used, so the entry held them all.
// The error screen draws View only.
export { View } from 'remax/one';
