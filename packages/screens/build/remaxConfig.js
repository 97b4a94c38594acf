/* eslint-disable @typescript-eslint/no-require-imports -- Remax loads remax.config.js with require(): CommonJS only. */
// The remax.config.js of the three shells (apps/*/remax.config.js call this with their folder).
// Build with `NODE_ENV=production remax build -m -t <target>` (scripts/build-apps.sh): without both, the vendor
// bundle is several MB and breaks the 2 MB package limit (remax-notes).
const path = require('node:path');
const { appConfigOf } = require('./appConfig.js');
const { modernBabelForWeb, webFirstLoad } = require('./webFirstLoad.js');
const { systemFontSizeForMiniProgram } = require('./systemFontSize.js');
const { webDevServer } = require('./webDevServer.js');

/** Where the apps send API requests unless ASTER_API_BASE says otherwise (README: pointing the apps elsewhere). */
const DEFAULT_API_BASE = { wechat: 'http://127.0.0.1:8080', alipay: 'http://127.0.0.1:8080', h5: '' };

/** The subpackage roots of the generated app.config.ts. */
function subpackageRoots(appDir) {
  return appConfigOf(appDir).subPackages.map((pack) => pack.root);
}

/**
 * Keeps code that only subpackages use out of the main package. Remax's own rule sends every module used by two
 * entries to the main package's remax-vendors.js, which would grow the main package with each subpackage
 * (remax-notes). A module shared by pages of subpackages only goes to `<root>/vendors.js` of each subpackage that
 * uses it: copied when two subpackages share it (the bill pages and the wallet both show the password sheet), since
 * a subpackage cannot load another's code. Modules a main-package page uses stay in remax-vendors.js.
 */
function subpackageVendors(roots) {
  const rootOf = (chunk) => roots.find((root) => (chunk.name ?? '').startsWith(`${root}/`)) ?? null;
  return (module) => {
    const chunks = [...module.chunksIterable];
    if (chunks.length < 2) return undefined;
    const used = chunks.map(rootOf);
    if (used.includes(null)) return undefined;
    return [...new Set(used)].map((root) => ({
      name: `${root}/vendors`,
      chunks: (chunk) => rootOf(chunk) === root,
      minChunks: 1,
      minSize: 0,
      // Above Remax's remaxVendors (2) and remaxStyles groups.
      priority: 3,
    }));
  };
}

/** `@screens/x` is src/x: the screens' path alias (tsconfig.base.json paths, jest.config.ts moduleNameMapper). */
const SCREENS_SRC = path.resolve(__dirname, '..', 'src');

/** Packages whose platform files are imported by their full name (core-api's `./transport.wechat`). */
const EXPLICIT_PLATFORM_PACKAGES = ['core-domain', 'core-api', 'device-ble'].map((name) =>
  path.resolve(__dirname, '..', '..', name, 'src'),
);

/**
 * Remax resolves `./x` to `x.<target>.ts` for every import in the bundle. That is the screens' convention
 * (variants of one module with one API), but core-api and device-ble name per-platform factories
 * `transport.wechat.ts` next to a `transport.ts` with a different API, and import both by name: there the
 * suffix lookup would swap `./transport` for `./transport.wechat`. Imports made from those packages resolve with
 * the plain extensions only.
 */
function explicitPlatformFiles(config) {
  const rule = config.module.rule('aster-explicit-platform-files').test(/\.tsx?$/);
  for (const dir of EXPLICIT_PLATFORM_PACKAGES) rule.include.add(dir);
  rule.resolve.extensions.merge(['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json']);
}

/**
 * Redux Toolkit 2 needs AbortController, which WeChat's and Alipay's JS engines lack: mini builds get the one in
 * src/platform/abortController.ts wherever a module names it.
 */
function abortControllerForMiniPrograms(config, webpack) {
  const file = path.resolve(__dirname, '..', 'src', 'platform', 'abortController.ts');
  config
    .plugin('aster-abort-controller')
    .use(webpack.ProvidePlugin, [{ AbortController: [file, 'AbortController'], AbortSignal: [file, 'AbortSignal'] }]);
}

/**
 * The platform components the screens render (remax/one's View, Text, Image, Input, Textarea, Button, WebView and
 * the platform files' Swiper, Map, Video, OfficialAccount). Remax writes a template for every component of the
 * platform into base.wxml (WeChat, 57 KB of it never used) and into each page's .axml (Alipay, 14 of each page's
 * 24 KB); the others are skipped. A screen that renders another one adds it here: the harness records an error
 * for a node without a template (packages/mp-harness), so the mini tests say which.
 */
