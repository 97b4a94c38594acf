/* eslint-disable @typescript-eslint/no-require-imports -- Remax loads this file with require(): CommonJS only. */
// Shared by the three shells: see packages/screens/build/remaxConfig.js.
module.exports = require('../../packages/screens/build/remaxConfig.js')(__dirname, 'alipay');
