// What the benches share: a reference server on a free loopback port (in-memory seed), the built WeChat and Alipay
// bundles to launch against it, and Debian's Chromium for Lighthouse to drive.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type AddressInfo, createServer } from 'node:net';
import { buildServer } from '../../apps/server/src';
import type runLighthouse from 'lighthouse';
import type { Platform } from '../../packages/mp-harness/src';
import { launchChromium } from '../../tests/support/browser';

const root = join(__dirname, '..', '..');

/** The H5 pages a visit lands on, whose load issue 10's budgets judge: each with its address on the reference server. */
export const H5_ENTRY_PAGES = [
  ['home', '/aster/'],
  ['house_list', '/aster/pages/house/house_list/index'],
  ['house_detail', '/aster/pages/house_detail/index?id=h000001'],
  ['login_by_phone', '/aster/pages/login_by_phone/index'],
] as const;

/** A console that keeps the bundles' own logging out of the figures (the build checks' one). */
export { quietConsole } from '../../apps/build-checks/src/builtMiniPrograms';

/** Runs `bench` against a fresh reference server (the demo logins on) and closes it afterwards. */
export async function withBenchServer(bench: (apiBase: string) => Promise<void>): Promise<void> {
  const server = await buildServer({ dbPath: ':memory:', logger: false, devFlags: { demoLogins: true } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  try {
    await bench(`http://127.0.0.1:${port}`);
  } finally {
    await server.app.close();
  }
}

/** The mini-program builds present on disk; a missing one is said and skipped. */
export function builtMiniPrograms(): { platform: Platform; app: string; distDir: string }[] {
  return (
    [
      ['wechat', 'wechat'],
      ['ali', 'alipay'],
    ] as const
  ).flatMap(([platform, app]) => {
    const distDir = join(root, 'apps', app, 'dist');
    if (existsSync(join(distDir, 'app.json'))) return [{ platform, app, distDir }];
    console.log(`${app}: no build in ${distDir}`);
    return [];
  });
}

/** The p-th percentile of some timings (nearest rank). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const ms = (n: number): string => `${n.toFixed(1)} ms`;

/** The median of some figures (the mean of the middle two for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A time in seconds as the H5 benches print it; 'n/a' for one not measured. */
export const seconds = (ms: number | null): string => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

/** A free loopback port (for Chromium's debugging port, which Lighthouse connects to). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs `bench` with Lighthouse (npm) and the debugging port of a Debian Chromium that Playwright starts with the closed
 * network's flags (tests/support/chromium.ts), and closes that browser afterwards.
 */
export async function withLighthouse(bench: (lighthouse: typeof runLighthouse, port: number) => Promise<void>): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    await bench(lighthouse, port);
  } finally {
    await browser.close();
  }
}
