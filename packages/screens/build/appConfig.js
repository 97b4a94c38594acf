/* eslint-disable @typescript-eslint/no-require-imports -- used by remax.config.js, which Remax loads with require(). */
const fs = require('node:fs');
const path = require('node:path');

/** The app's generated src/app.config.ts (build/generateApps.ts writes it as one JSON object, the home page first). */
function appConfigOf(appDir) {
  const source = fs.readFileSync(path.join(appDir, 'src', 'app.config.ts'), 'utf8');
  return JSON.parse(source.slice(source.indexOf('export default ') + 'export default '.length).replace(/;\s*$/, ''));
}

module.exports = { appConfigOf };
