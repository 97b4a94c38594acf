/* eslint-disable @typescript-eslint/no-require-imports -- used by remax.config.js, which Remax loads with require(). */
// The H5 build's first-load trims and hints (issue 10: JS before the home page paints <= 150 KB gzip, LCP <= 2.5 s).
// remaxConfig.js calls `webFirstLoad` from configWebpack and lists `modernBabelForWeb` among Remax's plugins.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { appConfigOf } = require('./appConfig.js');

/**
 * The browsers the H5 app supports: ES2018 (Chrome 64, which WeChat's and Android's web views passed long ago,
 * iOS 12's Safari and WKWebView). babel-preset-remax's own targets (Chrome 49, iOS 8) are for the mini-programs,
 * which keep them; for the web they cost 17 copies of the regenerator runtime and ES5 classes and spreads
 * (about 40 KB gzip). Remax runs babel over node_modules, so webpack 4 still never sees syntax past ES2018.
 */
const WEB_BROWSERS = ['chrome >= 64', 'ios >= 12', 'safari >= 12', 'firefox >= 78'];

/**
 * A Remax plugin for the app in `appDir`: babel-preset-remax with the web's targets (build/webBabelPreset.js) in place
 * of Remax's, told the app's home page (zodAfterPaint.js loads every other page after zod). One pair per Remax preset
 * item (the same for every file, patches/README.md): babel keeps a preset's instance by the identity of its options,
 * and a fresh pair for each file set preset-env up again for every module.
 */
function modernBabelForWeb(appDir) {
  const homePage = homePageOf(appDir);
  const webPresets = new WeakMap();
  return {
    configBabel({ config }) {
      const index = config.presets.findIndex((preset) => preset.file?.resolved.includes(`${path.sep}babel-preset-remax${path.sep}`));
      if (index === -1) throw new Error('webFirstLoad: babel-preset-remax is not among the babel presets Remax passes');
      const preset = config.presets[index];
      if (!webPresets.has(preset)) {
        webPresets.set(preset, [path.resolve(__dirname, 'webBabelPreset.js'), { ...preset.options, target: WEB_BROWSERS, remaxPreset: preset.file.resolved, homePage }]);
      }
      config.presets[index] = webPresets.get(preset);
    },
  };
}

/** A module (request) the web never runs -> a smaller stand-in file in this folder. */
function replace(config, webpack, name, pattern, file) {
  config.plugin(name).use(webpack.NormalModuleReplacementPlugin, [pattern, path.resolve(__dirname, file)]);
}

/**
 * Remax's `remax-styles` group takes every module two chunks share (its test ends in an empty alternative on the
 * web), so code that only house pages share is fetched with the home page. It now takes only modules the home page
 * shares; modules shared by other pages alone are left to webpack's default groups (a chunk of their own when
 * large, else a copy in each page's chunk) and are fetched with those pages.
 */
function sharedCodeOutOfHome(config, homePage) {
  const split = config.optimization.get('splitChunks');
  const remaxStyles = split.cacheGroups.remaxStyles;
  config.optimization.splitChunks({
    ...split,
    name: false,
    cacheGroups: {
      ...split.cacheGroups,
      remaxStyles: { ...remaxStyles, test: (_module, chunks) => chunks.some((chunk) => chunk.name === homePage) },
    },
  });
}

/**
 * core-api's and core-domain's modules declare schemas, rules and endpoints and run nothing else at import, so
 * webpack may leave out any module whose exports no chunk uses and place each where it is used: the package
 * indexes re-export everything, and without this every feature's catalogue, entities and api file came with the
 * entry. A feature's api file (`store/<feature>Api.ts`) injects its endpoints when a chunk that uses one of its
 * hooks loads (packages/core-api/README.md, "Api files and the first load").
 */
function corePackagesWithoutSideEffects(config) {
  config.module
    .rule('aster-core-side-effect-free')
    .test(/packages[\\/]core-(api|domain)[\\/]src[\\/].*\.ts$/)
    .sideEffects(false);
}

