// Builds the fixture Remax app (fixture/) for a platform when its dist is missing or older than its
// sources. The fixture borrows react / remax / @remax/one from the WeChat shell's install through
// symlinks in fixture/node_modules (gitignored), so it needs no install of its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Platform } from './types';

export const FIXTURE_DIR = path.resolve(__dirname, '../fixture');
const REPO_ROOT = path.resolve(__dirname, '../../..');
const SHELL_MODULES = path.join(REPO_ROOT, 'apps/wechat/node_modules');
const BORROWED = ['react', 'react-dom', 'remax', '@remax/one'];

export function fixtureDistDir(platform: Platform): string {
  return path.join(FIXTURE_DIR, 'dist', platform);
}

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function isFresh(platform: Platform): boolean {
  const marker = path.join(fixtureDistDir(platform), 'app.json');
  if (!fs.existsSync(marker)) return false;
  return fs.statSync(marker).mtimeMs >= newestMtime(path.join(FIXTURE_DIR, 'src'));
}

function linkBorrowedModules(): void {
  for (const name of BORROWED) {
    const link = path.join(FIXTURE_DIR, 'node_modules', name);
    if (fs.existsSync(link)) continue;
    const target = path.join(SHELL_MODULES, name);
    if (!fs.existsSync(target)) throw new Error(`${target} is missing: install the workspace first`);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(fs.realpathSync(target), link, 'dir');
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Returns the fixture's dist folder for `platform`, building it first when needed (about 10 s). */
export function ensureFixtureBuilt(platform: Platform): string {
  if (isFresh(platform)) return fixtureDistDir(platform);
  // Jest runs test files in parallel workers: a lock directory keeps two builds of one target apart.
  const lock = path.join(FIXTURE_DIR, `.build-lock-${platform}`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}; remove it if no build is running`);
      sleep(500);
      if (isFresh(platform)) return fixtureDistDir(platform);
    }
  }
  try {
    linkBorrowedModules();
    // Terser's cache is keyed by webpack 4's md4, which collides on sources with Chinese text (scripts/build-apps.sh).
    fs.rmSync(path.join(FIXTURE_DIR, '..', 'node_modules', '.cache'), { recursive: true, force: true });
    const outDir = path.relative(FIXTURE_DIR, fixtureDistDir(platform));
    const result = spawnSync(path.join(SHELL_MODULES, '.bin/remax'), ['build', '-m', '-t', platform, '--output', outDir], {
      cwd: FIXTURE_DIR,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 170_000,
    });
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    if (result.status !== 0 || /Compiled with (some )?errors|Failed to compile/.test(output)) {
      throw new Error(`Building the fixture for ${platform} failed:\n${output.slice(-4000)}`);
    }
    return fixtureDistDir(platform);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
