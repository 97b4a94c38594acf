import { createRequire } from 'node:module';

// The dev server's options as Remax hands them to webpack-dev-server: built on Remax's own webpack-chain.
const remaxRequire = createRequire(createRequire(require.resolve('remax/package.json')).resolve('@remax/cli/package.json'));
interface ProxyRule {
  context: () => boolean;
  target: string;
  bypass: (request: { method: string; path: string; headers: Record<string, string> }) => string | undefined;
}
interface WebpackChain {
  toConfig(): { devtool?: string; devServer?: { publicPath?: string; historyApiFallback?: boolean; proxy?: ProxyRule[] } };
}
const Config = remaxRequire('webpack-chain') as new () => WebpackChain;
// A CommonJS build file without types (Remax loads it with require()).
const { webDevServer } = createRequire(__filename)('./webDevServer.js') as { webDevServer: (config: WebpackChain, publicPath: string, apiOrigin: string) => void };

function devServerOptions() {
  const config = new Config();
  webDevServer(config, '/aster/', 'http://127.0.0.1:8080');
  return config.toConfig();
}

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

  it('wraps each module in an eval of its own with its line map, so a save re-renders only the saved module', () => {
    expect(devServerOptions().devtool).toBe('cheap-module-eval-source-map');
  });
});