/**
 * The shells' app.ts imports `App` from the screens' index (the same line in all three), which re-exports the
 * helpers other packages and tests use (useForm, mineEntries, cityGroups, loginRedirect...). The index itself runs
 * nothing, so webpack may link `App` straight to app/App.tsx and leave out what only the index named.
 */
function screensIndexWithoutSideEffects(config) {
  config.module
    .rule('aster-screens-index-side-effect-free')
    .test(/packages[\\/]screens[\\/]src[\\/]index\.ts$/)
    .sideEffects(false);
}

/**
 * @remax/one's index (and remax/one.js, the `export *` of it the screens import) re-exports every host component,
 * and neither package says it is side-effect free, so the entry held all of them: Textarea with
 * react-autosize-textarea and autosize, Form, Label, Navigator, Modal. These modules only define components (their
 * stylesheets stay imported where a component is used), so each now comes with the chunks that render it. The
 * error screen's CommonJS require() of remax/one would still use them all: it gets View alone (errorScreenOne.js).
 */
function remaxOneWithoutSideEffects(config, webpack) {
  config.module
    .rule('aster-remax-one-side-effect-free')
    .test(/(@remax[\\/]one[\\/]esm[\\/].*|[\\/]remax[\\/]one)\.js$/)
    .sideEffects(false);
  config.plugin('aster-error-screen-one').use(webpack.NormalModuleReplacementPlugin, [
    /^remax\/one$/,
    (resource) => {
      if (/[\\/]@remax[\\/]plugin-error-screen[\\/]/.test(resource.context)) resource.request = path.resolve(__dirname, 'errorScreenOne.js');
    },
  ]);
}

/** @remax/react-router-cache-route's require('react-router-dom') gets the four names it reads (cacheRouteRouter.js). */
function cacheRouteReadsFourNames(config, webpack) {
  const cacheRoute = path.dirname(require.resolve('@remax/react-router-cache-route/package.json', { paths: [require.resolve('@remax/web/package.json', { paths: [require.resolve('remax/package.json', { paths: [path.resolve(__dirname, '..')] })] })] }));
  config.resolve.alias.set('aster-react-router-dom$', path.dirname(require.resolve('react-router-dom/package.json', { paths: [cacheRoute] })));
  config.plugin('aster-cache-route-router').use(webpack.NormalModuleReplacementPlugin, [
    /^react-router-dom$/,
    (resource) => {
      if (/[\\/]@remax[\\/]react-router-cache-route[\\/]/.test(resource.context)) resource.request = path.resolve(__dirname, 'cacheRouteRouter.js');
    },
  ]);
}

/**
 * `axios` -> build/axiosAfterPaint.js: build/axiosInstance.js (the default instance and create() without the extras
 * axios's entry attaches) in a chunk fetched as the entry runs, not in the entry (build/lazyAxios.ts).
 * `aster-axios-lib/` is axios's lib folder, which axiosInstance.js builds on (the screens package does not depend on
 * axios: core-api does).
 */
function axiosInstanceOnly(config, webpack) {
  const coreApi = path.resolve(__dirname, '..', '..', 'core-api');
  const axiosDir = path.dirname(require.resolve('axios/package.json', { paths: [coreApi] }));
  config.resolve.alias.set('aster-axios-lib', path.join(axiosDir, 'lib'));
  replace(config, webpack, 'aster-axios-instance', /^axios$/, 'axiosAfterPaint.js');
}

/**
 * webpack 4 bundles Node's `process` (process/browser.js) and `setImmediate` (setimmediate and timers-browserify)
 * for any module that names them: Redux Toolkit's `typeof process` guards around its development checks and
 * axios's choice of a microtask scheduler. Both only test whether the global exists and use the browser's own
 * (queueMicrotask, postMessage, setTimeout) when it does not, as React's scheduler does (MessageChannel).
 */
function noNodeShims(config) {
  config.node.set('process', false).set('setImmediate', false);
}