const RENDERED_COMPONENTS = {
  wechat: ['view', 'text', 'image', 'input', 'textarea', 'button', 'web-view', 'swiper', 'map', 'video', 'official-account', 'canvas'],
  alipay: ['view', 'text', 'image', 'input', 'textarea', 'button', 'web-view', 'swiper', 'map', 'video', 'canvas'],
};

/** Adds the components no screen renders to Remax's own skip list (the build store the template writer reads). */
function onlyRenderedTemplates(folder) {
  const store = require('@remax/build-store').default;
  for (const id of store.registeredHostComponents.keys()) {
    if (!RENDERED_COMPONENTS[folder].includes(id) && !store.skipHostComponents.includes(id)) store.skipHostComponents.push(id);
  }
}

/**
 * A Remax plugin for every build (the web's first load too): babel's helpers once, from @babel/runtime, instead of a copy in every module
 * that needs one. The mini-programs keep babel-preset-remax's ES5 targets, and Remax runs babel over node_modules, so
 * remax-vendors.js held 15 copies of the regenerator runtime and 20 to 60 of the class, spread, destructuring and
 * property-key helpers (about 175 KB of the main package). `sourceType: 'unambiguous'`: a CommonJS module gets
 * its helpers with require(), so webpack does not take it for an ES module and lose its `exports.default`.
 */
const BABEL_RUNTIME = path.dirname(require.resolve('@babel/runtime/package.json'));
// One options object for every file: babel keeps a plugin's instance by the identity of its options.
const TRANSFORM_RUNTIME = [
  require.resolve('@babel/plugin-transform-runtime'),
  { helpers: true, regenerator: true, absoluteRuntime: BABEL_RUNTIME, version: require('@babel/runtime/package.json').version },
];
const sharedBabelHelpers = {
  configBabel({ config }) {
    if ((config.filename ?? '').startsWith(`${BABEL_RUNTIME}${path.sep}`)) return;
    config.sourceType = 'unambiguous';
    config.plugins.push(TRANSFORM_RUNTIME);
  },
};

const RUNTIME_OPTIONS = '__remax_runtime_options__.js';

/**
 * Remax writes __remax_runtime_options__.js into the main package with the prop names of every platform component,
 * pretty-printed (28 KB). The runtime reads the entries of the components it renders: this keeps those (with
 * swiper-item, drawn inside the swiper's template) and writes the file without the indentation. Each entry also
 * lists the attributes its template binds (`boundProps`; Remax's own `props` lists are not what the template binds): the patched runtime sends no other prop (a web-only `role`,
 * `__key` on WeChat), since the page could not read it (patches/README.md, @remax/runtime).
 */
class CompactRuntimeOptions {
  constructor(components, folder) {
    this.components = new Set([...components, 'swiper-item']);
    // Alipay's templates key each child by its `__key` prop (Remax's alias of `key`).
    this.alsoSent = folder === 'alipay' ? ['__key'] : [];
  }

  /** The attributes of each component's template (what Remax's template writer binds), by component. */
  boundAttributes() {
    const collected = require('@remax/build-store').default.getCollectedComponents();
    return new Map([...collected].map(([id, component]) => [id, [...component.props, ...this.alsoSent]]));
  }

  apply(compiler) {
    compiler.hooks.emit.tap('AsterCompactRuntimeOptions', (compilation) => {
      const asset = compilation.assets[RUNTIME_OPTIONS];
      if (asset === undefined) return;
      const sandbox = { module: { exports: {} } };
      require('node:vm').runInNewContext(asset.source().toString(), sandbox);
      const options = sandbox.module.exports;
      const bound = this.boundAttributes();
      options.hostComponents = Object.fromEntries(
        Object.entries(options.hostComponents)
          .filter(([id]) => this.components.has(id))
          // swiper-item has no template of its own (the swiper's draws it): its props all go.
          .map(([id, entry]) => [id, id === 'swiper-item' ? entry : { ...entry, boundProps: bound.get(id) }]),
      );
      const source = `module.exports = ${JSON.stringify(options)};\n`;
      compilation.assets[RUNTIME_OPTIONS] = { source: () => source, size: () => Buffer.byteLength(source) };
    });
  }
}

/**
 * Modules the mini-programs never run, replaced by small stand-ins: zod's ahead-of-time compiler
 * (build/zodCompile.js) and axios's XHR and fetch adapters (build/axiosAdapters.js). They sit in remax-vendors.js,
 * the largest file of the main package.
 */
