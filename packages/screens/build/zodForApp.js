/* eslint-disable @typescript-eslint/no-require-imports -- a webpack loader: CommonJS only. */
// `zod` in the H5 build (webFirstLoad.js): the module src/platform/schemaLibrary.web.ts fetches after the paint,
// written by this loader. It hands back a `z` of the members the app's sources read (`z.name`, found by
// zodClassicTrim.js's scan), imported by name from zod classic, so webpack keeps only those and what they use: an
// `import()` of zod's own index keeps every export of its namespace (all the locales, the JSON Schema tools...).
// A member the scan missed would be `undefined is not a function`; a name zod does not export is left out.
const path = require('node:path');
const { appZodNames } = require('./zodClassicTrim.js');

const CORE_DOMAIN = path.resolve(__dirname, '..', '..', 'core-domain');
const zodDir = path.dirname(require.resolve('zod/package.json', { paths: [CORE_DOMAIN] }));
const EXTERNAL = path.join(zodDir, 'v4', 'classic', 'external.js');

module.exports = function zodForApp() {
  const { z } = require(require.resolve('zod', { paths: [CORE_DOMAIN] }));
  const members = [...appZodNames().exports].filter((name) => Object.prototype.hasOwnProperty.call(z, name)).sort();
  const imports = members.map((name) => `${name} as zod_${name}`).join(', ');
  const fields = members.map((name) => `${name}: zod_${name}`).join(', ');
  return `import { ${imports} } from ${JSON.stringify(EXTERNAL)};\nexport const z = { ${fields} };\n`;
};
