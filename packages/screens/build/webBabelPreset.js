/* eslint-disable @typescript-eslint/no-require-imports -- a babel preset: CommonJS only. */
// babel-preset-remax for the H5 build (webFirstLoad.js): the same preset with the web's ES2018 targets, less its
// object rest/spread plugin, which babel-preset-remax lists on its own so it runs whatever the targets: on the web
// it wrote an _objectSpread2 helper into some 40 modules for syntax every supported browser has.
const OBJECT_REST_SPREAD = `${require('node:path').sep}plugin-proposal-object-rest-spread${require('node:path').sep}`;

module.exports = function webBabelPreset(api, options) {
  const remaxPreset = require(options.remaxPreset);
  const { remaxPreset: _file, homePage, ...remaxOptions } = options;
  const preset = (remaxPreset.default ?? remaxPreset)(api, remaxOptions);
  const plugins = preset.plugins.filter((plugin) => !String(plugin).includes(OBJECT_REST_SPREAD));
  return { ...preset, plugins: [require.resolve('./zodLazySchemas.js'), [require.resolve('./zodAfterPaint.js'), { homePage }], require.resolve('./zodClassicTrim.js'), ...plugins] };
};