function miniProgramStandIns(config, webpack) {
  const stand = (name, pattern, file) =>
    config.plugin(name).use(webpack.NormalModuleReplacementPlugin, [pattern, path.resolve(__dirname, file)]);
  stand('aster-zod-compile', /zod[\\/]v4[\\/]core[\\/]compile\.js$/, 'zodCompile.js');
  stand('aster-axios-adapters', /axios[\\/]lib[\\/]adapters[\\/](?:xhr|fetch)\.js$/, 'axiosAdapters.js');
}

/** zod's all-locales index -> the two locales the app can use (build/zodLocales.js says why). */
function zodLocales(config, webpack) {
  const stub = path.resolve(__dirname, 'zodLocales.js');
  config
    .plugin('aster-zod-locales')
    .use(webpack.NormalModuleReplacementPlugin, [/zod[\\/]v4[\\/]locales[\\/]index\.js$/, stub]);
}

/** zod's JSON Schema importer -> a stub: the app never converts JSON Schema (build/zodFromJsonSchema.js says why). */
function zodWithoutFromJsonSchema(config, webpack) {
  const stub = path.resolve(__dirname, 'zodFromJsonSchema.js');
  config
    .plugin('aster-zod-from-json-schema')
    .use(webpack.NormalModuleReplacementPlugin, [/zod[\\/]v4[\\/]classic[\\/]from-json-schema\.js$/, stub]);
}

/** The core-js 2 built-ins babel-runtime 6 asks for: the web build uses the browser's own (build/nativeBuiltins.js). */
const NATIVE_BUILTINS = /^core-js\/library\/fn\/(object\/(?:assign|create|define-property|set-prototype-of)|symbol|symbol\/iterator)$/;

function nativeBuiltinsForWeb(config, webpack) {
  const shim = path.resolve(__dirname, 'nativeBuiltins.js');
  config.plugin('aster-native-builtins').use(webpack.NormalModuleReplacementPlugin, [
    NATIVE_BUILTINS,
    (resource) => {
      resource.request = `${shim}?${NATIVE_BUILTINS.exec(resource.request)[1]}`;
    },
  ]);
}

/** object-inspect, only used for one qs assertion message, -> a short describer (build/objectInspect.js). */
function smallObjectInspectForWeb(config, webpack) {
  const stub = path.resolve(__dirname, 'objectInspect.js');
  config
    .plugin('aster-object-inspect')
    .use(webpack.NormalModuleReplacementPlugin, [/^object-inspect$/, stub]);
}

/** @remax/runtime, the mini-program renderer, -> the hooks the web needs from it (build/webRuntime.js). */
function webRuntimeForWeb(config, webpack) {
  const file = path.resolve(__dirname, 'webRuntime.js');
  config.plugin('aster-web-runtime').use(webpack.NormalModuleReplacementPlugin, [/^@remax\/runtime$/, file]);
}

/**
 * altcha-lib for the H5 proof of work (src/platform/proofOfWork.web.ts), by its files: webpack 4 does not read a
 * package's "exports", and the app needs only the solver. `altcha-lib` is its pow.js (solveChallenge, without the
 * server's signature and Sentinel helpers of the package's index), `altcha-lib/algorithms/*` its ES modules.
 */
function altchaSolverForWeb(config) {
  // require.resolve gives the CommonJS build (dist/cjs/v2/index.js); the ES modules sit beside it in dist/esm/v2.
  const esm = path.resolve(path.dirname(require.resolve('altcha-lib')), '..', '..', 'esm', 'v2');
  config.resolve.alias.set('altcha-lib$', path.join(esm, 'pow.js')).set('altcha-lib/algorithms', path.join(esm, 'algorithms'));
}

/** Spec section 9: page chunks may take up to 120 s on a slow network before the page reports a failure. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** Every dependency of a module, its blocks' (async imports) included. */
function dependenciesOf(block) {
  return [...block.dependencies, ...(block.blocks ?? []).flatMap(dependenciesOf)];
}

/**
 * webpack 4's chunk hash (the H5 file names, cached for a year) covers each module's own code, not how it reaches
 * the modules it imports: their ids and their shortened export names are written into it, so a page chunk whose
 * imports were renumbered kept its name with new content, and a browser holding the old file ran it against the new
 * entry (`Object(...) is not a function`). The ids and used exports of every imported module go into the hash too.
 */
class ImportsInChunkHash {
  apply(compiler) {
    compiler.hooks.compilation.tap('aster-imports-in-chunk-hash', (compilation) => {
      compilation.hooks.chunkHash.tap('aster-imports-in-chunk-hash', (chunk, hash) => {
        for (const module of chunk.modulesIterable) {
          for (const inner of [module, ...(module.modules ?? [])]) {
            for (const dependency of dependenciesOf(inner)) {
              const imported = dependency.redirectedModule ?? dependency.module;
              if (imported) hash.update(`${String(imported.id)}:${JSON.stringify(imported.usedExports)};`);
            }
          }
        }
      });
    });
  }
}


