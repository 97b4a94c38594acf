// The three core packages as another team gets them (issue 17): the tarballs of scripts/pack-core.sh installed
// with plain npm into a project outside the pnpm workspace (tests/consumers/app: its third-party dependencies,
// locked), and the examples of the packages' READMEs, taken from the READMEs themselves, type-checked against the
// packed .d.ts files and run: a Node client against the reference server (real HTTP, a real SQLite file, demo
// mode), a Vite-built React page in Chromium, and a lock opened through device-ble's simulator in plain Node.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildServer } from '../../apps/server/src';
import { launchTestBrowser, openTab, SCREENSHOT_DIR } from '../support/browser';

jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../..');
const PACKAGES = ['core-domain', 'core-api', 'device-ble'] as const;
const tarball = (name: string) => path.join(repoRoot, 'dist', 'packages', `aster-${name}.tgz`);
const EXAMPLES = ['examples/node/phone.ts', 'examples/node/list-houses.ts', 'examples/node/open-lock.ts', 'examples/web/main.tsx'];

/** Fenced blocks written ```ts title="examples/..."```: the README shows them, this test runs them. */
function readmeExamples(readme: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of readme.matchAll(/```tsx? title="([^"]+)"\n([\s\S]*?)```/g)) found.set(match[1] ?? '', match[2] ?? '');
  return found;
}

// The child processes get a plain environment: no npm_config_* of the workspace's own `npm test` run.
const plainEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
  Object.fromEntries([...Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)), ...Object.entries(extra)]);

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env: plainEnv(env), maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

let work: string;
let server: Awaited<ReturnType<typeof buildServer>>;
let origin: string;

interface Envelope<T> {
  errorCode: string | number;
  data: T;
}

