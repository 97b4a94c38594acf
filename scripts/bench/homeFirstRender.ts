// Prints the setData bytes of the home page's first render in the built WeChat and Alipay bundles, run in
// the headless harness against the reference server (in-memory seed). Figures only.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../apps/server/src';
import { launchMiniProgram } from '../../packages/mp-harness/src';

const root = join(__dirname, '..', '..');

async function main() {
  const server = await buildServer({ dbPath: ':memory:', logger: false });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  try {
    for (const [platform, app] of [['wechat', 'wechat'], ['ali', 'alipay']] as const) {
      const distDir = join(root, 'apps', app, 'dist');
      if (!existsSync(join(distDir, 'app.json'))) {
        console.log(`${app}: no build in ${distDir}`);
        continue;
      }
      const mini = await launchMiniProgram({ platform, distDir, apiBase: `http://127.0.0.1:${port}`, loginCode: null, console: { ...console, log: () => undefined, info: () => undefined, warn: () => undefined } as Console });
      const home = mini.currentPage();
      const records = home.setDataLog;
      const first = records[0]?.bytes ?? 0;
      const total = records.reduce((sum, r) => sum + r.bytes, 0);
      const largest = records.reduce((max, r) => Math.max(max, r.bytes), 0);
      console.log(`${app} home (${home.route}): first render ${first} B; ${records.length} calls until settled, ${total} B in all, largest ${largest} B`);
      mini.close();
    }
  } finally {
    await server.app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