/**
 * Remax's web entry imports every page with `webpackPrefetch: true`, so the browser fetches all page chunks
 * right after the first load. Spec section 9 wants page code loaded when the page is visited (on mobile data,
 * the pages a visitor never opens cost nothing): the prefetch hints are dropped before webpack writes its runtime.
 */
class NoPagePrefetch {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsterNoPagePrefetch', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('AsterNoPagePrefetch', () => {
        for (const group of compilation.chunkGroups) {
          if (typeof group.options === 'object' && group.options !== null) delete group.options.prefetchOrder;
        }
      });
    });
  }
}

module.exports = function remaxConfig(appDir, folder) {
  // Remax hands only REMAX_APP_* variables to the bundle: the API base is build-time configuration.
  process.env.REMAX_APP_API_BASE = process.env.ASTER_API_BASE ?? DEFAULT_API_BASE[folder];
  // The H5 map's tile source and its coordinate standard (src/ui/map/mapConfig.ts); none by default.
  process.env.REMAX_APP_MAP_TILE_URL = process.env.ASTER_MAP_TILE_URL ?? '';
  process.env.REMAX_APP_MAP_TILE_COORDS = process.env.ASTER_MAP_TILE_COORDS ?? 'wgs84';
  // The gray-environment marker header (spec section 7): ASTER_GRAY=1 sends it with every request (src/platform/apiBase.ts).
  process.env.REMAX_APP_GRAY = process.env.ASTER_GRAY ?? '';
  return {
    one: true,
    plugins: folder === 'h5' ? [modernBabelForWeb(appDir), sharedBabelHelpers] : [sharedBabelHelpers],
    configWebpack({ config, webpack }) {
      // An import of a name the module does not export is a build error, not a crash at launch.
      config.module.strictExportPresence(true);
      // The package-size test (apps/build-checks) is the size gate; webpack's web-oriented hints are noise here.
      config.performance.hints(false);
      config.resolve.alias.set('@screens', SCREENS_SRC);
      // webpack 4's default md4 (a WebAssembly port) ignores part of any input holding multi-byte characters, and
      // the sources are full of Chinese: two chunks differing past that point got one hash. Node's own sha256 instead.
      config.output.hashFunction('sha256');
      // A build beside the shared apps/*/dist (comparing two builds while others test against that one).
      if (process.env.ASTER_BUILD_OUT) {
        const out = path.resolve(process.env.ASTER_BUILD_OUT);
        config.output.path(out);
        // Remax copies public/ (H5's index.html template among it) to the app's own dist by an absolute path.
        if (config.plugins.has('webpack-copy-plugin')) config.plugin('webpack-copy-plugin').tap(([patterns]) => [patterns.map((pattern) => ({ ...pattern, to: out }))]);
      }
      explicitPlatformFiles(config);
      zodLocales(config, webpack);
      zodWithoutFromJsonSchema(config, webpack);
      if (folder === 'h5') {
        // Assets are requested from /aster/ whatever page URL the app was opened at.
        config.output.publicPath('/aster/');
        config.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
        config.plugin('aster-no-page-prefetch').use(NoPagePrefetch);
        config.plugin('aster-imports-in-chunk-hash').use(ImportsInChunkHash);
        nativeBuiltinsForWeb(config, webpack);
        smallObjectInspectForWeb(config, webpack);
        webRuntimeForWeb(config, webpack);
        altchaSolverForWeb(config);
        webFirstLoad(config, webpack, appDir, '/aster/');
        // `npm run dev` (scripts/dev.ts) names the reference server the H5 dev server passes API calls to.
        if (process.env.ASTER_DEV_API_ORIGIN) webDevServer(config, '/aster/', process.env.ASTER_DEV_API_ORIGIN);
        return;
      }
      abortControllerForMiniPrograms(config, webpack);
      onlyRenderedTemplates(folder);
      config.plugin('aster-compact-runtime-options').use(CompactRuntimeOptions, [RENDERED_COMPONENTS[folder], folder]);
      miniProgramStandIns(config, webpack);
      systemFontSizeForMiniProgram(config, folder);
      const roots = subpackageRoots(appDir);
      if (roots.length > 0) {
        const remaxSplit = config.optimization.get('splitChunks');
        config.optimization.splitChunks({
          ...remaxSplit,
          cacheGroups: { ...remaxSplit.cacheGroups, asterSubpackageVendors: subpackageVendors(roots) },
        });
      }
    },
  };
};
