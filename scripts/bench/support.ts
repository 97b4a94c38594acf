// What the harness benches share: a reference server on a free loopback port (in-memory seed) and the built
// WeChat and Alipay bundles to launch against it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../apps/server/src';
import type { Platform } from '../../packages/mp-harness/src';

const root = join(__dirname, '..', '..');

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