/**
 * rmc-pull-to-refresh (the pull-down refresh @remax/web gives the home page) is compiled by babel 6 and imports
 * babel-runtime's class helpers, which reach core-js 2's Symbol and Object wrappers. @babel/runtime's helpers of the
 * same names, which the rest of the bundle already holds, do the same for its class.
 */
const BABEL6_CLASS_HELPERS = /^babel-runtime\/helpers\/(classCallCheck|createClass|extends|inherits|possibleConstructorReturn|typeof)$/;

function babel7ClassHelpers(config, webpack) {
  const helpers = path.join(path.dirname(require.resolve('@babel/runtime/package.json')), 'helpers');
  config.plugin('aster-babel7-class-helpers').use(webpack.NormalModuleReplacementPlugin, [
    BABEL6_CLASS_HELPERS,
    (resource) => {
      resource.request = path.join(helpers, `${BABEL6_CLASS_HELPERS.exec(resource.request)[1]}.js`);
    },
  ]);
}

/**
 * `zod` -> the module build/zodForApp.js writes (a loader over itself): a `z` of the members the app reads, so the
 * chunk src/platform/schemaLibrary.web.ts fetches holds only those (after zodAfterPaint.js, that module's `import()`
 * is the web build's one value import of zod).
 */
function zodOfTheApp(config, webpack) {
  const zodForApp = path.resolve(__dirname, 'zodForApp.js');
  config.plugin('aster-zod-for-app').use(webpack.NormalModuleReplacementPlugin, [
    /^zod$/,
    (resource) => {
      resource.request = `${zodForApp}!${zodForApp}`;
    },
  ]);
}

/**
 * webpack 4 minifies with terser's defaults: ES5 output and one compress pass. The H5 targets ES2018 (terser 4
 * knows up to ES2017: shorthand properties and methods, arrow functions where `this` is not used), and a second
 * pass removes what the first one left unused. webpack's own settings otherwise (cache, workers, no source maps).
 */
function terserForModernBrowsers(config) {
  const webpackDir = path.dirname(require.resolve('webpack/package.json', { paths: [require.resolve('@remax/cli/package.json')] }));
  const TerserPlugin = require(require.resolve('terser-webpack-plugin', { paths: [webpackDir] }));
  config.optimization
    .minimizer('aster-terser')
    .use(TerserPlugin, [{ cache: true, parallel: true, sourceMap: false, terserOptions: { ecma: 2017, compress: { passes: 2 } } }]);
}

/**
 * index.html's early script (src/app/earlyRequests.ts says what it does): src/app/earlyRequestsScript.web.ts bundled
 * alone by esbuild, with the API base the app is built with, and inlined first in the page's head so the first
 * page's answers are asked for before any other file. The workspace's core packages only declare things at import,
 * so esbuild keeps just what the script uses of them (core-api's headers, core-domain's page constants and storage
 * keys); the build fails when the script grows past EARLY_SCRIPT_LIMIT, which would mean zod or a catalogue came
 * with it.
 *
 * The script also preloads the chunks of the page the visit opens on (the entry bundle finds them only once it has
 * run, 0.3-0.7 s later on a phone). Their map (src/app/pageChunks.ts) is written from the compilation's chunk groups
 * just before it, as a JSON element with the id src/app/pageChunks.ts names, so it follows the build.
 */
const EARLY_SCRIPT = path.resolve(__dirname, '..', 'src', 'app', 'earlyRequestsScript.web.ts');
const EARLY_SCRIPT_LIMIT = 5 * 1024;
const CORE_SOURCES = /packages[\\/]core-(api|domain)[\\/]src[\\/]/;

