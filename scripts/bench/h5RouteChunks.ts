// Prints what opening a house page costs on H5 beyond the first load: the JS and CSS a real Chromium fetches
// for the route (its page chunk and any chunk it shares), raw and gzip. Figures only.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../apps/server/src';
import { launchChromium } from '../../tests/support/browser';

const root = join(__dirname, '..', '..');
const routes = [
  ['house_list', '/aster/pages/house/house_list/index'],
  ['house_detail', '/aster/pages/house_detail/index?id=h000001'],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const h5Dir = join(root, 'apps', 'h5', 'dist');
  if (!existsSync(join(h5Dir, 'index.html'))) return console.log(`h5: no build in ${h5Dir}`);
  const server = await buildServer({ dbPath: ':memory:', logger: false, h5Dir });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  try {
    const home = await browser.newPage();
    const firstLoad = new Set<string>();
    home.on('response', (response) => firstLoad.add(new URL(response.url()).pathname));
    await home.goto(`${origin}/aster/`, { waitUntil: 'networkidle' });
    await home.close();
    for (const [name, path] of routes) {
      const page = await browser.newPage();
      const bodies: Promise<{ type: 'js' | 'css'; raw: number; gzip: number } | null>[] = [];
      page.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        const type: 'js' | 'css' | null = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
        if (type === null || firstLoad.has(pathname)) return;
        bodies.push(response.body().then((body) => ({ type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })).catch(() => null));
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).filter((file) => file !== null);
      const sum = (type: 'js' | 'css', key: 'raw' | 'gzip') => files.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
      console.log(
        `h5 route ${name}: ${files.length} files beyond the first load; js ${kb(sum('js', 'raw'))} (gzip ${kb(sum('js', 'gzip'))}), css ${kb(sum('css', 'raw'))} (gzip ${kb(sum('css', 'gzip'))})`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
