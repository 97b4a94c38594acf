/* eslint-disable @typescript-eslint/no-require-imports -- a webpack loader: CommonJS only. */
// The mini-program builds' stylesheets with their text sizes in rem (systemFontSize.js).
const { textSizesInRem } = require('./systemFontSize.js');

module.exports = function textSizeRemLoader(source) {
  return textSizesInRem(String(source));
};
