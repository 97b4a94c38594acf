// `npm run dev` (scripts/dev.sh): the reference server in demo mode, as `npm start` runs it, and Remax's watch build
// of the H5 app with its dev server: http://127.0.0.1:${ASTER_DEV_PORT:-3000}/aster/, the page reloading itself when a
// source file is saved, API calls passed to the server (packages/screens/build/webDevServer.js).
//   npm run dev                    H5 and the server
//   npm run dev -- wechat alipay   also the mini-programs' watch builds into apps/wechat/dist, apps/alipay/dist
//                                  (open those folders in the IDEs), pointed at the server (or ASTER_DEV_APPS="wechat")
// PORT is the server's (8080), ASTER_DEV_PORT the H5 dev server's (3000). Other variables as for `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SHELL_APPS, generateApp, writeApp, writeRegistry } from '../packages/screens/build/generateApps';
import { discoverScreens } from '../packages/screens/build/discoverScreens';

const ROOT = path.resolve(__dirname, '..');
const MINI_APPS = ['wechat', 'alipay'] as const;
type MiniApp = (typeof MINI_APPS)[number];

/** The mini-programs asked for on the command line or in ASTER_DEV_APPS (`ali` names Alipay too). */
export function miniAppsOf(words: readonly string[]): MiniApp[] {
  const apps = new Set<MiniApp>();
  for (const word of words) {
    const app = word === 'ali' ? 'alipay' : word;
    if (!(MINI_APPS as readonly string[]).includes(app)) throw new Error(`npm run dev: unknown app "${word}" (expected wechat or alipay; H5 always runs)`);
    apps.add(app as MiniApp);
  }
  return [...apps];
}

/** Refuses a taken port up front: Remax's dev server would quietly move to another one, and the URL printed would lie. */
function ensurePortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} (${what}) is in use: stop what holds it or choose another port`)));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

/** Waits for `url` to answer 200 (the dev server holds requests until its first build is done). */
async function waitFor(url: string, children: readonly ChildProcess[], answered: (status: number) => boolean = (status) => status === 200): Promise<void> {
  for (;;) {
    if (children.some((child) => child.exitCode !== null || child.signalCode !== null)) throw new Error('a process of npm run dev ended while starting');
    try {
      const answer = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(120_000) });
      if (answered(answer.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  const minis = miniAppsOf([...process.argv.slice(2), ...(process.env.ASTER_DEV_APPS ?? '').split(/[\s,]+/).filter(Boolean)]);
  const port = Number(process.env.PORT ?? 8080);
  const devPort = Number(process.env.ASTER_DEV_PORT ?? 3000);
  const apiOrigin = `http://127.0.0.1:${port}`;
  await ensurePortFree(port, 'PORT, the reference server');
  await ensurePortFree(devPort, 'ASTER_DEV_PORT, the H5 dev server');

  // The shells' app.config and page entries are build inputs generated from the route table (scripts/build-apps.sh).
  const screens = discoverScreens();
  if (writeRegistry(screens)) console.log('updated packages/screens/src/pages/registry.ts: commit it with the screen');
  for (const app of SHELL_APPS.filter((shell) => shell.folder === 'h5' || (minis as string[]).includes(shell.folder))) {
    writeApp(path.join(ROOT, 'apps', app.folder), generateApp(app, screens));
  }

  const started = Date.now();
  const children: ChildProcess[] = [];
  const run = (command: string, args: string[], cwd: string, env: Record<string, string>) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    return child;
  };
  // The demo, as `npm start` runs it (scripts/start.sh); tsx's watch mode restarts it when its code changes.
  run(path.join(ROOT, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], ROOT, {
    PORT: String(port),
    ASTER_ENV: process.env.ASTER_ENV ?? 'demo',
    ASTER_API: process.env.ASTER_API ?? 'full',
  });
  const remax = (folder: string, args: string[], env: Record<string, string>) =>
    run(path.join(ROOT, 'apps', folder, 'node_modules/.bin/remax'), ['build', ...args, '-w', '--loglevel', 'warn'], path.join(ROOT, 'apps', folder), { NODE_ENV: 'development', ...env });
  remax('h5', ['-t', 'web', '-p', String(devPort)], { ASTER_DEV_API_ORIGIN: apiOrigin });
  for (const app of minis) {
    remax(app, ['-t', app === 'wechat' ? 'wechat' : 'ali'], { ASTER_API_BASE: process.env.ASTER_API_BASE ?? apiOrigin });
  }

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) console.error(`npm run dev: ${child.spawnargs.slice(0, 3).join(' ')} ended (${code ?? 'signal'}): stopping the rest`);
      stop(code ?? 1);
    });
  }

  const h5 = `http://127.0.0.1:${devPort}/aster/`;
  await waitFor(h5, children);
  // Any answer: the server is listening (the H5 it serves itself is the production build, maybe not built).
  await waitFor(`${apiOrigin}/aster/`, children, () => true);
  console.log(
    [
      '',
      `npm run dev: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  H5 (reloads on save):  ${h5}`,
      `  reference server:      ${apiOrigin} (ASTER_ENV=${process.env.ASTER_ENV ?? 'demo'}; SMS codes in its log here)`,
      ...minis.map((app) => `  ${app} watch build:   apps/${app}/dist (open it in the IDE)`),
      '',
    ].join('\n'),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
