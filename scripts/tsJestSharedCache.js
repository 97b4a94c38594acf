/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads a transformer with require(): CommonJS only. */
// ts-jest with a cache key every clone of the repository shares (jest.config.ts names it as the TS transform).
// ts-jest keys a file's compiled output on the project's Jest config, its rootDir and the file's path, all absolute,
// so a fresh clone in another folder compiled every file again (about 80 s of a test run on 2 cores) though Jest's
// cache directory (/tmp/jest_*) is shared. Here the key holds those paths relative to the repository, and the output
// is made path-free to match: its inline source map names the file by its base name, which stack traces resolve
// against the running file, whatever folder it is in. Jest's own half of the cache folder's name, the project's `id`,
// is set in jest.config.ts for the same reason.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { MY_DIGEST, TsJestTransformer } = require('ts-jest');

const REPO = path.resolve(__dirname, '..');
/** This file's own text: a change to how keys or outputs are made starts a new cache. */
const SELF = fs.readFileSync(__filename, 'utf8');
const TS_JEST_VERSION = require('ts-jest/package.json').version;

/** `text` with the repository's absolute path written as `<repo>`. */
const inRepo = (text) => text.split(REPO).join('<repo>');

const SOURCE_MAP = /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)\s*$/;

/** The compiled code with its inline source map naming the file by its base name (ts-jest writes its absolute path). */
function pathFreeSourceMap(code, file) {
  const found = SOURCE_MAP.exec(code);
  if (found === null) return code;
  const map = JSON.parse(Buffer.from(found[1], 'base64').toString('utf8'));
  map.file = path.basename(file);
  map.sources = map.sources.map((source) => (path.resolve(source) === path.resolve(file) ? path.basename(file) : inRepo(source)));
  const encoded = Buffer.from(JSON.stringify(map), 'utf8').toString('base64');
  return `${code.slice(0, found.index)}//# sourceMappingURL=data:application/json;charset=utf-8;base64,${encoded}`;
}

class SharedCacheTsJest extends TsJestTransformer {
  getCacheKey(source, file, transformOptions) {
    // ts-jest's own helper (pinned version): the config set of this project, built once per project.
    const configSet = this._configsFor(transformOptions);
    // Without isolatedModules a file's output depends on the files it imports, which ts-jest's own key follows
    // (only uCharts' one file here): that key stays.
    if (!configSet.isolatedModules || !file.startsWith(`${REPO}${path.sep}`)) return super.getCacheKey(source, file, transformOptions);
    const { instrument = false, supportsStaticESM = false, configString } = transformOptions;
    return crypto
      .createHash('sha1')
      .update(
        [
          SELF,
          TS_JEST_VERSION,
          MY_DIGEST,
          configSet.compilerModule.version,
          inRepo(configString),
          inRepo(JSON.stringify(configSet.parsedTsConfig.options)),
          `instrument:${instrument}`,
          `esm:${supportsStaticESM}`,
          path.relative(REPO, file),
          source,
        ].join('\0'),
      )
      .digest('hex');
  }

  process(source, file, transformOptions) {
    const result = super.process(source, file, transformOptions);
    return { ...result, code: pathFreeSourceMap(result.code, file) };
  }

  async processAsync(source, file, transformOptions) {
    const result = await super.processAsync(source, file, transformOptions);
    return { ...result, code: pathFreeSourceMap(result.code, file) };
  }
}

module.exports = { createTransformer: (options) => new SharedCacheTsJest(options) };