async function serverData<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${origin}${pathAndQuery}`, { headers: { platform: 'h5', companyId: '0' } });
  const body = (await response.json()) as Envelope<T>;
  if (String(body.errorCode) !== '0') throw new Error(`${pathAndQuery} answered ${String(body.errorCode)}`);
  return body.data;
}

/** What the server itself says the demo partner login and the first five Shanghai houses are. */
async function expectedFromServer(): Promise<{ userId: string; total: number; houses: string[] }> {
  const login = await serverData<{ userId: string | number }>('/tapp/v1/login/auth-token-by-out-token?outToken=demo-out-token&appId=demo-partner');
  const page = await serverData<{ total: number; list: { title: string }[] }>('/tapp/v2/aster/common/houses?cityId=107&pageSize=5&platform=miniApp');
  return { userId: String(login.userId), total: page.total, houses: page.list.map((house) => house.title) };
}

beforeAll(async () => {
  const missing = PACKAGES.map(tarball).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`No packed core packages (${missing.join(', ')}): run bash scripts/pack-core.sh`);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'aster-consumer-'));
  for (const file of fs.readdirSync(path.join(__dirname, 'app'))) fs.copyFileSync(path.join(__dirname, 'app', file), path.join(work, file));
  for (const name of PACKAGES) {
    for (const [file, code] of readmeExamples(fs.readFileSync(path.join(repoRoot, 'packages', name, 'README.md'), 'utf8'))) {
      fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      fs.writeFileSync(path.join(work, file), code);
    }
  }
  // `npm install` rather than `npm ci`: this registry leaves other platforms' optional packages (rollup's) out of
  // the lockfile, which npm ci then calls out of sync. The lockfile still fixes every version; --no-save keeps it.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', ...PACKAGES.map(tarball)], work);
  server = await buildServer({ dbPath: path.join(work, 'aster.db'), devFlags: { demoLogins: true }, logger: false });
  origin = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
}, 300_000);

afterAll(async () => {
  await server?.app.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('every package README carries its example', () => {
  expect(EXAMPLES.filter((file) => !fs.existsSync(path.join(work, file)))).toEqual([]);
});

/** Every file path an exports map names (conditions nested to any depth). */
const exportTargets = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(exportTargets) : [];

test.each(PACKAGES)('@aster/%s installs as a library: built entry points that exist, licence, version, no workspace links', (name) => {
  const installed = path.join(work, 'node_modules', '@aster', name);
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
  const exportsMap = manifest.exports as Record<string, unknown>;
  expect(Object.keys(exportsMap).sort()).toEqual(['.', './package.json', './testing']);
  const targets = [...exportTargets(exportsMap), String(manifest.main), String(manifest.module), String(manifest.types)];
  expect(targets.filter((target) => target.includes('src/') || !fs.existsSync(path.join(installed, target)))).toEqual([]);
  expect(manifest).toMatchObject({ license: 'MIT', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) as unknown });
  expect(['LICENSE', 'README.md', 'CHANGELOG.md'].filter((file) => !fs.existsSync(path.join(installed, file)))).toEqual([]);
  expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
  expect(JSON.stringify(manifest)).not.toContain('workspace:');
  if (name === 'core-api') expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual(['@reduxjs/toolkit', 'react', 'react-redux']);
});

test('the README examples type-check against the packed .d.ts files (strict)', async () => {
  await run(path.join(work, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], work);
  await run(path.join(work, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.web.json'], work);
});

test('the CommonJS entries load in plain Node', async () => {
  const script = `
    const domain = require('@aster/core-domain');
    const { createMemoryStorage } = require('@aster/core-domain/testing');
    const api = require('@aster/core-api');
    const { FakeTransport } = require('@aster/core-api/testing');
    const ble = require('@aster/device-ble');
    const { createSimWorld } = require('@aster/device-ble/testing');
    const storage = createMemoryStorage();
    storage.set('k', 'v');
    console.log(JSON.stringify({
      phone: domain.maskPhone('13912345678'),
      fen: String(domain.parseYuanToFen('12.5')),
      path: api.endpointPath(api.houseEndpoints.houseDetail, { id: 'h000001' }),
      fake: typeof new FakeTransport().request,
      hex: ble.bytesToHex(ble.hexToBytes('a5c1')),
      sim: createSimWorld({ platform: 'wechat' }).transport.platform,
      stored: storage.get('k'),
    }));`;
  expect(JSON.parse(await run('node', ['-e', script], work))).toEqual({
    phone: '139****5678',
    fen: '1250',
    path: '/tapp/v2/aster/common/houses/h000001',
    fake: 'function',
    hex: 'a5c1',
    sim: 'wechat',
    stored: 'v',
  });
});

describe('the README examples run', () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(work, 'out'))) await run(path.join(work, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], work);
  });

  test('core-domain: a phone number is validated with the app message and masked', async () => {
    expect((await run('node', ['out/examples/node/phone.js'], work)).trim().split('\n')).toEqual(['138****8000', '请输入正确的手机号']);
  });

  test('core-api: a fetch transport logs in against the reference server and lists houses', async () => {
    const printed = JSON.parse(await run('node', ['out/examples/node/list-houses.js'], work, { ASTER_API: origin })) as unknown;
    const expected = await expectedFromServer();
    expect(expected.houses).toHaveLength(5);
    expect(printed).toEqual(expected);
    expect(fs.statSync(path.join(work, 'aster.db')).size).toBeGreaterThan(0);
  });

  test('device-ble: a door code reaches the simulated lock through the Web Bluetooth fake', async () => {
    expect(JSON.parse(await run('node', ['out/examples/node/open-lock.js'], work))).toEqual({ answers: 1, doorCode: '246810' });
  });
});

describe('the React example, built by Vite, in Chromium', () => {
  let site: http.Server;
  let browser: Browser;
  let siteOrigin: string;

  beforeAll(async () => {
    await run(path.join(work, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], work, { VITE_ASTER_API: origin });
    const dist = path.join(work, 'dist');
    site = http.createServer((request, response) => {
      const wanted = path.join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      const file = wanted.startsWith(dist) && fs.existsSync(wanted) && fs.statSync(wanted).isFile() ? wanted : path.join(dist, 'index.html');
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await launchTestBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  test('lists the houses, logs in through the hook, and the session slice keeps the login over a reload', async () => {
    const expected = await expectedFromServer();
    const tab = await openTab(browser, siteOrigin);
    const { page } = tab;
    await page.goto('/');
    await page.getByRole('listitem').nth(4).waitFor();
    expect(await page.getByRole('listitem').allTextContents()).toEqual(expected.houses);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText(`已登录：${expected.userId}`).waitFor();
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'consumer-react-page.png') });
    await page.reload();
    await page.getByText(`已登录：${expected.userId}`).waitFor();
    expect(await page.getByRole('button', { name: '登录' }).count()).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await tab.context.close();
  });
});