async function earlyRequestsScript() {
  // tsx's esbuild (a root devDependency): the script needs no bundler of its own.
  const esbuild = require(require.resolve('esbuild', { paths: [path.dirname(require.resolve('tsx/package.json'))] }));
  const coreWithoutSideEffects = {
    name: 'aster-core-without-side-effects',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'aster-resolved') return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'aster-resolved' });
        if (found.errors.length > 0 || !CORE_SOURCES.test(found.path)) return undefined;
        return { path: found.path, sideEffects: false };
      });
    },
  };
  const result = await esbuild.build({
    entryPoints: [EARLY_SCRIPT],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2018',
    legalComments: 'none',
    // It reads every core module's syntax before leaving them out (BigInt literals the script never runs among them).
    logLevel: 'error',
    define: {
      'process.env.REMAX_APP_API_BASE': JSON.stringify(process.env.REMAX_APP_API_BASE ?? ''),
      'process.env.REMAX_APP_GRAY': JSON.stringify(process.env.REMAX_APP_GRAY ?? ''),
    },
    plugins: [coreWithoutSideEffects],
  });
  const code = result.outputFiles[0].text.trim();
  if (Buffer.byteLength(code) > EARLY_SCRIPT_LIMIT) {
    throw new Error(`index.html's early script is ${Buffer.byteLength(code)} bytes (limit ${EARLY_SCRIPT_LIMIT}): it must not bundle zod or a catalogue`);
  }
  return `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
}

const PAGE_CHUNKS_ELEMENT_ID = 'aster-page-chunks';

/** The chunks src/platform/schemaLibrary.web.ts loads zod in and build/axiosAfterPaint.js axios in (their webpackChunkName). */
const SCHEMA_CHUNK = 'zod';
const HTTP_CLIENT_CHUNK = 'axios';

/** Each page's JS and CSS files, zod's and axios's (src/app/pageChunks.ts: PageChunks), from the compilation's chunk groups. */
function pageChunksOf(compilation, publicPath) {
  const files = [];
  const indexOfFile = (file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const pages = {};
  for (const group of compilation.chunkGroups) {
    const name = group.name;
    if (typeof name !== 'string' || !name.startsWith('pages/')) continue;
    pages[name] = group.chunks
      .flatMap((chunk) => chunk.files)
      .filter((file) => /\.(js|css)$/.test(file))
      .map(indexOfFile);
  }
  const scriptsOfGroup = (name) =>
    compilation.chunkGroups
      .filter((group) => group.name === name)
      .flatMap((group) => group.chunks.flatMap((chunk) => chunk.files))
      .filter((file) => file.endsWith('.js'))
      .map(indexOfFile);
  return { publicPath, files, pages, schemas: scriptsOfGroup(SCHEMA_CHUNK), httpClient: scriptsOfGroup(HTTP_CLIENT_CHUNK) };
}

class EarlyRequestsInIndexHtml {
  constructor(publicPath) {
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.emit.tapPromise({ name: 'AsterEarlyRequests', stage: 1000 }, async (compilation) => {
      const chunks = JSON.stringify(pageChunksOf(compilation, this.publicPath)).replace(/</g, '\\u003c');
      const map = `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${chunks}</script>`;
      const html = compilation.assets['index.html'];
      // A watch rebuild (npm run dev) re-emits index.html only when the page list changed; the last one stays served.
      if (html === undefined && compiler.watchMode) return;
      if (html === undefined) throw new Error('AsterEarlyRequests: the build wrote no index.html');
      const page = String(html.source());
      // Before the title, so before any stylesheet link: an inline script waits for the stylesheets above it to load.
      const at = page.indexOf('<title>');
      if (at === -1) throw new Error('AsterEarlyRequests: index.html has no <title>');
      const source = `${page.slice(0, at)}${map}${await earlyRequestsScript()}${page.slice(at)}`;
      compilation.assets['index.html'] = { source: () => source, size: () => Buffer.byteLength(source) };
    });
  }
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file marked this way is
 * compiled as the file streams in, on a background thread, instead of on the main thread the first time it is called.
 * The H5 app's files are the entry, the pages and the libraries they load, whose functions run as they arrive: a
 * throttled home page load spent about a quarter of its main-thread time compiling (scripts/bench/README.md).
 * After terser, which would drop the comment, and before the hashes' files are written.
 */
class CompileHints {
  apply(compiler) {
    const { ConcatSource } = require(require.resolve('webpack-sources', { paths: [require.resolve('webpack', { paths: [compiler.context] })] }));
    compiler.hooks.compilation.tap('AsterCompileHints', (compilation) => {
      compilation.hooks.afterOptimizeChunkAssets.tap('AsterCompileHints', (chunks) => {
        for (const chunk of chunks) {
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.assets[file] = new ConcatSource(COMPILE_HINT, compilation.assets[file]);
          }
        }
      });
    });
  }
}

/** Must be the file's first line (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The bundle analysis behind issue 10's figures, written only when `ASTER_H5_MODULE_SIZES=<file.json>` is set: each
 * module of the home page's first load (the entry and the home page's chunks) with its source size before
 * minification and that source gzipped alone (both overstate what it adds to the minified bundle, but rank alike),
 * largest first, and the package it comes from.
 */
class FirstLoadModuleSizes {
  constructor(file, homePage) {
    this.file = file;
    this.homePage = homePage;
  }

  apply(compiler) {
    compiler.hooks.emit.tap('AsterFirstLoadModuleSizes', (compilation) => {
      const chunks = new Set();
      for (const group of compilation.chunkGroups) {
        if (group.name === this.homePage || group.isInitial()) group.chunks.forEach((chunk) => chunks.add(chunk));
      }
      const modules = [];
      const add = (module, chunk) => {
        if (module.modules) return module.modules.forEach((inner) => add(inner, chunk));
        const name = module.readableIdentifier(compilation.requestShortener).replace(/^.*!/, '');
        const where = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
        const source = module.originalSource?.()?.source();
        const gzip = typeof source === 'string' ? zlib.gzipSync(source, { level: 9 }).length : 0;
        modules.push({ name, package: where ? where[1] : name.split(/[\\/]/).slice(0, 3).join('/'), size: module.size(), gzip, chunk: chunk.name || chunk.id });
      };
      for (const chunk of chunks) for (const module of chunk.modulesIterable) add(module, chunk);
      modules.sort((a, b) => b.size - a.size);
      fs.writeFileSync(this.file, JSON.stringify(modules, null, 1));
    });
  }
}

/** The home page: the first page of the generated app.config.ts (build/generateApps.ts writes it first). */
function homePageOf(appDir) {
  return appConfigOf(appDir).pages[0];
}

/** The H5 build's first-load parts of configWebpack (remaxConfig.js), for an app served at `publicPath`. */
function webFirstLoad(config, webpack, appDir, publicPath) {
  const homePage = homePageOf(appDir);
  replace(config, webpack, 'aster-web-query-string', /^qs$/, 'webQueryString.js');
  replace(config, webpack, 'aster-axios-adapters', /axios[\\/]lib[\\/]adapters[\\/](xhr|fetch)\.js$/, 'axiosAdapters.js');
  axiosInstanceOnly(config, webpack);
  zodOfTheApp(config, webpack);
  config.module
    .rule('aster-zod-json-schema')
    .test(/zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator|compile)\.js$/)
    .use('stub')
    .loader(path.resolve(__dirname, 'zodJsonSchemaStub.js'));
  corePackagesWithoutSideEffects(config);
  screensIndexWithoutSideEffects(config);
  remaxOneWithoutSideEffects(config, webpack);
  cacheRouteReadsFourNames(config, webpack);
  babel7ClassHelpers(config, webpack);
  noNodeShims(config);
  terserForModernBrowsers(config);
  sharedCodeOutOfHome(config, homePage);
  config.plugin('aster-early-requests').use(EarlyRequestsInIndexHtml, [publicPath]);
  config.plugin('aster-compile-hints').use(CompileHints);
  if (process.env.ASTER_H5_MODULE_SIZES) config.plugin('aster-module-sizes').use(FirstLoadModuleSizes, [process.env.ASTER_H5_MODULE_SIZES, homePage]);
}

module.exports = { modernBabelForWeb, webFirstLoad, WEB_BROWSERS };
