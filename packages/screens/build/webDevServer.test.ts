import { createRequire } from 'node:module';

// The dev server's options as Remax hands them to webpack-dev-server: built on Remax's own webpack-chain.
const remaxRequire = createRequire(createRequire(require.resolve('remax/package.json')).resolve('@remax/cli/package.json'));
interface ProxyRule {
  context: () => boolean;
  target: string;
  bypass: (request: { method: string; path: string; headers: Record<string, string> }) => string | undefined;
}
interface WebpackChain {
  plugin(name: string): { use(plugin: new () => object): unknown };
  plugins: { has(name: string): boolean };
  toConfig(): { devtool?: string; devServer?: { watchOptions?: { aggregateTimeout?: number }; publicPath?: string; historyApiFallback?: boolean; proxy?: ProxyRule[] } };
}
const Config = remaxRequire('webpack-chain') as new () => WebpackChain;
// A CommonJS build file without types (Remax loads it with require()).
const { webDevServer } = createRequire(__filename)('./webDevServer.js') as { webDevServer: (config: WebpackChain, publicPath: string, apiOrigin: string) => void };

/** The steps of the production H5 build a rebuild skips (remaxConfig.js and webFirstLoad.js add them before). */
const PRODUCTION_ONLY = ['aster-imports-in-chunk-hash', 'aster-compile-hints'];

function devConfig() {
  const config = new Config();
  for (const name of [...PRODUCTION_ONLY, 'aster-early-requests']) config.plugin(name).use(class {});
  webDevServer(config, '/aster/', 'http://127.0.0.1:8080');
  return config;
}
const devServerOptions = () => devConfig().toConfig();

const visit = (path: string) => ({ method: 'GET', path, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('the H5 dev server of npm run dev', () => {
  it('serves the build under /aster/ and passes every other request to the reference server', () => {
    const { devServer } = devServerOptions();
    expect(devServer?.publicPath).toBe('/aster/');
    expect(devServer?.historyApiFallback).toBe(false);
    expect(devServer?.proxy).toHaveLength(1);
    expect(devServer?.proxy?.[0]?.target).toBe('http://127.0.0.1:8080');
    expect(devServer?.proxy?.[0]?.context()).toBe(true);
  });

  it('answers a page visit under /aster/ with index.html, as the server does, and proxies the rest', () => {
    const bypass = devServerOptions().devServer?.proxy?.[0]?.bypass;
    expect(bypass?.(visit('/aster/pages/mine/index'))).toBe('/aster/index.html');
    expect(bypass?.(visit('/aster/'))).toBe('/aster/index.html');
    // API calls, files and form posts go to the server (the checkout page, uploads, redirects from `/`).
    expect(bypass?.({ method: 'GET', path: '/tapp/v1/home/ui', headers: { accept: 'application/json, text/plain, */*' } })).toBeUndefined();
    expect(bypass?.({ method: 'GET', path: '/aster/missing.js', headers: { accept: '*/*' } })).toBeUndefined();
    expect(bypass?.({ method: 'POST', path: '/aster/pages/mine/index', headers: { accept: 'text/html' } })).toBeUndefined();
    expect(bypass?.(visit('/provider/baofoo/checkout'))).toBeUndefined();
    expect(bypass?.({ method: 'GET', path: '/aster/pages/mine/index', headers: {} })).toBeUndefined();
  });

  it('rebuilds a save alone: each module in an eval of its own, no production-only steps, 50 ms after the save', () => {
    const config = devConfig();
    expect(config.toConfig().devtool).toBe('cheap-module-eval-source-map');
    expect(config.toConfig().devServer?.watchOptions?.aggregateTimeout).toBe(50);
    for (const name of PRODUCTION_ONLY) expect(config.plugins.has(name)).toBe(false);
    expect(config.plugins.has('aster-early-requests')).toBe(true);
  });
});
