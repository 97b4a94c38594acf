// `npm run dev` (scripts/dev.ts): the H5 watch build's dev server (`remax build -t web -w`, webpack-dev-server 3),
// serving the app under /aster/ as the reference server does, with every other request passed to that server.

/** A browser opening an H5 page (not a file, not an API call): the app's index.html answers, as on the server. */
function isPageVisit(request, basePath) {
  return request.method === 'GET' && request.path.startsWith(basePath) && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Remax's dev server serves the build at `/` and falls back to `/index.html`; the app's chunks are asked for under
 * `publicPath`, and its API calls go to its own origin (the API base is '' on H5), some under /aster/ too
 * (`aster/common/houses`). So: webpack's files under /aster/ first, page visits get index.html, and the rest goes to
 * the reference server at `apiOrigin` (the host header kept, so links the server writes point back here).
 */
function webDevServer(config, publicPath, apiOrigin) {
  config.devServer
    .publicPath(publicPath)
    .historyApiFallback(false)
    .clientLogLevel('warning')
    .proxy([
      {
        context: () => true,
        target: apiOrigin,
        bypass: (request) => (isPageVisit(request, publicPath) ? `${publicPath}index.html` : undefined),
        logLevel: 'warn',
      },
    ]);
  // Each module in an eval of its own with its own line map: a save re-renders only that module (Remax's dev
  // default, cheap-module-source-map, writes the whole map of every changed chunk again).
  config.devtool('cheap-module-eval-source-map');
  // Webpack picks a save up 50 ms after it (300 by default), and two production steps leave the rebuild: the dev
  // files' names carry no hash (ImportsInChunkHash walked every module's imports at each rebuild), and V8's compile
  // hint is for phones (CompileHints wrapped every chunk, so every file was written out again).
  config.devServer.watchOptions({ aggregateTimeout: 50 });
  config.plugins.delete('aster-imports-in-chunk-hash');
  config.plugins.delete('aster-compile-hints');
}

module.exports = { webDevServer };
